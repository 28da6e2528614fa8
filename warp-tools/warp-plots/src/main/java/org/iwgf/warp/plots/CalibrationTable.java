// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The calibration file: for no Module and for each Module, how often a Commander beat an Ensign, beside the
 * rulebook's figure.
 *
 * @param command the command line that measured it, empty when the file does not say
 * @param rows the rows, at least one, in file order
 * @since 0.1.0
 */
public record CalibrationTable(String command, List<CalibrationRow> rows) {
  /** The columns of the CSV form. */
  private static final List<String> COLUMNS = List.of("module", "plugin_id", "objective", "games", "win_rate",
      "low95", "high95", "rulebook", "note");

  /** The name the calibration gives the Commander's standing. */
  private static final String COMMANDER = "Commander";

  /**
   * Checks and copies the rows.
   *
   * @throws IllegalArgumentException when there is no row
   */
  public CalibrationTable {
    Objects.requireNonNull(command, "command");
    rows = List.copyOf(rows);
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("a calibration has at least one row");
    }
  }

  /**
   * Reads a calibration file as the arena writes it: CSV ({@code # command}, then {@code
   * module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note}, the four figures empty for a row
   * not played) or JSON (an object with {@code command} and {@code rows}, each with {@code module}, {@code
   * pluginId}, {@code objective}, {@code rulebook}, {@code note} and, when played, {@code games}, {@code
   * winRate}, {@code low95} and {@code high95}). A file starting with <code>{</code> or <code>[</code> is
   * read as JSON, any other as CSV. The rulebook column is read with {@link RulebookFigure#parse}.
   *
   * @param file the calibration file
   * @return the calibration
   * @throws PlotDataException when the file is empty or malformed, a figure is not a number or out of
   *     range, or a rulebook figure cannot be read
   * @throws IOException when the file cannot be read
   */
  public static CalibrationTable read(Path file) throws IOException {
    DataFile data = DataFile.read(file);
    return data.isJson() ? fromJson(Json.read(data)) : fromCsv(Csv.read(data, COLUMNS));
  }

  private static CalibrationTable fromCsv(Csv csv) throws PlotDataException {
    List<CalibrationRow> rows = new ArrayList<>();
    for (Csv.Row row : csv.rows()) {
      Optional<Standing> commander = Optional.empty();
      if (!row.text("games").isBlank()) {
        commander = Optional.of(row.standing(COMMANDER, "win_rate"));
      } else if (!(row.text("win_rate") + row.text("low95") + row.text("high95")).isBlank()) {
        throw row.refuse("a win rate without games");
      }
      try {
        rows.add(new CalibrationRow(row.text("module").strip(), row.text("plugin_id").strip(),
            row.text("objective").strip(), commander, RulebookFigure.parse(row.text("rulebook")),
            row.text("note")));
      } catch (IllegalArgumentException e) {
        throw row.refuse(e);
      }
    }
    return new CalibrationTable(csv.command(), rows);
  }

  private static CalibrationTable fromJson(Json json) throws PlotDataException {
    List<CalibrationRow> rows = new ArrayList<>();
    for (Json r : json.objects("rows")) {
      Optional<Standing> commander = r.has("games")
          ? Optional.of(r.standing(COMMANDER, "winRate")) : Optional.empty();
      try {
        rows.add(new CalibrationRow(r.text("module"), r.optionalText("pluginId"), r.optionalText("objective"),
            commander, RulebookFigure.parse(r.optionalText("rulebook")), r.optionalText("note")));
      } catch (IllegalArgumentException e) {
        throw r.refuse(e);
      }
    }
    return new CalibrationTable(json.optionalText("command"), rows);
  }

  /**
   * The rows that were played.
   *
   * @return the rows with a Commander's standing, in file order
   */
  public List<CalibrationRow> played() {
    return rows.stream().filter(r -> r.commander().isPresent()).toList();
  }
}
