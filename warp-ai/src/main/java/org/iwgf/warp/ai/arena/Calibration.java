// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.plugin.PluginConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;

/**
 * The calibration report: for no Module and for each Module, how often a Commander beats an Ensign,
 * beside the skill preservation the rulebook states or predicts for that Module. A Module that is not on
 * the classpath is listed as not built.
 *
 * @since 0.1.0
 */
public final class Calibration {

  /**
   * One line of the report.
   *
   * @param label "none" or the Module's name
   * @param pluginId the rule's id, empty for none
   * @param objective the objective the Module is measured under
   * @param rulebook the rulebook's figure, if it gives one
   */
  public record Row(String label, String pluginId, Objective objective, String rulebook) {}

  /** The Modules of Section VI the report covers, in rulebook order. */
  public static final List<Row> ROWS = List.of(
      new Row("none", "", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Alpha", "module-alpha", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Beta", "module-beta", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Gamma", "module-gamma", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Delta", "module-delta", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Epsilon", "module-epsilon", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Zeta", "module-zeta", Objective.GO_OUT, "—"),
      new Row("Eta", "module-eta", Objective.POINTS_CAMPAIGN, "—"),
      new Row("Theta", "module-theta", Objective.POINTS_CAMPAIGN, "78.5 %"),
      new Row("Iota", "module-iota", Objective.POINTS_CAMPAIGN, "81.4 %"),
      new Row("Kappa", "module-kappa", Objective.POINTS_CAMPAIGN, "35.6 %"),
      new Row("Lambda", "module-lambda", Objective.POINTS_CAMPAIGN, "~50–60 % (predicted)"));

  private Calibration() {}

  /**
   * One row measured: the Commander's standing against the Ensign, or why the row was not played.
   *
   * @param row the row
   * @param commander the Commander's standing, empty when the row was not played
   * @param note "not on the classpath" or "refused at this table" for a row not played, else empty
   */
  public record Result(Row row, Optional<Standing> commander, String note) {}

  /**
   * Plays Commander against Ensign for every row whose Module is on the classpath, {@code deals} deals each
   * (each dealt once per seat rotation) on {@code base} with the row's Module (and objective) added,
   * telling {@code progress} how many deals of all rows are done.
   */
  public static List<Result> run(WarpConfig base, int deals, long seed, int threads, Arena.Progress progress) {
    PluginRegistry registry = PluginRegistry.discover();
    List<Result> out = new ArrayList<>();
    int total = deals * ROWS.size();
    for (Row row : ROWS) {
      int before = out.size() * deals;
      if (!row.pluginId().isEmpty() && registry.find(row.pluginId()).isEmpty()) {
        out.add(new Result(row, Optional.empty(), "not on the classpath"));
        continue;
      }
      Optional<WarpConfig> config = configFor(base, row, registry);
      if (config.isEmpty()) {
        out.add(new Result(row, Optional.empty(), "refused at this table"));
        continue;
      }
      List<Entrant> match = List.of(Entrant.of(Officer.of(Commission.COMMANDER)),
          Entrant.of(Officer.of(Commission.ENSIGN)));
      Standing commander = Arena.of(config.get(), match)
          .play(deals, seed, threads, (done, all) -> progress.dealsDone(before + done, total)).get(0);
      out.add(new Result(row, Optional.of(commander), ""));
    }
    return List.copyOf(out);
  }

  /** {@link #run} as the text report. */
  public static String report(WarpConfig base, int deals, long seed, int threads) {
    return report(base, deals, seed, run(base, deals, seed, threads, Arena.Progress.NONE));
  }

  /** {@code results} of {@link #run} on {@code base} as the text report. */
  public static String report(WarpConfig base, int deals, long seed, List<Result> results) {
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "Calibration: Commander vs Ensign, %d captains, Warp %d, %d deals x %d "
        + "seat rotations per row, seed %d%n", base.captains(), base.factor().maxPip(), deals, base.captains(), seed));
    out.append(String.format(Locale.ROOT, "%-8s %-8s %-34s %s%n", "Module", "Games", "Commander win rate",
        "Rulebook"));
    for (Result r : results) {
      if (r.commander().isEmpty()) {
        out.append(String.format(Locale.ROOT, "%-8s %-8s %-34s %s%n", r.row().label(), "—", r.note(),
            r.row().rulebook()));
      } else {
        Standing c = r.commander().get();
        out.append(String.format(Locale.ROOT, "%-8s %-8d %-34s %s%n", r.row().label(), c.games(), c.describe(),
            r.row().rulebook()));
      }
    }
    return out.toString();
  }

  /**
   * The row's table: {@code base} with the row's Module and objective. A Module that needs a larger fleet
   * (Fleet Squadrons needs two squadrons of two) is played with four captains, seated Commander, Ensign,
   * Commander, Ensign — squadron against squadron. Empty when the rules still refuse it.
   */
  private static Optional<WarpConfig> configFor(WarpConfig base, Row row, PluginRegistry registry) {
    if (row.pluginId().isEmpty()) {
      return Optional.of(base);
    }
    List<PluginConfig> plugins = new ArrayList<>(base.plugins());
    plugins.add(PluginConfig.of(row.pluginId()));
    for (int captains : new int[] {base.captains(), Math.max(base.captains(), 4)}) {
      try {
        WarpConfig.Builder b = base.toBuilder().captains(captains).objective(row.objective()).plugins(plugins);
        if (captains != base.captains()) {
          b.captainNames(Roster.aviators(captains));
        }
        WarpConfig config = b.build();
        registry.resolve(config);
        return Optional.of(config);
      } catch (WarpException e) {
        // try the larger table, then give up
      }
    }
    return Optional.empty();
  }
}
