// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;

/** The Commander's terms as features of each move, and an untrained network that plays their sum. */
class CommanderFeaturesTest {
  private static final long SEED = 4127L;
  private static final WarpConfig OFFICIAL_TWO = OfficialWarp.config(WarpFactor.WARP_12, 2);

  private static Network untrained(WarpConfig config, int features) {
    NetworkShape shape = new NetworkShape(ObservationEncoder.of(config).layout().size(), List.of(8),
        ActionSpace.of(config).size(), features);
    return Network.initialised("untrained", shape, SEED);
  }

  @Test
  void theOutsCountWhatAChartLeavesOpenAmongTheUnseenAndTheOwnCoordinates() {
    CommanderFeatures outs = CommanderFeatures.withOuts();
    int f = outs.count();
    assertEquals(CommanderFeatures.of().count() + 2, f);
    assertEquals(outs, CommanderFeatures.readBy(untrained(OFFICIAL_TWO, f)));
    WarpRules rules = WarpRules.of(OFFICIAL_TWO);
    WarpState s = rules.start(SEED);
    int checked = 0;
    for (int ply = 0; ply < 60 && !s.isOver(); ply++) {
      SeatView view = rules.view(s, s.toAct());
      List<WarpMove> legal = view.legalMoves();
      float[] out = new float[legal.size() * f];
      outs.write(view, legal, out);
      Position p = Position.of(view);
      for (int k = 0; k < legal.size(); k++) {
        float unseen = out[k * f + f - 2];
        float own = out[k * f + f - 1];
        if (legal.get(k) instanceof WarpMove.Chart chart) {
          int end = p.endAfter(chart);
          // Counted against the whole truth: the coordinates no one at the seat can see that show the end.
          int hidden = 0;
          for (int seat = 0; seat < s.seats(); seat++) {
            if (seat != view.seat()) {
              hidden += (int) s.hand(seat).stream().filter(c -> c.has(end)).count();
            }
          }
          hidden += (int) s.uncharted().stream().filter(c -> c.has(end)).count();
          int showing = OFFICIAL_TWO.factor().maxPip() + 1;
          assertEquals(p.heldShowing(end, chart.coordinate()), Math.round(own * showing), "seed " + SEED);
          assertTrue(Math.round(unseen * showing) >= hidden, "seed " + SEED + ", ply " + ply + ", " + chart
              + ": " + unseen * showing + " unseen, " + hidden + " hidden");
          checked++;
        } else {
          assertEquals(0f, unseen);
          assertEquals(0f, own);
        }
      }
      s = rules.apply(s, legal.get((int) Math.floorMod(SEED * (ply + 1), (long) legal.size()))).state();
    }
    assertTrue(checked > 20, "seed " + SEED + ": " + checked + " charts");
  }

  @Test
  void theNextTurnFeaturesCountWhatTheStateAfterTheMoveLeavesOpen() {
    CommanderFeatures next = CommanderFeatures.withNextTurn();
    int f = next.count();
    assertEquals(CommanderFeatures.withOuts().count() + 3, f);
    int[] checked = {0};
    everyMoveOfRandomGames(next, 31, (rules, s, m, out, at, where) -> {
      boolean plainChart = m instanceof WarpMove.Chart c && !c.coordinate().isDouble();
      // A move that ends the round deals the next one: the features speak of a turn that never comes.
      boolean goesOut = m instanceof WarpMove.Chart && s.hand(s.toAct()).size() == 1;
      if (s.redAlert().isEmpty() && !goesOut && (plainChart || m instanceof WarpMove.DeployBeacon)) {
        checkAgainstTheTruth(rules, s, m, out, at + f - 3, where);
        checked[0]++;
      }
    });
    assertTrue(checked[0] > 500, checked[0] + " moves checked");
  }

  /** What a property test checks of one legal move's features ({@code out} from {@code at}). */
  private interface MoveCheck {
    void check(WarpRules rules, WarpState s, WarpMove m, float[] out, int at, String where);
  }

  /**
   * Plays three random games of Warp 12 at tables of 2 and 4 (seeds {@link #SEED} + {@code step} · game +
   * captains) and checks every legal move of every turn, its features written by {@code features}.
   */
  private static void everyMoveOfRandomGames(CommanderFeatures features, int step, MoveCheck check) {
    int f = features.count();
    for (int captains : new int[] {2, 4}) {
      WarpConfig config = WarpConfig.standard(WarpFactor.WARP_12, captains);
      assertSame(features, CommanderFeatures.readBy(untrained(config, f)));
      WarpRules rules = WarpRules.of(config);
      for (long game = 0; game < 3; game++) {
        long seed = SEED + step * game + captains;
        WarpState s = rules.start(seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int ply = 0; ply < 150 && !s.isOver(); ply++) {
          SeatView view = rules.view(s, s.toAct());
          List<WarpMove> legal = view.legalMoves();
          float[] out = new float[legal.size() * f];
          features.write(view, legal, out);
          for (int k = 0; k < legal.size(); k++) {
            check.check(rules, s, legal.get(k), out, k * f, "seed " + seed + ", ply " + ply + ", " + legal.get(k));
          }
          s = rules.apply(s, legal.get(random.nextInt(legal.size()))).state();
        }
      }
    }
  }

  /**
   * The three next-turn features of {@code m} against the state the engine reaches: the unseen coordinates
   * (the other hands and Uncharted Sectors) that join a route the next captain may use there, the own ones
   * that join a route the seat may use, and the stranding chance as the hypergeometric of those counts.
   */
  private static void checkAgainstTheTruth(WarpRules rules, WarpState s, WarpMove m, float[] out, int at,
      String where) {
    int seat = s.toAct();
    WarpState after = rules.apply(s, m).state();
    int nextSeat = (seat + 1) % s.seats();
    List<Coordinate> hidden = new ArrayList<>(s.uncharted());
    for (int other = 0; other < s.seats(); other++) {
      if (other != seat) {
        hidden.addAll(s.hand(other));
      }
    }
    long answers = hidden.stream().filter(c -> joins(after, nextSeat, c)).count();
    assertEquals(answers, Math.round(out[at + 1] * hidden.size()), where);
    assertEquals(NextTurn.blocked(hidden.size(), (int) answers, s.hand(nextSeat).size()), out[at], 1e-6, where);
    List<Coordinate> remaining = after.hand(seat);
    long own = remaining.stream().filter(c -> joins(after, seat, c)).count();
    assertEquals(remaining.isEmpty() ? 1f : (float) own / remaining.size(), out[at + 2], 1e-6, where);
  }

  /** True if {@code c} shows the open end of a route {@code seat} may chart on in {@code state}. */
  private static boolean joins(WarpState state, int seat, Coordinate c) {
    if (c.has(state.trail(Route.NEUTRAL_ZONE).openEnd())) {
      return true;
    }
    for (int owner = 0; owner < state.seats(); owner++) {
      if ((owner == seat || state.beaconUp(owner)) && c.has(state.trail(Route.trailOf(owner)).openEnd())) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theOwnLineIsTheHeaviestTrailTheHandMakesFromTheOwnEndTheEngineReaches() {
    CommanderFeatures line = CommanderFeatures.withOwnLine();
    int f = line.count();
    assertEquals(CommanderFeatures.withNextTurn().count() + 3, f);
    int[] counts = {0, 0, 0};
    everyMoveOfRandomGames(line, 17, (rules, s, m, out, at, where) -> {
      if (m instanceof WarpMove.Draw) {
        return; // a draw changes the hand by a coordinate the features cannot know
      }
      int seat = s.toAct();
      WarpState after = rules.apply(s, m).state();
      if (after.round() != s.round() || after.isOver()) {
        return; // the move ended the round: the features speak of a line never charted
      }
      List<Coordinate> hand = after.hand(seat);
      int[] best = heaviestLine(hand, after.trail(Route.trailOf(seat)).openEnd(), new boolean[hand.size()]);
      int pips = hand.stream().mapToInt(Coordinate::pips).sum();
      int from = at + f - 3;
      assertEquals(hand.isEmpty() ? 1f : (float) best[1] / hand.size(), out[from], 1e-6, where);
      assertEquals(pips == 0 ? 0f : (float) (pips - best[0]) / pips, out[from + 1], 1e-6, where);
      long bareDoubles = hand.stream().filter(c -> c.isDouble()
          && hand.stream().noneMatch(o -> !o.equals(c) && o.has(c.high()))).count();
      assertEquals(bareDoubles, out[from + 2], where);
      counts[0]++;
      counts[1] += best[1] > 1 ? 1 : 0;
      counts[2] += bareDoubles > 0 ? 1 : 0;
    });
    assertTrue(counts[0] > 500 && counts[1] > 50 && counts[2] > 20, counts[0] + " moves checked, " + counts[1]
        + " with a line of two or more, " + counts[2] + " keeping a bare double");
  }

  @Test
  void eachMovesFeaturesAreThoseItHasWrittenAlone() {
    // The own line found for one move is reused for the moves that leave the same line: never another's.
    CommanderFeatures line = CommanderFeatures.withOwnLine();
    int f = line.count();
    int[] checked = {0};
    everyMoveOfRandomGames(line, 23, (rules, s, m, out, at, where) -> {
      float[] alone = new float[f];
      line.write(rules.view(s, s.toAct()), List.of(m), alone);
      for (int j = 0; j < f; j++) {
        assertEquals(alone[j], out[at + j], where + ", feature " + j);
      }
      checked[0]++;
    });
    assertTrue(checked[0] > 500, checked[0] + " moves checked");
  }

  /** Every line from {@code end} tried: the most pips, then the most coordinates, as {pips, coordinates}. */
  static int[] heaviestLine(List<Coordinate> hand, int end, boolean[] used) {
    int[] best = {0, 0};
    for (int i = 0; i < hand.size(); i++) {
      Coordinate c = hand.get(i);
      if (used[i] || !c.has(end)) {
        continue;
      }
      used[i] = true;
      int[] rest = heaviestLine(hand, c.otherEnd(end), used);
      used[i] = false;
      int pips = rest[0] + c.pips();
      int length = rest[1] + 1;
      if (pips > best[0] || pips == best[0] && length > best[1]) {
        best = new int[] {pips, length};
      }
    }
    return best;
  }

  @Test
  void withIntelTheNextCaptainIsStrandedForCertainOnlyWhenTheyHoldNoAnswer() {
    CommanderFeatures plain = CommanderFeatures.withNextTurn();
    CommanderFeatures learned = CommanderFeatures.withIntel();
    int f = learned.count();
    assertEquals(plain.count() + 1, f);
    assertTrue(learned.usesIntel() && !plain.usesIntel());
    WarpConfig config = WarpConfig.standard(WarpFactor.WARP_12, 2);
    assertSame(learned, CommanderFeatures.readBy(untrained(config, f)));
    WarpRules rules = WarpRules.of(config);
    int certain = 0;
    int changed = 0;
    for (long game = 0; game < 8; game++) {
      long seed = SEED + 101 * game;
      WarpState s = rules.start(seed);
      Intel[] intel = {Intel.none(), Intel.none()};
      SplittableRandom random = new SplittableRandom(seed);
      for (int ply = 0; ply < 300 && !s.isOver(); ply++) {
        int seat = s.toAct();
        SeatView view = rules.view(s, seat);
        List<WarpMove> legal = view.legalMoves();
        float[] none = new float[legal.size() * f];
        float[] withIntel = new float[legal.size() * f];
        float[] withoutIntel = new float[legal.size() * plain.count()];
        learned.write(view, legal, none);
        learned.write(view, intel[seat], legal, withIntel);
        plain.write(view, legal, withoutIntel);
        for (int k = 0; k < legal.size(); k++) {
          String where = "seed " + seed + ", ply " + ply + ", " + legal.get(k);
          for (int j = 0; j < plain.count(); j++) {
            assertEquals(withoutIntel[k * plain.count() + j], none[k * f + j], 1e-6, where + ": nothing learned");
          }
          assertEquals(0f, none[k * f + f - 1], where);
          float stranded = withIntel[k * f + f - 4];
          changed += Math.abs(stranded - none[k * f + f - 4]) > 1e-6 ? 1 : 0;
          WarpMove m = legal.get(k);
          boolean goesOut = m instanceof WarpMove.Chart && s.hand(seat).size() == 1;
          boolean plainChart = m instanceof WarpMove.Chart c && !c.coordinate().isDouble();
          if (stranded > 1 - 1e-6 && s.redAlert().isEmpty() && !goesOut
              && (plainChart || m instanceof WarpMove.DeployBeacon)) {
            WarpState after = rules.apply(s, m).state();
            int next = (seat + 1) % 2;
            assertTrue(after.hand(next).stream().noneMatch(c -> joins(after, next, c)), where + ": "
                + after.hand(next) + " holds an answer");
            certain++;
          }
        }
        WarpMove move = legal.get(random.nextInt(legal.size()));
        Transition<WarpState, WarpEvent> t = rules.apply(s, move);
        for (int watcher = 0; watcher < 2; watcher++) {
          intel[watcher] = intel[watcher].after(rules, rules.view(s, watcher), move,
              rules.eventsFor(t.events(), watcher), rules.view(t.state(), watcher));
        }
        s = t.state();
      }
    }
    assertTrue(certain > 10, certain + " moves that strand the next captain for certain");
    assertTrue(changed > 100, changed + " moves whose stranding chance the intel changed");
  }

  @Test
  void theStrandingChanceIsTheHypergeometricOfNone() {
    assertEquals(1.0, NextTurn.blocked(10, 0, 4), 1e-12);
    assertEquals(0.0, NextTurn.blocked(10, 7, 4), 1e-12, "four of the three others cannot miss all seven");
    // C(7, 2) / C(10, 2) = 21 / 45.
    assertEquals(21.0 / 45, NextTurn.blocked(10, 3, 2), 1e-12);
    assertEquals(1.0, NextTurn.blocked(0, 0, 0), 1e-12);
  }

  @Test
  void eachMoveHasTheCommandersTermsAndItsKind() {
    CommanderFeatures features = CommanderFeatures.of();
    assertEquals(List.of("shed heavy pips", "Red Alert safety", "own-trail pressure", "keep a playable line",
        "Neutral Zone use", "objective awareness", "Module terms", "kind of move"), features.names());
    WarpRules rules = WarpRules.of(OFFICIAL_TWO);
    SeatView view = rules.view(rules.start(SEED), 0);
    List<WarpMove> legal = view.legalMoves();
    float[] out = new float[legal.size() * features.count()];
    features.write(view, legal, out);
    Position p = Position.of(view);
    for (int k = 0; k < legal.size(); k++) {
      double sum = 0;
      for (int j = 0; j < features.count() - 1; j++) {
        sum += out[k * features.count() + j];
      }
      if (legal.get(k) instanceof WarpMove.Chart chart) {
        assertEquals(Commission.COMMANDER.score(p, chart), sum, 1e-3, "seed " + SEED + ", " + chart);
      }
      assertEquals(Manoeuvres.rank(p, legal.get(k)), out[k * features.count() + features.count() - 1]);
    }
    assertThrows(IllegalArgumentException.class, () -> features.write(view, legal, new float[1]));
  }

  @Test
  void untrainedTheNetworkChartsAsTheCommanderWithoutNoise() {
    Network network = untrained(OFFICIAL_TWO, CommanderFeatures.of().count());
    assertSame(CommanderFeatures.of(), CommanderFeatures.readBy(network));
    OmegaCaptain omega = OmegaCaptain.of(network, OFFICIAL_TWO, CommanderFeatures.of());
    WarpRules rules = WarpRules.of(OFFICIAL_TWO);
    int compared = 0;
    for (long game = 0; game < 4; game++) {
      WarpState state = rules.start(SEED + game);
      SplittableRandom random = new SplittableRandom(SEED + game);
      for (int turn = 0; turn < 120 && !state.isOver(); turn++) {
        SeatView view = rules.view(state, state.toAct());
        List<WarpMove> legal = view.legalMoves();
        if (legal.size() > 1 && legal.stream().allMatch(m -> m instanceof WarpMove.Chart)) {
          Position p = Position.of(view);
          WarpMove.Chart mine = (WarpMove.Chart) omega.choose(view, random);
          WarpMove.Chart instinct = (WarpMove.Chart) Officer.instinct(Commission.COMMANDER, view);
          assertEquals(Commission.COMMANDER.score(p, instinct), Commission.COMMANDER.score(p, mine), 1e-3,
              "seed " + (SEED + game) + ", turn " + turn + ": " + mine + " against " + instinct);
          compared++;
        }
        state = rules.apply(state, Officer.heuristicCommander().choose(view, random)).state();
      }
    }
    assertTrue(compared > 40, compared + " choices between charts");
  }

  @Test
  void aNetworkReadsTheCommandersFeaturesOrNone() {
    assertSame(MoveFeatures.NONE, CommanderFeatures.readBy(untrained(OFFICIAL_TWO, 0)));
    Network three = untrained(OFFICIAL_TWO, 3);
    assertThrows(IllegalArgumentException.class, () -> CommanderFeatures.readBy(three));
    Network withFeatures = untrained(OFFICIAL_TWO, CommanderFeatures.of().count());
    assertThrows(IllegalArgumentException.class, () -> OmegaCaptain.of(withFeatures, OFFICIAL_TWO),
        "the captain must be given the features");
    assertThrows(IllegalArgumentException.class, () -> OmegaPlus.of(withFeatures), "and so must Ω+");
  }

  @Test
  void omegaPlusSearchesWithTheFeatures() {
    Network network = untrained(OFFICIAL_TWO, CommanderFeatures.of().count());
    OmegaPlus plus = OmegaPlus.of(network, CommanderFeatures.of()).withIterations(40).withoutTimeLimit();
    WarpRules rules = WarpRules.of(OFFICIAL_TWO);
    WarpState state = rules.start(SEED);
    SplittableRandom random = new SplittableRandom(SEED);
    for (int turn = 0; turn < 30 && !state.isOver(); turn++) {
      SeatView view = rules.view(state, state.toAct());
      WarpMove move = plus.choose(view, random);
      assertTrue(view.legalMoves().contains(move), "seed " + SEED + ", turn " + turn);
      assertEquals(plus.choose(view, new SplittableRandom(SEED + turn)),
          plus.choose(view, new SplittableRandom(SEED + turn)), "seed " + SEED + ", turn " + turn + ": the same "
              + "view and generator, the same move");
      state = rules.apply(state, move).state();
    }
  }
}
