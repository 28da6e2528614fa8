// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A search's remembered assessments answer a view met again exactly as the network does, without evaluating
 * it again, and evaluate every other view afresh. Shipped two-captain weights with their move features;
 * positions from seeded play, a failure names the seed.
 */
class AssessmentsTest {
  private static final WarpConfig CONFIG = OfficialWarp.config(WarpFactor.WARP_12, 2);
  private static final WarpRules RULES = WarpRules.of(CONFIG);
  private static final Network NETWORK = OmegaModel.covering(CONFIG).orElseThrow().network();

  private static Assessor assessor() {
    return Assessor.of(CONFIG, NETWORK.evaluator(), CommanderFeatures.readBy(NETWORK));
  }

  /** A position with a choice to make, reached by playing the first listed move from the deal of {@code seed}. */
  private static WarpState position(long seed) {
    WarpState s = RULES.start(seed);
    for (int i = 0; i < 40 && RULES.legalMoves(s).size() < 2; i++) {
      s = RULES.next(s, RULES.legalMoves(s).get(0));
    }
    return s;
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void aViewMetAgainIsAnsweredAsTheNetworkAnswersItWithoutAnEvaluation(long seed) {
    WarpState s = position(seed);
    List<WarpMove> legal = RULES.legalMoves(s);
    assertTrue(legal.size() > 1, "seed " + seed + ": a choice to make");
    float[] expected = new float[legal.size()];
    float expectedValue = assessor().assess(RULES.view(s, s.toAct()), legal, expected);
    Assessments assessments = new Assessments(assessor());
    float[] first = new float[legal.size() + 3];
    float[] again = new float[legal.size() + 3];
    // Two views built apart, equal: the second is the first met again.
    float value = assessments.assess(RULES.view(s, s.toAct()), legal, first);
    float valueAgain = assessments.assess(RULES.view(s, s.toAct()), legal, again);
    assertEquals(1, assessments.evaluations(), "seed " + seed + ": evaluated once");
    assertEquals(expectedValue, value, "seed " + seed);
    assertEquals(expectedValue, valueAgain, "seed " + seed);
    for (int k = 0; k < legal.size(); k++) {
      assertEquals(expected[k], first[k], "seed " + seed + ", move " + k);
      assertEquals(expected[k], again[k], "seed " + seed + ", move " + k);
    }
    assertEquals(expectedValue, assessments.assess(RULES.view(s, s.toAct()), legal, new float[0]),
        "seed " + seed + ": the value alone, remembered");
    assertEquals(1, assessments.evaluations(), "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {4, 5, 6})
  void anotherViewIsEvaluatedAfresh(long seed) {
    WarpState s = position(seed);
    List<WarpMove> legal = RULES.legalMoves(s);
    Assessments assessments = new Assessments(assessor());
    assessments.assess(RULES.view(s, s.toAct()), legal, new float[legal.size()]);
    WarpState after = RULES.next(s, legal.get(0));
    SeatView other = RULES.view(after, after.toAct());
    float[] priors = new float[other.legalMoves().size()];
    float[] expected = new float[priors.length];
    float value = assessments.assess(other, other.legalMoves(), priors);
    assertEquals(2, assessments.evaluations(), "seed " + seed + ": a new view is evaluated");
    assertEquals(assessor().assess(other, other.legalMoves(), expected), value, "seed " + seed);
    assertArrayEquals(expected, priors, "seed " + seed);
    // A view first asked for its value alone is evaluated again when its priors are wanted.
    Assessments valueFirst = new Assessments(assessor());
    valueFirst.assess(other, other.legalMoves(), new float[0]);
    float[] later = new float[priors.length];
    valueFirst.assess(other, other.legalMoves(), later);
    assertEquals(2, valueFirst.evaluations(), "seed " + seed);
    assertArrayEquals(expected, later, "seed " + seed);
    assertNotEquals(RULES.view(s, s.toAct()), other, "seed " + seed + ": the views differ");
  }

  @Test
  void aKeyComparesEveryComponentOfTheView() {
    List<String> components = Arrays.stream(SeatView.class.getRecordComponents())
        .map(RecordComponent::getName).sorted().toList();
    assertEquals(components, Assessments.Key.COMPARED.stream().sorted().toList(),
        "the written-out comparison reads each component of the record, and only those");
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void viewsAreTheSameExactlyWhenTheRecordsAreEqual(long seed) {
    WarpState s = position(seed);
    WarpState after = RULES.next(s, RULES.legalMoves(s).get(0));
    List<WarpState> states = List.of(s, s, after, after);
    List<SeatView> views = List.of(RULES.view(s, 0), RULES.view(s, 1), RULES.view(after, 0), RULES.view(after, 1));
    for (int i = 0; i < views.size(); i++) {
      SeatView a = views.get(i);
      assertTrue(Assessments.Key.same(a, RULES.view(states.get(i), a.seat())),
          "seed " + seed + ": view " + i + " built twice is the same");
      for (int j = 0; j < views.size(); j++) {
        assertEquals(i == j, Assessments.Key.same(a, views.get(j)), "seed " + seed + ": view " + i + " against " + j);
      }
    }
  }
}
