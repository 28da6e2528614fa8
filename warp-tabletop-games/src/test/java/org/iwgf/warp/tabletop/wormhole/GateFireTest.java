// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** Fire at a damageable Wormhole goes through the normal attack resolution: screens and debris apply. */
class GateFireTest {
  private static final GateNetwork NETWORK = new GateNetwork(List.of(
      new Gate("g", "blue", 1, Point.of(15, 22), 1.0, 0), new Gate("gx", "blue", 1, Point.of(5, 35), 1.0, 0)),
      GateNetwork.Linking.BASIC, true);

  /** A Hammerhead at (15, 10) facing the Wormhole at (15, 22); an enemy squadron at (15, 16) when screened. */
  private static WormholeState firing(boolean screened, Integer... dice) {
    Battlefield b = new Battlefield().phase(Phase.ATTACK).advanced(AdvancedRule.WORMHOLES)
        .vessel("hh", 0, "hammerhead", 15, 10, 0)
        .vessel(screened ? "sq" : "far", 1, "skirmish-fighters", screened ? 15 : 28, screened ? 16 : 38, 180)
        .dice(dice);
    WormholeState s = b.state();
    WormholeConfig c = s.config().withWormholes(NETWORK);
    return new WormholeState(c, s.turn(), s.phase(), s.advantage(), s.vessels(), s.band(), s.declared(),
        s.explosions(), s.marksDealt(), s.ordersDone(), s.done(), s.dice(), s.ordersAllowed(), s.debris(),
        s.fullStrength(), NETWORK);
  }

  private static Weapon laser(WormholeState s) {
    return s.classOf(s.vessel("hh").orElseThrow()).weapon("laser-battery-1").orElseThrow();
  }

  @Test
  void aSquadronTheShotPassesThroughAbsorbsTheFirstTwoPotentialMarksOnAWormhole() {
    // Three 6s to mark; the squadron takes the first two (saving neither with 1s), the Wormhole the third.
    WormholeState s = firing(true, 6, 6, 6, 1, 1, 1);
    assertTrue(GateFire.isTarget(s, "g"));
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState after = GateFire.strike(s, "hh", laser(s), "g", events);
    assertTrue(events.stream().anyMatch(e -> e instanceof WormholeEvent.Marked m && m.target().equals("sq")
        && m.potential() == 2), events.toString());
    assertEquals(1, after.wormholes().gate("g").orElseThrow().marks());
    WormholeState open = firing(false, 6, 6, 6, 1, 1, 1);
    assertEquals(3, GateFire.strike(open, "hh", laser(open), "g", new ArrayList<>()).wormholes().gate("g")
        .orElseThrow().marks(), "with nothing in the way all three reach the Wormhole");
  }

  @Test
  void fireAtAWormholeThroughDebrisIsAtMinusOne() {
    WormholeState s = firing(false);
    Point gate = s.wormholes().gate("g").orElseThrow().position();
    assertEquals(4, Rolls.toMarkAt(s, s.vessel("hh").orElseThrow(), laser(s), gate));
    WormholeState debris = s.withDebris(List.of(new Circle(Point.of(15, 18), 1)));
    assertEquals(5, Rolls.toMarkAt(debris, debris.vessel("hh").orElseThrow(), laser(debris), gate));
  }
}
