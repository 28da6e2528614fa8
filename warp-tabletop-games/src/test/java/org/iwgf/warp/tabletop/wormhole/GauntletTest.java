// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** The Gauntlet: three linked battles, carried damage, transit repairs, and the campaign's scoring. */
class GauntletTest {
  private static final Gauntlet CAMPAIGN = Gauntlet.begin(Battlefield.CATALOG, ExampleFleets.gauntletAttacker());

  private static Passive atTurnOne(WormholeConfig config) {
    return Passive.start(config, 9).until(s -> s.turn() == 1 && s.phase() == Phase.ORDERS);
  }

  private static WormholeState destroyAll(WormholeState s, int seat) {
    for (Vessel v : s.vessels()) {
      if (v.owner() == seat) {
        s = s.with(v.withMarks(s.classOf(v).track().length()));
      }
    }
    return s;
  }

  @Test
  void defendersAreAQuarterHalfAndThreeQuartersOfTheAttacker() {
    assertEquals(160, CAMPAIGN.force());
    assertEquals(List.of(40, 80, 120), List.of(CAMPAIGN.defenderPoints(1), CAMPAIGN.defenderPoints(2),
        CAMPAIGN.defenderPoints(3)));
  }

  @Test
  void theDefenderIssuesNoOrdersInTheFirstTurnOfTheFirstBattle() {
    Passive p = atTurnOne(CAMPAIGN.nextBattle(ExampleFleets.gauntletDefender(1)));
    assertTrue(p.state.ordersDone().get(1));
    p.until(s -> s.turn() == 2 && s.phase() == Phase.ORDERS);
    assertFalse(p.state.ordersDone().get(1));
  }

  @Test
  void theAttackerHoldsAdvantageThroughoutTheFirstBattleButNotTheSecond() {
    Passive first = atTurnOne(CAMPAIGN.nextBattle(ExampleFleets.gauntletDefender(1)));
    first.set(first.state.withMarksDealt(List.of(0, 3))).until(s -> s.turn() == 2);
    assertEquals(0, first.state.advantage());
    Passive second = atTurnOne(afterFirst().nextBattle(ExampleFleets.gauntletDefender(2)));
    assertEquals(0, second.state.advantage(), "the Attacker starts the second battle with Advantage");
    second.set(second.state.withMarksDealt(List.of(0, 3))).until(s -> s.turn() == 2);
    assertEquals(1, second.state.advantage());
  }

  /** The first battle won: the Defender eliminated, an Attacker squadron lost, the Hammerhead hurt. */
  private static WormholeState firstBattleWon() {
    Passive p = atTurnOne(CAMPAIGN.nextBattle(ExampleFleets.gauntletDefender(1)));
    WormholeState s = destroyAll(p.state, 1);
    Vessel hammerhead = s.vessel("orange-hammerhead").orElseThrow();
    Vessel squadron = s.vessel("orange-missile-3").orElseThrow();
    s = s.with(hammerhead.withMarks(5).withInserts(List.of())).with(squadron.withMarks(4));
    return p.set(s).apply(new WormholeMove.FinishOrders()).state;
  }

  private static Gauntlet afterFirst() {
    return CAMPAIGN.record(firstBattleWon());
  }

  @Test
  void theFirstBattleEndsWhenTheDefenderIsEliminatedAndLossesScoreTriple() {
    WormholeState end = firstBattleWon();
    assertEquals(Phase.OVER, end.phase());
    assertEquals(List.of(35, 30), Objectives.result(end).scores(),
        "a frigate (its Skilled Commander free) and a squadron; 10 × 3");
  }

  @Test
  void survivorsCarryTheirDamageAndSpentInsertsAndRepairInTransit() {
    WormholeConfig second = afterFirst().nextBattle(ExampleFleets.gauntletDefender(2));
    List<String> ids = second.fleets().get(0).vessels().stream().map(VesselSpec::id).toList();
    assertFalse(ids.contains("orange-missile-3"), "the lost squadron stays lost");
    Scenario.Veteran hh = second.scenario().veteran("orange-hammerhead").orElseThrow();
    assertEquals(5, hh.marks());
    assertEquals(List.of(), hh.inserts(), "spent Missile Salvos are not given again");
    WormholeState start = WormholeRules.of(second).startWith(Dice.scripted(1, Collections.nCopies(40, 6)));
    Vessel repaired = start.vessel("orange-hammerhead").orElseThrow();
    assertEquals(3, repaired.marks(), "a Hammerhead rolls twice from its repair in transit");
    assertEquals(List.of(), repaired.inserts());
  }

  @Test
  void inTheSecondBattleTheAttackerSetsUpWithinSixInchesOfHisWormhole() {
    WormholeConfig second = afterFirst().nextBattle(ExampleFleets.gauntletDefender(2));
    Passive p = Passive.start(second, 2);
    p.until(s -> p.rules.toAct(s).equals(OptionalInt.of(0)));
    WormholeMove.Deploy legal = (WormholeMove.Deploy) p.rules.legalMoves(p.state).get(0);
    Point gate = second.wormholes().gate("attacker-gate").orElseThrow().position();
    assertTrue(legal.position().distanceTo(gate) <= 1.5 + Gauntlet.NEAR);
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.Deploy(legal.vessel(), Point.of(3, 7), 0)));
    assertEquals("OUTSIDE_ZONE", e.code());
    assertTrue(second.scenario().exits().contains(new Scenario.Exit(0, "defender-gate")));
  }

  @Test
  void aCarrierLeavingThroughTheWormholeTakesItsDeckAlong() {
    WormholeState s = atTurnOne(afterFirst().nextBattle(ExampleFleets.gauntletDefender(2))).state;
    Gate gate = s.wormholes().gate("defender-gate").orElseThrow();
    Vessel carrier = s.vessel("orange-carrier").orElseThrow();
    Point beside = gate.position().travel(180, gate.radius() + s.classOf(carrier).baseRadius() + 1);
    s = s.with(carrier.at(beside, 0).withOrders(Orders.of(0, 1, 0, 0)));
    Vessel squadron = s.vessel("orange-missile-1").orElseThrow();
    assertEquals(Optional.of("orange-carrier"), squadron.dockedIn());
    s = s.with(squadron.withOrders(Orders.of(0, 2, 1, 0))).inPhase(Phase.MOVEMENT);
    WormholeMove.Depart leave = new WormholeMove.Depart("orange-carrier", "defender-gate");
    assertTrue(Departures.problem(s, s.vessel("orange-carrier").orElseThrow(), leave).isEmpty());
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState gone = Departures.depart(s, s.vessel("orange-carrier").orElseThrow(), leave, events);
    assertEquals(List.of("orange-carrier", "orange-missile-1", "orange-missile-2"), gone.departed());
    assertEquals(Orders.NONE, gone.vessel("orange-missile-1").orElseThrow().remaining());
    assertFalse(Objectives.engaged(gone, gone.vessel("orange-missile-1").orElseThrow()));
    assertFalse(gone.atBattle(gone.vessel("orange-missile-1").orElseThrow()), "its carrier is off the mat");
    assertTrue(s.atBattle(s.vessel("orange-missile-1").orElseThrow()), "on deck of a carrier on the mat");
    Flow.rulesOf(Phase.MOVEMENT).legalMoves(gone);
  }

  @Test
  void theFinalBattleBringsBackTheSurvivingDefendersInTurnFour() {
    Passive p = atTurnOne(afterFirst().nextBattle(ExampleFleets.gauntletDefender(2)));
    WormholeState s = p.state;
    List<String> gone = new ArrayList<>();
    for (Vessel v : s.vessels()) {
      if (v.owner() == 0 && v.onMat()) {
        s = s.with(v.offMat());
        gone.add(v.id());
      }
    }
    WormholeState secondEnd = p.set(s.withDeparted(gone)).apply(new WormholeMove.FinishOrders()).state;
    assertEquals(Phase.OVER, secondEnd.phase(), "every Attacker vessel has gone through");
    Gauntlet campaign = afterFirst().record(secondEnd);
    WormholeConfig third = campaign.nextBattle(ExampleFleets.gauntletDefender(3));
    assertEquals(Gauntlet.FINAL_TURNS, third.turns());
    assertEquals(OptionalInt.of(1), third.scenario().openingAdvantage());
    Scenario.Arrival leftover = third.scenario().arrivalOf("p2-particlebow-1").orElseThrow();
    assertEquals(new Scenario.Arrival("p2-particlebow-1", 4, "attacker-gate", false), leftover);
    Passive finale = Passive.start(third, 4).until(st -> st.turn() == 4);
    assertTrue(finale.state.vessel("p2-particlebow-1").orElseThrow().onMat());
    finale.until(st -> false);
    Gauntlet done = campaign.record(finale.state);
    assertTrue(done.over());
    List<Integer> third3 = Objectives.result(finale.state).scores();
    assertEquals(List.of(35 + third3.get(0), 30 + third3.get(1)), done.totals(), "battle 2 scored nothing");
    assertThrows(IllegalStateException.class, () -> done.nextBattle(ExampleFleets.gauntletDefender(1)));
  }

  @Test
  void aBattleNotOverIsNotRecorded() {
    WormholeState running = atTurnOne(CAMPAIGN.nextBattle(ExampleFleets.gauntletDefender(1))).state;
    assertThrows(InvalidConfigException.class, () -> CAMPAIGN.record(running));
  }
}
