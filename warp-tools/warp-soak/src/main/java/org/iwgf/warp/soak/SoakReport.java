// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.iwgf.warp.testkit.FailureReport;

/**
 * The result of a soak run: how many games were played, which broke an invariant (each with its seed and
 * configuration, reproducible on its own), and the blocked-round rate per Module combination.
 *
 * @param games games attempted
 * @param skipped games whose cell the rules refuse (rules that exclude each other, squadrons that cannot
 *     be formed in the cell's fleet band)
 * @param endlessReDeals games that ran out of moves only because Go-out kept re-dealing blocked rounds
 *     (counted in the statistics with their blocked rounds, not as failures)
 * @param failures the games that broke an invariant, at most {@link #KEPT_FAILURES} of them
 * @param failureCount how many games broke an invariant in all
 * @param byCombination statistics per Module combination and objective, by name
 * @param byModule statistics of every game with one Module on, by Module id ({@code "(none)"} for none)
 * @param elapsed wall-clock time of the run
 * @since 0.1.0
 */
public record SoakReport(long games, long skipped, long endlessReDeals, List<FailureReport> failures, long failureCount,
    Map<String, GroupStats> byCombination, Map<String, GroupStats> byModule, Duration elapsed) {
  /** Failures kept in full; the rest are only counted. */
  public static final int KEPT_FAILURES = 20;
  private static final double UNUSUAL = 2.0;

  public SoakReport {
    failures = List.copyOf(failures);
    // Sorted, so that summaries and tables list groups in the same order every run.
    byCombination = Collections.unmodifiableSortedMap(new TreeMap<>(byCombination));
    byModule = Collections.unmodifiableSortedMap(new TreeMap<>(byModule));
    Objects.requireNonNull(elapsed, "elapsed");
  }

  /**
   * This report with {@code elapsed} as its wall-clock time: two runs of the same games, on one machine or
   * many, give equal reports once their times are set alike.
   */
  public SoakReport withElapsed(Duration elapsed) {
    return new SoakReport(games, skipped, endlessReDeals, failures, failureCount, byCombination, byModule, elapsed);
  }

  /** Whether every game kept every invariant. */
  public boolean passed() {
    return failureCount == 0;
  }

  /** Statistics over every game played. */
  public GroupStats overall() {
    GroupStats all = new GroupStats("all", 0, 0, 0, 0);
    for (GroupStats g : byCombination.values()) {
      all = all.plus(g);
    }
    return all;
  }

  /**
   * Combinations whose blocked-round rate is more than twice the overall rate, over at least
   * {@code minRounds} rounds, worst first.
   */
  public List<GroupStats> unusuallyBlocked(long minRounds) {
    double overall = overall().blockedRate();
    List<GroupStats> out = new ArrayList<>();
    for (GroupStats g : byCombination.values()) {
      if (g.rounds() >= minRounds && g.blockedRate() > UNUSUAL * overall) {
        out.add(g);
      }
    }
    out.sort(Comparator.comparingDouble(GroupStats::blockedRate).reversed());
    return List.copyOf(out);
  }

  /** A plain-text summary: totals, failures, the per-Module table and unusually blocked combinations. */
  public String summary() {
    StringBuilder b = new StringBuilder();
    GroupStats all = overall();
    double seconds = Math.max(elapsed.toMillis(), 1) / 1000.0;
    b.append(String.format(Locale.ROOT, "Soak: %,d games (%,d skipped: rules refuse the combination), %,d moves,"
        + " %,d rounds in %.1f s (%,.1f games/s)%n", games, skipped, all.moves(), all.rounds(), seconds,
        all.games() / seconds));
    b.append(String.format(Locale.ROOT, "Go-out games stopped at the move budget while re-dealing blocked rounds:"
        + " %,d%n", endlessReDeals));
    b.append(String.format(Locale.ROOT, "Invariant failures: %,d%n", failureCount));
    for (FailureReport f : failures) {
      b.append(f).append(System.lineSeparator());
    }
    b.append(String.format(Locale.ROOT, "%nBlocked rounds per Module (games with the Module on)%n"));
    b.append(String.format(Locale.ROOT, "%-22s %10s %10s %9s%n", "module", "games", "rounds", "blocked"));
    for (GroupStats g : byModule.values()) {
      b.append(row(g));
    }
    b.append(row(new GroupStats("all", all.games(), all.moves(), all.rounds(), all.blockedRounds())));
    List<GroupStats> unusual = unusuallyBlocked(50);
    b.append(String.format(Locale.ROOT, "%nCombinations blocking more than twice the overall rate (>= 50 rounds):"
        + " %d of %d%n", unusual.size(), byCombination.size()));
    for (GroupStats g : unusual.subList(0, Math.min(unusual.size(), 25))) {
      b.append(row(g));
    }
    return b.toString();
  }

  /** One line per Module combination and objective: group, games, moves, rounds, blocked rounds, rate. */
  public String combinationsCsv() {
    return combinationsCsv("");
  }

  /**
   * {@link #combinationsCsv()} after a comment line naming {@code command}, the command and seed that
   * produced it, so that the table can be regenerated.
   */
  public String combinationsCsv(String command) {
    StringBuilder b = new StringBuilder(command.isEmpty() ? "" : "# " + command + "\n");
    b.append("combination,games,moves,rounds,blocked_rounds,blocked_rate\n");
    for (GroupStats g : byCombination.values()) {
      b.append(String.format(Locale.ROOT, "\"%s\",%d,%d,%d,%d,%.4f%n", g.group(), g.games(), g.moves(), g.rounds(),
          g.blockedRounds(), g.blockedRate()));
    }
    return b.toString();
  }

  /**
   * The report as JSON: {@code command} (the exact command and seed), the totals, the failures' seeds and
   * configurations, and one object per Module and per combination.
   */
  public String toJson(String command) {
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = json.createObjectNode();
    root.put("command", command);
    root.put("games", games);
    root.put("skipped", skipped);
    root.put("played", overall().games());
    root.put("moves", overall().moves());
    root.put("rounds", overall().rounds());
    root.put("blockedRounds", overall().blockedRounds());
    root.put("endlessReDeals", endlessReDeals);
    root.put("failureCount", failureCount);
    root.put("seconds", elapsed.toNanos() / 1e9);
    ArrayNode failed = root.putArray("failures");
    for (FailureReport f : failures) {
      failed.addObject().put("invariant", f.invariant()).put("seed", f.seed()).put("config", f.config().toString())
          .put("moveIndex", f.moveIndex()).put("message", f.message());
    }
    groups(root.putArray("byModule"), byModule.values());
    groups(root.putArray("byCombination"), byCombination.values());
    try {
      return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }

  private static void groups(ArrayNode out, Iterable<GroupStats> groups) {
    for (GroupStats g : groups) {
      out.addObject().put("group", g.group()).put("games", g.games()).put("moves", g.moves())
          .put("rounds", g.rounds()).put("blockedRounds", g.blockedRounds()).put("blockedRate", g.blockedRate());
    }
  }

  private static String row(GroupStats g) {
    return String.format(Locale.ROOT, "%-22s %,10d %,10d %8.2f%%%n", g.group(), g.games(), g.rounds(),
        100 * g.blockedRate());
  }
}
