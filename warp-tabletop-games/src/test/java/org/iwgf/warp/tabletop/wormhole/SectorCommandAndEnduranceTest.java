// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** Sector Command's linked mats and the Endurance Trial's waves and victory chart. */
class SectorCommandAndEnduranceTest {
  private static final WormholeConfig SECTORS = Scenarios.sectorCommand(Battlefield.CATALOG,
      ExampleFleets.blue200(), ExampleFleets.orange200(), 4, 10);

  private static WormholeState sectorsAtTurnOne() {
    return Passive.start(SECTORS, 1).until(s -> s.turn() == 1).state;
  }

  @Test
  void sectorCommandLaysFourMatsEndToEndWithHomeMatsAtEitherEnd() {
    assertEquals(160, SECTORS.matLength());
    assertEquals(40, SECTORS.sectorLength());
    for (Vessel v : sectorsAtTurnOne().vessels()) {
      v.position().ifPresent(p -> assertEquals(v.owner() == 0 ? 0 : 3, Sectors.of(SECTORS, p), v.id()));
    }
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class, () -> Scenarios.sectorCommand(
        Battlefield.CATALOG, ExampleFleets.blue200(), ExampleFleets.orange200(), 3, 10)).code());
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class, () -> Scenarios.sectorCommand(
        Battlefield.CATALOG, ExampleFleets.blue200(), ExampleFleets.orange200(), 4, 9)).code());
  }

  @Test
  void sectorsMayBeTheIdealFortyBySixtyInches() {
    WormholeConfig big = Scenarios.sectorCommand(Battlefield.CATALOG, ExampleFleets.blue200(),
        ExampleFleets.orange200(), 4, 10, 40, 60);
    assertEquals(240, big.matLength());
    assertEquals(40, big.matWidth());
    assertEquals(60, big.sectorLength());
    WormholeState s = Passive.start(big, 1).until(st -> st.turn() == 1).state;
    for (Vessel v : s.vessels()) {
      v.position().ifPresent(p -> assertEquals(v.owner() == 0 ? 0 : 3, Sectors.of(big, p), v.id()));
    }
  }

  @Test
  void aVesselCrossesIntoAnotherSectorOnlyThroughAWormhole() {
    WormholeState s = sectorsAtTurnOne();
    Vessel frigate = s.vessel("blue-particlebow-1").orElseThrow().at(Point.of(5, 38), 0);
    s = s.with(frigate);
    assertTrue(Navigation.problem(s, frigate, WormholeMove.Maneuver.of(frigate.id(), 0, 4)).orElseThrow()
        .startsWith("SECTOR_BORDER"));
    assertTrue(Navigation.problem(s, frigate, WormholeMove.Maneuver.of(frigate.id(), 0, 1)).isEmpty());
    Vessel near = frigate.at(Point.of(15, 33), 0);
    s = s.with(near);
    assertTrue(Wormholes.travelProblem(s, near, new WormholeMove.Travel(near.id(), "s0-fore", "s1-aft", 0))
        .isEmpty(), "blue #1 joins the first two sectors");
  }

  @Test
  void fireDoesNotCrossASectorBorder() {
    WormholeState s = sectorsAtTurnOne();
    Vessel frigate = s.vessel("blue-particlebow-1").orElseThrow().at(Point.of(15, 30), 0).withCharged(true);
    Vessel corvette = s.vessel("orange-corvette-1").orElseThrow().at(Point.of(15, 43), 180);
    s = s.with(frigate).with(corvette);
    assertTrue(Targeting.problem(s, frigate, s.classOf(frigate).weapons().get(0), corvette).orElseThrow()
        .startsWith("OTHER_SECTOR"));
    Vessel sameSector = corvette.at(Point.of(15, 38), 180);
    s = s.with(sameSector);
    assertTrue(Targeting.problem(s, frigate, s.classOf(frigate).weapons().get(0), sameSector).isEmpty());
  }

  @Test
  void onlyTheDesignatedHomeWormholesCanBeShotAt() {
    WormholeConfig designated = Scenarios.withDesignatedWormholes(SECTORS);
    WormholeState s = Passive.start(designated, 1).until(st -> st.turn() == 1).state;
    assertTrue(GateFire.isTarget(s, Scenarios.HOME_1));
    assertFalse(GateFire.isTarget(s, "s2-fore"), "the blue Wormholes stay indestructible");
    assertFalse(GateFire.isTarget(Passive.start(SECTORS, 1).state, Scenarios.HOME_1), "by default none is");
    Vessel frigate = s.vessel("blue-particlebow-1").orElseThrow().at(Point.of(15, 110), 0).withCharged(true);
    s = s.with(frigate);
    assertTrue(GateFire.problem(s, frigate, s.classOf(frigate).weapons().get(0), "s3-aft").orElseThrow()
        .startsWith("BAD_TARGET"));
    GateNetwork all = new GateNetwork(SECTORS.wormholes().gates(), GateNetwork.Linking.BASIC, true);
    WormholeState open = s.withWormholes(all).with(frigate.at(Point.of(15, 30), 0));
    Vessel border = open.vessel(frigate.id()).orElseThrow();
    assertTrue(GateFire.problem(open, border, open.classOf(border).weapons().get(0), "s1-aft").orElseThrow()
        .startsWith("OTHER_SECTOR"), "even a damageable Wormhole is not fired at across a border");
    assertTrue(GateFire.problem(open, border, open.classOf(border).weapons().get(0), "s0-fore").isEmpty());
    Vessel close = frigate.at(Point.of(15, 140), 0);
    s = s.with(close);
    assertTrue(GateFire.problem(s, close, s.classOf(close).weapons().get(0), Scenarios.HOME_1).isEmpty());
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class,
        () -> Scenarios.withDesignatedWormholes(SOLO)).code());
  }

  @Test
  void sectorCommandTakesReinforcementsInSeveralWaves() {
    FleetSpec first = FleetSpec.of("Fleet Captain", ExampleFleets.blue200().faction(),
        List.of(VesselSpec.of("blue-r4", "particlebow-frigate")));
    FleetSpec second = FleetSpec.of("Sector Marshal", ExampleFleets.orange200().faction(),
        List.of(VesselSpec.of("orange-r7", "hammerhead")));
    WormholeConfig waves = Scenarios.reinforced(Scenarios.reinforced(SECTORS, 0, first, 4, "home-0", 100, false),
        1, second, 7, "home-1", 100, false);
    Passive p = Passive.start(waves, 1).until(s -> s.turn() == 4);
    assertEquals(0, Sectors.of(waves, p.state.vessel("blue-r4").orElseThrow().position().orElseThrow()));
    assertFalse(p.state.vessel("orange-r7").orElseThrow().onMat());
    p.until(s -> s.turn() == 7);
    assertEquals(3, Sectors.of(waves, p.state.vessel("orange-r7").orElseThrow().position().orElseThrow()));
    WormholeConfig tooBig = Scenarios.reinforced(SECTORS, 1, second, 4, "home-1", 50, false);
    assertEquals("OVER_POINTS", assertThrows(InvalidConfigException.class, () -> WormholeRules.of(tooBig)).code());
  }

  private static final WormholeConfig SOLO = Scenarios.soloEnduranceTrial(Battlefield.CATALOG,
      ExampleFleets.blue200(), 6);

  @Test
  void theAutopilotWavesFollowTheRotation() {
    Passive p = Passive.start(SOLO, 1).until(s -> s.turn() == 4 && s.phase() == Phase.ORDERS);
    assertTrue(p.state.vessel("w1-missile-10").orElseThrow().onMat(), "ten Missile Fighters start");
    assertTrue(p.state.vessel("w2-particlebow-4").orElseThrow().onMat(), "four Particlebows in turn 2");
    assertTrue(p.state.vessel("w3-hammerhead").orElseThrow().onMat(), "a Hammerhead and four Skirmishers in 3");
    assertTrue(p.state.vessel("w4-missile-1").orElseThrow().onMat(), "then the rotation repeats");
    assertFalse(p.state.vessel("w5-particlebow-1").orElseThrow().onMat());
    assertEquals(1, WormholeRules.of(SOLO).start(1).advantage(), "the Defender begins with Advantage");
  }

  @Test
  void theAutopilotSuffersNoOrdersLoss() {
    Passive p = Passive.start(SOLO.with(AdvancedRule.ORDERS_LOSS), 1).until(s -> s.turn() == 1);
    List<WormholeEvent.OrdersLost> losses = p.events(WormholeEvent.OrdersLost.class);
    assertEquals(1, losses.size());
    assertEquals(1, losses.get(0).seat());
  }

  @Test
  void theAutopilotsSideIssuesNoSpecialOrders() {
    Passive p = Passive.start(SOLO, 1).until(s -> s.phase() == Phase.ORDERS && p0(s));
    WormholeState before = p.state;
    assertEquals("AUTOPILOT", assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.IssueOrders("w1-missile-1", Orders.of(1, 1, 0, 0)))).code());
    assertTrue(before == p.state);
    p.apply(new WormholeMove.IssueOrders("w1-missile-1", Orders.of(0, 2, 1, 0)));
  }

  private static boolean p0(WormholeState s) {
    return WormholeRules.of(SOLO).toAct(s).equals(OptionalInt.of(0));
  }

  @Test
  void eachWaveKeepsToOneHundredPoints() {
    List<VesselSpec> vs = new ArrayList<>(ExampleFleets.autopilotWave(ExampleFleets.blue200().faction(), 2)
        .vessels());
    vs.add(VesselSpec.of("w2-missile-extra", "missile-fighters"));
    FleetSpec heavyWave = FleetSpec.of("Autopilot", ExampleFleets.orange200().faction(), vs);
    WormholeConfig config = Scenarios.enduranceTrial(Battlefield.CATALOG,
        ExampleFleets.autopilotWave(ExampleFleets.blue200().faction(), 1), List.of(heavyWave),
        ExampleFleets.blue200(), 6);
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WormholeRules.of(config));
    assertEquals("OVER_POINTS", e.code());
    assertTrue(e.getMessage().contains("turn 2"), e.getMessage());
  }

  /** The state with the Defender annihilated during {@code turn}. */
  private static Objectives.Result annihilatedIn(WormholeConfig config, int turn) {
    WormholeState s = Passive.start(config, 1).until(st -> st.turn() == 1).state;
    for (Vessel v : s.vessels()) {
      if (v.owner() == 1) {
        s = s.with(v.withMarks(s.classOf(v).track().length()));
      }
    }
    s = new WormholeState(s.config(), turn, s.phase(), s.advantage(), s.vessels(), s.band(), s.declared(),
        s.explosions(), s.marksDealt(), s.ordersDone(), s.done(), s.dice(), s.ordersAllowed(), s.debris(),
        s.fullStrength(), s.wormholes());
    assertTrue(Objectives.endsEarly(s));
    return Objectives.result(s);
  }

  @Test
  void theVictoryChartRatesTheTurnsTheDefenderSurvived() {
    WormholeConfig twoPlayer = Scenarios.enduranceTrial(CatalogJson.sathrican(),
        ExampleFleets.autopilotWave(ExampleFleets.blue200().faction(), 1), List.of(), ExampleFleets.blue200(), 12);
    assertTrue(annihilatedIn(twoPlayer, 4).verdict().startsWith("Weak performance: the Defender survived 3 turns"));
    assertTrue(annihilatedIn(twoPlayer, 5).verdict().startsWith("Adequate"));
    assertTrue(annihilatedIn(twoPlayer, 7).verdict().startsWith("Solid"));
    assertTrue(annihilatedIn(twoPlayer, 9).verdict().startsWith("Legendary"));
    assertEquals(List.of(1, 2), annihilatedIn(twoPlayer, 4).places());
    assertEquals(List.of(1, 1), annihilatedIn(twoPlayer, 6).places());
    assertEquals(List.of(2, 1), annihilatedIn(twoPlayer, 9).places());
  }

  @Test
  void againstTheAutopilotTheChartAsksTwoMoreTurns() {
    WormholeConfig solo = Scenarios.soloEnduranceTrial(Battlefield.CATALOG, ExampleFleets.blue200(), 12);
    assertTrue(annihilatedIn(solo, 6).verdict().startsWith("Weak"), "5 turns survived count as 3");
    assertTrue(annihilatedIn(solo, 7).verdict().startsWith("Adequate"), "6 turns survived count as 4");
    assertTrue(annihilatedIn(solo, 11).verdict().startsWith("Legendary"));
    assertEquals(OptionalInt.of(0), solo.scenario().autopilot());
  }
}
