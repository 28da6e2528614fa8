package org.iwgf.warp.core.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * One line of play leaving the Spacedock: a captain's Warp Trail or the Neutral Zone. Immutable; charting
 * onto a trail shares the coordinates already laid (a persistent list), so it costs one small object.
 */
public final class Trail {
  // Pips (at most 18) and tile indices (at most 189) fit in shorts, which keeps a link at 24 bytes.
  private final short openEnd;
  /** The last tile charted, or −1 while unstarted. */
  private final short tile;
  private final int length;
  /** The trail before {@link #tile} was charted; null while unstarted. */
  private final Trail previous;

  // Each trail is its own list node: charting costs exactly one object, and the trails of earlier states
  // stay valid as the tails of later ones.
  private Trail(int openEnd, int length, int tile, Trail previous) {
    this.openEnd = (short) openEnd;
    this.length = length;
    this.tile = (short) tile;
    this.previous = previous;
  }

  /** A trail not yet started, waiting on the Spacedock's pip. */
  public static Trail unstarted(int spacedockPip) {
    return new Trail(spacedockPip, 0, -1, null);
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

  /** This trail with tile {@code tile} joined, leaving {@code newOpenEnd} open. */
  Trail extend(int tile, int newOpenEnd) {
    return new Trail(newOpenEnd, length + 1, tile, this);
  }

  /** The pip a coordinate must show to join this trail. */
  public int openEnd() {
    return openEnd;
  }

  /** Coordinates charted on this trail (0 while unstarted). */
  public int length() {
    return length;
  }

  /** True once a coordinate has been charted on this trail. */
  public boolean isStarted() {
    return length > 0;
  }

  /** The most recently charted coordinate's index, or −1 while unstarted. */
  int lastTile() {
    return tile;
  }

  /** The coordinates charted, from the Spacedock outwards. */
  public List<Coordinate> coordinates() {
    List<Coordinate> out = new ArrayList<>(length);
    for (Trail n = this; n.length > 0; n = n.previous) {
      out.add(Coordinate.ofIndex(n.tile));
    }
    Collections.reverse(out);
    return out;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Trail)) {
      return false;
    }
    Trail t = (Trail) o;
    if (t.openEnd != openEnd || t.length != length) {
      return false;
    }
    // Equal lengths, so both chains reach their unstarted ends together.
    Trail a = this;
    Trail b = t;
    while (a != b && a.length > 0) {
      if (a.tile != b.tile) {
        return false;
      }
      a = a.previous;
      b = b.previous;
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 31 * openEnd + length;
    for (Trail n = this; n.length > 0; n = n.previous) {
      h = 31 * h + n.tile;
    }
    return h;
  }

  @Override
  public String toString() {
    return coordinates() + " open " + openEnd;
  }
}
