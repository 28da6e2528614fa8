// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.iwgf.warp.modules.delta.DeltaTables.chart;
import static org.iwgf.warp.modules.delta.DeltaTables.eventsOf;
import static org.iwgf.warp.modules.delta.DeltaTables.marker;
import static org.iwgf.warp.modules.delta.DeltaTables.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** Go-out: a pass made holding the marker draws two, or skips the next turn when nothing can be drawn. */
class PassPenaltyGoOutTest {
  private static final WarpRules RULES = DeltaTables.rules(Objective.GO_OUT);

  @Test
  void passingWhileHoldingTheMarkerDrawsTwo() {
    WarpState s = table(RULES, 0).toAct(0).hand(0, "1-2 3-4").beacon(0).drew().pile("5-6 7-8 9-10").build();
    Transition<WarpState, WarpEvent> t = RULES.apply(s, WarpMove.PASS);
    assertEquals(DeltaTables.tiles("1-2 3-4 5-6 7-8").stream().sorted().toList(),
        t.state().hand(0).stream().sorted().toList());
    assertEquals(s.unchartedCount() - 2, t.state().unchartedCount());
    assertEquals(1, t.state().toAct(), "the penalty does not keep the helm");
    assertEquals(2, eventsOf(t.events(), WarpEvent.Drawn.class).size());
    assertEquals(0, marker(t.state()).skipping());
  }

  @Test
  void passingWithoutTheMarkerDrawsNothing() {
    WarpState s = table(RULES, 2).toAct(0).hand(0, "1-2 3-4").beacon(0).drew().pile("5-6 7-8").build();
    Transition<WarpState, WarpEvent> t = RULES.apply(s, WarpMove.PASS);
    assertEquals(2, t.state().handSize(0));
    assertTrue(eventsOf(t.events(), HazardEvent.PassPenalised.class).isEmpty());
  }

  @Test
  void aSingleCoordinateLeftIsDrawnAndTheSecondDrawIsCancelledWithoutASkip() {
    WarpState s = table(RULES, 0).toAct(0).hand(0, "1-2").beacon(0).drew().hand(1, "1-3").pile("5-6")
        .restTo(2).build();
    Transition<WarpState, WarpEvent> t = RULES.apply(s, WarpMove.PASS);
    assertEquals(2, t.state().handSize(0));
    assertEquals(0, t.state().unchartedCount());
    assertEquals(0, marker(t.state()).skipping());
  }

  @Test
  void withBothPoolsEmptyTheHolderSkipsTheirNextTurnInstead() {
    WarpState s = table(RULES, 0).toAct(0).hand(0, "1-2").beacon(0).hand(1, "12-3 12-4 1-1").restTo(2).build();
    assertEquals(0, s.unchartedCount());
    Transition<WarpState, WarpEvent> passed = RULES.apply(s, WarpMove.PASS);
    assertEquals(List.of(new HazardEvent.SkipDue(0)), eventsOf(passed.events(), HazardEvent.SkipDue.class));
    assertEquals(1, passed.state().handSize(0));
    assertTrue(marker(passed.state()).skips(0));
    WarpState b = passed.state();
    assertEquals(1, b.toAct());
    WarpState c = RULES.apply(b, chart("12-3", Route.trailOf(1))).state();
    assertEquals(2, c.toAct());
    Transition<WarpState, WarpEvent> skipped = RULES.apply(c, chart("12-5", Route.trailOf(2)));
    assertEquals(1, skipped.state().toAct(), "A's turn is skipped");
    assertEquals(List.of(new HazardEvent.TurnSkipped(0)), eventsOf(skipped.events(), HazardEvent.TurnSkipped.class));
    assertEquals(0, marker(skipped.state()).skipping(), "one turn only");
    WarpState again = RULES.apply(skipped.state(), chart("12-4", Route.NEUTRAL_ZONE)).state();
    assertEquals(2, again.toAct());
  }

  @Test
  void aSkipIsNotTakenOnTheTurnThatJustEnded() {
    // B passes holding the marker with nothing to draw, and A's own turn follows normally afterwards.
    WarpState s = table(RULES, 1).toAct(1).hand(1, "1-2").beacon(1).hand(0, "12-3 12-4").restTo(2).build();
    WarpState c = RULES.apply(s, WarpMove.PASS).state();
    assertEquals(2, c.toAct());
    Transition<WarpState, WarpEvent> t = RULES.apply(c, chart("12-5", Route.trailOf(2)));
    assertEquals(0, t.state().toAct());
    assertTrue(eventsOf(t.events(), HazardEvent.TurnSkipped.class).isEmpty());
    assertTrue(marker(t.state()).skips(1));
  }
}
