// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Explosion counters going off at the end of the Attack phase ("Explosions"): every vessel whose base
 * touches a counter's template takes its potential explosive marks, each scored on 2+ without modifiers,
 * then rolls its DEF as usual. A ship destroyed so explodes in turn (chain reactions), counters being
 * resolved in the order they were placed. A destroyed Convoy Carrier's squadrons on deck are set down
 * inside its counter and each suffers one possible mark instead. Explosion damage is nobody's: it does not
 * count towards Advantage.
 *
 * <p>With Bigger Explosions each squadron on deck of an exploding carrier rolls a die: on 1–3 it is lost
 * (counted for nobody) and adds a die to the carrier's explosion; on 4+ it is set down as usual.
 */
final class Explosions {
  /** Source prefix of explosion damage; no vessel has such an id, so no commander is credited. */
  static final String SOURCE = "explosion:";

  private Explosions() {}

  static WormholeState resolve(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    for (int i = 0; i < s.explosions().size(); i++) {
      Explosion e = s.explosions().get(i);
      List<String> released = new ArrayList<>();
      int extra = 0;
      Optional<Vessel> source = s.vessel(e.source());
      if (source.isPresent() && s.classOf(source.get()).has(Trait.CARRIER)) {
        WormholeState before = s;
        long aboard = before.vessels().stream()
            .filter(v -> v.dockedIn().equals(Optional.of(e.source())) && before.inPlay(v)).count();
        s = release(s, source.get(), e.template(), released, events);
        extra = (int) aboard - released.size();
      }
      for (String id : released) {
        s = explode(s, id, e.source(), 1, events);
      }
      int dice = e.potentialMarks() + extra;
      for (Vessel v : s.vessels()) {
        if (v.id().equals(e.source()) || released.contains(v.id()) || !v.onMat() || !s.inPlay(v)) {
          continue;
        }
        if (Targeting.base(s, v).touches(e.template())) {
          s = explode(s, v.id(), e.source(), dice, events);
        }
      }
    }
    return s;
  }

  /** {@code dice} dice of explosive damage at {@code targetId}: each 2+ is a potential mark. */
  static WormholeState explode(WormholeState state, String targetId, String sourceId, int dice,
      List<WormholeEvent> events) {
    Dice.Rolls rolls = state.dice().roll(dice);
    events.add(new WormholeEvent.DiceRolled(targetId, "explosion", rolls.faces(), 2));
    int potential = (int) rolls.faces().stream().filter(f -> f >= 2).count();
    return Damage.resist(state.withDice(rolls.next()), targetId, SOURCE + sourceId, potential, events);
  }

  private static WormholeState release(WormholeState state, Vessel carrier, Circle counter, List<String> released,
      List<WormholeEvent> events) {
    WormholeState s = state;
    List<Vessel> aboard = new ArrayList<>();
    for (Vessel v : s.vessels()) {
      if (v.dockedIn().equals(Optional.of(carrier.id())) && s.inPlay(v)) {
        aboard.add(v);
      }
    }
    if (s.config().uses(AdvancedRule.BIGGER_EXPLOSIONS)) {
      List<Vessel> survivors = new ArrayList<>();
      for (Vessel v : aboard) {
        Dice.Roll roll = s.dice().roll();
        s = s.withDice(roll.next());
        events.add(new WormholeEvent.DiceRolled(v.id(), "escape", List.of(roll.face()), 4));
        if (roll.face() >= 4) {
          survivors.add(v);
        } else {
          events.add(new WormholeEvent.StatusChanged(v.id(), s.statusOf(v), Status.DESTROYED));
          s = s.with(v.withMarks(s.classOf(v).track().length()));
        }
      }
      aboard = survivors;
    }
    for (int k = 0; k < aboard.size(); k++) {
      Vessel v = aboard.get(k);
      Point spot = counter.center().travel(carrier.heading() + 360.0 * k / aboard.size(), counter.radius() / 2);
      events.add(new WormholeEvent.Launched(v.id(), carrier.id()));
      events.add(new WormholeEvent.Moved(v.id(), counter.center(), carrier.heading(), spot, carrier.heading()));
      s = s.with(v.at(spot, carrier.heading()));
      released.add(v.id());
    }
    return s;
  }
}
