// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.jspecify.annotations.Nullable;

/**
 * One line of play leaving the Spacedock: a captain's Warp Trail or the Neutral Zone, with any side
 * branches laid off its doubles (Subspace Fracture stabilizers). Immutable; charting onto a trail shares
 * the coordinates already laid (a persistent list), so it costs one small object.
 *
 * @since 0.1.0
 */
public final class Trail {
  // Pips (at most 18), tile indices (at most 189) and counts of tiles fit in shorts, which keeps a link at
  // 24 bytes.
  private final short openEnd;
  /** The tile this link laid, or −1 for the unstarted trail at the end of every chain. */
  private final short tile;
  /**
   * Coordinates charted along the trail up to this link. A branch link keeps its predecessor's length,
   * which is how it is told apart from a link of the trail itself without another field.
   */
  private final short length;
  /** Side branches laid up to this link, so that counting them does not walk the trail. */
  private final short branches;
  /** The trail before {@link #tile} was laid; null while unstarted. */
  private final @Nullable Trail previous;

  // Each trail is its own list node: charting costs exactly one object, and the trails of earlier states
  // stay valid as the tails of later ones.
  private Trail(int openEnd, int length, int branches, int tile, @Nullable Trail previous) {
    this.openEnd = (short) openEnd;
    this.length = (short) length;
    this.branches = (short) branches;
    this.tile = (short) tile;
    this.previous = previous;
  }

  /** A trail not yet started, waiting on the Spacedock's pip. */
  public static Trail unstarted(int spacedockPip) {
    return new Trail(spacedockPip, 0, 0, -1, null);
  }

  /** A trail holding {@code coordinates} from the Spacedock out, each joined to the previous end. */
  public static Trail of(int spacedockPip, List<Coordinate> coordinates) {
    Trail t = unstarted(spacedockPip);
    for (Coordinate c : coordinates) {
      if (!c.has(t.openEnd)) {
        throw new IllegalArgumentException(c + " does not join the open end " + t.openEnd);
      }
      t = t.extend(c.index(), c.otherEnd(t.openEnd));
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
    return new Trail(newOpenEnd, length + 1, branches, tile, this);
  }

  /** This trail with tile {@code tile} laid as a side branch; the open end does not move. */
  Trail withBranch(int tile) {
    return new Trail(openEnd, length, branches + 1, tile, this);
  }

  private boolean isBranchLink() {
    return previous != null && previous.length == length;
  }

  /** The pip a coordinate must show to join this trail. */
  public int openEnd() {
    return openEnd;
  }

  /** Coordinates charted along this trail (0 while unstarted); side branches are not counted. */
  public int length() {
    return length;
  }

  /** True once a coordinate has been charted on this trail. */
  public boolean isStarted() {
    return length > 0;
  }

  /** The coordinates charted along the trail, from the Spacedock outwards. */
  public List<Coordinate> coordinates() {
    return links(false);
  }

  /** Side branches laid off the trail's doubles (Subspace Fracture stabilizers), in the order laid. */
  public List<Coordinate> branches() {
    return links(true);
  }

  /** How many side branches are laid off the trail: {@code branches().size()}, without building the list. */
  public int branchCount() {
    return branches;
  }

  private List<Coordinate> links(boolean branchLinks) {
    List<Coordinate> out = new ArrayList<>(branchLinks ? 2 : length);
    for (Trail n = this; n.previous != null; n = n.previous) {
      if (n.isBranchLink() == branchLinks) {
        out.add(Coordinate.ofIndex(n.tile));
      }
    }
    Collections.reverse(out);
    return out;
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
    return t.openEnd == openEnd && t.length == length && coordinates().equals(t.coordinates())
        && branches().equals(t.branches());
  }

  @Override
  public int hashCode() {
    int h = 31 * openEnd + length;
    int b = 0;
    for (Trail n = this; n.previous != null; n = n.previous) {
      if (n.isBranchLink()) {
        b = 31 * b + n.tile;
      } else {
        h = 31 * h + n.tile;
      }
    }
    return 31 * h + b;
  }

  @Override
  public String toString() {
    List<Coordinate> branches = branches();
    return coordinates() + (branches.isEmpty() ? "" : " branches " + branches) + " open " + openEnd;
  }
}
