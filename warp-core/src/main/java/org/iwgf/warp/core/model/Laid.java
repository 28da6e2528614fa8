// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.jspecify.annotations.Nullable;

/**
 * One coordinate laid on the table this round, with the route it went to and every coordinate laid before
 * it: a persistent list across all the routes of the table, so a chart costs this one link (24 bytes) and
 * states of the same round share everything laid before them. A route's {@link Trail} is read off it on
 * request.
 *
 * <p>Opaque to callers: the engine builds the chain through the static methods below (it lives in another
 * package than the trails that read it), and nothing outside this package can look inside a link.
 *
 * @since 1.0.0
 */
public final class Laid {
  private static final int TILE = 0xFF;
  private static final int SLOT_SHIFT = 8;
  private static final int BRANCH = 1 << 13;

  // The tile (at most 189: 8 bits), the route slot (at most 18: 5 bits) and whether it is a side branch.
  private final int packed;
  final @Nullable Laid earlier;

  private Laid(int packed, @Nullable Laid earlier) {
    this.packed = packed;
    this.earlier = earlier;
  }

  /** {@code tile} laid along route {@code slot} after {@code earlier}. */
  public static Laid along(int tile, int slot, @Nullable Laid earlier) {
    return new Laid(tile | slot << SLOT_SHIFT, earlier);
  }

  /** {@code tile} laid as a side branch off route {@code slot}'s double, after {@code earlier}. */
  public static Laid branch(int tile, int slot, @Nullable Laid earlier) {
    return new Laid(tile | slot << SLOT_SHIFT | BRANCH, earlier);
  }

  /** This link again after {@code earlier}, on route {@code slot}. */
  Laid relaid(int slot, @Nullable Laid earlier) {
    return new Laid(packed & ~(0x1F << SLOT_SHIFT) | slot << SLOT_SHIFT, earlier);
  }

  int tile() {
    return packed & TILE;
  }

  int slot() {
    return packed >>> SLOT_SHIFT & 0x1F;
  }

  boolean isBranch() {
    return (packed & BRANCH) != 0;
  }

  /**
   * Every route's coordinates, from the Spacedock outwards, as immutable lists read off the chain {@code last}
   * in two walks however many routes the table has: at {@code 2 * slot} the coordinates along route
   * {@code slot}, at {@code 2 * slot + 1} its side branches in the order laid. For a view, which shows every
   * route (a {@link Trail} read alone walks the chain for its own route).
   */
  public static List<List<Coordinate>> routes(@Nullable Laid last, int routes) {
    int[] counts = new int[2 * routes];
    for (Laid l = last; l != null; l = l.earlier) {
      counts[l.list()]++;
    }
    Coordinate[][] out = new Coordinate[2 * routes][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new Coordinate[counts[i]];
    }
    for (Laid l = last; l != null; l = l.earlier) {
      int i = l.list();
      out[i][--counts[i]] = Coordinate.ofIndex(l.tile());
    }
    List<List<Coordinate>> lists = new ArrayList<>(out.length);
    for (Coordinate[] coordinates : out) {
      lists.add(List.of(coordinates));
    }
    return lists;
  }

  /** This link's list in {@link #routes}: its route's coordinates or that route's branches. */
  private int list() {
    return 2 * slot() + (isBranch() ? 1 : 0);
  }

  /** The chain {@code last} with the routes of slots {@code a} and {@code b} exchanged: every link laid again. */
  public static @Nullable Laid swapped(@Nullable Laid last, int a, int b) {
    if (last == null) {
      return null;
    }
    int n = 0;
    for (Laid l = last; l != null; l = l.earlier) {
      n++;
    }
    Laid[] order = new Laid[n];
    for (Laid l = last; l != null; l = l.earlier) {
      order[--n] = l;
    }
    Laid out = null;
    for (Laid l : order) {
      int slot = l.slot() == a ? b : l.slot() == b ? a : l.slot();
      out = l.relaid(slot, out);
    }
    return out;
  }
}
