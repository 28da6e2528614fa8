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
  private static final Line EMPTY_PLAIN = new Line(false);
  private static final Line EMPTY_SPINNERS = new Line(true);
  // By an end's packed pip field (the pip plus one, 0 while closed): the tiles showing that pip, and the
  // same tiles spread out as move codes (tile << 2) in two words, tiles 0–15 in the first and 16–27 in the
  // second, so that the plays open on an end are found without a branch.
  private static final long[] SHOWING = new long[16];
  private static final long[] CODES = new long[2 * 16];

  static {
    for (int pip = 0; pip <= SET.maxPip(); pip++) {
      long tiles = SET.pipMaskWord(pip, 0);
      SHOWING[pip + 1] = tiles;
      CODES[pip + 1] = spread(tiles & 0xFFFF);
      CODES[16 + pip + 1] = spread((tiles >>> 16) & 0xFFFF);
    }
  }

  // A line is the line it grew from plus one tile: laying a tile makes one small object and copies nothing,
  // which is most of what a playout does. Each end's open pip and the number of tiles on its arm are packed
  // in one long, 16 bits an end: the pip plus one in the low 4 bits (0 while the end is closed), the arm's
  // length in the 8 above.
  private final boolean spinners;
  private final Line previous;
  private final int code;
  private final int size;
  private final int root;
  private final long ends;
  private final int doubles;
  private final int spinnerArm;
  private final int spinnerAt;
  private final long onTable;
  // The tiles showing a pip of an open end, worked out once as the line is laid: whether a hand can play
  // is then one AND, and a playout asks it of every hand after every move.
  private final long fits;

  // The empty line: nothing was laid before it, and every walk back through the lines stops at size 0.
  private Line(boolean spinners) {
    this.spinners = spinners;
    this.previous = this;
    this.code = -1;
    this.size = 0;
    this.root = -1;
    this.ends = 0L;
    this.doubles = 0;
    this.spinnerArm = -1;
    this.spinnerAt = 0;
    this.onTable = 0L;
    this.fits = 0L;
  }

  private Line(boolean spinners, Line previous, int code, int size, int root, long ends, int doubles,
      int spinnerArm, int spinnerAt, long onTable) {
    this.spinners = spinners;
    this.previous = previous;
    this.code = code;
    this.size = size;
    this.root = root;
    this.ends = ends;
    this.doubles = doubles;
    this.spinnerArm = spinnerArm;
    this.spinnerAt = spinnerAt;
    this.onTable = onTable;
    this.fits = fits(ends);
  }

  /** An empty line; {@code spinners} says whether its first double becomes a spinner. */
  public static Line empty(boolean spinners) {
    return spinners ? EMPTY_SPINNERS : EMPTY_PLAIN;
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
    List<Placement> out = new ArrayList<>(size);
    for (int placed : codes()) {
      out.add(new Placement(Coordinate.ofIndex(placed >>> 2), End.of(placed & 3)));
    }
    return List.copyOf(out);
  }

  /** Whether no tile has been laid yet. */
  public boolean isEmpty() {
    return size == 0;
  }

  /** Tiles on the table. */
  public int size() {
    return size;
  }

  /** Whether {@code tile} is on the table. */
  public boolean contains(Coordinate tile) {
    return (onTable & (1L << tile.index())) != 0;
  }

  /** The pip a tile must show to be joined to {@code end}, or empty while that end is closed. */
  public OptionalInt openPip(End end) {
    int pip = pip(ends, end.ordinal());
    return pip < 0 ? OptionalInt.empty() : OptionalInt.of(pip);
  }

  /** The spinner, once one has been laid. */
  public Optional<Coordinate> spinner() {
    if (spinnerArm < 0) {
      return Optional.empty();
    }
    int tile = spinnerArm == ROOT ? root : tileOnArm(codes(), spinnerArm, spinnerAt);
    return Optional.of(Coordinate.ofIndex(tile));
  }

  /** Whether {@code tile} may be joined to {@code end}: the end is open and the tile shows its pip. */
  public boolean accepts(Coordinate tile, End end) {
    int pip = pip(ends, end.ordinal());
    return pip >= 0 && tile.has(pip) && !contains(tile);
  }

  /** The pip count of the open ends as All Fives counts it (see the class description). */
  public int count() {
    if (size == 0) {
      return 0;
    }
    boolean rootDouble = Coordinate.ofIndex(root).isDouble();
    if (arm(ends, L) == 0 && arm(ends, R) == 0) {
      return SET.pips(root);
    }
    int sum = 0;
    for (int e = 0; e < ENDS; e++) {
      int pip = pip(ends, e);
      if (arm(ends, e) > 0) {
        sum += (doubles & (1 << e)) != 0 ? 2 * pip : pip;
      } else if (e <= R) {
        sum += rootDouble ? 2 * pip : pip;
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
    long open = withPip(withPip(0L, L, tile.high()), R, tile.low());
    boolean spin = spinners && tile.isDouble();
    return new Line(spinners, this, t << 2, 1, t, open, 0, spin ? ROOT : -1, 0, 1L << t);
  }

  /** The line with {@code tile} joined to {@code end}, which must {@linkplain #accepts accept} it. */
  Line play(Coordinate tile, End end) {
    int e = end.ordinal();
    int t = tile.index();
    int length = arm(ends, e) + 1;
    long open = withArm(withPip(ends, e, tile.otherEnd(pip(ends, e))), e, length);
    int d = tile.isDouble() ? doubles | (1 << e) : doubles & ~(1 << e);
    int sArm = spinnerArm;
    int sAt = spinnerAt;
    if (spinners && sArm < 0 && tile.isDouble()) {
      sArm = e;
      sAt = length - 1;
    }
    int placed = (t << 2) | e;
    if (sArm >= 0 && arm(open, 2) == 0 && arm(open, 3) == 0 && bothSidesCovered(sArm, sAt, open)) {
      int spinner = sArm == ROOT ? root : tileOnArm(codesWith(placed), sArm, sAt);
      int spinnerPip = Coordinate.ofIndex(spinner).low();
      open = withPip(withPip(open, 2, spinnerPip), 3, spinnerPip);
    }
    return new Line(spinners, this, placed, size + 1, root, open, d, sArm, sAt, onTable | (1L << t));
  }

  /** Bitset of the tiles in {@code hand} that fit an open end. */
  long playable(long hand) {
    return hand & fits;
  }

  /**
   * The plays open to {@code hand} as a bitset of move codes ({@code tile << 2 | end}): word 0 holds codes
   * 0–63 (tiles 0–15), word 1 codes 64–111 (tiles 16–27), as bits {@code code - 64 * word}. In code order the
   * plays run by tile index, then end.
   */
  long plays(long hand, int word) {
    // Each tile of the hand stands for its four codes; the open ends keep the codes that fit them.
    long held = spread((hand >>> (16 * word)) & 0xFFFF) * 0xF;
    long open = 0;
    for (int e = 0; e < ENDS; e++) {
      open |= CODES[16 * word + field(ends, e)] << e;
    }
    return held & open;
  }

  private static long fits(long ends) {
    long mask = 0;
    for (int e = 0; e < ENDS; e++) {
      mask |= SHOWING[field(ends, e)];
    }
    return mask;
  }

  /** Bit {@code i} of the 16 low bits of {@code bits} moved to bit {@code 4 i}. */
  private static long spread(long bits) {
    long x = (bits | bits << 24) & 0x0000_00FF_0000_00FFL;
    x = (x | x << 12) & 0x000F_000F_000F_000FL;
    x = (x | x << 6) & 0x0303_0303_0303_0303L;
    return (x | x << 3) & 0x1111_1111_1111_1111L;
  }

  private static int field(long ends, int end) {
    return (int) (ends >>> (16 * end)) & 0xF;
  }

  /** Bitset of the tiles on the table. */
  long tileBits() {
    return onTable;
  }

  int openPipAt(int end) {
    return pip(ends, end);
  }

  private static int pip(long ends, int end) {
    return field(ends, end) - 1;
  }

  private static int arm(long ends, int end) {
    return (int) ((ends >>> (16 * end + 4)) & 0xFF);
  }

  private static long withPip(long ends, int end, int pip) {
    int shift = 16 * end;
    return (ends & ~(0xFL << shift)) | ((long) (pip + 1) << shift);
  }

  private static long withArm(long ends, int end, int length) {
    int shift = 16 * end + 4;
    return (ends & ~(0xFFL << shift)) | ((long) length << shift);
  }

  private static boolean bothSidesCovered(int arm, int at, long ends) {
    return arm == ROOT ? arm(ends, L) > 0 && arm(ends, R) > 0 : arm(ends, arm) > at + 1;
  }

  /** Each tile's code ({@code tile << 2 | end}) in the order laid. */
  private int[] codes() {
    int[] out = new int[size];
    for (Line l = this; l.size > 0; l = l.previous) {
      out[l.size - 1] = l.code;
    }
    return out;
  }

  /** {@link #codes()} with {@code pending} laid after them. */
  private int[] codesWith(int pending) {
    int[] out = Arrays.copyOf(codes(), size + 1);
    out[size] = pending;
    return out;
  }

  /** The tile at position {@code at} of {@code arm} among {@code codes} (the lead, at 0, is on no arm). */
  private static int tileOnArm(int[] codes, int arm, int at) {
    int seen = 0;
    for (int i = 1; i < codes.length; i++) {
      if ((codes[i] & 3) == arm && seen++ == at) {
        return codes[i] >>> 2;
      }
    }
    throw new IllegalStateException("no tile at " + at + " on arm " + arm);
  }

  private static String name(End end) {
    return end.name().toLowerCase(Locale.ROOT);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Line other) || other.spinners != spinners || other.size != size) {
      return false;
    }
    // Two lines of the same length laying the same tiles at the same ends in the same order are equal.
    Line a = this;
    Line b = other;
    while (a.size > 0) {
      if (a == b) {
        return true;
      }
      if (a.code != b.code) {
        return false;
      }
      a = a.previous;
      b = b.previous;
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(codes()) * 31 + (spinners ? 1 : 0);
  }

  @Override
  public String toString() {
    return placements().toString();
  }
}
