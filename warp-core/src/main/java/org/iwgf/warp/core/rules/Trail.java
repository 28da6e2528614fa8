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
  private final int openEnd;
  private final int length;
  private final Node last;
  private final Node branches;

  private record Node(int tile, Node previous) {}

  private Trail(int openEnd, int length, Node last, Node branches) {
    this.openEnd = openEnd;
    this.length = length;
    this.last = last;
    this.branches = branches;
  }

  /** A trail not yet started, waiting on the Spacedock's pip. */
  public static Trail unstarted(int spacedockPip) {
    return new Trail(spacedockPip, 0, null, null);
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
    return new Trail(newOpenEnd, length + 1, new Node(tile, last), branches);
  }

  /** This trail with tile {@code tile} laid as a side branch; the open end does not move. */
  Trail withBranch(int tile) {
    return new Trail(openEnd, length, last, new Node(tile, branches));
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
    return last == null ? -1 : last.tile;
  }

  /** The coordinates charted along the trail, from the Spacedock outwards. */
  public List<Coordinate> coordinates() {
    return listOf(last);
  }

  /** Side branches laid off the trail's doubles (Subspace Fracture stabilizers), in the order laid. */
  public List<Coordinate> branches() {
    return listOf(branches);
  }

  private static List<Coordinate> listOf(Node tail) {
    List<Coordinate> out = new ArrayList<>();
    for (Node n = tail; n != null; n = n.previous) {
      out.add(Coordinate.ofIndex(n.tile));
    }
    Collections.reverse(out);
    return List.copyOf(out);
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
    return sameTiles(last, t.last) && sameTiles(branches, t.branches);
  }

  private static boolean sameTiles(Node a, Node b) {
    while (a != b) {
      if (a == null || b == null || a.tile != b.tile) {
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
    for (Node n = last; n != null; n = n.previous) {
      h = 31 * h + n.tile;
    }
    for (Node n = branches; n != null; n = n.previous) {
      h = 31 * h + n.tile;
    }
    return h;
  }

  @Override
  public String toString() {
    return coordinates() + (branches == null ? "" : " branches " + branches()) + " open " + openEnd;
  }
}
