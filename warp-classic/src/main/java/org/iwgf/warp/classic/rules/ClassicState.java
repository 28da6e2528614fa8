// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * Everything about a classic game at one moment, hidden information included: the hands, the boneyard in
 * draw order, the line, whose turn it is and the scores. Immutable; obtained from
 * {@link ClassicRules#start} and {@link ClassicRules#apply}, or read back with {@link #restore}. Give a
 * seat only its {@linkplain ClassicRules#view view}.
 *
 * @since 0.1.0
 */
public final class ClassicState {
  private final ClassicConfig config;
  private final int handNumber;
  private final long[] hands;
  private final int[] boneyard;
  private final Line line;
  private final int toAct;
  private final int leader;
  private final int requiredLead;
  private final int[] scores;
  private final long deck;

  /** Takes ownership of the arrays: callers pass fresh ones and never touch them again. */
  ClassicState(ClassicConfig config, int handNumber, long[] hands, int[] boneyard, Line line, int toAct,
      int leader, int requiredLead, int[] scores, long deck) {
    this.config = config;
    this.handNumber = handNumber;
    this.hands = hands;
    this.boneyard = boneyard;
    this.line = line;
    this.toAct = toAct;
    this.leader = leader;
    this.requiredLead = requiredLead;
    this.scores = scores;
    this.deck = deck;
  }

  public ClassicConfig config() {
    return config;
  }

  /** The hand being played (or the last one, once the game is over), counting from 1. */
  public int handNumber() {
    return handNumber;
  }

  /** The tiles {@code seat} holds, in index order. */
  public List<Coordinate> hand(int seat) {
    return tiles(hands[seat]);
  }

  /** Number of tiles {@code seat} holds. */
  public int handSize(int seat) {
    return Long.bitCount(hands[seat]);
  }

  /** The undealt tiles in the order they would be drawn (in Block they are never drawn). */
  public List<Coordinate> boneyard() {
    List<Coordinate> out = new ArrayList<>(boneyard.length);
    for (int t : boneyard) {
      out.add(Coordinate.ofIndex(t));
    }
    return List.copyOf(out);
  }

  /** Number of undealt tiles. */
  public int boneyardSize() {
    return boneyard.length;
  }

  /** Tiles the seat to act may still draw: none in Block, else the boneyard less the reserve. */
  public int drawable() {
    return config.variant().draws() ? Math.max(0, boneyard.length - config.reserve()) : 0;
  }

  public Line line() {
    return line;
  }

  /** The seat to act, or empty once the game is over. */
  public OptionalInt toAct() {
    return toAct < 0 ? OptionalInt.empty() : OptionalInt.of(toAct);
  }

  /** Whether a side has reached the target. */
  public boolean isOver() {
    return toAct < 0;
  }

  /** The seat that leads (or led) the current hand. */
  public int leader() {
    return leader;
  }

  /** The tile the first hand must be led with, until it is led. */
  public Optional<Coordinate> requiredLead() {
    return requiredLead < 0 ? Optional.empty() : Optional.of(Coordinate.ofIndex(requiredLead));
  }

  /** Each side's score (one side per seat, or two teams with partnerships). */
  public List<Integer> scores() {
    List<Integer> out = new ArrayList<>(scores.length);
    for (int s : scores) {
      out.add(s);
    }
    return List.copyOf(out);
  }

  /** The whole state as plain data, hidden information included; {@link #restore} reads it back. */
  public ClassicSnapshot snapshot() {
    List<List<Coordinate>> all = new ArrayList<>(hands.length);
    for (long h : hands) {
      all.add(tiles(h));
    }
    return new ClassicSnapshot(config, handNumber, all, boneyard(), line, toAct(), leader, requiredLead(),
        scores(), deck);
  }

  /**
   * The state {@code snapshot} describes, after checking that it holds together.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException with code {@code COORDINATES} (a tile missing,
   *     repeated or not of the double-six set), {@code SEATS} (a seat out of range or the wrong number of
   *     hands), {@code COUNTS} (scores, hand number or game end that do not add up) or {@code BAD_VALUE}
   *     (a line, lead or turn the rules could not have produced)
   */
  public static ClassicState restore(ClassicSnapshot snapshot) {
    return SnapshotCheck.restore(Objects.requireNonNull(snapshot, "snapshot"));
  }

  long handBits(int seat) {
    return hands[seat];
  }

  long[] handsCopy() {
    return hands.clone();
  }

  int[] boneyardArray() {
    return boneyard;
  }

  int toActSeat() {
    return toAct;
  }

  int requiredLeadTile() {
    return requiredLead;
  }

  int[] scoresCopy() {
    return scores.clone();
  }

  int score(int side) {
    return scores[side];
  }

  long deck() {
    return deck;
  }

  static List<Coordinate> tiles(long bits) {
    List<Coordinate> out = new ArrayList<>(Long.bitCount(bits));
    for (long b = bits; b != 0; b &= b - 1) {
      out.add(Coordinate.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return List.copyOf(out);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof ClassicState s)) {
      return false;
    }
    
    return handNumber == s.handNumber && toAct == s.toAct && leader == s.leader
        && requiredLead == s.requiredLead && deck == s.deck && config.equals(s.config)
        && Arrays.equals(hands, s.hands) && Arrays.equals(boneyard, s.boneyard) && line.equals(s.line)
        && Arrays.equals(scores, s.scores);
  }

  @Override
  public int hashCode() {
    int h = Objects.hash(config, handNumber, toAct, leader, requiredLead, deck, line);
    h = 31 * h + Arrays.hashCode(hands);
    h = 31 * h + Arrays.hashCode(boneyard);
    return 31 * h + Arrays.hashCode(scores);
  }

  @Override
  public String toString() {
    return config.variant() + " hand " + handNumber + ", scores " + scores() + ", line " + line
        + (toAct < 0 ? ", over" : ", seat " + toAct + " to act");
  }
}
