// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.tei.AnchorCalibration;
import org.iwgf.warp.ai.tei.TeiJson;
import org.iwgf.warp.core.json.WarpJson;
import org.iwgf.warp.core.rules.WarpConfig;

/**
 * A match's standings and a calibration's rows as data a notebook reads, each naming the command and seed
 * that produced it.
 */
final class StandingsFiles {
  private StandingsFiles() {}

  /** One row per entrant, after a comment line with the command. */
  static String csv(String command, List<Standing> standings) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("entrant,games,win_rate,low95,high95\n");
    for (Standing s : standings) {
      b.append(String.format(Locale.ROOT, "\"%s\",%d,%.6f,%.6f,%.6f%n", s.name(), s.games(), s.winRate(), s.low(),
          s.high()));
    }
    return b.toString();
  }

  /** One row per calibration row: the Module, the Commander's standing against the Ensign, the rulebook. */
  static String calibrationCsv(String command, List<Calibration.Result> results) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note\n");
    for (Calibration.Result r : results) {
      Calibration.Row row = r.row();
      b.append(String.format(Locale.ROOT, "%s,%s,%s,", row.label(), row.pluginId(), row.objective()));
      b.append(r.commander().map(c -> String.format(Locale.ROOT, "%d,%.6f,%.6f,%.6f", c.games(), c.winRate(),
          c.low(), c.high())).orElse(",,,"));
      b.append(",\"").append(row.rulebook()).append("\",\"").append(r.note()).append("\"\n");
    }
    return b.toString();
  }

  /** The command, seed, deals per row, base configuration and every calibration row. */
  static String calibrationJson(String command, long seed, int deals, WarpConfig base,
      List<Calibration.Result> results) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = header(mapper, command, seed, deals, base);
    ArrayNode rows = root.putArray("rows");
    for (Calibration.Result r : results) {
      ObjectNode o = rows.addObject().put("module", r.row().label()).put("pluginId", r.row().pluginId())
          .put("objective", r.row().objective().name()).put("rulebook", r.row().rulebook()).put("note", r.note());
      r.commander().ifPresent(c -> o.put("games", c.games()).put("winRate", c.winRate()).put("low95", c.low())
          .put("high95", c.high()));
    }
    return write(mapper, root);
  }

  /** One row per calibration match of the TEI anchors: the objective, the pairing, games and win rate. */
  static String anchorsCsv(String command, AnchorCalibration.Result result) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("objective,stronger,weaker,games,win_rate\n");
    for (AnchorCalibration.Matchup m : result.matchups()) {
      b.append(String.format(Locale.ROOT, "%s,%s,%s,%d,%.6f%n", m.objective(), m.stronger(), m.weaker(), m.games(),
          m.winRate()));
    }
    return b.toString();
  }

  /** The command, seed, deals per match, base configuration, every match and the fitted anchors. */
  static String anchorsJson(String command, long seed, int deals, WarpConfig base, AnchorCalibration.Result result) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = header(mapper, command, seed, deals, base);
    ArrayNode rows = root.putArray("matchups");
    for (AnchorCalibration.Matchup m : result.matchups()) {
      rows.addObject().put("objective", m.objective().name()).put("stronger", m.stronger().name())
          .put("weaker", m.weaker().name()).put("games", m.games()).put("winRate", m.winRate());
    }
    try {
      root.set("anchors", mapper.readTree(TeiJson.create().writeAnchors(result.anchors())));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the library's own JSON always reads back", e);
    }
    return write(mapper, root);
  }

  private static ObjectNode header(ObjectMapper mapper, String command, long seed, int deals, WarpConfig config) {
    ObjectNode root = mapper.createObjectNode();
    root.put("command", command);
    root.put("seed", seed);
    root.put("deals", deals);
    try {
      root.set("config", mapper.readTree(WarpJson.writeConfig(config)));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the library's own JSON always reads back", e);
    }
    return root;
  }

  private static String write(ObjectMapper mapper, ObjectNode root) {
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }

  /** The command, seed, deals played, configuration and standings. */
  static String json(String command, long seed, int deals, WarpConfig config, List<Standing> standings) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = header(mapper, command, seed, deals, config);
    ArrayNode rows = root.putArray("standings");
    for (Standing s : standings) {
      rows.addObject().put("entrant", s.name()).put("games", s.games()).put("winRate", s.winRate())
          .put("low95", s.low()).put("high95", s.high());
    }
    return write(mapper, root);
  }
}
