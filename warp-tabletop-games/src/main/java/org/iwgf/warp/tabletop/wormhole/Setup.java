package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.InsertType;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * A battle before deployment ("Standard Wormhole Engagement"): every vessel off the mat (squadrons on deck
 * where their fleet put them), each eligible vessel given its free inserts (a Hammerhead's two Missile
 * Salvos), and Advantage decided: a Legendary Commander facing none takes it; otherwise the commander who
 * spent fewer points; otherwise a die roll, re-rolling ties — except that in a Royalist against Separatist
 * battle the Royalists win a tied roll.
 */
final class Setup {
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
        vessels.add(new Vessel(spec.id(), seat, spec.classId(), inserts, Optional.empty(), seat == 0 ? 0 : 180, 0,
            spec.dockedIn(), Orders.NONE, Orders.NONE, false, List.of(), admiral, false));
      }
    }
    Dice d = dice;
    int advantage;
    String reason;
    List<Integer> rolls = new ArrayList<>();
    boolean legend0 = hasLegend(config.fleets().get(0));
    boolean legend1 = hasLegend(config.fleets().get(1));
    int cost0 = FleetCost.of(config.fleets().get(0), config.catalog());
    int cost1 = FleetCost.of(config.fleets().get(1), config.catalog());
    if (legend0 != legend1) {
      advantage = legend0 ? 0 : 1;
      reason = "legendary-commander";
    } else if (cost0 != cost1) {
      advantage = cost0 < cost1 ? 0 : 1;
      reason = "fewer-points";
    } else {
      reason = "die-roll";
      Optional<Integer> royalistSeat = royalistAgainstSeparatist(config);
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
          advantage = royalistSeat.get();
          break;
        }
      }
    }
    events.add(new WormholeEvent.AdvantageDecided(advantage, reason, rolls));
    return new WormholeState(config, 0, Phase.DEPLOYMENT, advantage, vessels, 5, List.of(), List.of(),
        List.of(0, 0), List.of(false, false), List.of(), d, List.of(), List.of(), List.of(),
        config.wormholes());
  }

  private static boolean hasLegend(FleetSpec fleet) {
    return fleet.vessels().stream().anyMatch(v -> v.inserts().contains(FleetCost.LEGENDARY));
  }

  private static Optional<Integer> royalistAgainstSeparatist(WormholeConfig config) {
    Faction a = config.fleets().get(0).faction();
    Faction b = config.fleets().get(1).faction();
    if (a != b) {
      return Optional.of(a == Faction.ROYALIST ? 0 : 1);
    }
    return Optional.empty();
  }
}
