// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Builds a battle position directly, vessel by vessel, for tests of one phase: the fleets in the
 * configuration follow from the vessels placed, and the dice can be scripted.
 */
final class Battlefield {
  static final Catalog CATALOG = CatalogJson.sathrican();

  private final List<Vessel> vessels = new ArrayList<>();
  private final List<List<VesselSpec>> specs = List.of(new ArrayList<>(), new ArrayList<>());
  private final List<Optional<String>> admirals = new ArrayList<>(List.of(Optional.empty(), Optional.empty()));
  private Phase phase = Phase.ORDERS;
  private int turn = 1;
  private int advantage = 0;
  private int points = 1000;
  private List<Integer> script = List.of();
  private final List<AdvancedRule> advanced = new ArrayList<>();

  /** Places a vessel of {@code classId} for {@code owner} at ({@code x}, {@code y}) facing {@code heading}. */
  Battlefield vessel(String id, int owner, String classId, double x, double y, double heading, String... inserts) {
    specs.get(owner).add(VesselSpec.of(id, classId).withInserts(inserts));
    vessels.add(new Vessel(id, owner, classId, List.of(inserts), Optional.of(Point.of(x, y)), heading, 0,
        Optional.empty(), Orders.NONE, Orders.NONE, false, List.of(), false, false));
    return this;
  }

  /** Docks a squadron of {@code classId} for {@code owner} in carrier {@code carrierId}. */
  Battlefield docked(String id, int owner, String classId, String carrierId, String... inserts) {
    specs.get(owner).add(VesselSpec.of(id, classId).withInserts(inserts).dockedIn(carrierId));
    vessels.add(new Vessel(id, owner, classId, List.of(inserts), Optional.empty(), 0.0, 0,
        Optional.of(carrierId), Orders.NONE, Orders.NONE, false, List.of(), false, false));
    return this;
  }

  /** Changes the vessel just placed or any earlier one. */
  Battlefield change(String id, UnaryOperator<Vessel> change) {
    for (int i = 0; i < vessels.size(); i++) {
      if (vessels.get(i).id().equals(id)) {
        vessels.set(i, change.apply(vessels.get(i)));
      }
    }
    return this;
  }

  /** Puts the Fleet Admiral of {@code owner} aboard {@code id}. */
  Battlefield admiral(int owner, String id) {
    admirals.set(owner, Optional.of(id));
    return change(id, v -> new Vessel(v.id(), v.owner(), v.classId(), v.inserts(), v.position(), v.heading(),
        v.marks(), v.dockedIn(), v.issued(), v.remaining(), v.charged(), v.effects(), true, v.rerollUsed()));
  }

  Battlefield phase(Phase p) {
    this.phase = p;
    return this;
  }

  Battlefield turn(int t) {
    this.turn = t;
    return this;
  }

  Battlefield advantage(int seat) {
    this.advantage = seat;
    return this;
  }

  Battlefield points(int p) {
    this.points = p;
    return this;
  }

  /** Switches on advanced rules. */
  Battlefield advanced(AdvancedRule... rules) {
    advanced.addAll(List.of(rules));
    return this;
  }

  /** The dice roll these faces first, in order. */
  Battlefield dice(Integer... faces) {
    this.script = List.of(faces);
    return this;
  }

  WormholeConfig config() {
    FleetSpec f0 = new FleetSpec("Blue", Faction.ROYALIST, specs.get(0), admirals.get(0));
    FleetSpec f1 = new FleetSpec("Orange", Faction.SEPARATIST, specs.get(1), admirals.get(1));
    return WormholeConfig.standard(CATALOG, f0, f1, points).with(advanced.toArray(new AdvancedRule[0]));
  }

  /** The state as built: the given phase, band 5, nothing declared, no marks dealt yet. */
  WormholeState state() {
    return new WormholeState(config(), turn, phase, advantage, vessels, 5, List.of(), List.of(), List.of(0, 0),
        List.of(false, false), List.of(), Dice.scripted(7L, script), List.of(), List.of(), List.of(), GateNetwork.NONE);
  }
}
