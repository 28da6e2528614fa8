// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.iwgf.warp.testkit.PracticeTables.chart;
import static org.iwgf.warp.testkit.PracticeTables.lovells;
import static org.iwgf.warp.testkit.PracticeTables.own;
import static org.iwgf.warp.testkit.PracticeTables.rules;
import static org.iwgf.warp.testkit.PracticeTables.view;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Each heuristic on its own, in positions where it should and should not speak. */
class HeuristicsTest {
  private static final WarpRules PLAIN = rules();

  @Test
  void shedPipsCountsThePipsInAPointsCampaignAndOnlyBreaksTiesInGoOut() {
    SeatView v = view(PLAIN, TableSetup.of(PLAIN).hand(0, "9-8 9-1").hand(1, "0-0 0-1 0-2"));
    Position p = Position.of(v);
    assertEquals(17, new ShedPips().score(p, chart(v, "9-8", own())));
    assertEquals(10, new ShedPips().score(p, chart(v, "9-1", own())));
    assertEquals(Optional.of("sheds 17 pips"), new ShedPips().reason(p, chart(v, "9-8", own())));

    WarpRules goOut = rules(Objective.GO_OUT);
    SeatView g = view(goOut, TableSetup.of(goOut).hand(0, "9-8 9-1").hand(1, "0-0 0-1 0-2"));
    assertEquals(17 * ShedPips.GO_OUT_SHARE, new ShedPips().score(Position.of(g), chart(g, "9-8", own())), 1e-9);
  }

  @Test
  void redAlertSafetyWantsACoverInHandForEveryDouble() {
    SeatView v = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5").hand(0, "5-5 5-2 7-7")
        .neutralZone("9-7").hand(1, "0-0 0-1 0-2"));
    Position p = Position.of(v);
    RedAlertSafety term = new RedAlertSafety();
    assertEquals(RedAlertSafety.COVERED_DOUBLE, term.score(p, chart(v, "5-5", own())));
    assertEquals(RedAlertSafety.BARE_DOUBLE, term.score(p, chart(v, "7-7", Route.NEUTRAL_ZONE)));
    assertEquals(0, term.score(p, chart(v, "5-2", own())));
    assertEquals(Optional.of("charts the double 5-5 with a cover for it still in hand"),
        term.reason(p, chart(v, "5-5", own())));
  }

  @Test
  void underAnAlertTheReasonNamesTheCaptainItWouldPassTo() {
    RedAlert alert = new RedAlert(Coordinate.of(5, 5), own(), 0, 0, false, 1, 0);
    SeatView v = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5 5-5").hand(0, "5-2 3-1").alert(alert)
        .hand(1, "0-0 0-1 0-2"));
    assertEquals(Optional.of("covers the Red Alert on 5-5 before it passes to Lovell"),
        new RedAlertSafety().reason(Position.of(v), chart(v, "5-2", own())));
  }

  @Test
  void ownTrailPressurePrefersTheOwnTrailMostWhenItRaisesShields() {
    SeatView down = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5").trail(1, "9-4").beacon(0, 1)
        .neutralZone("9-8 8-5").hand(0, "5-1 4-2").hand(1, "0-0 0-1 0-2"));
    Position p = Position.of(down);
    OwnTrailPressure term = new OwnTrailPressure();
    assertEquals(OwnTrailPressure.OWN_TRAIL + OwnTrailPressure.RAISE_SHIELDS, term.score(p, chart(down, "5-1", own())));
    assertEquals(0, term.score(p, chart(down, "5-1", Route.NEUTRAL_ZONE)));
    assertEquals(OwnTrailPressure.OPEN_TRAIL, term.score(p, chart(down, "4-2", lovells())));
    assertEquals(Optional.of("raises your shields by charting your own Warp Trail"),
        term.reason(p, chart(down, "5-1", own())));
  }

  @Test
  void playableLineKeepsAnEndTheHandCanFollow() {
    SeatView v = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5").neutralZone("9-3").hand(0, "5-2 5-6 2-1")
        .hand(1, "0-0 0-1 0-2"));
    Position p = Position.of(v);
    PlayableLine term = new PlayableLine();
    assertEquals(PlayableLine.LINE_KEPT, term.score(p, chart(v, "5-2", own())));
    assertEquals(PlayableLine.LINE_BROKEN, term.score(p, chart(v, "5-6", own())));
    assertEquals(Optional.of("keeps a 2-line for your trail"), term.reason(p, chart(v, "5-2", own())));
    assertEquals(Optional.empty(), term.reason(p, chart(v, "5-6", own())));
  }

  @Test
  void neutralZoneUseTakesOffTrailCoordinatesButNotNearAnOpponentGoingOut() {
    TableSetup base = TableSetup.of(PLAIN).trail(0, "9-5").neutralZone("9-3").hand(0, "5-2 3-1");
    SeatView calm = view(PLAIN, base.hand(1, "0-0 0-1 0-2 0-3"));
    NeutralZoneUse term = new NeutralZoneUse();
    assertEquals(NeutralZoneUse.OFF_TRAIL_COORDINATE,
        term.score(Position.of(calm), chart(calm, "3-1", Route.NEUTRAL_ZONE)));
    SeatView tense = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5").neutralZone("9-3").hand(0, "5-2 3-1")
        .hand(1, "0-0 0-1"));
    assertEquals(NeutralZoneUse.OFF_TRAIL_COORDINATE + NeutralZoneUse.FEEDS_NEAR_OUT,
        term.score(Position.of(tense), chart(tense, "3-1", Route.NEUTRAL_ZONE)));
    assertEquals(Optional.of("puts 3-1 on the Neutral Zone, where your own trail (open on 5) could not take it"),
        term.reason(Position.of(calm), chart(calm, "3-1", Route.NEUTRAL_ZONE)));
  }

  @Test
  void objectiveAwarenessHurriesHeavyPipsLateAndStrandedCoordinatesInGoOut() {
    SeatView late = view(PLAIN, TableSetup.of(PLAIN).hand(0, "9-8 9-1").hand(1, "0-0 0-1"));
    ObjectiveAwareness term = new ObjectiveAwareness();
    assertEquals(17 * ObjectiveAwareness.LATE_PIP_SHARE, term.score(Position.of(late), chart(late, "9-8", own())));
    SeatView early = view(PLAIN, TableSetup.of(PLAIN).hand(0, "9-8 9-1").hand(1, "0-0 0-1 0-2 0-3 0-4"));
    assertEquals(0, term.score(Position.of(early), chart(early, "9-8", own())));

    WarpRules goOut = rules(Objective.GO_OUT);
    SeatView g = view(goOut, TableSetup.of(goOut).trail(0, "9-5").neutralZone("9-4").hand(0, "5-8 4-1 1-2")
        .hand(1, "0-0 0-1 0-2 0-3 0-4"));
    assertEquals(ObjectiveAwareness.STRANDED, term.score(Position.of(g), chart(g, "5-8", own())));
    assertEquals(0, term.score(Position.of(g), chart(g, "4-1", Route.NEUTRAL_ZONE)));
    assertEquals(Optional.of("sheds 8-5, which nothing else in your hand connects to"),
        term.reason(Position.of(g), chart(g, "5-8", own())));
  }
}
