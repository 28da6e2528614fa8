// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.List;
import java.util.Locale;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.IllegalMoveException;

/** What the seat to act may do, and why anything else is refused. */
final class Turns {
  private static final End[] ENDS = End.values();
  // Moves are immutable values: the listing hands out one instance of each instead of making new ones for
  // every position a playout visits.
  private static final ClassicMove.Lead[] LEADS = new ClassicMove.Lead[ClassicConfig.SET.size()];
  private static final ClassicMove.Play[] PLAYS = new ClassicMove.Play[ClassicConfig.SET.size() * ENDS.length];
  // A position with one move open gets the same list of that move every time.
  private static final List<?>[] LEAD_ALONE = new List<?>[LEADS.length];
  private static final List<?>[] PLAY_ALONE = new List<?>[PLAYS.length];
  private static final List<ClassicMove> DRAW = List.of(new ClassicMove.Draw());
  private static final List<ClassicMove> PASS = List.of(new ClassicMove.Pass());

  static {
    for (int tile = 0; tile < LEADS.length; tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      LEADS[tile] = new ClassicMove.Lead(c);
      LEAD_ALONE[tile] = List.of(LEADS[tile]);
      for (End end : ENDS) {
        int code = tile * ENDS.length + end.ordinal();
        PLAYS[code] = new ClassicMove.Play(c, end);
        PLAY_ALONE[code] = List.of(PLAYS[code]);
      }
    }
  }

  private Turns() {}

  /** Every legal move, in a fixed order: leads or plays by tile index then end, else a draw or a pass. */
  static List<ClassicMove> legalMoves(ClassicState s) {
    int seat = s.toActSeat();
    if (seat < 0) {
      return List.of();
    }
    long hand = s.handBits(seat);
    Line line = s.line();
    if (line.isEmpty()) {
      return s.requiredLeadTile() >= 0 ? alone(LEAD_ALONE, s.requiredLeadTile()) : leads(hand);
    }
    long playable = line.playable(hand);
    if (playable == 0) {
      return s.drawable() > 0 ? DRAW : PASS;
    }
    long low = line.plays(playable, 0);
    long high = line.plays(playable, 1);
    int count = Long.bitCount(low) + Long.bitCount(high);
    // Most positions offer one or two plays: one is a shared list, two a list of two fields, and only a
    // longer listing fills an array.
    if (count <= 2) {
      int first = lowest(low, high);
      if (count == 1) {
        return alone(PLAY_ALONE, first);
      }
      return first < 64 ? List.of(PLAYS[first], PLAYS[lowest(low & (low - 1), high)])
          : List.of(PLAYS[first], PLAYS[lowest(0, high & (high - 1))]);
    }
    ClassicMove[] out = new ClassicMove[count];
    int n = 0;
    for (long b = low; b != 0; b &= b - 1) {
      out[n++] = PLAYS[Long.numberOfTrailingZeros(b)];
    }
    for (long b = high; b != 0; b &= b - 1) {
      out[n++] = PLAYS[64 + Long.numberOfTrailingZeros(b)];
    }
    return List.of(out);
  }

  /** The lowest move code of the two words {@link Line#plays} gives. */
  private static int lowest(long low, long high) {
    return low != 0 ? Long.numberOfTrailingZeros(low) : 64 + Long.numberOfTrailingZeros(high);
  }

  private static List<ClassicMove> leads(long hand) {
    if (Long.bitCount(hand) == 1) {
      return alone(LEAD_ALONE, Long.numberOfTrailingZeros(hand));
    }
    ClassicMove[] out = new ClassicMove[Long.bitCount(hand)];
    int n = 0;
    for (long b = hand; b != 0; b &= b - 1) {
      out[n++] = LEADS[Long.numberOfTrailingZeros(b)];
    }
    return List.of(out);
  }

  @SuppressWarnings("unchecked") // every element was made as a List<ClassicMove> above
  private static List<ClassicMove> alone(List<?>[] lists, int code) {
    return (List<ClassicMove>) lists[code];
  }

  /** Raises the reason {@code move} is refused in {@code s}, or returns normally when it is legal. */
  static void check(ClassicState s, ClassicMove move) {
    if (move instanceof ClassicMove.Play play) {
      checkPlay(s, play);
    } else if (move instanceof ClassicMove.Lead lead) {
      checkLead(s, lead);
    } else if (move instanceof ClassicMove.Draw) {
      checkDraw(s);
    } else if (move instanceof ClassicMove.Pass) {
      checkPass(s);
    } else {
      throw unknown(s);
    }
  }

  /** {@link #check} of a lead. */
  static void checkLead(ClassicState s, ClassicMove.Lead lead) {
    long hand = hand(s);
    Coordinate tile = lead.tile();
    if (!s.line().isEmpty()) {
      throw refused("LINE_STARTED", "The hand has been led already; play a tile on an open end.");
    }
    requireInHand(hand, tile);
    if (s.requiredLeadTile() >= 0 && s.requiredLeadTile() != tile.index()) {
      throw refused("MUST_LEAD", "The first hand is led with " + Coordinate.ofIndex(s.requiredLeadTile())
          + ", not " + tile + ".");
    }
  }

  /** {@link #check} of a play. */
  static void checkPlay(ClassicState s, ClassicMove.Play play) {
    long hand = hand(s);
    Line line = s.line();
    if (line.isEmpty()) {
      throw refused("LEAD_FIRST", "The line is empty: the hand must be led first.");
    }
    requireInHand(hand, play.tile());
    int pip = line.openPipAt(play.end().ordinal());
    if (pip < 0) {
      throw refused("END_CLOSED", "The " + name(play.end()) + " end is not open"
          + (play.end().ordinal() >= 2 ? " (the spinner's sides open once both its long sides are played on)."
              : "."));
    }
    if (!play.tile().has(pip)) {
      throw refused("NO_MATCH", play.tile() + " does not match the " + pip + " at the " + name(play.end())
          + " end.");
    }
  }

  /** {@link #check} of a draw. */
  static void checkDraw(ClassicState s) {
    long hand = hand(s);
    if (!s.config().variant().draws()) {
      throw refused("NO_DRAW", "Nobody draws in Block: pass when you cannot play.");
    }
    requireUnable(s.line(), hand);
    if (s.drawable() == 0) {
      throw refused("BONEYARD_EMPTY", "There is nothing left to draw" + (s.config().reserve() > 0
          ? " (the last " + s.config().reserve() + " tile" + (s.config().reserve() > 1 ? "s stay" : " stays")
              + " in the boneyard)." : ".") + " Pass instead.");
    }
  }

  /** {@link #check} of a pass. */
  static void checkPass(ClassicState s) {
    long hand = hand(s);
    requireUnable(s.line(), hand);
    if (s.drawable() > 0) {
      throw refused("MUST_DRAW", "You cannot play, so you must draw from the boneyard.");
    }
  }

  /** The refusal of a move that is none of the four, or of any move once the game is over. */
  static IllegalMoveException unknown(ClassicState s) {
    hand(s);
    return refused("UNKNOWN_MOVE", "That is not a move of classic dominoes.");
  }

  /** The hand of the seat to act; refuses every move once the game is over. */
  private static long hand(ClassicState s) {
    int seat = s.toActSeat();
    if (seat < 0) {
      throw refused("GAME_OVER", "The game is over; no more moves can be made.");
    }
    return s.handBits(seat);
  }

  /** Whether nobody can play on the line and nothing may be drawn: the hand is blocked. */
  static boolean blocked(ClassicState s) {
    // Nobody can play exactly when no tile held by anybody can.
    return s.drawable() == 0 && s.line().playable(s.heldBits()) == 0;
  }

  private static void requireUnable(Line line, long hand) {
    if (line.isEmpty()) {
      throw refused("MUST_PLAY", "The hand must be led with a tile.");
    }
    if (line.playable(hand) != 0) {
      throw refused("MUST_PLAY", "You hold a tile that plays (" + ClassicState.tiles(line.playable(hand))
          + "), so you must play.");
    }
  }

  private static void requireInHand(long hand, Coordinate tile) {
    if (tile.high() > ClassicConfig.SET.maxPip() || (hand & (1L << tile.index())) == 0) {
      throw refused("NOT_IN_HAND", tile + " is not in your hand.");
    }
  }

  private static String name(End end) {
    return end.name().toLowerCase(Locale.ROOT);
  }

  private static IllegalMoveException refused(String code, String message) {
    return new IllegalMoveException(code, message);
  }
}
