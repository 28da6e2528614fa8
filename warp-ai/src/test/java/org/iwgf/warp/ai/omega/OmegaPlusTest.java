// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Determinizer;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.RatingEligibility.Reason;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.iwgf.warp.rating.rated.Eligibility;
import org.iwgf.warp.rating.rated.MatchRecord;
import org.iwgf.warp.rating.rated.MatchSeat;
import org.iwgf.warp.rating.rated.OfficerClass;
import org.iwgf.warp.rating.rated.PoolVerdict;
import org.iwgf.warp.rating.rated.Venue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ω+ on single decisions: its budgets, its determinism, what it may read, and its rating status.
 * Positions come from seeded random play; a failure names the seed.
 */
class OmegaPlusTest {
  private static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 3));
  private static final Network NETWORK = network(RULES.config(), 32, 7);

  /** An untrained network that reads {@code config}'s encoding. */
  static Network network(WarpConfig config, int hidden, long seed) {
    return Network.initialised("test", OmegaPlusTest.shape(config, hidden), seed);
  }

  static NetworkShape shape(WarpConfig config, int hidden) {
    return new NetworkShape(ObservationEncoder.of(config).layout().size(),
        List.of(hidden, hidden), ActionSpace.of(config).size());
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void theIterationBudgetIsSpentExactly(long seed) {
    WarpState state = midRound(seed, new ArrayList<>());
    SeatView view = RULES.view(state, state.toAct());
    for (int budget : new int[] {1, 17, 120}) {
      Search.Result r = OmegaPlus.of(NETWORK).withIterations(budget).withoutTimeLimit().withWorlds(8)
          .think(view, Intel.none(), new SplittableRandom(seed));
      assertEquals(budget, r.iterations(), "seed " + seed);
      assertEquals(budget, r.visits().stream().mapToInt(Integer::intValue).sum(),
          "seed " + seed + ": every iteration passes through one root move");
      assertEquals(Math.min(budget, 8), r.worlds(), "seed " + seed + ": worlds sampled");
      // Per iteration: at most a prior or two on the way down, the leaf, and the greedy moves played on.
      long most = 1 + (3L + OmegaPlus.DEFAULT_ROLLOUT_DEPTH) * budget;
      assertTrue(r.evaluations() >= 1 && r.evaluations() <= most, "seed " + seed + ": "
          + r.evaluations() + " evaluations for " + budget + " iterations");
      assertEquals(view.legalMoves(), r.moves(), "seed " + seed + ": the root offers the view's moves");
      assertTrue(view.legalMoves().contains(r.move()));
    }
  }

  @Test
  void theTimeLimitStopsTheSearch() {
    WarpState state = midRound(4, new ArrayList<>());
    SeatView view = RULES.view(state, state.toAct());
    OmegaPlus plus = OmegaPlus.of(NETWORK).withIterations(10_000_000).withTimeLimit(Duration.ofMillis(40));
    long start = System.nanoTime();
    Search.Result r = plus.think(view, Intel.none(), new SplittableRandom(4));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertTrue(r.iterations() >= 1 && r.iterations() < 10_000_000, "iterations " + r.iterations());
    // Generous: the limit is checked between iterations and the machine is shared.
    assertTrue(millis < 2_000, "a 40 ms search took " + millis + " ms");
  }

  @Test
  void theDefaultsAreThoseDocumented() {
    OmegaPlus plus = OmegaPlus.of(NETWORK);
    assertEquals(OmegaPlus.DEFAULT_ITERATIONS, plus.iterations());
    assertEquals(Duration.ofMillis(OmegaPlus.DEFAULT_TIME_LIMIT_MILLIS), plus.timeLimit());
    assertEquals(OmegaPlus.DEFAULT_WORLDS, plus.worlds());
    assertEquals(OmegaPlus.DEFAULT_EXPLORATION, plus.exploration());
    assertEquals(OmegaPlus.DEFAULT_ROLLOUT_DEPTH, plus.rolloutDepth());
    assertEquals(OmegaPlus.DEFAULT_VALUE_SHARE, plus.valueShare());
    assertEquals(0, plus.withRolloutDepth(0).rolloutDepth());
    assertEquals(1.0, plus.withValueShare(1).valueShare());
    assertTrue(plus.usesIntel());
    assertTrue(plus.plays(RULES.config()));
    assertThrows(IllegalArgumentException.class, () -> plus.withIterations(0));
    assertThrows(IllegalArgumentException.class, () -> plus.withWorlds(0));
    assertThrows(IllegalArgumentException.class, () -> plus.withTimeLimit(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> plus.withExploration(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> plus.withExploration(-1));
    assertThrows(IllegalArgumentException.class, () -> plus.withRolloutDepth(-1));
    assertThrows(IllegalArgumentException.class, () -> plus.withRolloutDepth(OmegaPlus.MAX_ROLLOUT_DEPTH + 1));
    assertThrows(IllegalArgumentException.class, () -> plus.withValueShare(1.5));
    assertThrows(IllegalArgumentException.class, () -> plus.withValueShare(Double.NaN));
  }

  @Test
  void theStandardOmegaPlusPlaysTheShippedWeightsAtTheTablesTheyCover() {
    OmegaPlus standard = OmegaPlus.standard().withIterations(16).withoutTimeLimit();
    assertEquals(OmegaModel.WARP12_OFFICIAL, standard.network().name());
    WarpConfig nine = WarpConfig.standard(WarpFactor.WARP_9, 2);
    assertFalse(standard.plays(nine));
    for (WarpConfig config : List.of(OfficialWarp.config(WarpFactor.WARP_12, 2),
        OfficialWarp.config(WarpFactor.WARP_12, 4))) {
      assertTrue(standard.plays(config), config.toString());
      WarpRules rules = WarpRules.of(config);
      WarpState state = rules.start(5);
      for (int turn = 0; turn < 6 && !state.isOver(); turn++) {
        SeatView view = rules.view(state, state.toAct());
        WarpMove move = standard.choose(view, new SplittableRandom(5 + turn));
        assertTrue(view.legalMoves().contains(move), config + ", turn " + turn);
        assertEquals(move, standard.choose(view, new SplittableRandom(5 + turn)), "replays from its seed");
        state = rules.apply(state, move).state();
      }
    }
    WarpRules other = WarpRules.of(nine);
    SeatView view = other.view(other.start(1), other.start(1).toAct());
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> standard.choose(view, new SplittableRandom(1)));
    assertTrue(refused.getMessage().contains(OmegaModel.WARP12_OFFICIAL), refused.getMessage());
    // The shipped weights read move features: of(network) says what to call instead.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OmegaPlus.of(OmegaModel.shipped().get(0).network()));
    assertTrue(e.getMessage().contains("OmegaPlus.standard()"), e.getMessage());
  }

  @Test
  void aNetworkForAnotherTableIsRefused() {
    WarpConfig other = WarpConfig.standard(WarpFactor.WARP_9, 2);
    assertFalse(OmegaPlus.of(NETWORK).plays(other));
    assertThrows(IllegalArgumentException.class, () -> OmegaPlus.of(NETWORK, other));
    WarpRules rules = WarpRules.of(other);
    SeatView view = rules.view(rules.start(1), rules.start(1).toAct());
    assertThrows(IllegalArgumentException.class, () -> OmegaPlus.of(NETWORK).choose(view, new SplittableRandom(1)));
  }

  @Test
  void aForcedMoveIsPlayedWithoutThinking() {
    WarpState s = RULES.start(11);
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 2_000 && !s.isOver(); i++) {
      SeatView v = RULES.view(s, s.toAct());
      if (v.legalMoves().size() == 1) {
        Search.Result r = OmegaPlus.of(NETWORK).think(v, Intel.none(), new SplittableRandom(1));
        assertEquals(v.legalMoves().get(0), r.move());
        assertEquals(0, r.iterations(), "seed 11: a forced move needs no search");
        return;
      }
      s = RULES.apply(s, RandomCaptain.create().choose(v, random)).state();
    }
    throw new AssertionError("seed 11: no forced move met");
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {5, 6, 7})
  void theSameSeedGivesTheSameDecision(long seed) {
    List<WarpMove> played = new ArrayList<>();
    WarpState state = midRound(seed, played);
    int seat = state.toAct();
    SeatView view = RULES.view(state, seat);
    Intel intel = Intel.follow(RULES, GameRecord.of(RULES.config(), seed, played), seat);
    OmegaPlus plus = OmegaPlus.of(NETWORK).withIterations(150).withoutTimeLimit();
    Search.Result a = plus.think(view, intel, new SplittableRandom(seed));
    Search.Result b = plus.think(view, intel, new SplittableRandom(seed));
    assertEquals(a, b, "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {5, 6})
  void itTeachesTheMoveItPlaysWithItsVisitShares(long seed) {
    WarpState state = midRound(seed, new ArrayList<>());
    SeatView view = RULES.view(state, state.toAct());
    OmegaPlus plus = OmegaPlus.of(NETWORK).withIterations(60).withoutTimeLimit();
    float[] shares = new float[view.legalMoves().size()];
    WarpMove taught = plus.teach(view, Intel.none(), new SplittableRandom(seed), shares);
    Search.Result r = plus.think(view, Intel.none(), new SplittableRandom(seed));
    assertEquals(r.move(), taught, "seed " + seed + ": teaching plays the move choosing would");
    for (int k = 0; k < shares.length; k++) {
      assertEquals(r.visits().get(k) / 60f, shares[k], 1e-6, "seed " + seed + ", move " + k);
    }
    assertThrows(IllegalArgumentException.class,
        () -> plus.teach(view, Intel.none(), new SplittableRandom(seed), new float[shares.length - 1]));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4})
  void aReshuffledHiddenWorldGetsTheSameDecision(long seed) {
    List<WarpMove> played = new ArrayList<>();
    WarpState state = midRound(seed, played);
    int seat = state.toAct();
    // Another world this seat cannot tell from the real one: other hands and Uncharted Sectors dealt afresh.
    WarpState reshuffled = Determinizer.of(RULES.view(state, seat)).sample(new SplittableRandom(seed));
    assertNotEquals(state.hand((seat + 1) % 3), reshuffled.hand((seat + 1) % 3), "the reshuffle must change something");
    SeatView original = RULES.view(state, seat);
    SeatView other = RULES.view(reshuffled, seat);
    assertEquals(original, other, "the seat's view is the same in both worlds");
    Intel intel = Intel.follow(RULES, GameRecord.of(RULES.config(), seed, played), seat);
    OmegaPlus plus = OmegaPlus.of(NETWORK).withIterations(120).withoutTimeLimit();
    for (long r = 0; r < 3; r++) {
      assertEquals(plus.think(original, intel, new SplittableRandom(r)), plus.think(other, intel,
          new SplittableRandom(r)), "seed " + seed + ": Ω+ decided differently in a world it cannot tell apart");
      assertEquals(plus.choose(original, new SplittableRandom(r)), plus.choose(other, new SplittableRandom(r)),
          "seed " + seed + ": without intel");
    }
  }

  @Test
  void aSectorSeatingOmegaPlusIsUnratedExhibition() {
    WarpConfig two = WarpConfig.standard(WarpFactor.WARP_12, 2);
    MatchRecord solo = new MatchRecord(Venue.SOLO, two, "official", List.of(MatchSeat.account("me"),
        MatchSeat.officer(OfficerClass.OMEGA_PLUS)), true, Optional.empty());
    Eligibility e = Eligibility.of(solo, PluginRegistry.empty());
    assertFalse(e.solo().rated());
    assertEquals(List.of(Eligibility.UNRATED_OFFICER), e.solo().codes());
    assertTrue(e.ratedPools().isEmpty());
    Reason reason = e.solo().reasons().get(0);
    assertTrue(reason.message().contains("Ω+") && reason.message().contains("exhibition"), reason.message());

    WarpConfig four = WarpConfig.standard(WarpFactor.WARP_12, 4);
    MatchRecord online = new MatchRecord(Venue.ONLINE, four, "official", List.of(MatchSeat.account("a"),
        MatchSeat.account("b"), MatchSeat.officer(OfficerClass.OMEGA_PLUS), MatchSeat.account("c")), true,
        Optional.empty());
    PoolVerdict human = Eligibility.of(online, PluginRegistry.empty()).human();
    assertEquals(List.of(Eligibility.UNRATED_OFFICER), human.codes());
    assertFalse(OfficerClass.OMEGA_PLUS.isRatingAnchor());
    // The anchors keep their own wording.
    MatchRecord commander = new MatchRecord(Venue.ONLINE, four, "official", List.of(MatchSeat.account("a"),
        MatchSeat.account("b"), MatchSeat.officer(OfficerClass.CLASS_I_STAR), MatchSeat.account("c")), true,
        Optional.empty());
    assertFalse(Eligibility.of(commander, PluginRegistry.empty()).human().reasons().get(0).message().contains("Ω+"));
  }

  /** A position some way into round 1 with at least two charts open to the captain at the helm. */
  static WarpState midRound(long seed, List<WarpMove> played) {
    WarpState s = RULES.start(seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 400 && !s.isOver(); i++) {
      SeatView v = RULES.view(s, s.toAct());
      long charts = v.legalMoves().stream().filter(m -> m instanceof WarpMove.Chart).count();
      if (i >= 9 && charts >= 2) {
        return s;
      }
      WarpMove m = RandomCaptain.create().choose(v, random);
      played.add(m);
      s = RULES.apply(s, m).state();
    }
    throw new AssertionError("no position with a choice of charts for seed " + seed);
  }
}
