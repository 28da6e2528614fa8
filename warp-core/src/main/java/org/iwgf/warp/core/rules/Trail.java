// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.jspecify.annotations.Nullable;

/**
 * One line of play leaving the Spacedock: a captain's Warp Trail or the Neutral Zone, with any side
 * branches laid off its doubles (Subspace Fracture stabilizers). Immutable; charting onto a trail shares
 * the coordinates already laid (a persistent list), so it costs one small object.
 *
 * @since 0.1.0
 */
public final class Trail {
  // The open end (at most 18: 5 bits), the tile laid plus one (at most 190: 8 bits), the length and the
  // branch count (at most 190 each: 8 bits) share one int, which keeps a link at 24 bytes with the cache.
  private static final int END_BITS = 5;
  private static final int BYTE = 0xFF;
  private static final int TILE_SHIFT = END_BITS;
  private static final int LENGTH_SHIFT = TILE_SHIFT + 8;
  private static final int BRANCHES_SHIFT = LENGTH_SHIFT + 8;

  private final int packed;
  /** The trail before this link's tile was laid; null while unstarted. */
  private final @Nullable Trail previous;
  /**
   * The coordinates along the trail, built on first request. An immutable list is safe to publish through a
   * racy field (as {@link String#hashCode} is), and later trails share the links of earlier ones, so a view of
   * a table where one trail grew rebuilds only that trail's list.
   */
  private @Nullable List<Coordinate> coordinates;

  // Each trail is its own list node: charting costs exactly one object, and the trails of earlier states
  // stay valid as the tails of later ones.
  private Trail(int openEnd, int length, int branches, int tile, @Nullable Trail previous) {
    this.packed = openEnd | (tile + 1) << TILE_SHIFT | length << LENGTH_SHIFT | branches << BRANCHES_SHIFT;
    this.previous = previous;
  }

  /** The tile this link laid, or −1 for the unstarted trail at the end of every chain. */
  private int tile() {
    return (packed >>> TILE_SHIFT & BYTE) - 1;
  }

  /** A trail not yet started, waiting on the Spacedock's pip. */
  public static Trail unstarted(int spacedockPip) {
    return new Trail(spacedockPip, 0, 0, -1, null);
  }

  /** A trail holding {@code coordinates} from the Spacedock out, each joined to the previous end. */
  public static Trail of(int spacedockPip, List<Coordinate> coordinates) {
    Trail t = unstarted(spacedockPip);
    for (Coordinate c : coordinates) {
      int end = t.openEnd();
      if (!c.has(end)) {
        throw new IllegalArgumentException(c + " does not join the open end " + end);
      }
      t = t.extend(c.index(), c.otherEnd(end));
    }
    return t;
  }

  /**
   * A trail holding {@code coordinates} from the Spacedock out and {@code branches} as side branches off
   * its doubles (Subspace Fracture stabilizers).
   */
  public static Trail of(int spacedockPip, List<Coordinate> coordinates, List<Coordinate> branches) {
    Trail t = of(spacedockPip, coordinates);
    for (Coordinate c : branches) {
      t = t.withBranch(c.index());
    }
    return t;
  }

  /** This trail with tile {@code tile} joined, leaving {@code newOpenEnd} open. */
  Trail extend(int tile, int newOpenEnd) {
    return new Trail(newOpenEnd, length() + 1, branchCount(), tile, this);
  }

  /** This trail with tile {@code tile} laid as a side branch; the open end does not move. */
  Trail withBranch(int tile) {
    return new Trail(openEnd(), length(), branchCount() + 1, tile, this);
  }

  /** How many of the trail's coordinates, side branches included, show {@code pip}. */
  int countShowing(DominoSet set, int pip) {
    int n = 0;
    for (Trail t = this; t.previous != null; t = t.previous) {
      int tile = t.tile();
      n += (int) (set.pipMaskWord(pip, tile >>> 6) >>> tile & 1);
    }
    return n;
  }

  /** Sets the bit of every coordinate of the trail, side branches included, in {@code bits}. */
  void markTiles(long[] bits) {
    for (Trail t = this; t.previous != null; t = t.previous) {
      int tile = t.tile();
      bits[tile >>> 6] |= 1L << tile;
    }
  }

  private boolean isBranchLink() {
    // A branch link keeps its predecessor's length, which is how it is told apart from a link of the trail.
    return previous != null && previous.length() == length();
  }

  /** The pip a coordinate must show to join this trail. */
  public int openEnd() {
    return packed & (1 << END_BITS) - 1;
  }

  /** Coordinates charted along this trail (0 while unstarted); side branches are not counted. */
  public int length() {
    return packed >>> LENGTH_SHIFT & BYTE;
  }

  /** True once a coordinate has been charted on this trail. */
  public boolean isStarted() {
    return length() > 0;
  }

  /** The coordinates charted along the trail, from the Spacedock outwards. */
  public List<Coordinate> coordinates() {
    List<Coordinate> out = coordinates;
    if (out == null) {
      out = links(false);
      coordinates = out;
    }
    return out;
  }

  /** Side branches laid off the trail's doubles (Subspace Fracture stabilizers), in the order laid. */
  public List<Coordinate> branches() {
    return branchCount() == 0 ? List.of() : links(true);
  }

  /** How many side branches are laid off the trail: {@code branches().size()}, without building the list. */
  public int branchCount() {
    return packed >>> BRANCHES_SHIFT & BYTE;
  }

  /** The trail's own links or its branch links, from the Spacedock outwards, as an immutable list. */
  private List<Coordinate> links(boolean branchLinks) {
    Coordinate[] out = new Coordinate[branchLinks ? branchCount() : length()];
    int i = out.length;
    for (Trail n = this; n.previous != null && i > 0; n = n.previous) {
      if (n.isBranchLink() == branchLinks) {
        out[--i] = Coordinate.ofIndex(n.tile());
      }
    }
    return List.of(out);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Trail t)) {
      return false;
    }
    // Branches may sit anywhere in the chain of a live trail but at its head in a restored one, so compare
    // the trail and its branches as two sequences.
    return t.openEnd() == openEnd() && t.length() == length() && coordinates().equals(t.coordinates())
        && branches().equals(t.branches());
  }

  @Override
  public int hashCode() {
    int h = 31 * openEnd() + length();
    int b = 0;
    for (Trail n = this; n.previous != null; n = n.previous) {
      if (n.isBranchLink()) {
        b = 31 * b + n.tile();
      } else {
        h = 31 * h + n.tile();
      }
    }
    return 31 * h + b;
  }

  @Override
  public String toString() {
    List<Coordinate> branches = branches();
    return coordinates() + (branches.isEmpty() ? "" : " branches " + branches) + " open " + openEnd();
  }
}
