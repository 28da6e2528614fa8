// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;

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
    return run(base, deals, seed, threads, progress, table -> Entrant.officer(Commission.COMMANDER));
  }

  /**
   * As {@link #run(WarpConfig, int, long, int, Arena.Progress)}, with {@code commander} seating the Commander
   * at each row's table (asked once per row played, before its deals): for instance a neural Commander
   * trained for that table.
   */
  public static List<Result> run(WarpConfig base, int deals, long seed, int threads, Arena.Progress progress,
      Function<WarpConfig, Entrant> commander) {
    List<Result> out = new ArrayList<>();
    int total = deals * ROWS.size();
    for (Match match : matches(base, commander)) {
      int before = out.size() * deals;
      List<Standing> standings = match.arena().map(a -> a.play(deals, seed, threads,
          (done, all) -> progress.dealsDone(before + done, total))).orElse(List.of());
      out.add(match.result(standings));
    }
    return List.copyOf(out);
  }

  /**
   * One row's match: the arena where the Commander (entrant 0) meets the Ensign at the row's table, or why
   * the row is not played.
   *
   * @param row the row
   * @param arena the row's arena, empty when the row is not played
   * @param note "not on the classpath" or "refused at this table" for a row not played, else empty
   */
  public record Match(Row row, Optional<Arena> arena, String note) {
    /**
     * The row's result from its arena's {@code standings} ({@link Arena#play} or {@link Arena#standings});
     * for a row not played, its note, and {@code standings} is not looked at.
     *
     * @throws IndexOutOfBoundsException if the row is played and {@code standings} is empty
     */
    public Result result(List<Standing> standings) {
      return arena.isEmpty() ? new Result(row, Optional.empty(), note)
          : new Result(row, Optional.of(standings.get(0)), "");
    }
  }

  /**
   * The matches of every row of {@link #ROWS} on {@code base}, in order: what {@link #run} plays, for a caller
   * that plays the deals itself ({@link Arena#dealShares}) and reads each row's result with
   * {@link Match#result}.
   */
  public static List<Match> matches(WarpConfig base) {
    return matches(base, table -> Entrant.officer(Commission.COMMANDER));
  }

  /**
   * As {@link #matches(WarpConfig)}, with {@code commander} seating the Commander at each row's table. It is
   * asked when the match is made, in row order.
   */
  public static List<Match> matches(WarpConfig base, Function<WarpConfig, Entrant> commander) {
    Objects.requireNonNull(commander, "commander");
    List<Match> out = new ArrayList<>();
    for (RowTable t : rowTables(base)) {
      out.add(t.table().map(config -> new Match(t.row(), Optional.of(Arena.of(config,
          List.of(commander.apply(config), Entrant.officer(Commission.ENSIGN)))), ""))
          .orElseGet(() -> new Match(t.row(), Optional.empty(), t.note())));
    }
    return List.copyOf(out);
  }

  /** A row's table, or why it has none (its rule not on the classpath, or refused at this table). */
  private record RowTable(Row row, Optional<WarpConfig> table, String note) {}

  /** Every row of {@link #ROWS} with its table on {@code base}, in order. */
  private static List<RowTable> rowTables(WarpConfig base) {
    PluginRegistry registry = PluginRegistry.discover();
    List<RowTable> out = new ArrayList<>();
    for (Row row : ROWS) {
      if (!row.pluginId().isEmpty() && registry.find(row.pluginId()).isEmpty()) {
        out.add(new RowTable(row, Optional.empty(), "not on the classpath"));
      } else {
        Optional<WarpConfig> config = configFor(base, row, registry);
        out.add(new RowTable(row, config, config.isPresent() ? "" : "refused at this table"));
      }
    }
    return out;
  }

  /**
   * Where the Commander of a row plays the heuristic Commander because no Ω weights cover the row's table: one
   * line a row, the row's label and {@link Entrant#fallbackNotice}'s words, in row order (none where Ω plays).
   */
  public static List<String> fallbackNotices(WarpConfig base) {
    Entrant commander = Entrant.officer(Commission.COMMANDER);
    List<String> out = new ArrayList<>();
    for (RowTable t : rowTables(base)) {
      t.table().flatMap(commander::fallbackNotice).ifPresent(notice -> out.add(t.row().label() + ": " + notice));
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
   * {@code results} as CSV a notebook reads: a comment line {@code # command} naming the command and seed,
   * then {@code module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note} and one row per
   * calibration row (the Commander's standing; empty cells for a row not played).
   */
  public static String csv(String command, List<Result> results) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note\n");
    for (Result r : results) {
      Row row = r.row();
      b.append(String.format(Locale.ROOT, "%s,%s,%s,", row.label(), row.pluginId(), row.objective()));
      b.append(r.commander().map(c -> String.format(Locale.ROOT, "%d,%.6f,%.6f,%.6f", c.games(), c.winRate(),
          c.low(), c.high())).orElse(",,,"));
      b.append(",\"").append(row.rulebook()).append("\",\"").append(r.note()).append("\"\n");
    }
    return b.toString();
  }

  /**
   * {@code results} as JSON: {@code command}, {@code seed}, {@code deals} per row, the {@code base}
   * configuration and one object per row ({@code module, pluginId, objective, rulebook, note}, and {@code
   * games, winRate, low95, high95} for a row played).
   */
  public static String json(String command, long seed, int deals, WarpConfig base, List<Result> results) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = Standing.jsonHeader(mapper, command, seed, deals, base);
    ArrayNode rows = root.putArray("rows");
    for (Result r : results) {
      ObjectNode o = rows.addObject().put("module", r.row().label()).put("pluginId", r.row().pluginId())
          .put("objective", r.row().objective().name()).put("rulebook", r.row().rulebook()).put("note", r.note());
      r.commander().ifPresent(c -> o.put("games", c.games()).put("winRate", c.winRate()).put("low95", c.low())
          .put("high95", c.high()));
    }
    return Standing.write(mapper, root);
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
