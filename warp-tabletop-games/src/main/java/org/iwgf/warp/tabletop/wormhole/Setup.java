// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.catalog.InsertType;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * A battle before deployment ("Standard Wormhole Engagement"): every vessel off the mat (squadrons on deck
 * where their fleet put them), each eligible vessel given its free inserts (a Hammerhead's two Missile
 * Salvos), and Advantage decided: a Legendary Commander facing none takes it; otherwise the commander who
 * spent fewer points; otherwise a die roll, re-rolling ties — except that in a Royalist against Separatist
 * battle the Royalists win a tied roll. A scenario may instead hand Advantage to one side, set vessels on the
 * mat from the start (a Training Mission's asteroids and opposing vessels), and carry veterans over from
 * an earlier battle with their damage, their remaining inserts and a repair attempt in transit.
 */
final class Setup {
  /** The catalog class of a Training Mission's target asteroids, and the prefix of their ids. */
  static final String ASTEROID = "asteroid";

  private Setup() {}

  static WormholeState start(WormholeConfig config, Dice dice, List<WormholeEvent> events) {
    List<Vessel> vessels = new ArrayList<>();
    for (int seat = 0; seat < 2; seat++) {
      FleetSpec fleet = config.fleets().get(seat);
      for (VesselSpec spec : fleet.vessels()) {
        List<String> inserts = new ArrayList<>(spec.inserts());
        for (InsertType type : config.catalog().inserts()) {
          if (type.freeCount() > 0 && type.allowedOn().contains(spec.classId())) {
            for (int i = 0; i < type.freeCount(); i++) {
              inserts.add(type.id());
            }
          }
        }
        boolean admiral = fleet.admiralAboard().equals(Optional.of(spec.id()));
        Optional<Scenario.Veteran> veteran = config.scenario().veteran(spec.id());
        Vessel v = new Vessel(spec.id(), seat, spec.classId(), veteran.map(Scenario.Veteran::inserts).orElse(inserts),
            Optional.empty(), seat == 0 ? 0 : 180, veteran.map(Scenario.Veteran::marks).orElse(0), spec.dockedIn(),
            Orders.NONE, Orders.NONE, false, List.of(), admiral, false);
        for (Scenario.Placement p : config.scenario().placements()) {
          if (p.vessel().equals(spec.id())) {
            v = v.at(p.position(), Headings.normalize(p.heading()));
          }
        }
        vessels.add(v);
      }
    }
    int n = 0;
    for (Point spot : config.scenario().asteroids()) {
      vessels.add(new Vessel(ASTEROID + "-" + (++n), 1, ASTEROID, List.of(), Optional.of(spot), 180, 0,
          Optional.empty(), Orders.NONE, Orders.NONE, false, List.of(), false, false));
    }
    Dice d = dice;
    int advantage;
    String reason;
    List<Integer> rolls = new ArrayList<>();
    boolean legend0 = hasLegend(config.fleets().get(0));
    boolean legend1 = hasLegend(config.fleets().get(1));
    int cost0 = FleetCost.of(config.fleets().get(0), config.catalog());
    int cost1 = FleetCost.of(config.fleets().get(1), config.catalog());
    if (config.scenario().openingAdvantage().isPresent()) {
      advantage = config.scenario().openingAdvantage().getAsInt();
      reason = "scenario";
    } else if (legend0 != legend1) {
      advantage = legend0 ? 0 : 1;
      reason = "legendary-commander";
    } else if (cost0 != cost1) {
      advantage = cost0 < cost1 ? 0 : 1;
      reason = "fewer-points";
    } else {
      reason = "die-roll";
      OptionalInt royalistSeat = royalistAgainstSeparatist(config);
      while (true) {
        Dice.Rolls r = d.roll(2);
        d = r.next();
        rolls.addAll(r.faces());
        int a = r.faces().get(0);
        int b = r.faces().get(1);
        if (a != b) {
          advantage = a > b ? 0 : 1;
          break;
        }
        if (royalistSeat.isPresent()) {
          advantage = royalistSeat.getAsInt();
          break;
        }
      }
    }
    events.add(new WormholeEvent.AdvantageDecided(advantage, reason, rolls));
    WormholeState s = new WormholeState(config, 0, Phase.DEPLOYMENT, advantage, vessels, 5, List.of(), List.of(),
        List.of(0, 0), List.of(false, false), List.of(), d, List.of(), List.of(), List.of(),
        config.wormholes());
    return transitRepairs(s, events);
  }

  /** Veterans with a repair in transit get one attempt each, as if they had a Repair order. */
  private static WormholeState transitRepairs(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    for (Scenario.Veteran veteran : state.config().scenario().veterans()) {
      Optional<Vessel> v = s.vessel(veteran.vessel());
      if (veteran.transitRepair() && v.isPresent() && v.get().marks() > 0) {
        s = TurnEnd.repair(s.with(v.get().withOrders(Orders.of(0, 0, 0, 1))), v.get().id(), events);
        s = s.with(s.vessel(v.get().id()).orElseThrow().resetForTurn());
      }
    }
    return s;
  }

  private static boolean hasLegend(FleetSpec fleet) {
    return fleet.vessels().stream().anyMatch(v -> v.inserts().contains(FleetCost.LEGENDARY));
  }

  private static OptionalInt royalistAgainstSeparatist(WormholeConfig config) {
    Faction a = config.fleets().get(0).faction();
    Faction b = config.fleets().get(1).faction();
    if (a != b) {
      return OptionalInt.of(a == Faction.ROYALIST ? 0 : 1);
    }
    return OptionalInt.empty();
  }
}
