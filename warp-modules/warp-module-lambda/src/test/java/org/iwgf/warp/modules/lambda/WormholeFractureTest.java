// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import static org.iwgf.warp.modules.lambda.LambdaTables.NZ;
import static org.iwgf.warp.modules.lambda.LambdaTables.chart;
import static org.iwgf.warp.modules.lambda.LambdaTables.only;
import static org.iwgf.warp.modules.lambda.LambdaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.fracture.FractureEvent;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Wormholes beside Subspace Fracture: scope, stabilizers and branches travel with the coordinates. */
@DisplayName("Module Lambda — Wormholes with Subspace Fracture")
class WormholeFractureTest {
  private static final Coordinate SIX_SIX = Coordinate.parse("6-6");

  private static TableSetup table(WarpRules rules) {
    return TableSetup.of(rules).trail(0, "12-1 1-2").neutralZone("12-5 5-6").hand(0, "6-6 6-1 6-2 6-3 2-2")
        .hand(1, "12-7 7-8").hand(2, "0-1").hand(3, "0-5").pile("0-3 0-4");
  }

  @ParameterizedTest(name = "{0} {1}: {2} coordinates")
  @CsvSource({"POINTS_CAMPAIGN, OWN_TRAIL, 1", "POINTS_CAMPAIGN, ALL_CAPTAINS, 1", "POINTS_CAMPAIGN, ALL_DOUBLES, 3",
      "GO_OUT, OWN_TRAIL, 1", "GO_OUT, ALL_DOUBLES, 3"})
  @DisplayName("Scope is judged where the double was charted, the Neutral Zone, and the alert keeps it on the new trail")
  void scopeIsJudgedOnTheNeutralZone(Objective objective, FractureScope scope, int required) {
    WarpRules rules = LambdaTables.withFracture(objective, scope);
    WarpState s = rules.apply(table(rules).build(), chart("6-6", NZ)).state();
    assertEquals(Route.trailOf(0), s.redAlert().orElseThrow().route());
    assertEquals(required, s.redAlert().orElseThrow().required());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Stabilizers branch off the double on the new trail, and a later Wormhole carries the branches to the Neutral Zone")
  void branchesTravelWithTheirTrail(Objective objective) {
    WarpRules rules = LambdaTables.withFracture(objective, FractureScope.ALL_DOUBLES);
    Transition<WarpState, WarpEvent> opened = rules.apply(table(rules).build(), chart("6-6", NZ));
    assertEquals(List.of(new FractureEvent.Opened(0, SIX_SIX, Route.trailOf(0))),
        only(opened.events(), FractureEvent.Opened.class), "the fracture is reported where it now lies");
    WarpState s = MoveChecks.play(rules, opened.state(), chart("6-1", 0), chart("6-2", 0), chart("6-3", 0));
    assertEquals(tiles("6-1 6-2"), s.trail(Route.trailOf(0)).branches());
    assertEquals(tiles("12-5 5-6 6-6 6-3"), s.trail(Route.trailOf(0)).coordinates());
    // B starts a trail, C and D draw blanks and beacon; then A charts 2-2 on the Neutral Zone, A's first trail.
    s = MoveChecks.play(rules, s, chart("12-7", 1));
    while (s.toAct() != 0) {
      s = rules.apply(s, rules.legalMoves(s).get(0)).state();
    }
    s = rules.apply(s, chart("2-2", NZ)).state();
    assertEquals(tiles("12-5 5-6 6-6 6-3"), s.neutralZone().coordinates());
    assertEquals(tiles("6-1 6-2"), s.neutralZone().branches(), "the branches went public with their trail");
    assertEquals(tiles("12-1 1-2 2-2"), s.trail(Route.trailOf(0)).coordinates());
    SeatView view = rules.view(s, 2);
    assertEquals(tiles("6-1 6-2"), view.neutralZone().branches());
    assertEquals(tiles("12-1 1-2 2-2"), view.trails().get(0).coordinates());
  }
}
