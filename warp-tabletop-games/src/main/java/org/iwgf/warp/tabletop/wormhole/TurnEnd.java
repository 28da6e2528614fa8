// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.space.Circle;

/**
 * The Cleanup phase and the End of Turn, which need no decisions: explosion counters are removed (with
 * Debris Fields they stay on as debris for the rest of the battle), repairs
 * are rolled, Advantage goes to the commander who dealt more marks this turn (a tie keeps it), and every
 * switch is reset except the Particlebow's charge.
 *
 * <p>Repairs: a vessel holding a Repair order removes one mark when its roll meets its status's threshold
 * (Operational automatically, Power Loss 2+, Damaged 4+, Crippled 5+; Experienced Engineers add 1); a
 * Hammerhead rolls twice from one order; squadrons on deck are repaired by their carrier (Reduced
 * automatically back to AOK, Dispersed 4+ to Reduced).
 *
 * <p>Advantage, in order of precedence: a commander whose on-board Fleet Admiral was lost, while the other's
 * was not, has lost Advantage for the rest of the battle; a commander whose Legendary Commander lives,
 * while the other has none, holds it; otherwise marks dealt decide.
 */
final class TurnEnd {
  private TurnEnd() {}

  static WormholeState run(WormholeState state, List<WormholeEvent> events) {
    List<Circle> debris = new ArrayList<>(state.debris());
    if (state.config().uses(AdvancedRule.DEBRIS_FIELDS)) {
      for (Explosion e : state.explosions()) {
        debris.add(e.template());
      }
    }
    WormholeState s = state.inBand(state.band(), List.of()).withExplosions(List.of()).withDone(List.of())
        .withDebris(debris).withFullStrength(List.of());
    s = Shuttles.evacuate(s, events);
    for (Vessel v : state.vessels()) {
      s = repair(s, v.id(), events);
    }
    s = shiftAdvantage(s, events);
    List<Vessel> reset = new ArrayList<>();
    for (Vessel v : s.vessels()) {
      reset.add(reset(s, v));
    }
    return s.withVessels(reset);
  }

  static WormholeState repair(WormholeState state, String id, List<WormholeEvent> events) {
    Vessel v = state.vessel(id).orElseThrow();
    if (v.remaining().repairs() == 0 || !state.inPlay(v)) {
      return state;
    }
    VesselClass c = state.classOf(v);
    if (c.isSquadron()) {
      Optional<Vessel> carrier = v.dockedIn().flatMap(state::vessel);
      if (carrier.isEmpty() || !state.inPlay(carrier.get())) {
        return state;
      }
    }
    int attempts = c.has(Trait.DOUBLE_REPAIR) ? 2 : 1;
    int bonus = v.insertCount("experienced-engineers");
    WormholeState s = state;
    for (int i = 0; i < attempts; i++) {
      Vessel now = s.vessel(id).orElseThrow();
      if (now.marks() == 0) {
        break;
      }
      Status from = s.statusOf(now);
      boolean success = true;
      if (from.repairRoll() > 1) {
        Combat.RollResult roll = Combat.rollFor(s, id, "repair", Math.max(1, from.repairRoll() - bonus), events);
        s = roll.state();
        success = roll.success();
        now = s.vessel(id).orElseThrow();
      }
      Vessel after = success ? now.withMarks(now.marks() - 1) : now;
      Status to = s.statusOf(after);
      events.add(new WormholeEvent.Repaired(id, success, from, to));
      if (to != from) {
        events.add(new WormholeEvent.StatusChanged(id, from, to));
      }
      s = s.with(after);
    }
    return s;
  }

  private static WormholeState shiftAdvantage(WormholeState s, List<WormholeEvent> events) {
    int from = s.advantage();
    int to = from;
    if (s.turn() <= s.config().scenario().advantageHeldThrough()) {
      events.add(new WormholeEvent.AdvantageShifted(from, to, s.marksDealt()));
      return s;
    }
    boolean lost0 = admiralLost(s, 0);
    boolean lost1 = admiralLost(s, 1);
    boolean legend0 = legendAlive(s, 0);
    boolean legend1 = legendAlive(s, 1);
    if (lost0 != lost1) {
      to = lost0 ? 1 : 0;
    } else if (legend0 != legend1) {
      to = legend0 ? 0 : 1;
    } else if (!s.marksDealt().get(0).equals(s.marksDealt().get(1))) {
      to = s.marksDealt().get(0) > s.marksDealt().get(1) ? 0 : 1;
    }
    events.add(new WormholeEvent.AdvantageShifted(from, to, s.marksDealt()));
    return s.withAdvantage(to);
  }

  /**
   * Whether {@code seat}'s Fleet Admiral, once aboard, is lost: no vessel of the seat still in play carries
   * him (with Abandon Ship he may live on in an escape pod or a shuttle, or aboard another ship).
   */
  static boolean admiralLost(WormholeState s, int seat) {
    FleetSpec fleet = s.config().fleets().get(seat);
    return fleet.admiralAboard().isPresent()
        && s.vessels().stream().noneMatch(v -> v.owner() == seat && v.admiral() && s.inPlay(v));
  }

  /** Whether {@code seat} has a Legendary Commander aboard a vessel still in play. */
  static boolean legendAlive(WormholeState s, int seat) {
    return s.vessels().stream().anyMatch(v -> v.owner() == seat && s.inPlay(v)
        && v.insertCount("legendary-commander") > 0);
  }

  /**
   * The vessel for the next turn: orders and switches cleared, except the Particlebow's charge, a Missile
   * Salvo's target and a Mission Briefing given this turn to squadrons waiting on deck (they fly with it
   * next turn).
   */
  private static Vessel reset(WormholeState s, Vessel v) {
    List<Effect> kept = new ArrayList<>();
    for (Effect e : v.effects()) {
      boolean salvo = e.ability() == SpecialAbility.LAUNCH_MISSILE_SALVO && s.classOf(v).has(Trait.MISSILE);
      boolean briefing = e.ability() == SpecialAbility.MISSION_BRIEFING && s.classOf(v).isSquadron()
          && v.issued().total() == 0;
      if (salvo || briefing) {
        kept.add(e);
      }
    }
    return v.resetForTurn().withEffects(kept);
  }
}
