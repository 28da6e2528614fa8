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
 * The all-combination soak's blocked-round rates per Module, from its JSON report.
 *
 * @param command the command line that ran the soak, empty when the report does not say
 * @param byModule one rate per Module (and one for the games without a Module), at least one, in report
 *     order
 * @param overall the rate over all games played, when the report gives its totals
 * @since 0.1.0
 */
public record SoakRates(String command, List<BlockedRate> byModule, Optional<BlockedRate> overall) {
  /** The name of the overall rate. */
  private static final String ALL = "all";

  /**
   * Checks and copies the rates.
   *
   * @throws IllegalArgumentException when there is no rate per Module
   */
  public SoakRates {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(overall, "overall");
    byModule = List.copyOf(byModule);
    if (byModule.isEmpty()) {
      throw new IllegalArgumentException("the soak report has no rate per Module");
    }
  }

  /**
   * Reads the soak's JSON report ({@code --json}): {@code command}, {@code byModule} (each with {@code
   * group}, {@code games}, {@code rounds} and {@code blockedRounds}) and, for the overall rate, {@code
   * played}, {@code rounds} and {@code blockedRounds}. The soak's CSV holds combinations, not Modules, and is
   * refused.
   *
   * @param file the soak's JSON report
   * @return the rates
   * @throws PlotDataException when the file is empty, not the soak's JSON report, or a count is missing, not
   *     a whole number or out of range
   * @throws IOException when the file cannot be read
   */
  public static SoakRates read(Path file) throws IOException {
    DataFile data = DataFile.read(file);
    if (!data.isJson()) {
      throw data.refuse("not JSON; the soak's rates per Module are in its JSON report (--json), its CSV "
          + "holds combinations.");
    }
    Json json = Json.read(data);
    List<BlockedRate> byModule = new ArrayList<>();
    for (Json g : json.objects("byModule")) {
      byModule.add(rate(g, g.text("group"), g.whole("games")));
    }
    Optional<BlockedRate> overall = Optional.empty();
    if (json.has("rounds") && json.has("blockedRounds") && json.has("played")) {
      overall = Optional.of(rate(json, ALL, json.whole("played")));
    }
    return new SoakRates(json.optionalText("command"), byModule, overall);
  }

  private static BlockedRate rate(Json g, String group, long games) throws PlotDataException {
    long rounds = g.whole("rounds");
    long blocked = g.whole("blockedRounds");
    try {
      return new BlockedRate(group, games, rounds, blocked);
    } catch (IllegalArgumentException e) {
      throw g.refuse(e);
    }
  }
}
