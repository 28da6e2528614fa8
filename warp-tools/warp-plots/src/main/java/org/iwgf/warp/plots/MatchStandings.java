// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * An arena match's standings file: the command that played it and one standing per entrant, in the order
 * the entrants were named (the first is the one the match measures, for example the higher commission).
 *
 * @param command the command line that played the match, empty when the file does not say
 * @param standings the entrants' standings, at least two
 * @since 0.1.0
 */
public record MatchStandings(String command, List<Standing> standings) {
  private static final Pattern CAPTAINS = Pattern.compile("--captains[ =](\\d+)");

  /** The columns of the CSV form. */
  private static final List<String> COLUMNS = List.of("entrant", "games", "win_rate", "low95", "high95");

  /**
   * Checks the standings and copies them.
   *
   * @throws IllegalArgumentException when fewer than two entrants are given or a name repeats
   */
  public MatchStandings {
    Objects.requireNonNull(command, "command");
    standings = List.copyOf(standings);
    if (standings.size() < 2) {
      throw new IllegalArgumentException("a match has at least two entrants, not " + standings.size());
    }
    if (standings.stream().map(Standing::entrant).distinct().count() != standings.size()) {
      throw new IllegalArgumentException("an entrant is named twice");
    }
  }

  /**
   * Reads a match's standings as the arena writes them: CSV ({@code # command}, then {@code
   * entrant,games,win_rate,low95,high95}) or JSON (an object with {@code command} and {@code standings}, each
   * with {@code entrant}, {@code games}, {@code winRate}, {@code low95} and {@code high95}). A file starting
   * with <code>{</code> or <code>[</code> is read as JSON, any other as CSV.
   *
   * @param file the standings file
   * @return the standings
   * @throws PlotDataException when the file is empty, malformed or its figures are not a match's
   * @throws IOException when the file cannot be read
   */
  public static MatchStandings read(Path file) throws IOException {
    DataFile data = DataFile.read(file);
    return data.isJson() ? fromJson(Json.read(data)) : fromCsv(Csv.read(data, COLUMNS));
  }

  private static MatchStandings fromCsv(Csv csv) throws PlotDataException {
    List<Standing> standings = new ArrayList<>();
    for (Csv.Row row : csv.rows()) {
      standings.add(row.standing(row.required("entrant"), "win_rate"));
    }
    return of(csv.file(), csv.command(), standings);
  }

  private static MatchStandings fromJson(Json json) throws PlotDataException {
    List<Standing> standings = new ArrayList<>();
    for (Json s : json.objects("standings")) {
      standings.add(s.standing(s.text("entrant"), "winRate"));
    }
    return of(json.file(), json.optionalText("command"), standings);
  }

  private static MatchStandings of(DataFile file, String command, List<Standing> standings)
      throws PlotDataException {
    try {
      return new MatchStandings(command, standings);
    } catch (IllegalArgumentException e) {
      throw file.refuse(DataFile.reason(e) + ".");
    }
  }

  /**
   * The entrant the match measures: the first named.
   *
   * @return the first standing
   */
  public Standing leader() {
    return standings.get(0);
  }

  /**
   * The win rate each entrant would have if none were stronger: one over the number of entrants (the
   * arena seats entrants in turn, so four captains and two entrants split evenly at one half).
   *
   * @return the even split, a fraction of one
   */
  public double evenSplit() {
    return 1.0 / standings.size();
  }

  /**
   * How a chart names the match: the entrants joined by "vs", and the number of captains when the command
   * seats other than two ({@code --captains N}).
   *
   * @return for example {@code Lieutenant vs Ensign} or {@code Lieutenant vs Ensign, 4 captains}
   */
  public String label() {
    String names = standings.stream().map(Standing::entrant).collect(Collectors.joining(" vs "));
    Matcher m = CAPTAINS.matcher(command);
    if (m.find() && !m.group(1).equals("2")) {
      return names + ", " + m.group(1) + " captains";
    }
    return names;
  }
}
