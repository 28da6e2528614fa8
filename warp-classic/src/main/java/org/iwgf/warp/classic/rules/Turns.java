// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Collections;
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
  private static final List<ClassicMove> DRAW = List.of(new ClassicMove.Draw());
  private static final List<ClassicMove> PASS = List.of(new ClassicMove.Pass());

  static {
    for (int tile = 0; tile < LEADS.length; tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      LEADS[tile] = new ClassicMove.Lead(c);
      for (End end : ENDS) {
        PLAYS[tile * ENDS.length + end.ordinal()] = new ClassicMove.Play(c, end);
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
      if (s.requiredLeadTile() >= 0) {
        return List.of(LEADS[s.requiredLeadTile()]);
      }
      List<ClassicMove> out = new ArrayList<>(Long.bitCount(hand));
      for (long b = hand; b != 0; b &= b - 1) {
        out.add(LEADS[Long.numberOfTrailingZeros(b)]);
      }
      return out;
    }
    long playable = line.playable(hand);
    if (playable != 0) {
      // Most positions offer one or two plays: those lists hold their moves in fields, not in an array.
      ClassicMove first = null;
      ClassicMove second = null;
      List<ClassicMove> more = null;
      for (long b = playable; b != 0; b &= b - 1) {
        int index = Long.numberOfTrailingZeros(b);
        Coordinate tile = Coordinate.ofIndex(index);
        for (int end = 0; end < ENDS.length; end++) {
          int pip = line.openPipAt(end);
          if (pip >= 0 && tile.has(pip)) {
            ClassicMove play = PLAYS[index * ENDS.length + end];
            if (first == null) {
              first = play;
            } else if (second == null) {
              second = play;
            } else {
              if (more == null) {
                more = new ArrayList<>(2 * Long.bitCount(playable) + 1);
                more.add(first);
                more.add(second);
              }
              more.add(play);
            }
          }
        }
      }
      if (more != null) {
        return Collections.unmodifiableList(more);
      }
      return second != null ? List.of(first, second) : List.of(first);
    }
    return s.drawable() > 0 ? DRAW : PASS;
  }

  /** Raises the reason {@code move} is refused in {@code s}, or returns normally when it is legal. */
  static void check(ClassicState s, ClassicMove move) {
    int seat = s.toActSeat();
    if (seat < 0) {
      throw refused("GAME_OVER", "The game is over; no more moves can be made.");
    }
    long hand = s.handBits(seat);
    Line line = s.line();
    if (move instanceof ClassicMove.Lead lead) {
      Coordinate tile = lead.tile();
      if (!line.isEmpty()) {
        throw refused("LINE_STARTED", "The hand has been led already; play a tile on an open end.");
      }
      requireInHand(hand, tile);
      if (s.requiredLeadTile() >= 0 && s.requiredLeadTile() != tile.index()) {
        throw refused("MUST_LEAD", "The first hand is led with " + Coordinate.ofIndex(s.requiredLeadTile())
            + ", not " + tile + ".");
      }
    } else if (move instanceof ClassicMove.Play play) {
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
    } else if (move instanceof ClassicMove.Draw) {
      if (!s.config().variant().draws()) {
        throw refused("NO_DRAW", "Nobody draws in Block: pass when you cannot play.");
      }
      requireUnable(s, line, hand);
      if (s.drawable() == 0) {
        throw refused("BONEYARD_EMPTY", "There is nothing left to draw" + (s.config().reserve() > 0
            ? " (the last " + s.config().reserve() + " tile" + (s.config().reserve() > 1 ? "s stay" : " stays")
                + " in the boneyard)." : ".") + " Pass instead.");
      }
    } else if (move instanceof ClassicMove.Pass) {
      requireUnable(s, line, hand);
      if (s.drawable() > 0) {
        throw refused("MUST_DRAW", "You cannot play, so you must draw from the boneyard.");
      }
    } else {
      throw refused("UNKNOWN_MOVE", "That is not a move of classic dominoes.");
    }
  }

  /** Whether nobody can play on the line and nothing may be drawn: the hand is blocked. */
  static boolean blocked(ClassicState s) {
    if (s.drawable() > 0) {
      return false;
    }
    for (int seat = 0; seat < s.config().players(); seat++) {
      if (s.line().playable(s.handBits(seat)) != 0) {
        return false;
      }
    }
    return true;
  }

  private static void requireUnable(ClassicState s, Line line, long hand) {
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
