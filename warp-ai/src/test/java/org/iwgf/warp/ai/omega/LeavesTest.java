// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How Ω+ judges a leaf: the value head's share, the campaign standing by its documented formula, and the
 * greedy continuation before it. Positions come from seeded random play; a failure names the seed.
 */
class LeavesTest {
  private static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 2));
  private static final Network NETWORK = OmegaPlusTest.network(RULES.config(), 32, 5);

  private static Assessor assessor() {
    return Assessor.of(RULES.config(), NETWORK.evaluator(), MoveFeatures.NONE);
  }

  /** A position mid-round after {@code moves} random moves from the deal of {@code seed}. */
  private static WarpState position(long seed, int moves) {
    WarpState s = RULES.start(seed);
    SplittableRandom random = new SplittableRandom(seed);
    int round = s.round();
    for (int i = 0; i < moves && !s.isOver(); i++) {
      SeatView v = RULES.view(s, s.toAct());
      WarpState next = RULES.apply(s, RandomCaptain.create().choose(v, random)).state();
      if (next.round() != round) {
        break;
      }
      s = next;
    }
    return s;
  }

  /** {@code leaves}' values of {@code s}, valued at {@code value}, with Ω's own priors for its moves. */
  private static double[] judged(Leaves leaves, WarpState s, float value) {
    List<WarpMove> legal = RULES.legalMoves(s);
    float[] priors = new float[legal.size()];
    assessor().assess(RULES.view(s, s.toAct()), legal, priors);
    return leaves.judge(s, value, legal, priors);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void theValueHeadAloneSharesItsValueBetweenTheSeats(long seed) {
    WarpState s = position(seed, 6);
    double[] values = judged(new Leaves(assessor(), 4, 1, s.round(), 2), s, 0.4f);
    assertEquals(0.4, values[s.toAct()], 1e-6, "seed " + seed);
    assertEquals(-0.4, values[1 - s.toAct()], 1e-6, "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void theStandingIsTheLeadInPipsScaledByTheCampaignLeft(long seed) {
    WarpState s = position(seed, 6);
    double[] values = judged(new Leaves(assessor(), 0, 0, s.round(), 2), s, 0.9f);
    int roundsLeft = s.config().campaignRounds() - s.round();
    for (int seat = 0; seat < 2; seat++) {
      double mine = s.campaignScores().get(seat) + s.handPips(seat);
      double theirs = s.campaignScores().get(1 - seat) + s.handPips(1 - seat);
      double expected = Math.tanh((theirs - mine) / (Leaves.POINTS_SCALE * Math.sqrt(roundsLeft + 1)));
      assertEquals(expected, values[seat], 1e-9, "seed " + seed + ", seat " + seat);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void aBlendWeighsTheHeadByItsShare(long seed) {
    WarpState s = position(seed, 6);
    double[] head = judged(new Leaves(assessor(), 0, 1, s.round(), 2), s, 0.6f);
    double[] standing = judged(new Leaves(assessor(), 0, 0, s.round(), 2), s, 0.6f);
    double[] blend = judged(new Leaves(assessor(), 0, 0.25, s.round(), 2), s, 0.6f);
    for (int seat = 0; seat < 2; seat++) {
      assertEquals(0.25 * head[seat] + 0.75 * standing[seat], blend[seat], 1e-6, "seed " + seed);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {4, 5, 6})
  void theContinuationPlaysOnBeforeTheStandingIsRead(long seed) {
    WarpState s = position(seed, 2);
    Leaves still = new Leaves(assessor(), 0, 0, s.round(), 2);
    Leaves onward = new Leaves(assessor(), 6, 0, s.round(), 2);
    double[] here = judged(still, s, 0);
    double[] later = judged(onward, s, 0);
    assertEquals(0, still.evaluations(), "seed " + seed + ": no continuation, no evaluation");
    assertTrue(onward.evaluations() > 0, "seed " + seed + ": six moves on, Ω chose at least once");
    // Six moves shed pips, so the standing read later differs from the one read here.
    assertNotEquals(here[0], later[0], "seed " + seed);
    // A new deal is chance: it is judged where it stands.
    Leaves chance = new Leaves(assessor(), 6, 0, s.round(), 2);
    chance.judgeDeal(s, 0);
    assertEquals(0, chance.evaluations(), "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {7, 8, 9})
  void theContinuationsFirstMoveIsTheOneTheLeafsPriorsFavour(long seed) {
    WarpState s = position(seed, 2);
    List<WarpMove> legal = RULES.legalMoves(s);
    assertTrue(legal.size() > 1, "seed " + seed + ": a choice to make");
    // Priors that favour the last move, which Ω itself need not: the continuation starts with that move and
    // asks Ω from the next position on, so one greedy move fewer is evaluated after it.
    float[] favourLast = new float[legal.size()];
    favourLast[legal.size() - 1] = 1;
    Leaves fromHere = new Leaves(assessor(), 3, 0, s.round(), 2);
    double[] values = fromHere.judge(s, 0, legal, favourLast);
    WarpState after = RULES.next(s, legal.get(legal.size() - 1));
    Leaves fromAfter = new Leaves(assessor(), 2, 0, s.round(), 2);
    double[] expected = judged(fromAfter, after, 0);
    assertArrayEquals(expected, values, 1e-12, "seed " + seed);
    // Here Ω is asked from the second position on; from there, with its priors given, from the third on.
    int askedAfter = RULES.legalMoves(after).size() > 1 ? 1 : 0;
    assertEquals(fromAfter.evaluations() + askedAfter, fromHere.evaluations(),
        "seed " + seed + ": the leaf's own move is not asked again");
  }
}
