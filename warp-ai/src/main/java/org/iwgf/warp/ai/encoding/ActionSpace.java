// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.WarpJson;

/**
 * A flat index over every move of one configuration, relative to the acting seat, with a legality mask
 * and an exact round trip: for the legal moves {@code legal} of seat {@code seat}, {@code moveAt(seat,
 * legal, indexOf(seat, legal, m))} equals {@code m}, and distinct legal moves have distinct indices.
 *
 * <p>Layout ({@code C} coordinates in the set, {@code n} captains, {@code K} = {@link #pluginSlots()}):
 * <ul>
 *   <li>{@code coordinate.index() × (n + 1) + r} for charting a coordinate on route slot {@code r}: the
 *       trail of seat {@code (seat + r) mod n} for {@code r < n}, the Neutral Zone for {@code r = n};
 *   <li>then draw, deploy beacon, pass, accept overtime, decline overtime;
 *   <li>then one block of {@code K} slots per configured plugin, in the configuration's order: slot
 *       {@code j} is the plugin's legal move of rank {@code j} when its legal moves are sorted by their JSON
 *       text ({@link WarpJson#writeMove}). Plugin slots are therefore relative to the legal moves of the
 *       position; core slots are not.
 * </ul>
 *
 * <p>{@link #mask} allocates nothing; {@link #indexOf} and {@link #moveAt} of plugin moves sort the
 * plugin's legal moves and do allocate. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class ActionSpace {
  /** Core moves after the charts, in this order. */
  private static final int DRAW = 0;
  private static final int DEPLOY_BEACON = 1;
  private static final int PASS = 2;
  private static final int ACCEPT_OVERTIME = 3;
  private static final int DECLINE_OVERTIME = 4;
  private static final int CORE_MOVES = 5;

  private final WarpConfig config;
  private final int captains;
  private final int setSize;
  private final int charts;
  private final int pluginSlots;
  private final Map<String, Integer> pluginBlocks;
  private final List<String> pluginIds;
  private final int size;

  private ActionSpace(WarpConfig config) {
    this.config = config;
    this.captains = config.captains();
    this.setSize = config.factor().set().size();
    this.charts = setSize * (captains + 1);
    this.pluginSlots = setSize + 2 * (captains + 1);
    Map<String, Integer> blocks = new HashMap<>();
    List<String> ids = new ArrayList<>();
    for (PluginConfig p : config.plugins()) {
      blocks.put(p.id(), ids.size());
      ids.add(p.id());
    }
    this.pluginBlocks = Map.copyOf(blocks);
    this.pluginIds = List.copyOf(ids);
    this.size = charts + CORE_MOVES + ids.size() * pluginSlots;
  }

  /** The action space of sectors played under {@code config}. */
  public static ActionSpace of(WarpConfig config) {
    return new ActionSpace(config);
  }

  /** The configuration this space is for. */
  public WarpConfig config() {
    return config;
  }

  /** Number of indices: {@code C(n+1) + 5 + plugins × K}. */
  public int size() {
    return size;
  }

  /** Slots per configured plugin ({@code K = C + 2(n + 1)}): more than any plugin offers at once. */
  public int pluginSlots() {
    return pluginSlots;
  }

  /** The index of charting {@code coordinate} on relative route slot {@code slot} (0 … n). */
  public int chartIndex(Coordinate coordinate, int slot) {
    if (coordinate.index() >= setSize || slot < 0 || slot > captains) {
      throw new IllegalArgumentException("no chart of " + coordinate + " on route slot " + slot + " in " + this);
    }
    return coordinate.index() * (captains + 1) + slot;
  }

  /** The first index of the block of plugin {@code id}, if it is configured. */
  public OptionalInt pluginBlock(String id) {
    Integer block = pluginBlocks.get(id);
    return block == null ? OptionalInt.empty() : OptionalInt.of(charts + CORE_MOVES + block * pluginSlots);
  }

  /** {@link #indexOf(int, List, WarpMove)} for the seat and legal moves of {@code view}. */
  public int indexOf(SeatView view, WarpMove move) {
    return indexOf(view.seat(), view.legalMoves(), move);
  }

  /**
   * The index of {@code move} made by {@code seat} when {@code legal} are its legal moves. A core move's
   * index does not depend on {@code legal}; a plugin move must be among {@code legal}.
   *
   * @throws IllegalArgumentException if {@code move} is a plugin move not in {@code legal}, of a plugin not
   *     configured, or a chart off this configuration's set or table
   */
  public int indexOf(int seat, List<WarpMove> legal, WarpMove move) {
    if (move instanceof WarpMove.Chart c) {
      return chartIndex(c.coordinate(), relativeSlot(seat, c.route()));
    }
    if (move instanceof WarpMove.Draw) {
      return charts + DRAW;
    }
    if (move instanceof WarpMove.DeployBeacon) {
      return charts + DEPLOY_BEACON;
    }
    if (move instanceof WarpMove.Pass) {
      return charts + PASS;
    }
    if (move instanceof WarpMove.OvertimeVote v) {
      return charts + (v.accept() ? ACCEPT_OVERTIME : DECLINE_OVERTIME);
    }
    return pluginIndex(legal, (PluginMove) move);
  }

  /**
   * Writes the index of each of {@code legal}, the legal moves of {@code seat}, into {@code out}: at
   * {@code out[k]} what {@link #indexOf(int, List, WarpMove)} gives {@code legal.get(k)}, or −1 for a move it
   * refuses (a plugin offering more moves than {@link #pluginSlots()}). What a search asks at every position:
   * each plugin's moves are ranked once for all of them, not once for each.
   *
   * @throws IllegalArgumentException if {@code out} is shorter than {@code legal}
   */
  public void indicesOf(int seat, List<WarpMove> legal, int[] out) {
    if (out.length < legal.size()) {
      throw new IllegalArgumentException(legal.size() + " moves' indices do not fit " + out.length + " numbers");
    }
    Map<String, List<WarpMove>> ranked = Map.of();
    for (int k = 0; k < legal.size(); k++) {
      WarpMove m = legal.get(k);
      try {
        if (m instanceof PluginMove p) {
          if (ranked.isEmpty()) {
            ranked = new HashMap<>(4);
          }
          List<WarpMove> moves = ranked.computeIfAbsent(p.pluginId(), id -> pluginMoves(legal, id));
          out[k] = slot(p.pluginId(), moves.indexOf(m));
        } else {
          out[k] = indexOf(seat, legal, m);
        }
      } catch (IllegalArgumentException e) {
        out[k] = -1;
      }
    }
  }

  /** {@link #moveAt(int, List, int)} for the seat and legal moves of {@code view}. */
  public WarpMove moveAt(SeatView view, int index) {
    return moveAt(view.seat(), view.legalMoves(), index);
  }

  /**
   * The legal move of {@code seat} at {@code index}, given its legal moves {@code legal}.
   *
   * @throws IllegalArgumentException if no legal move has that index
   */
  public WarpMove moveAt(int seat, List<WarpMove> legal, int index) {
    WarpMove move = candidate(seat, legal, index);
    if (!legal.contains(move)) {
      throw new IllegalArgumentException("index " + index + " (" + move + ") is not a legal move here");
    }
    return move;
  }

  private WarpMove candidate(int seat, List<WarpMove> legal, int index) {
    if (index < 0 || index >= size) {
      throw new IllegalArgumentException("index " + index + " is outside 0…" + (size - 1));
    }
    if (index < charts) {
      int slot = index % (captains + 1);
      Route route = slot == captains ? Route.NEUTRAL_ZONE : Route.trailOf((seat + slot) % captains);
      return WarpMove.chart(Coordinate.ofIndex(index / (captains + 1)), route);
    }
    int core = index - charts;
    if (core < CORE_MOVES) {
      return switch (core) {
        case DRAW -> WarpMove.DRAW;
        case DEPLOY_BEACON -> WarpMove.DEPLOY_BEACON;
        case PASS -> WarpMove.PASS;
        case ACCEPT_OVERTIME -> new WarpMove.OvertimeVote(true);
        default -> new WarpMove.OvertimeVote(false);
      };
    }
    int plugin = (core - CORE_MOVES) / pluginSlots;
    int rank = (core - CORE_MOVES) % pluginSlots;
    List<WarpMove> moves = pluginMoves(legal, pluginIds.get(plugin));
    if (rank >= moves.size()) {
      throw new IllegalArgumentException("index " + index + " is slot " + rank + " of " + pluginIds.get(plugin)
          + ", which offers " + moves.size() + " moves here");
    }
    return moves.get(rank);
  }

  /** {@link #mask(int, List, boolean[])} for the seat and legal moves of {@code view}. */
  public void mask(SeatView view, boolean[] out) {
    mask(view.seat(), view.legalMoves(), out);
  }

  /**
   * Sets {@code out[i]} to true exactly for the indices of {@code legal} (first {@link #size()} entries).
   *
   * @throws IllegalArgumentException if {@code out} is shorter than {@link #size()}, or a plugin offers more
   *     moves than {@link #pluginSlots()} or is not configured
   */
  public void mask(int seat, List<WarpMove> legal, boolean[] out) {
    checkLength(out.length);
    Arrays.fill(out, 0, size, false);
    for (int i = 0; i < legal.size(); i++) {
      out[maskIndex(seat, legal, i)] = true;
    }
  }

  /** {@link #mask(int, List, float[])} for the seat and legal moves of {@code view}. */
  public void mask(SeatView view, float[] out) {
    mask(view.seat(), view.legalMoves(), out);
  }

  /** As {@link #mask(int, List, boolean[])}, writing 1 for a legal index and 0 otherwise. */
  public void mask(int seat, List<WarpMove> legal, float[] out) {
    checkLength(out.length);
    Arrays.fill(out, 0, size, 0f);
    for (int i = 0; i < legal.size(); i++) {
      out[maskIndex(seat, legal, i)] = 1f;
    }
  }

  /** The index of {@code legal.get(i)} for the mask: a plugin move takes the next free slot of its block. */
  private int maskIndex(int seat, List<WarpMove> legal, int i) {
    WarpMove m = legal.get(i);
    if (!(m instanceof PluginMove p)) {
      return indexOf(seat, legal, m);
    }
    // The ranks of a plugin's moves are 0 … count−1, so the mask needs the count, not the sort.
    int before = 0;
    for (int j = 0; j < i; j++) {
      if (legal.get(j) instanceof PluginMove q && q.pluginId().equals(p.pluginId())) {
        before++;
      }
    }
    return slot(p.pluginId(), before);
  }

  private int pluginIndex(List<WarpMove> legal, PluginMove move) {
    List<WarpMove> moves = pluginMoves(legal, move.pluginId());
    int rank = moves.indexOf(move);
    if (rank < 0) {
      throw new IllegalArgumentException(move + " is not among the legal moves");
    }
    return slot(move.pluginId(), rank);
  }

  private int slot(String pluginId, int rank) {
    Integer block = pluginBlocks.get(pluginId);
    if (block == null) {
      throw new IllegalArgumentException("the plugin " + pluginId + " is not configured in " + this);
    }
    if (rank >= pluginSlots) {
      throw new IllegalArgumentException(pluginId + " offers more than " + pluginSlots + " moves at once");
    }
    return charts + CORE_MOVES + block * pluginSlots + rank;
  }

  /** The legal moves of plugin {@code id}, in canonical (JSON text) order. */
  private static List<WarpMove> pluginMoves(List<WarpMove> legal, String id) {
    List<WarpMove> out = new ArrayList<>();
    for (WarpMove m : legal) {
      if (m instanceof PluginMove p && p.pluginId().equals(id)) {
        out.add(m);
      }
    }
    if (out.size() < 2) {
      return out;
    }
    // Each move's JSON text written once, not at every comparison; the sort is stable, as the list's is.
    List<Map.Entry<String, WarpMove>> keyed = new ArrayList<>(out.size());
    for (WarpMove m : out) {
      keyed.add(Map.entry(WarpJson.writeMove(m), m));
    }
    keyed.sort(Map.Entry.comparingByKey());
    for (int k = 0; k < out.size(); k++) {
      out.set(k, keyed.get(k).getValue());
    }
    return out;
  }

  private int relativeSlot(int seat, Route route) {
    if (!route.atTable(captains)) {
      throw new IllegalArgumentException(route + " is not at a table of " + captains);
    }
    int slot = route.slot(captains);
    return slot == captains ? captains : Math.floorMod(slot - seat, captains);
  }

  private void checkLength(int length) {
    if (length < size) {
      throw new IllegalArgumentException("the mask holds " + length + " entries; the action space has " + size);
    }
  }

  /** A text table of the index ranges. */
  public String describe() {
    StringBuilder b = new StringBuilder();
    b.append(String.format("%-6s %-6s %s%n", "first", "count", "moves"));
    b.append(String.format("%-6d %-6d chart coordinate c on relative route r: c × %d + r%n", 0, charts, captains + 1));
    String[] core = {"draw", "deploy beacon", "pass", "accept overtime", "decline overtime"};
    for (int i = 0; i < CORE_MOVES; i++) {
      b.append(String.format("%-6d %-6d %s%n", charts + i, 1, core[i]));
    }
    for (int i = 0; i < pluginIds.size(); i++) {
      b.append(String.format("%-6d %-6d %s moves by rank of JSON text%n", charts + CORE_MOVES + i * pluginSlots,
          pluginSlots, pluginIds.get(i)));
    }
    b.append("size ").append(size).append('\n');
    return b.toString();
  }

  @Override
  public String toString() {
    return "ActionSpace[" + config.factor().displayName() + " × " + captains + ", size " + size + "]";
  }
}
