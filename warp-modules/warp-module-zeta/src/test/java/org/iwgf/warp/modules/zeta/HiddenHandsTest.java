// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.iwgf.warp.modules.zeta.ZetaTables.ARCHER;
import static org.iwgf.warp.modules.zeta.ZetaTables.CISCO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Zeta — Collaborative Command: teammates talk, but their hands stay hidden")
class HiddenHandsTest {

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Views and events for a seat never name a teammate's coordinates")
  void teammatesHandsStayHidden(Objective objective) {
    WarpRules rules = WarpRules.of(ZetaTables.config(objective));
    Transition<WarpState, WarpEvent> launch = rules.launch(2026L);
    List<WarpEvent> events = new ArrayList<>(launch.events());
    WarpState s = launch.state();
    for (int i = 0; i < 40 && !s.isOver(); i++) {
      List<WarpMove> moves = rules.legalMoves(s);
      Transition<WarpState, WarpEvent> t = rules.apply(s, moves.get(i % moves.size()));
      events.addAll(t.events());
      s = t.state();
      for (int seat = 0; seat < s.seats(); seat++) {
        assertEquals(Optional.empty(), WarpInvariants.leakIn(rules.view(s, seat).toString(), s, seat));
      }
    }
    List<Coordinate> teammate = s.hand(CISCO);
    assertFalse(teammate.isEmpty());
    String archerSees = rules.eventsFor(events, ARCHER).toString() + rules.view(s, ARCHER);
    assertEquals(Optional.empty(), WarpInvariants.leakIn(archerSees, s, ARCHER));
    assertTrue(rules.eventsFor(events, CISCO).toString().contains(teammate.get(0).toString()),
        "Cisco's own events do show Cisco's hand");
  }
}
