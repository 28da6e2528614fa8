// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map.Entry;
import java.util.Optional;
import java.util.function.Function;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.RulePlugin;

/** Turns states into {@link StateSnapshot}s and checks snapshots on the way back. */
final class SnapshotCodec {
  private SnapshotCodec() {}

  static StateSnapshot snapshot(EngineState s) {
    List<List<Coordinate>> hands = new ArrayList<>();
    List<List<Coordinate>> trails = new ArrayList<>();
    List<List<Coordinate>> branches = new ArrayList<>();
    boolean anyBranch = false;
    List<List<Coordinate>> routes = Laid.routes(s.laid, s.frame.seats + 1);
    for (int seat = 0; seat < s.frame.seats; seat++) {
      hands.add(s.hand(seat));
      trails.add(routes.get(2 * seat));
    }
    for (int slot = 0; slot <= s.frame.seats; slot++) {
      branches.add(routes.get(2 * slot + 1));
      anyBranch |= !branches.get(slot).isEmpty();
    }
    RoundFrame f = s.frame;
    return new StateSnapshot(f.config, s.phase(), f.round, f.spacedock, f.roundStarter, s.toAct(), hands,
        s.uncharted(), trails, routes.get(2 * f.seats), anyBranch ? branches : List.of(), SeatLists.seatsOf(s.beacons),
        s.redAlert(), s.drewThisTurn(), Optional.of(SeatLists.seatsOf(f.firstTurns)), s.passStreak(),
        s.campaignScores(), s.roundWins(), SeatLists.seatsOf(f.votesPending), SeatLists.seatsOf(f.votesAccepted),
        f.history, f.rng, f.plugins);
  }

  /** The state {@code p} describes, its plugin states checked by the plugins {@code pluginsOf} gives. */
  static EngineState restore(StateSnapshot p,
      Function<WarpConfig, List<RulePlugin>> pluginsOf) {
    WarpConfig c = p.config();
    if (c == null) {
      throw bad("COUNTS", "The saved state has no configuration.");
    }
    if (p.phase() == null) {
      throw bad("COUNTS", "The saved state has no phase.");
    }
    int seats = c.captains();
    DominoSet set = c.factor().set();
    int words = set.words();
    if (p.hands().size() != seats || p.trails().size() != seats) {
      throw bad("SEATS", "The saved state has " + p.hands().size() + " hands and " + p.trails().size()
          + " trails for " + seats + " captains.");
    }
    checkSeat(p.toAct(), seats, "the captain at the helm");
    if (p.passStreak() < 0 || p.passStreak() > seats) {
      // StateChecks holds the streak to the beacons up; this bound comes first, as the state packs the streak.
      throw bad("COUNTS", "A streak of " + p.passStreak() + " passes cannot stand at a table of " + seats
          + " captains.");
    }
    checkSeat(p.roundStarter(), seats, "the round starter");
    if (p.spacedock() < 0 || p.spacedock() > set.maxPip()) {
      throw bad("COORDINATES", "Spacedock " + p.spacedock() + "-" + p.spacedock() + " is not in the "
          + set + " set.");
    }
    if (p.round() < 1) {
      throw bad("COUNTS", "Round " + p.round() + " does not exist; rounds count from 1.");
    }
    int[] seen = new int[set.size()];
    long[][] hands = new long[seats][words];
    int dock = Coordinate.indexOf(p.spacedock(), p.spacedock());
    count(seen, set, List.of(Coordinate.ofIndex(dock)), "the Spacedock");
    for (int seat = 0; seat < seats; seat++) {
      count(seen, set, p.hands().get(seat), "hand " + seat);
      for (Coordinate x : p.hands().get(seat)) {
        hands[seat][x.index() >>> 6] |= 1L << x.index();
      }
    }
    long[] board = Board.fresh(words, seats, p.spacedock());
    Laid laidLast = null;
    if (!p.branches().isEmpty() && p.branches().size() != seats + 1) {
      throw bad("SEATS", "The saved state lists branches for " + p.branches().size() + " routes; a table of "
          + seats + " has " + (seats + 1) + ".");
    }
    for (int slot = 0; slot <= seats; slot++) {
      List<Coordinate> laid = slot == seats ? p.neutralZone() : p.trails().get(slot);
      List<Coordinate> branches = p.branches().isEmpty() ? List.of() : p.branches().get(slot);
      count(seen, set, laid, slot == seats ? "the Neutral Zone" : "trail " + slot);
      count(seen, set, branches, "the branches of " + (slot == seats ? "the Neutral Zone" : "trail " + slot));
      String route = slot == seats ? "The Neutral Zone" : "Trail " + slot;
      try {
        Trail joined = Trail.of(p.spacedock(), laid, branches);
        if (joined.isStarted()) {
          Board.open(board, words, slot, joined.openEnd());
        }
      } catch (IllegalArgumentException e) {
        throw bad("COORDINATES", route + " does not join up: " + e.getMessage() + ".");
      }
      if (laid.isEmpty() && !branches.isEmpty()) {
        throw bad("COORDINATES", route + " has side branches but no coordinates for them to branch off.");
      }
      for (Coordinate x : laid) {
        Board.lay(board, x.index());
        laidLast = Laid.along(x.index(), slot, laidLast);
      }
      for (Coordinate x : branches) {
        Board.lay(board, x.index());
        laidLast = Laid.branch(x.index(), slot, laidLast);
      }
    }
    RedAlert alert = p.redAlert().orElse(null);
    if (alert != null) {
      checkSeat(alert.charter(), seats, "the alert's charter");
      checkSeat(alert.responsible(), seats, "the captain answering the alert");
      if (!alert.route().atTable(seats)) {
        throw bad("SEATS", "The alert lies on " + alert.route() + ", which is not at this table.");
      }
    }
    count(seen, set, p.uncharted(), "Uncharted Sectors");
    for (Entry<String, PluginState> e : p.pluginStates().entrySet()) {
      count(seen, set, e.getValue().heldCoordinates(), "the rule " + e.getKey());
    }
    for (int i = 0; i < seen.length; i++) {
      if (seen[i] != 1) {
        throw bad("COORDINATES", "Coordinate " + Coordinate.ofIndex(i) + " appears " + seen[i]
            + " times; every coordinate must be in exactly one place.");
      }
    }
    int[] pile = new int[p.uncharted().size()];
    for (int i = 0; i < pile.length; i++) {
      pile[i] = p.uncharted().get(i).index();
    }
    int firstTurns = p.firstTurnsPending().isPresent() ? mask(p.firstTurnsPending().get(), seats)
        : inferredFirstTurns(p, seats);
    EngineState restored = new EngineState(c, p.phase(), p.round(), p.spacedock(), p.roundStarter(), firstTurns,
        p.toAct(),
        hands, pile, 0, board, laidLast, mask(p.beacons(), seats), alert, p.drewThisTurn(), p.passStreak(),
        ints(p.campaignScores(), seats, "campaign scores"), ints(p.roundWins(), seats, "round wins"),
        mask(p.overtimeVotesPending(), seats), mask(p.overtimeVotesAccepted(), seats), p.history(),
        p.rngPosition(), p.pluginStates());
    StateChecks.check(restored);
    PluginStateChecks.check(restored, pluginsOf.apply(c));
    return restored;
  }

  /**
   * The seats whose first turn of the round has not ended, for a state saved without them: the seats from the
   * helm (its turn under way) clockwise up to the round's starter, as the helm passes clockwise from the starter
   * (every seat, with the helm at the starter) — unless one of those seats already has its beacon up or its own
   * trail started: then the helm has gone round, and every first turn is over.
   */
  private static int inferredFirstTurns(StateSnapshot p, int seats) {
    if (p.phase() != Phase.PLAYING) {
      return 0;
    }
    int beacons = mask(p.beacons(), seats);
    int pending = 0;
    int seat = p.toAct();
    do {
      if ((beacons & 1 << seat) != 0 || !p.trails().get(seat).isEmpty()) {
        return 0;
      }
      pending |= 1 << seat;
      seat = seat + 1 == seats ? 0 : seat + 1;
    } while (seat != p.roundStarter());
    return pending;
  }

  /**
   * {@code s} with its hands and Uncharted Sectors refilled from {@code hands} and {@code uncharted}: each
   * seat as many coordinates as it holds now, together exactly the coordinates those places hold now. Every
   * other place is shared with {@code s} (states never write to their arrays), and the result is checked as
   * a restored state is.
   */
  static EngineState refill(EngineState s, List<List<Coordinate>> hands, List<Coordinate> uncharted, long rng,
      List<RulePlugin> plugins) {
    if (hands == null || uncharted == null) {
      throw bad("MISSING_STATE", "No hands or Uncharted Sectors were given.");
    }
    if (hands.size() != s.frame.seats) {
      throw bad("SEATS", "There are " + hands.size() + " hands for " + s.frame.seats + " captains.");
    }
    long[] placed = new long[s.frame.words];
    long[][] filled = new long[s.frame.seats][s.frame.words];
    for (int seat = 0; seat < s.frame.seats; seat++) {
      List<Coordinate> hand = hands.get(seat);
      if (hand == null || hand.size() != s.handSize(seat)) {
        throw bad("COUNTS", "Hand " + seat + " must hold " + s.handSize(seat) + " coordinates, as it does now.");
      }
      for (Coordinate x : hand) {
        int i = place(s, placed, x, "hand " + seat);
        filled[seat][i >>> 6] |= 1L << i;
      }
    }
    if (uncharted.size() != s.unchartedCount()) {
      throw bad("COUNTS", "Uncharted Sectors must hold " + s.unchartedCount() + " coordinates, as they do now.");
    }
    int[] pile = new int[uncharted.size()];
    for (int i = 0; i < pile.length; i++) {
      pile[i] = place(s, placed, uncharted.get(i), "Uncharted Sectors");
    }
    long[] hidden = new long[s.frame.words];
    for (int seat = 0; seat < s.frame.seats; seat++) {
      for (int w = 0; w < s.frame.words; w++) {
        hidden[w] |= s.handWord(seat, w);
      }
    }
    for (int i = s.pileTop(); i < s.frame.pile.length; i++) {
      hidden[s.frame.pile[i] >>> 6] |= 1L << s.frame.pile[i];
    }
    if (!Arrays.equals(hidden, placed)) {
      throw bad("COORDINATES", "The hands and Uncharted Sectors must hold exactly the coordinates they hold now.");
    }
    RoundFrame f = s.frame;
    EngineState out = new EngineState(f.config, s.phase(), f.round, f.spacedock, f.roundStarter, f.firstTurns, s.toAct(),
        filled, pile, 0, s.board, s.laid, s.beacons, s.alert, s.drewThisTurn(), s.passStreak(), f.scores,
        f.roundWins, f.votesPending, f.votesAccepted, f.history, rng, f.plugins);
    StateChecks.check(out);
    PluginStateChecks.check(out, plugins);
    return out;
  }

  /** Marks {@code x} placed and returns its index, refusing one outside the set or placed twice. */
  private static int place(EngineState s, long[] placed, Coordinate x, String where) {
    if (x == null || !s.frame.set.contains(x)) {
      throw bad("COORDINATES", where + " holds " + x + ", which is not in the " + s.frame.set + " set.");
    }
    int i = x.index();
    if ((placed[i >>> 6] & 1L << i) != 0) {
      throw bad("COORDINATES", "Coordinate " + x + " is placed twice; every coordinate must be in exactly one place.");
    }
    placed[i >>> 6] |= 1L << i;
    return i;
  }

  private static void count(int[] seen, DominoSet set, List<Coordinate> cs, String where) {
    for (Coordinate x : cs) {
      if (x == null || !set.contains(x)) {
        throw bad("COORDINATES", where + " holds " + x + ", which is not in the " + set + " set.");
      }
      seen[x.index()]++;
    }
  }

  private static void checkSeat(int seat, int seats, String what) {
    if (seat < 0 || seat >= seats) {
      throw bad("SEATS", "Seat " + seat + " (" + what + ") is not one of the " + seats + " seats.");
    }
  }

  private static int mask(List<Integer> seatList, int seats) {
    int m = 0;
    for (Integer s : seatList) {
      checkSeat(s == null ? -1 : s, seats, "a listed seat");
      m |= 1 << s;
    }
    return m;
  }

  private static int[] ints(List<Integer> values, int seats, String what) {
    if (values.size() != seats) {
      throw bad("COUNTS", "There are " + values.size() + " " + what + " for " + seats + " captains.");
    }
    int[] out = new int[seats];
    for (int i = 0; i < seats; i++) {
      out[i] = values.get(i);
    }
    return out;
  }

  private static InvalidStateException bad(String code, String message) {
    return new InvalidStateException(code, message);
  }
}
