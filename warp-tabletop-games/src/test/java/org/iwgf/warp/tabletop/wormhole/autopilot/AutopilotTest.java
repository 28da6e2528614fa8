// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.autopilot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.tabletop.wormhole.Orders;
import org.iwgf.warp.tabletop.wormhole.Phase;
import org.iwgf.warp.tabletop.wormhole.Vessel;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** The scenario autopilot's printed behaviour, decision by decision. */
class AutopilotTest {
  private static final WormholeConfig SOLO = Scenarios.soloEnduranceTrial(CatalogJson.sathrican(),
      ExampleFleets.blue200(), 8);
  private static final WormholeRules RULES = WormholeRules.of(SOLO);
  private static final SplittableRandom RANDOM = new SplittableRandom(1);

  /** The first Orders phase with the autopilot (seat 0) to act, the Defender deploying as offered. */
  private static WormholeState ordersOfTurnOne() {
    WormholeState s = RULES.start(1);
    while (!(s.phase() == Phase.ORDERS && RULES.toAct(s).orElseThrow() == 0)) {
      s = RULES.apply(s, RULES.legalMoves(s).get(0)).state();
    }
    return s;
  }

  private static WormholeMove choose(Autopilot pilot, WormholeState s, List<WormholeMove> legal) {
    return pilot.choose(WormholeView.of(s, RULES.toAct(s).orElseThrow()), legal, RANDOM);
  }

  @Test
  void everyVesselGetsItsFullComplementOfMoveAndAttackOrders() {
    WormholeState s = ordersOfTurnOne();
    WormholeMove.IssueOrders issued = (WormholeMove.IssueOrders) choose(Autopilot.standard(), s,
        RULES.legalMoves(s));
    assertEquals(Orders.of(0, 2, 1, 0), issued.orders(), "a Missile Fighter squadron moves twice and attacks");
  }

  @Test
  void aCrippledVesselIsOrderedToRepair() {
    WormholeState s = ordersOfTurnOne();
    Vessel first = s.vessels().stream().filter(v -> v.owner() == 0 && v.onMat()).findFirst().orElseThrow();
    Vessel frigate = s.vessel("w2-particlebow-1").orElseThrow().at(Point.of(3, 20), 0).withMarks(4);
    WormholeState crippled = s.with(frigate).with(first.withMarks(4));
    List<WormholeMove> legal = RULES.legalMoves(crippled).stream()
        .filter(m -> !(m instanceof WormholeMove.IssueOrders issueOrders)
            || issueOrders.vessel().equals(frigate.id()))
        .toList();
    WormholeMove.IssueOrders issued = (WormholeMove.IssueOrders) choose(Autopilot.standard(), crippled, legal);
    assertEquals(Orders.of(0, 0, 0, 1), issued.orders());
  }

  @Test
  void theTrainingAutopilotGivesAttackOrdersOnly() {
    WormholeConfig training = Scenarios.trainingAgainstVessels(CatalogJson.sathrican(), ExampleFleets.training(),
        ExampleFleets.trainingOpponents());
    WormholeRules rules = WormholeRules.of(training);
    WormholeState s = rules.start(1);
    while (!(s.phase() == Phase.ORDERS && rules.toAct(s).orElseThrow() == 1)) {
      s = rules.apply(s, rules.legalMoves(s).stream().filter(m -> m instanceof WormholeMove.FinishOrders)
          .findFirst().orElse(rules.legalMoves(s).get(0))).state();
    }
    WormholeMove.IssueOrders issued = (WormholeMove.IssueOrders) Autopilot.attackOnly()
        .choose(WormholeView.of(s, 1), rules.legalMoves(s), RANDOM);
    assertEquals(0, issued.orders().moves() + issued.orders().specials() + issued.orders().repairs());
    assertTrue(issued.orders().attacks() > 0);
  }

  @Test
  void theCaptainChargesAnUnchargedParticlebowAndThenFlies() {
    WormholeState s = RULES.start(1);
    while (!(s.phase() == Phase.ORDERS && RULES.toAct(s).orElseThrow() == 1)) {
      List<WormholeMove> legal = RULES.legalMoves(s);
      s = RULES.apply(s, legal.stream().filter(m -> m instanceof WormholeMove.FinishOrders).findFirst()
          .orElse(legal.get(0))).state();
    }
    String frigate = "blue-particlebow-1";
    List<WormholeMove> legal = RULES.legalMoves(s).stream()
        .filter(m -> !(m instanceof WormholeMove.IssueOrders issueOrders)
            || issueOrders.vessel().equals(frigate))
        .toList();
    assertEquals(Orders.of(1, 0, 0, 0), ((WormholeMove.IssueOrders) choose(Autopilot.captain(), s, legal))
        .orders(), "charging takes the whole turn");
    assertEquals(Orders.of(0, 1, 0, 0), ((WormholeMove.IssueOrders) choose(Autopilot.standard(), s, legal))
        .orders(), "the plain autopilot never charges, so its frigate only moves");
  }

  @Test
  void itFiresAtTheNearestTargetAndClosesOnTheNearestEnemy() {
    WormholeState s = ordersOfTurnOne();
    Vessel shooter = s.vessels().stream().filter(v -> v.owner() == 0 && v.onMat()).findFirst().orElseThrow();
    Point at = shooter.position().orElseThrow();
    Vessel near = s.vessel("blue-particlebow-1").orElseThrow().at(at.travel(shooter.heading(), 5), 180);
    Vessel far = s.vessel("blue-particlebow-2").orElseThrow().at(at.travel(shooter.heading(), 9), 180);
    WormholeState placed = s.with(near).with(far);
    WormholeView view = WormholeView.of(placed, 0);
    WormholeMove fireFar = new WormholeMove.Fire(shooter.id(), "missiles", List.of(far.id()));
    WormholeMove fireNear = new WormholeMove.Fire(shooter.id(), "missiles", List.of(near.id()));
    assertEquals(fireNear, Autopilot.standard().choose(view,
        List.of(new WormholeMove.HoldFire(shooter.id()), fireFar, fireNear), RANDOM));
    WormholeMove away = WormholeMove.Maneuver.of(shooter.id(), 90, 6);
    WormholeMove toward = WormholeMove.Maneuver.of(shooter.id(), 0, 3);
    assertEquals(toward, Autopilot.standard().choose(view, List.of(away, toward), RANDOM));
  }
}
