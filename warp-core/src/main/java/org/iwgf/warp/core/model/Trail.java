// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.jspecify.annotations.Nullable;

/**
 * One line of play leaving the Spacedock: a captain's Warp Trail or the Neutral Zone, with any side
 * branches laid off its doubles (Subspace Fracture stabilizers). Immutable. A state keeps what lies on the
 * table as one list of every coordinate laid, shared by the states of a round; a trail is that list read for
 * one route, made on request in constant time, its coordinates listed when asked for.
 *
 * @since 0.1.0
 */
public final class Trail {
  private static final int END = 0x1F;
  private static final int STARTED = 0x20;
  private static final int SLOT_SHIFT = 6;
  private static final Trail[] UNSTARTED = new Trail[Coordinate.MAX_PIP + 1];

  static {
    for (int pip = 0; pip <= Coordinate.MAX_PIP; pip++) {
      UNSTARTED[pip] = new Trail(null, pip, 0, false);
    }
  }

  /** Every coordinate laid on the table when this trail was read, its own among them. */
  private final @Nullable Laid last;
  // The open end (5 bits), whether the route is started and its slot in the chain (5 bits).
  private final int packed;
  /**
   * The coordinates along the trail, listed on first request (the object's size is the same with the field or
   * without). An immutable list is safe to publish through a racy field, as {@link String#hashCode} is.
   */
  private @Nullable List<Coordinate> coordinates;

  private Trail(@Nullable Laid last, int openEnd, int slot, boolean started) {
    this.last = last;
    this.packed = openEnd | (started ? STARTED : 0) | slot << SLOT_SHIFT;
  }

  /**
   * Route {@code slot} of a table whose laid coordinates are the chain {@code last}, open at {@code openEnd}:
   * how the engine reads a trail off its state in constant time.
   *
   * @since 1.0.0
   */
  public static Trail at(@Nullable Laid last, int openEnd, int slot, boolean started) {
    return started ? new Trail(last, openEnd, slot, true) : unstarted(openEnd);
  }

  /** A trail not yet started, waiting on the Spacedock's pip. */
  public static Trail unstarted(int spacedockPip) {
    if (spacedockPip < 0 || spacedockPip > Coordinate.MAX_PIP) {
      throw new IllegalArgumentException("No Spacedock shows " + spacedockPip + ".");
    }
    return UNSTARTED[spacedockPip];
  }

  /** A trail holding {@code coordinates} from the Spacedock out, each joined to the previous end. */
  public static Trail of(int spacedockPip, List<Coordinate> coordinates) {
    return of(spacedockPip, coordinates, List.of());
  }

  /**
   * A trail holding {@code coordinates} from the Spacedock out and {@code branches} as side branches off
   * its doubles (Subspace Fracture stabilizers).
   *
   * @throws IllegalArgumentException if a coordinate does not join the open end before it
   */
  public static Trail of(int spacedockPip, List<Coordinate> coordinates, List<Coordinate> branches) {
    int end = unstarted(spacedockPip).openEnd();
    Laid chain = null;
    for (Coordinate c : coordinates) {
      if (!c.has(end)) {
        throw new IllegalArgumentException(c + " does not join the open end " + end);
      }
      end = c.otherEnd(end);
      chain = Laid.along(c.index(), 0, chain);
    }
    for (Coordinate c : branches) {
      chain = Laid.branch(c.index(), 0, chain);
    }
    return chain == null ? unstarted(spacedockPip) : new Trail(chain, end, 0, !coordinates.isEmpty());
  }

  private int slot() {
    return packed >>> SLOT_SHIFT;
  }

  /** The pip a coordinate must show to join this trail. */
  public int openEnd() {
    return packed & END;
  }

  /** Coordinates charted along this trail (0 while unstarted); side branches are not counted. */
  public int length() {
    return count(false);
  }

  /** True once a coordinate has been charted on this trail. */
  public boolean isStarted() {
    return (packed & STARTED) != 0;
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
    return links(true);
  }

  /** How many side branches are laid off the trail: {@code branches().size()}, without building the list. */
  public int branchCount() {
    return count(true);
  }

  private int count(boolean branchLinks) {
    int n = 0;
    int slot = slot();
    for (Laid l = last; l != null; l = l.earlier) {
      if (l.slot() == slot && l.isBranch() == branchLinks) {
        n++;
      }
    }
    return n;
  }

  /** The trail's own links or its branch links, from the Spacedock outwards, as an immutable list. */
  private List<Coordinate> links(boolean branchLinks) {
    int n = count(branchLinks);
    if (n == 0) {
      return List.of();
    }
    Coordinate[] out = new Coordinate[n];
    int slot = slot();
    for (Laid l = last; l != null && n > 0; l = l.earlier) {
      if (l.slot() == slot && l.isBranch() == branchLinks) {
        out[--n] = Coordinate.ofIndex(l.tile());
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
    // The trail and its branches compared as two sequences: a live table interleaves them with the other
    // routes' links, a restored one lays them route by route.
    return t.openEnd() == openEnd() && sameLinks(t, false) && sameLinks(t, true);
  }

  /**
   * Whether this trail's own links (or its branch links) are {@code t}'s, compared from the last laid inwards
   * without listing them: states compare their trails at every check, and most share their table's chain.
   */
  private boolean sameLinks(Trail t, boolean branchLinks) {
    int slot = slot();
    int other = t.slot();
    if (last == t.last && slot == other) {
      return true;
    }
    Laid a = nextLink(last, slot, branchLinks);
    Laid b = nextLink(t.last, other, branchLinks);
    while (a != null && b != null) {
      if (a.tile() != b.tile()) {
        return false;
      }
      a = nextLink(a.earlier, slot, branchLinks);
      b = nextLink(b.earlier, other, branchLinks);
    }
    return a == null && b == null;
  }

  /** The first link from {@code l} inwards that lies on route {@code slot}, as a branch or not. */
  private static @Nullable Laid nextLink(@Nullable Laid l, int slot, boolean branchLinks) {
    Laid at = l;
    while (at != null && (at.slot() != slot || at.isBranch() != branchLinks)) {
      at = at.earlier;
    }
    return at;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * openEnd() + coordinates().hashCode()) + branches().hashCode();
  }

  @Override
  public String toString() {
    List<Coordinate> branches = branches();
    return coordinates() + (branches.isEmpty() ? "" : " branches " + branches) + " open " + openEnd();
  }
}
