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
  // Each hand is a bitset of at most 28 tiles: seats 0 and 1 share the low long, 2 and 3 the high one, 32
  // bits a seat, so that a move's successor copies two words rather than an array.
  private final long lowHands;
  private final long highHands;
  private final int[] boneyard;
  private final Line line;
  private final int toAct;
  private final int leader;
  private final int requiredLead;
  private final int[] scores;
  private final long deck;

  /**
   * Takes ownership of {@code boneyard} and {@code scores}: callers pass arrays nobody writes again (a state
   * whose scores did not change shares its predecessor's). {@code hands} is read, not kept.
   */
  ClassicState(ClassicConfig config, int handNumber, long[] hands, int[] boneyard, Line line, int toAct,
      int leader, int requiredLead, int[] scores, long deck) {
    this(config, handNumber, pack(hands, 0), pack(hands, 2), boneyard, line, toAct, leader, requiredLead, scores,
        deck);
  }

  private ClassicState(ClassicConfig config, int handNumber, long lowHands, long highHands, int[] boneyard,
      Line line, int toAct, int leader, int requiredLead, int[] scores, long deck) {
    this.config = config;
    this.handNumber = handNumber;
    this.lowHands = lowHands;
    this.highHands = highHands;
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
    return tiles(handBits(seat));
  }

  /** Number of tiles {@code seat} holds. */
  public int handSize(int seat) {
    return Long.bitCount(handBits(seat));
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
    List<List<Coordinate>> all = new ArrayList<>(config.players());
    for (int seat = 0; seat < config.players(); seat++) {
      all.add(tiles(handBits(seat)));
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
    return ((seat < 2 ? lowHands : highHands) >>> (32 * (seat & 1))) & 0xFFFF_FFFFL;
  }

  /** Every tile held in any hand. */
  long heldBits() {
    long both = lowHands | highHands;
    return (both | both >>> 32) & 0xFFFF_FFFFL;
  }

  long[] handsCopy() {
    long[] out = new long[config.players()];
    for (int seat = 0; seat < out.length; seat++) {
      out[seat] = handBits(seat);
    }
    return out;
  }

  /**
   * The state a move within the hand leads to: {@code seat} now holds {@code hand}, with the boneyard, line,
   * turn and scores given, the other hands, the leader and the deck as they were. Takes ownership of the arrays
   * as the constructor does.
   */
  ClassicState after(int seat, long hand, int[] boneyard, Line line, int toAct, int[] scores) {
    int shift = 32 * (seat & 1);
    long kept = ~(0xFFFF_FFFFL << shift);
    long low = seat < 2 ? (lowHands & kept) | (hand << shift) : lowHands;
    long high = seat < 2 ? highHands : (highHands & kept) | (hand << shift);
    return new ClassicState(config, handNumber, low, high, boneyard, line, toAct, leader, -1, scores, deck);
  }

  private static long pack(long[] hands, int firstSeat) {
    long packed = 0;
    for (int k = 0; k < 2 && firstSeat + k < hands.length; k++) {
      packed |= hands[firstSeat + k] << (32 * k);
    }
    return packed;
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

  /** The scores array itself, for a next state whose scores are the same: never written. */
  int[] scoresShared() {
    return scores;
  }

  int score(int side) {
    return scores[side];
  }

  long deck() {
    return deck;
  }

  static List<Coordinate> tiles(long bits) {
    Coordinate[] out = new Coordinate[Long.bitCount(bits)];
    int n = 0;
    for (long b = bits; b != 0; b &= b - 1) {
      out[n++] = Coordinate.ofIndex(Long.numberOfTrailingZeros(b));
    }
    return List.of(out);
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
        && lowHands == s.lowHands && highHands == s.highHands && Arrays.equals(boneyard, s.boneyard)
        && line.equals(s.line)
        && Arrays.equals(scores, s.scores);
  }

  @Override
  public int hashCode() {
    int h = Objects.hash(config, handNumber, toAct, leader, requiredLead, deck, line, lowHands, highHands);
    h = 31 * h + Arrays.hashCode(boneyard);
    return 31 * h + Arrays.hashCode(scores);
  }

  @Override
  public String toString() {
    return config.variant() + " hand " + handNumber + ", scores " + scores() + ", line " + line
        + (toAct < 0 ? ", over" : ", seat " + toAct + " to act");
  }
}
