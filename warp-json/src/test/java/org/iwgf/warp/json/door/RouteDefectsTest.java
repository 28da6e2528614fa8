// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json.door;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.junit.jupiter.api.Test;

/** The route defects of the input door: numeric routes and routes to trails that are not at the table. */
class RouteDefectsTest {
  private static final WarpRules FOUR =
      WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).build(), PluginRegistry.empty());

  private static String chart(WarpState s, String route) {
    Coordinate inHand = s.hand(s.toAct()).get(0);
    return "{\"type\":\"chart\",\"coordinate\":\"" + inHand + "\",\"route\":" + route + "}";
  }

  @Test
  void aBareNumberIsNotReadAsARoute() {
    WarpState s = FOUR.start(3L);
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> WarpJson.readMove(chart(s, "-2")));
    assertEquals("BAD_VALUE", e.code());
    assertThrows(InvalidStateException.class, () -> WarpJson.readMove(chart(s, "2")));
    // the written form is still read
    assertEquals(Route.trailOf(2), ((WarpMove.Chart) WarpJson.readMove(chart(s, "\"trail-2\""))).route());
  }

  @Test
  void aNegativeRouteNeverReachesApplyApplyAsOrIsLegal() {
    WarpState s = FOUR.start(3L);
    assertThrows(WarpException.class, () -> Route.parse("trail--2"));
    assertThrows(WarpException.class, () -> Route.parse("trail-2x"));
    assertThrows(WarpException.class, () -> Route.parse("trail-99999999999"));
    assertThrows(WarpException.class, () -> Route.trailOf(-2));
    assertThrows(WarpException.class, () -> Route.parse(null));
    assertEquals(Route.NEUTRAL_ZONE, Route.parse("neutral-zone"));
    assertTrue(FOUR.legalMoves(s).stream().anyMatch(m -> m instanceof WarpMove.Chart || m instanceof WarpMove.Draw));
  }

  @Test
  void aChartOntoTrailFourAtAFourSeatTableIsRefused() {
    WarpState s = FOUR.start(3L);
    WarpMove onTrail4 = WarpJson.readMove(chart(s, "\"trail-4\""));
    assertFalse(FOUR.legalMoves(s).contains(onTrail4));
    assertFalse(FOUR.isLegal(s, onTrail4));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> FOUR.apply(s, onTrail4));
    assertEquals("ROUTE_CLOSED", e.code());
    assertThrows(IllegalMoveException.class, () -> FOUR.applyAs(s, s.toAct(), onTrail4));
    // a trail that is at the table is judged by the rules as usual
    WarpMove onTrail3 = WarpJson.readMove(chart(s, "\"trail-3\""));
    assertEquals(FOUR.legalMoves(s).contains(onTrail3), FOUR.isLegal(s, onTrail3));
  }

  @Test
  void aViewOrEventListWithANumericRouteIsRefusedOnRead() {
    WarpState s = FOUR.start(3L);
    WarpMove legal = FOUR.legalMoves(s).get(0);
    List<WarpEvent> events = FOUR.apply(s, legal).events();
    String written = WarpJson.writeEvents(events);
    assertEquals(events, WarpJson.readEvents(written));
    String view = WarpJson.writeView(FOUR.view(s, 0));
    assertEquals(FOUR.view(s, 0), WarpJson.readView(view));
    assertTrue(view.contains("\"neutral-zone\""), view);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> WarpJson.readView(view.replace("\"neutral-zone\"", "-1")));
    assertEquals("BAD_VALUE", e.code());
    if (written.contains("\"trail-")) {
      assertThrows(InvalidStateException.class,
          () -> WarpJson.readEvents(written.replaceAll("\"trail-(\\d+)\"", "$1")));
    }
  }
}
