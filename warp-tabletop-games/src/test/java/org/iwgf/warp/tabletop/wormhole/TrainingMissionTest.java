// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** Training Mission: the fleet through the gate, the four asteroids, leaving once they are destroyed. */
class TrainingMissionTest {
  private static final WormholeConfig CONFIG = Scenarios.trainingMission(Battlefield.CATALOG,
      ExampleFleets.training());
  private static final String FRIGATE = "blue-particlebow-1";

  private static Passive atTurnOne() {
    return Passive.start(CONFIG, 3).until(s -> s.turn() == 1 && s.phase() == Phase.ORDERS);
  }

  @Test
  void theFleetComesThroughTheGateInContactFacingAway() {
    Passive p = atTurnOne();
    Gate gate = CONFIG.wormholes().gate("gate").orElseThrow();
    for (Vessel v : p.state.vessels()) {
      if (v.owner() == 0) {
        Point at = v.position().orElseThrow();
        assertEquals(gate.radius() + p.state.classOf(v).baseRadius(), at.distanceTo(gate.position()), 1e-9);
        assertEquals(gate.position().bearingTo(at), v.heading(), 1e-6, v.id() + " faces away from the gate");
      }
    }
  }

  @Test
  void theOpeningEventsShowTheFleetArriving() {
    List<WormholeEvent> opening = WormholeRules.of(CONFIG).open(3).events();
    assertEquals(new WormholeEvent.TurnBegan(1), opening.stream().filter(e -> e instanceof WormholeEvent.TurnBegan)
        .findFirst().orElseThrow());
    assertEquals(ExampleFleets.training().vessels().size(),
        opening.stream().filter(e -> e instanceof WormholeEvent.Arrived).count());
    assertEquals(WormholeRules.of(CONFIG).start(3), WormholeRules.of(CONFIG).open(3).state());
  }

  @Test
  void fourAsteroidsFloatThreeInchesInFromTheCorners() {
    List<Point> spots = new ArrayList<>();
    for (Vessel v : atTurnOne().state.vessels()) {
      if (v.owner() == 1) {
        assertEquals(Setup.ASTEROID, v.classId());
        spots.add(v.position().orElseThrow());
      }
    }
    assertEquals(List.of(Point.of(3, 3), Point.of(27, 3), Point.of(3, 37), Point.of(27, 37)), spots);
  }

  @Test
  void anAsteroidTakesThreeMarksAndBecomesADebrisFieldWithoutExploding() {
    WormholeState s = atTurnOne().state;
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState two = Damage.mark(s, "asteroid-1", FRIGATE, 2, events);
    assertTrue(two.inPlay(two.vessel("asteroid-1").orElseThrow()), "two marks do not destroy it");
    WormholeState three = Damage.mark(two, "asteroid-1", FRIGATE, 1, events);
    assertEquals(Status.DESTROYED, three.statusOf(three.vessel("asteroid-1").orElseThrow()));
    assertTrue(events.stream().noneMatch(e -> e instanceof WormholeEvent.Exploded));
    assertEquals(List.of(new Circle(Point.of(3, 3), Damage.SQUADRON_TEMPLATE)), three.debris());
    assertEquals(5, three.classOf(three.vessel("asteroid-2").orElseThrow()).defense(), "resists on 5+");
  }

  @Test
  void asteroidsTakeNoOrdersAndTheTargetSeatHasNoDecision() {
    Passive p = atTurnOne();
    assertTrue(p.state.ordersDone().get(1));
    assertTrue(p.rules.toAct(p.state).orElseThrow() == 0);
  }

  /** At turn 1, the frigate ordered to move and the Movement phase reached its move. */
  private static Passive frigateToMove(Passive p) {
    p.apply(new WormholeMove.IssueOrders(FRIGATE, Orders.of(0, 1, 0, 0))).apply(new WormholeMove.FinishOrders());
    return p.until(s -> s.phase() == Phase.MOVEMENT && p.rules.legalMoves(s).stream()
        .anyMatch(m -> m instanceof WormholeMove.Maneuver maneuver && maneuver.vessel().equals(FRIGATE)));
  }

  @Test
  void leavingWhileTargetsRemainIsRefusedAndChangesNothing() {
    Passive p = frigateToMove(atTurnOne());
    WormholeState before = p.state;
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.Depart(FRIGATE, "gate")));
    assertEquals("TARGETS_REMAIN", e.code());
    assertSame(before, p.state);
    assertFalse(p.rules.legalMoves(p.state).contains(new WormholeMove.Depart(FRIGATE, "gate")));
  }

  @Test
  void theMissionIsCompleteOnceTheTargetsAreDestroyedAndTheFleetHasLeft() {
    Passive p = frigateToMove(atTurnOne());
    WormholeState s = p.state;
    Vessel frigate = s.vessel(FRIGATE).orElseThrow();
    Point gate = CONFIG.wormholes().gate("gate").orElseThrow().position();
    s = s.with(frigate.at(frigate.position().get(), frigate.position().get().bearingTo(gate)));
    for (Vessel v : s.vessels()) {
      if (!v.id().equals(FRIGATE)) {
        s = s.with(v.withMarks(s.classOf(v).track().length()));
      }
    }
    p.set(s);
    assertTrue(p.rules.legalMoves(s).contains(new WormholeMove.Depart(FRIGATE, "gate")));
    p.apply(new WormholeMove.Depart(FRIGATE, "gate"));
    assertEquals(Phase.OVER, p.state.phase());
    assertTrue(p.state.hasDeparted(p.state.vessel(FRIGATE).orElseThrow()));
    assertEquals("Mission complete in 1 turns, 3 vessels lost.",
        p.events(WormholeEvent.ScenarioDecided.class).get(0).verdict());
    assertEquals(List.of(1, 2), p.rules.outcome(p.state).orElseThrow().places());
    assertEquals(List.of(1, 3), p.rules.outcome(p.state).orElseThrow().scores());
  }

  @Test
  void theMissionFailsWhenTheTurnsRunOut() {
    Passive p = Passive.start(CONFIG, 4).until(s -> false);
    assertEquals(Scenarios.TRAINING_TURNS, p.state.turn());
    assertEquals(List.of(2, 1), p.rules.outcome(p.state).orElseThrow().places());
  }

  @Test
  void theOpposingVesselVariantPlacesFourVesselsAimedAtTheGate() {
    WormholeConfig config = Scenarios.trainingAgainstVessels(Battlefield.CATALOG, ExampleFleets.training(),
        ExampleFleets.trainingOpponents());
    WormholeState s = WormholeRules.of(config).start(1);
    Point gate = config.wormholes().gate("gate").orElseThrow().position();
    for (Vessel v : s.vessels()) {
      if (v.owner() == 1) {
        assertEquals(v.position().orElseThrow().bearingTo(gate), v.heading(), 1e-6);
      }
    }
    assertEquals(OptionalInt.of(1), config.scenario().autopilot());
    Passive p = new Passive(config, s).until(st -> st.phase() == Phase.ORDERS
        && WormholeRules.of(config).toAct(st).equals(OptionalInt.of(1)));
    assertEquals("AUTOPILOT", assertThrows(IllegalMoveException.class, () -> p.apply(
        new WormholeMove.IssueOrders("orange-corvette-1", Orders.of(0, 1, 1, 0)))).code(), "Attack orders only");
    p.apply(new WormholeMove.IssueOrders("orange-corvette-1", Orders.of(0, 0, 1, 0)));
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class,
        () -> Scenarios.trainingAgainstVessels(Battlefield.CATALOG, ExampleFleets.training(),
            FleetSpec.of("Three", ExampleFleets.trainingOpponents().faction(),
                ExampleFleets.trainingOpponents().vessels().subList(0, 3)))).code());
  }
}
