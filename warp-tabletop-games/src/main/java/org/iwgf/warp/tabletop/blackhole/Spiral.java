// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * The board: one spiral track followed space by space from the outermost start space inward, cut into
 * rings, with a dotted hyperjump line from every space to a space of the next ring inward (or to the centre
 * from the innermost ring). Spaces are numbered 0 to {@code size() - 1} along the track; the centre, the
 * black hole, is number {@link #centre()}.
 *
 * <p>The board is data: {@link #standard()} is the reconstruction of the printed board, and any other
 * layout can be read with {@link BlackHoleJson#readSpiral}. Every layout is checked when it is made: each
 * hyperjump line leads exactly one ring inward, and every space of an inner ring is reached by at least
 * one line from the ring outside it.
 *
 * @since 0.1.0
 */
public final class Spiral {
  private final int[] rings;
  private final int[] hyperjumps;
  private final int[] ringOf;
  private final int[] ringStart;

  private Spiral(int[] rings, int[] hyperjumps) {
    this.rings = rings;
    this.hyperjumps = hyperjumps;
    this.ringStart = new int[rings.length + 1];
    for (int r = 0; r < rings.length; r++) {
      ringStart[r + 1] = ringStart[r] + rings[r];
    }
    this.ringOf = new int[ringStart[rings.length]];
    for (int r = 0; r < rings.length; r++) {
      Arrays.fill(ringOf, ringStart[r], ringStart[r + 1], r);
    }
  }

  /**
   * A board with rings of the given sizes, outermost first, whose space {@code i} hyperjumps to space
   * {@code hyperjumps.get(i)} (the number {@code size()}, the sum of the ring sizes, meaning the centre).
   *
   * @throws InvalidConfigException with code {@code BOARD} if a ring is empty, the number of hyperjump
   *     lines is not the number of spaces, a line does not lead exactly one ring inward, or some space of
   *     an inner ring is reached by no line
   */
  public static Spiral of(
      List<Integer> rings,
      List<Integer> hyperjumps) {
    if (rings.isEmpty()) {
      throw board("A spiral needs at least one ring.");
    }
    int[] r = new int[rings.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = rings.get(i);
      if (r[i] <= 0) {
        throw board("Ring " + (i + 1) + " has " + r[i] + " spaces; every ring needs at least one.");
      }
    }
    int size = Arrays.stream(r).sum();
    if (hyperjumps.size() != size) {
      throw board("The rings have " + size + " spaces but " + hyperjumps.size()
          + " hyperjump lines were given; every space needs exactly one.");
    }
    int[] h = hyperjumps.stream().mapToInt(Integer::intValue).toArray();
    Spiral spiral = new Spiral(r, h);
    spiral.checkLines();
    return spiral;
  }

  /**
   * The reconstruction of the printed board: 126 spaces in rings of 36, 30, 24, 18, 12 and 6, built by
   * {@link #sectored}.
   */
  public static Spiral standard() {
    return Standard.SPIRAL;
  }

  /**
   * A board of six sectors cut by the dotted lines: ring k (1 = outermost) of {@code rings} rings has
   * s = rings + 1 − k spaces per sector, 6·s in all, and its j-th space (counting from 0) hyperjumps to
   * (start of the next ring) + (j div s)·(s − 1) + min(j mod s, s − 2); the innermost ring (s = 1)
   * hyperjumps to the centre.
   *
   * @throws InvalidConfigException with code {@code BOARD} unless {@code rings} is at least 1
   */
  public static Spiral sectored(int rings) {
    if (rings < 1) {
      throw board("A spiral needs at least one ring.");
    }
    List<Integer> sizes = new ArrayList<>();
    for (int k = 1; k <= rings; k++) {
      sizes.add(6 * (rings + 1 - k));
    }
    List<Integer> lines = new ArrayList<>();
    int start = 0;
    for (int k = 1; k <= rings; k++) {
      int s = rings + 1 - k;
      int next = start + 6 * s;
      for (int j = 0; j < 6 * s; j++) {
        lines.add(s == 1 ? next : next + (j / s) * (s - 1) + Math.min(j % s, s - 2));
      }
      start = next;
    }
    return of(sizes, lines);
  }

  private void checkLines() {
    int size = size();
    boolean[] reached = new boolean[size];
    for (int space = 0; space < size; space++) {
      int to = hyperjumps[space];
      int ring = ringOf[space];
      boolean innermost = ring == rings.length - 1;
      if (innermost ? to != size : to < ringStart[ring + 1] || to >= ringStart[ring + 2]) {
        throw board("The hyperjump line from space " + space + " (ring " + (ring + 1) + ") leads to "
            + (to == size ? "the centre" : "space " + to) + "; it must lead exactly one ring inward, to "
            + (innermost ? "the centre" : "ring " + (ring + 2)) + ".");
      }
      if (!innermost) {
        reached[to] = true;
      }
    }
    for (int space = ringStart[1]; space < size; space++) {
      if (!reached[space]) {
        throw board("No hyperjump line leads to space " + space + " (ring " + (ringOf[space] + 1)
            + "); every space of an inner ring must be reached from the ring outside it.");
      }
    }
  }

  private static InvalidConfigException board(String message) {
    return new InvalidConfigException("BOARD", message);
  }

  /** Sizes of the rings, outermost first. */
  public List<Integer> rings() {
    return Arrays.stream(rings).boxed().toList();
  }

  /** Where the hyperjump line from each space leads; {@link #centre()} stands for the centre. */
  public List<Integer> hyperjumps() {
    return Arrays.stream(hyperjumps).boxed().toList();
  }

  /** Number of spaces on the track. */
  public int size() {
    return ringOf.length;
  }

  /** The number that stands for the centre, the black hole: one past the last space. */
  public int centre() {
    return ringOf.length;
  }

  /** Number of rings. */
  public int ringCount() {
    return rings.length;
  }

  /** The ring of {@code space}, 1 being the outermost. */
  public int ring(int space) {
    return ringOf[checked(space)] + 1;
  }

  /**
   * How many rings lie between the centre and {@code space}, counting its own ring: 1 on the innermost
   * ring, {@link #ringCount()} on the outermost. This is what the series scoring counts.
   */
  public int ringsFromCentre(int space) {
    return rings.length - ringOf[checked(space)];
  }

  /** Where the hyperjump line from {@code space} leads ({@link #centre()} for the centre). */
  public int hyperjump(int space) {
    return hyperjumps[checked(space)];
  }

  /** Spaces still to go along the track from {@code space} into the centre (0 at the centre). */
  public int stepsToCentre(int space) {
    return space == centre() ? 0 : size() - checked(space);
  }

  /**
   * Where a ship that leaves {@code from} and moves {@code steps} spaces along the track comes to rest:
   * moving past the last space takes it into the centre; landing on a space for which {@code occupied}
   * holds makes it hyperjump inward, again and again while the space it reaches is occupied. The result is
   * a space or {@link #centre()}. {@code occupied} must not count the moving ship itself.
   */
  public int destination(int from, int steps, IntPredicate occupied) {
    int to = checked(from) + steps;
    if (to >= size()) {
      return centre();
    }
    while (to != centre() && occupied.test(to)) {
      to = hyperjumps[to];
    }
    return to;
  }

  private int checked(int space) {
    if (space < 0 || space >= ringOf.length) {
      throw new IllegalArgumentException("There is no space " + space + " on this spiral.");
    }
    return space;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Spiral spiral && Arrays.equals(rings, spiral.rings)
        && Arrays.equals(hyperjumps, spiral.hyperjumps);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(rings) + Arrays.hashCode(hyperjumps);
  }

  @Override
  public String toString() {
    return "Spiral" + Arrays.toString(rings);
  }

  /** Built on first use. */
  private static final class Standard {
    static final Spiral SPIRAL = sectored(6);
  }
}
