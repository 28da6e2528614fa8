// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;

/**
 * The line of play of one hand, an immutable value everyone at the table sees. The lead tile opens
 * {@link End#LEFT} (its higher end) and {@link End#RIGHT}; each tile joined to an end leaves its other end
 * open there, and doubles lie crosswise so both halves face outwards. When the line has
 * {@linkplain #spinners() spinners} (All Fives), the first double laid is the spinner: its
 * {@link End#UP} and {@link End#DOWN} sides open only once both of its long sides have been played on.
 *
 * <p>{@link #count()} is the All Fives count: the pips showing at the open ends, a double at an end counting
 * both halves, a lone lead tile counting its whole face, and the spinner's {@code up}/{@code down} sides
 * counting only once a tile has been joined to them. In JSON a line is {@code {"spinners": true,
 * "placements": [{"tile": "5-5", "end": "left"}, …]}}.
 *
 * @since 0.1.0
 */
public final class Line {
  private static final DominoSet SET = ClassicConfig.SET;
  private static final int ENDS = 4;
  private static final int L = 0;
  private static final int R = 1;
  private static final int ROOT = 4;

  private final boolean spinners;
  private final int[] placed;
  private final int[] pips;
  private final int[] arms;
  private final int doubles;
  private final int spinnerArm;
  private final int spinnerAt;
  private final long onTable;

  private Line(boolean spinners, int[] placed, int[] pips, int[] arms, int doubles, int spinnerArm,
      int spinnerAt, long onTable) {
    this.spinners = spinners;
    this.placed = placed;
    this.pips = pips;
    this.arms = arms;
    this.doubles = doubles;
    this.spinnerArm = spinnerArm;
    this.spinnerAt = spinnerAt;
    this.onTable = onTable;
  }

  /** An empty line; {@code spinners} says whether its first double becomes a spinner. */
  public static Line empty(boolean spinners) {
    return new Line(spinners, new int[0], new int[] {-1, -1, -1, -1}, new int[ENDS], 0, -1, 0, 0L);
  }

  /**
   * The line built by laying {@code placements} in order, the first as the lead.
   *
   * @throws IllegalArgumentException if a tile does not fit where it is said to lie, or lies twice
   */
  public static Line of(boolean spinners,
      List<Placement> placements) {
    Line line = empty(spinners);
    for (Placement p : placements) {
      if (!SET.contains(p.tile())) {
        throw new IllegalArgumentException(p.tile() + " is not a tile of the double-six set");
      }
      if (line.isEmpty()) {
        if (p.end() != End.LEFT) {
          throw new IllegalArgumentException("the lead tile " + p.tile() + " is recorded at the left end");
        }
        line = line.lead(p.tile());
      } else {
        if (!line.accepts(p.tile(), p.end())) {
          throw new IllegalArgumentException(p.tile() + " cannot be joined to the " + name(p.end())
              + " end of the line");
        }
        line = line.play(p.tile(), p.end());
      }
    }
    return line;
  }

  /** Whether the first double laid becomes a spinner (All Fives). */
  public boolean spinners() {
    return spinners;
  }

  /** The tiles in the order they were laid, each with its end. */
  public List<Placement> placements() {
    List<Placement> out = new ArrayList<>(placed.length);
    for (int code : placed) {
      out.add(new Placement(Coordinate.ofIndex(code >>> 2), End.of(code & 3)));
    }
    return List.copyOf(out);
  }

  /** Whether no tile has been laid yet. */
  public boolean isEmpty() {
    return placed.length == 0;
  }

  /** Tiles on the table. */
  public int size() {
    return placed.length;
  }

  /** Whether {@code tile} is on the table. */
  public boolean contains(Coordinate tile) {
    return (onTable & (1L << tile.index())) != 0;
  }

  /** The pip a tile must show to be joined to {@code end}, or empty while that end is closed. */
  public OptionalInt openPip(End end) {
    int pip = pips[end.ordinal()];
    return pip < 0 ? OptionalInt.empty() : OptionalInt.of(pip);
  }

  /** The spinner, once one has been laid. */
  public Optional<Coordinate> spinner() {
    if (spinnerArm < 0) {
      return Optional.empty();
    }
    int tile = spinnerArm == ROOT ? placed[0] >>> 2 : tileOnArm(spinnerArm, spinnerAt);
    return Optional.of(Coordinate.ofIndex(tile));
  }

  /** Whether {@code tile} may be joined to {@code end}: the end is open and the tile shows its pip. */
  public boolean accepts(Coordinate tile, End end) {
    int pip = pips[end.ordinal()];
    return pip >= 0 && tile.has(pip) && !contains(tile);
  }

  /** The pip count of the open ends as All Fives counts it (see the class description). */
  public int count() {
    if (placed.length == 0) {
      return 0;
    }
    int root = placed[0] >>> 2;
    boolean rootDouble = Coordinate.ofIndex(root).isDouble();
    if (arms[L] == 0 && arms[R] == 0) {
      return SET.pips(root);
    }
    int sum = 0;
    for (int e = 0; e < ENDS; e++) {
      if (arms[e] > 0) {
        sum += (doubles & (1 << e)) != 0 ? 2 * pips[e] : pips[e];
      } else if (e <= R) {
        sum += rootDouble ? 2 * pips[e] : pips[e];
      }
    }
    return sum;
  }

  /** The {@link #count()} the line would have after joining {@code tile} to {@code end}, which it must accept. */
  public int countAfter(Coordinate tile, End end) {
    return play(tile, end).count();
  }

  /** The line with {@code tile} laid as the lead. */
  Line lead(Coordinate tile) {
    if (!isEmpty()) {
      throw new IllegalStateException("the line already has a lead");
    }
    int t = tile.index();
    int[] p = {tile.high(), tile.low(), -1, -1};
    boolean spin = spinners && tile.isDouble();
    return new Line(spinners, new int[] {t << 2}, p, new int[ENDS], 0, spin ? ROOT : -1, 0, 1L << t);
  }

  /** The line with {@code tile} joined to {@code end}, which must {@linkplain #accepts accept} it. */
  Line play(Coordinate tile, End end) {
    int e = end.ordinal();
    int t = tile.index();
    int[] p = pips.clone();
    int[] a = arms.clone();
    p[e] = tile.otherEnd(pips[e]);
    a[e]++;
    int d = tile.isDouble() ? doubles | (1 << e) : doubles & ~(1 << e);
    int sArm = spinnerArm;
    int sAt = spinnerAt;
    if (spinners && sArm < 0 && tile.isDouble()) {
      sArm = e;
      sAt = a[e] - 1;
    }
    if (sArm >= 0 && a[2] == 0 && a[3] == 0 && bothSidesCovered(sArm, sAt, a)) {
      int spinnerPip = Coordinate.ofIndex(sArm == ROOT ? placed[0] >>> 2 : tileOnArm(sArm, sAt, t, e)).low();
      p[2] = spinnerPip;
      p[3] = spinnerPip;
    }
    int[] pl = Arrays.copyOf(placed, placed.length + 1);
    pl[placed.length] = (t << 2) | e;
    return new Line(spinners, pl, p, a, d, sArm, sAt, onTable | (1L << t));
  }

  /** Bitset of the tiles in {@code hand} that fit an open end. */
  long playable(long hand) {
    long fits = 0;
    for (int e = 0; e < ENDS; e++) {
      int pip = pips[e];
      if (pip >= 0) {
        fits |= SET.pipMaskWord(pip, 0);
      }
    }
    return hand & fits;
  }

  /** Bitset of the tiles on the table. */
  long tileBits() {
    return onTable;
  }

  int openPipAt(int end) {
    return pips[end];
  }

  private static boolean bothSidesCovered(int arm, int at, int[] a) {
    return arm == ROOT ? a[L] > 0 && a[R] > 0 : a[arm] > at + 1;
  }

  private int tileOnArm(int arm, int at) {
    return tileOnArm(arm, at, -1, -1);
  }

  /** The tile at position {@code at} of {@code arm}, counting {@code pendingTile} just joined to {@code pendingEnd}. */
  private int tileOnArm(int arm, int at, int pendingTile, int pendingEnd) {
    int seen = 0;
    for (int i = 1; i < placed.length; i++) {
      if ((placed[i] & 3) == arm) {
        if (seen++ == at) {
          return placed[i] >>> 2;
        }
      }
    }
    if (pendingEnd == arm && seen == at) {
      return pendingTile;
    }
    throw new IllegalStateException("no tile at " + at + " on arm " + arm);
  }

  private static String name(End end) {
    return end.name().toLowerCase(Locale.ROOT);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Line line && line.spinners == spinners && Arrays.equals(line.placed, placed);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(placed) * 31 + (spinners ? 1 : 0);
  }

  @Override
  public String toString() {
    return placements().toString();
  }
}
