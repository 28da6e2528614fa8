// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.TileBits;
import org.iwgf.warp.core.game.InvalidStateException;

/** Checks a snapshot before it becomes a state, so that a restored game is one the rules could reach. */
final class SnapshotCheck {
  /** Most points a side can be past the target: what one hand can score. */
  private static final int MAX_OVERSHOOT = 1_000;

  private static final int TILES = ClassicConfig.SET.size();

  private SnapshotCheck() {}

  static ClassicState restore(ClassicSnapshot s) {
    ClassicConfig config = s.config();
    int players = config.players();
    if (s.hands().size() != players) {
      throw bad("SEATS", "The saved game has " + s.hands().size() + " hands for " + players + " players.");
    }
    long[] seen = new long[1];
    long[] hands = new long[players];
    for (int seat = 0; seat < players; seat++) {
      for (Coordinate c : s.hands().get(seat)) {
        hands[seat] |= 1L << take(seen, c, "seat " + seat + "'s hand");
      }
    }
    int[] boneyard = new int[s.boneyard().size()];
    for (int i = 0; i < boneyard.length; i++) {
      boneyard[i] = take(seen, s.boneyard().get(i), "the boneyard");
    }
    for (Placement p : s.line().placements()) {
      take(seen, p.tile(), "the line");
    }
    if (TileBits.count(seen, 0, 1) != TILES) {
      throw bad("COORDINATES", "The saved game holds " + TileBits.count(seen, 0, 1) + " of the " + TILES
          + " tiles; every tile must be in a hand, the boneyard or the line exactly once.");
    }
    if (s.line().spinners() != config.variant().countsFives()) {
      throw bad("BAD_VALUE", "The line's spinner rule does not match the game " + config.variant() + ".");
    }
    checkCounts(s, config);
    int toAct = s.toAct().orElse(-1);
    checkSeat(toAct, players, "seat to act", s.toAct().isEmpty());
    checkSeat(s.leader(), players, "leader", false);
    int required = -1;
    if (s.requiredLead().isPresent()) {
      Coordinate lead = s.requiredLead().get();
      if (toAct < 0 || !s.line().isEmpty() || !s.hands().get(toAct).contains(lead)) {
        throw bad("BAD_VALUE", "A required lead " + lead + " must be in the hand of the seat to act, before"
            + " the line is started.");
      }
      required = lead.index();
    }
    ClassicState state = new ClassicState(config, s.handNumber(), hands, boneyard, s.line(), toAct,
        s.leader(), required, toArray(s.scores()), s.deck());
    if (toAct >= 0) {
      for (int seat = 0; seat < players; seat++) {
        if (hands[seat] == 0) {
          throw bad("COUNTS", "Seat " + seat + " has no tiles left, yet the hand goes on.");
        }
      }
      if (!state.line().isEmpty() && Turns.blocked(state)) {
        throw bad("BAD_VALUE", "Nobody can play and nothing can be drawn, yet the hand goes on.");
      }
    }
    return state;
  }

  private static void checkCounts(ClassicSnapshot s, ClassicConfig config) {
    if (s.handNumber() < 1 || s.handNumber() > ClassicRules.MAX_HANDS) {
      throw bad("COUNTS", "Hands are counted from 1 to " + ClassicRules.MAX_HANDS + ", not " + s.handNumber()
          + ".");
    }
    if (s.scores().size() != config.sides()) {
      throw bad("COUNTS", "The saved game has " + s.scores().size() + " scores for " + config.sides()
          + " sides.");
    }
    boolean reached = false;
    for (int score : s.scores()) {
      if (score < 0 || score > config.target() + MAX_OVERSHOOT) {
        throw bad("COUNTS", "A score runs from 0 to " + MAX_OVERSHOOT + " past the target, not " + score + ".");
      }
      reached |= score >= config.target();
    }
    boolean lastHand = s.handNumber() == ClassicRules.MAX_HANDS;
    if (reached != s.toAct().isEmpty() && !(lastHand && s.toAct().isEmpty())) {
      throw bad("COUNTS", reached ? "A side has reached the target, yet the game goes on."
          : "The game is over, yet no side has reached the target of " + config.target() + ".");
    }
  }

  private static void checkSeat(int seat, int players, String what, boolean absent) {
    if (!absent && (seat < 0 || seat >= players)) {
      throw bad("SEATS", "The " + what + " must be a seat from 0 to " + (players - 1) + ", not " + seat + ".");
    }
  }

  private static int take(long[] seen, Coordinate c, String where) {
    if (!ClassicConfig.SET.contains(c)) {
      throw bad("COORDINATES", c + " in " + where + " is not a tile of the double-six set.");
    }
    if (TileBits.get(seen, c.index())) {
      throw bad("COORDINATES", c + " appears twice (again in " + where + ").");
    }
    TileBits.set(seen, c.index());
    return c.index();
  }

  private static int[] toArray(List<Integer> values) {
    int[] out = new int[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = values.get(i);
    }
    return out;
  }

  private static InvalidStateException bad(String code, String message) {
    return new InvalidStateException(code, message);
  }
}
