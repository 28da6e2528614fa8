// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.core.json.WarpJson;
import org.iwgf.warp.core.rules.WarpConfig;

/** A match's standings as data a notebook reads, each naming the command and seed that produced it. */
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

  /** The command, seed, deals played, configuration and standings. */
  static String json(String command, long seed, int deals, WarpConfig config, List<Standing> standings) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    root.put("command", command);
    root.put("seed", seed);
    root.put("deals", deals);
    try {
      root.set("config", mapper.readTree(WarpJson.writeConfig(config)));
      ArrayNode rows = root.putArray("standings");
      for (Standing s : standings) {
        rows.addObject().put("entrant", s.name()).put("games", s.games()).put("winRate", s.winRate())
            .put("low95", s.low()).put("high95", s.high());
      }
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the library's own JSON always reads back", e);
    }
  }
}
