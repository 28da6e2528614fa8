// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.iwgf.warp.testkit.PracticeTables.chart;
import static org.iwgf.warp.testkit.PracticeTables.own;
import static org.iwgf.warp.testkit.PracticeTables.rules;
import static org.iwgf.warp.testkit.PracticeTables.view;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.delta.HazardMarker;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** The Commander's Module terms for Beta, Delta and Eta, each scoring where it should and silent without its Module. */
class CommanderTermsTest {
  private static final WarpRules PLAIN = rules();

  @Test
  void theSalamanderIsShedUnderModuleBetaOnly() {
    WarpRules beta = rules("module-beta");
    SeatView v = view(beta, TableSetup.of(beta).round(2).trail(0, "8-9").hand(0, "9-9 9-1")
        .hand(1, "0-0 0-1 0-2"));
    SalamanderDouble term = new SalamanderDouble();
    assertEquals(18, term.score(Position.of(v), chart(v, "9-9", own())));
    assertEquals(0, term.score(Position.of(v), chart(v, "9-1", own())));
    assertEquals(Optional.of("sheds the Salamander 9-9 before it can be caught in hand for 36 points"),
        term.reason(Position.of(v), chart(v, "9-9", own())));
    SeatView plain = view(PLAIN, TableSetup.of(PLAIN).round(2).trail(0, "8-9").hand(0, "9-9 9-1")
        .hand(1, "0-0 0-1 0-2"));
    assertEquals(0, term.score(Position.of(plain), chart(plain, "9-9", own())));
  }

  @Test
  void theHazardMarkerKeepsACaptainOffTheNeutralZoneAsThePileEmpties() {
    WarpRules delta = rules("module-delta");
    HazardMarker lovellHolds = new HazardMarker(1, List.of(0, 0), 0, -1);
    TableSetup t = TableSetup.of(delta).trail(0, "9-5").neutralZone("9-7 7-5").hand(0, "5-2 5-1")
        .hand(1, "0-0 0-1 0-2").restTo(1).pluginState(ModuleDelta.ID, lovellHolds);
    SeatView empty = view(delta, t);
    HazardMarkerAvoidance term = new HazardMarkerAvoidance();
    assertEquals(0, empty.unchartedCount());
    assertEquals(-ModuleDelta.PASS_PENALTY, term.score(Position.of(empty), chart(empty, "5-2", Route.NEUTRAL_ZONE)));
    assertEquals(0, term.score(Position.of(empty), chart(empty, "5-2", own())));
    assertEquals(Optional.of("stays off the Neutral Zone, leaving the Hazard Marker with Lovell"),
        term.reason(Position.of(empty), chart(empty, "5-2", own())));
    SeatView mine = view(delta, t.pluginState(ModuleDelta.ID, new HazardMarker(0, List.of(0, 0), 0, -1)));
    assertEquals(0, term.score(Position.of(mine), chart(mine, "5-2", Route.NEUTRAL_ZONE)));
  }

  @Test
  void temporalDebtRewardsChartsThatLeaveAPlay() {
    WarpRules eta = rules("module-eta");
    SeatView v = view(eta, TableSetup.of(eta).trail(0, "9-5").neutralZone("9-4").hand(0, "5-2 2-1 5-6")
        .hand(1, "0-0 0-1 0-2"));
    TemporalDebtThrift term = new TemporalDebtThrift();
    assertEquals(2, term.score(Position.of(v), chart(v, "5-2", own())));
    assertEquals(0, term.score(Position.of(v), chart(v, "5-6", own())));
    assertTrue(term.reason(Position.of(v), chart(v, "5-2", own())).isPresent());
    assertEquals(0, term.score(Position.of(view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-5").neutralZone("9-4")
        .hand(0, "5-2 2-1 5-6").hand(1, "0-0 0-1 0-2"))), new WarpMove.Chart(Coordinate.of(5, 2), own())));
  }
}
