// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.Ability;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The Special Orders a vessel can execute and what each does ("Special Orders Phase"): most flip a switch
 * that other phases read ({@link Effect}); Hypercharge sets the Particlebow's charge; the Heavy Railgun
 * fires at once; a Missile Salvo is launched as a vessel; Reform trades fighters between two Reduced
 * squadrons; Self-destruct places its token.
 *
 * <p>Codes: {@code NO_SUCH_ABILITY}, {@code TARGET_NEEDED}, {@code NO_TARGET_WANTED}, {@code BAD_TARGET},
 * {@code ALREADY_CHARGED}, {@code NO_INSERT}, {@code NO_BRIEFING}.
 */
final class Abilities {
  /** Missile Salvo insert id on a Hammerhead. */
  static final String MISSILE_SALVO = "missile-salvo";

  private Abilities() {}

  /** The abilities {@code v} could use now, with their targets: the menu of its Special Order. */
  static List<WormholeMove.UseAbility> options(WormholeState state, Vessel v) {
    List<WormholeMove.UseAbility> out = new ArrayList<>();
    List<SpecialAbility> kinds = new ArrayList<>();
    for (Ability a : state.classOf(v).abilities()) {
      kinds.add(a.kind());
    }
    kinds.add(SpecialAbility.SELF_DESTRUCT);
    for (SpecialAbility kind : kinds) {
      if (needsTarget(kind)) {
        for (Vessel t : state.vessels()) {
          WormholeMove.UseAbility use = new WormholeMove.UseAbility(v.id(), kind, Optional.of(t.id()));
          if (problem(state, v, use).isEmpty()) {
            out.add(use);
          }
        }
      } else {
        WormholeMove.UseAbility use = new WormholeMove.UseAbility(v.id(), kind, Optional.empty());
        if (problem(state, v, use).isEmpty()) {
          out.add(use);
        }
      }
    }
    return out;
  }

  /**
   * Executes {@code use} for {@code v}, whose Special Order is spent by the caller.
   *
   * @throws IllegalMoveException if the ability cannot be used so
   */
  static WormholeState use(WormholeState state, Vessel v, WormholeMove.UseAbility use,
      List<WormholeEvent> events) {
    Optional<String> problem = problem(state, v, use);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get());
    }
    events.add(new WormholeEvent.AbilityUsed(v.id(), use.ability(), use.target(), true));
    switch (use.ability()) {
      case HYPERCHARGE:
        return state.with(v.withCharged(true));
      case FIRE_HEAVY_RAILGUN:
        return Combat.fireSpecialWeapon(state, v.id(), "heavy-railgun", use.target().orElseThrow(), events);
      case LAUNCH_MISSILE_SALVO:
        return launch(state, v, use.target().orElseThrow());
      case REFORM:
        return reform(state, v, state.vessel(use.target().orElseThrow()).orElseThrow(), events);
      case MISSION_BRIEFING:
        return brief(state, v, use.target().orElseThrow());
      default:
        return state.with(withEffect(v, new Effect(use.ability(), use.target())));
    }
  }

  private static boolean needsTarget(SpecialAbility kind) {
    switch (kind) {
      case CONCENTRATE_FIRE:
      case MISSION_BRIEFING:
      case LAUNCH_MISSILE_SALVO:
      case FIRE_HEAVY_RAILGUN:
      case REFORM:
        return true;
      default:
        return false;
    }
  }

  private static Optional<String> problem(WormholeState state, Vessel v, WormholeMove.UseAbility use) {
    VesselClass c = state.classOf(v);
    SpecialAbility kind = use.ability();
    if (kind != SpecialAbility.SELF_DESTRUCT && c.ability(kind).isEmpty()) {
      return Optional.of("NO_SUCH_ABILITY: A " + c.name() + " has no " + kind + " order.");
    }
    if (needsTarget(kind) != use.target().isPresent()) {
      return Optional.of(needsTarget(kind) ? "TARGET_NEEDED: " + kind + " names a target vessel."
          : "NO_TARGET_WANTED: " + kind + " names no target.");
    }
    Optional<Vessel> target = use.target().flatMap(state::vessel);
    if (use.target().isPresent() && (target.isEmpty() || !state.inPlay(target.get()))) {
      return Optional.of("BAD_TARGET: " + use.target().get() + " is not a vessel in play.");
    }
    switch (kind) {
      case HYPERCHARGE:
        return v.charged() ? Optional.of("ALREADY_CHARGED: The particle bow is already charged.")
            : Optional.empty();
      case CONCENTRATE_FIRE: {
        double range = c.ability(kind).flatMap(a -> a.value("range")).orElse(Double.MAX_VALUE);
        return enemyOnMat(v, target.get()) && v.onMat() && gap(state, v, target.get()) <= range + 1e-9
            ? Optional.empty() : Optional.of("BAD_TARGET: Concentrate Fire names an enemy vessel within "
            + range + "\".");
      }
      case MISSION_BRIEFING:
        if (briefable(state, v).isEmpty()) {
          return Optional.of("NO_BRIEFING: No squadron on deck is free of orders to be briefed.");
        }
        return enemyOnMat(v, target.get()) ? Optional.empty()
            : Optional.of("BAD_TARGET: A Mission Briefing names an enemy vessel on the mat.");
      case LAUNCH_MISSILE_SALVO:
        if (v.insertCount(MISSILE_SALVO) == 0 || !v.onMat()) {
          return Optional.of("NO_INSERT: " + v.id() + " has no Missile Salvo left to launch.");
        }
        return enemyOnMat(v, target.get()) ? Optional.empty()
            : Optional.of("BAD_TARGET: A Missile Salvo is launched at an enemy vessel on the mat.");
      case FIRE_HEAVY_RAILGUN:
        if (v.insertCount("heavy-railgun") == 0) {
          return Optional.of("NO_INSERT: " + v.id() + " carries no Heavy Railgun.");
        }
        return Combat.canTarget(state, v.id(), "heavy-railgun", target.get().id()) ? Optional.empty()
            : Optional.of("BAD_TARGET: " + target.get().id() + " is out of the Heavy Railgun's range or arc,"
            + " or the line of fire is blocked.");
      case REFORM:
        return reformable(state, v, target.get()) ? Optional.empty()
            : Optional.of("BAD_TARGET: Reform joins two Reduced squadrons of one class, the other within"
            + " reach of this one's move.");
      default:
        return Optional.empty();
    }
  }

  private static boolean enemyOnMat(Vessel v, Vessel t) {
    return t.owner() != v.owner() && t.onMat();
  }

  private static double gap(WormholeState state, Vessel a, Vessel b) {
    Circle ca = new Circle(a.position().orElseThrow(), state.classOf(a).modelRadius());
    Circle cb = new Circle(b.position().orElseThrow(), state.classOf(b).modelRadius());
    return ca.gapTo(cb);
  }

  private static boolean reformable(WormholeState state, Vessel v, Vessel t) {
    if (t.id().equals(v.id()) || t.owner() != v.owner() || !t.classId().equals(v.classId()) || !v.onMat()
        || !t.onMat()) {
      return false;
    }
    if (state.statusOf(v) != Status.REDUCED || state.statusOf(t) != Status.REDUCED) {
      return false;
    }
    Circle bv = new Circle(v.position().get(), state.classOf(v).baseRadius());
    Circle bt = new Circle(t.position().get(), state.classOf(t).baseRadius());
    return bv.gapTo(bt) <= Capabilities.velocity(state, v) + 1e-9;
  }

  /** Squadrons on deck in {@code carrier} without orders this turn. */
  static List<Vessel> briefable(WormholeState state, Vessel carrier) {
    List<Vessel> out = new ArrayList<>();
    for (Vessel s : state.vessels()) {
      if (s.dockedIn().equals(Optional.of(carrier.id())) && state.inPlay(s) && s.issued().total() == 0) {
        out.add(s);
      }
    }
    return out;
  }

  private static WormholeState brief(WormholeState state, Vessel carrier, String target) {
    WormholeState s = state;
    for (Vessel squadron : briefable(state, carrier)) {
      s = s.with(withEffect(squadron, new Effect(SpecialAbility.MISSION_BRIEFING, Optional.of(target))));
    }
    return s;
  }

  private static WormholeState launch(WormholeState state, Vessel hammerhead, String target) {
    List<String> inserts = new ArrayList<>(hammerhead.inserts());
    inserts.remove(MISSILE_SALVO);
    VesselClass salvoClass = state.config().catalog().vesselClass(MISSILE_SALVO);
    VesselClass hh = state.classOf(hammerhead);
    int n = 1;
    while (state.vessel(hammerhead.id() + "-salvo-" + n).isPresent()) {
      n++;
    }
    Point bow = hammerhead.position().get().travel(hammerhead.heading(), hh.baseRadius() + salvoClass.baseRadius());
    Vessel salvo = new Vessel(hammerhead.id() + "-salvo-" + n, hammerhead.owner(), MISSILE_SALVO, List.of(),
        Optional.of(bow), hammerhead.heading(), 0, Optional.empty(), Orders.NONE, Orders.NONE, false,
        List.of(new Effect(SpecialAbility.LAUNCH_MISSILE_SALVO, Optional.of(target))), false, false);
    List<Vessel> vessels = new ArrayList<>(state.with(hammerhead.withInserts(inserts)).vessels());
    vessels.add(salvo);
    return state.withVessels(vessels);
  }

  private static WormholeState reform(WormholeState state, Vessel v, Vessel t, List<WormholeEvent> events) {
    Point tp = t.position().get();
    Point vp = v.position().get();
    double reach = state.classOf(v).baseRadius() + state.classOf(t).baseRadius();
    double bearing = tp.equals(vp) ? v.heading() : tp.bearingTo(vp);
    Point contact = tp.travel(bearing, reach);
    int dispersed = state.classOf(v).track().spaces().indexOf(Status.DISPERSED);
    Vessel mover = v.at(contact, v.heading()).withMarks(dispersed);
    events.add(new WormholeEvent.Moved(v.id(), vp, v.heading(), contact, v.heading()));
    events.add(new WormholeEvent.StatusChanged(t.id(), Status.REDUCED, Status.AOK));
    events.add(new WormholeEvent.StatusChanged(v.id(), Status.REDUCED, Status.DISPERSED));
    return state.with(mover).with(t.withMarks(0));
  }

  private static Vessel withEffect(Vessel v, Effect e) {
    List<Effect> effects = new ArrayList<>(v.effects());
    effects.add(e);
    return v.withEffects(effects);
  }
}
