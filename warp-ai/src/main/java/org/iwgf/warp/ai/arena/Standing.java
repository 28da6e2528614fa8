// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.json.WarpJson;

/**
 * How one entrant fared in a match.
 *
 * @param name the entrant
 * @param games games it sat in
 * @param winRate its share of the wins: a game won alone counts 1, a shared first place counts its share
 * @param low lower end of the 95 % confidence interval of {@code winRate}
 * @param high upper end of the 95 % confidence interval of {@code winRate}
 * @param plays what the entrant played at the match's table ({@link Entrant#plays}): its name, or for an entrant
 *     that plays Ω where it has weights, the weights or, where it had none, {@code heuristic Commander: no Ω
 *     weights for} the table
 * @since 0.1.0
 */
public record Standing(String name, int games, double winRate, double low, double high, String plays) {
  public Standing {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(plays, "plays");
  }

  /** E.g. {@code "Commander  61.2 % (58.1–64.3 %)"}. */
  public String describe() {
    return String.format(Locale.ROOT, "%5.1f %% (95 %% CI %.1f–%.1f %%)", 100 * winRate, 100 * low, 100 * high);
  }

  /**
   * {@code standings} as CSV a notebook reads: a comment line {@code # command} naming the command and seed
   * that produced them, then {@code entrant,games,win_rate,low95,high95,plays} and one row per entrant, the
   * texts quoted (a quote inside doubled).
   */
  public static String csv(String command, List<Standing> standings) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("entrant,games,win_rate,low95,high95,plays\n");
    for (Standing s : standings) {
      b.append(String.format(Locale.ROOT, "%s,%d,%.6f,%.6f,%.6f,%s%n", quoted(s.name()), s.games(), s.winRate(),
          s.low(), s.high(), quoted(s.plays())));
    }
    return b.toString();
  }

  private static String quoted(String text) {
    return '"' + text.replace("\"", "\"\"") + '"';
  }

  /**
   * {@code standings} as JSON: {@code command}, {@code seed}, {@code deals} played, the table's {@code config}
   * (as {@link WarpJson#writeConfig} writes it) and one object per entrant ({@code entrant, games, winRate,
   * low95, high95, plays}).
   */
  public static String json(String command, long seed, int deals, WarpConfig config, List<Standing> standings) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = jsonHeader(mapper, command, seed, deals, config);
    ArrayNode rows = root.putArray("standings");
    for (Standing s : standings) {
      rows.addObject().put("entrant", s.name()).put("games", s.games()).put("winRate", s.winRate())
          .put("low95", s.low()).put("high95", s.high()).put("plays", s.plays());
    }
    return write(mapper, root);
  }

  /** The fields every match file starts with: the command, seed, deals and the table's configuration. */
  static ObjectNode jsonHeader(ObjectMapper mapper, String command, long seed, int deals, WarpConfig config) {
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

  /** {@code root} pretty-printed. */
  static String write(ObjectMapper mapper, ObjectNode root) {
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }
}
