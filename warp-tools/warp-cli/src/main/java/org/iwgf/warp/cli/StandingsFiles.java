// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.iwgf.warp.ai.arena.AnchorCalibration;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.rating.tei.TeiJson;

/**
 * The TEI anchors' calibration as data a notebook reads, naming the command and seed that produced it (a
 * match's standings and the Module calibration write themselves: {@link Standing#csv}, {@code Calibration.csv}).
 */
final class StandingsFiles {
  private StandingsFiles() {}

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

  /**
   * The command, seed, deals per match and base configuration (the header every match file has), every
   * match and the fitted anchors.
   */
  static String anchorsJson(String command, long seed, int deals, WarpConfig base, AnchorCalibration.Result result) {
    ObjectMapper mapper = new ObjectMapper();
    try {
      ObjectNode root = (ObjectNode) mapper.readTree(Standing.json(command, seed, deals, base, List.of()));
      root.remove("standings");
      ArrayNode rows = root.putArray("matchups");
      for (AnchorCalibration.Matchup m : result.matchups()) {
        rows.addObject().put("objective", m.objective().name()).put("stronger", m.stronger().name())
            .put("weaker", m.weaker().name()).put("games", m.games()).put("winRate", m.winRate());
      }
      root.set("anchors", mapper.readTree(TeiJson.create().writeAnchors(result.anchors())));
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the library's own JSON always reads back", e);
    }
  }
}
