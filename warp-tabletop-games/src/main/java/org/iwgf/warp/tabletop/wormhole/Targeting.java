// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Whether a weapon can be fired at a target ("Targeting", "Shooting Through"): range measured vessel to
 * vessel (between model circles) against RNG at the attacker's status, the target inside the fire arc,
 * and a line of fire — from centre to centre — that no enemy ship or capital ship's base crosses. Friendly
 * vessels never block; enemy squadrons on the line absorb marks instead ({@link #screens}).
 */
final class Targeting {
  private Targeting() {}

  /** The reason {@code weapon} of {@code attacker} cannot be fired at {@code target}, or empty. */
  static Optional<String> problem(WormholeState state, Vessel attacker, Weapon weapon, Vessel target) {
    if (target.owner() == attacker.owner()) {
      return Optional.of("BAD_TARGET: " + target.id() + " is a friendly vessel.");
    }
    if (!state.inPlay(target) || !target.onMat()) {
      return Optional.of("BAD_TARGET: " + target.id() + " is not on the mat.");
    }
    if (!attacker.onMat()) {
      return Optional.of("NOT_ON_MAT: " + attacker.id() + " fires only from the mat, not from a carrier's deck.");
    }
    if (weapon.requiresInsert().isPresent() && attacker.insertCount(weapon.requiresInsert().get()) == 0) {
      return Optional.of("NO_WEAPON: " + attacker.id() + " does not carry the " + weapon.name() + ".");
    }
    if (weapon.requiresCharge() && !attacker.charged()) {
      return Optional.of("NOT_CHARGED: The " + weapon.name() + " fires only when charged.");
    }
    if (!Sectors.same(state.config(), attacker.position().get(), target.position().get())) {
      return Optional.of("OTHER_SECTOR: " + target.id() + " is in another sector; fire does not cross a border.");
    }
    double range = weapon.range() * Capabilities.rangeFactor(state, attacker);
    if (model(state, attacker).gapTo(model(state, target)) > range + Geometry.EPSILON) {
      return Optional.of("OUT_OF_RANGE: " + target.id() + " is beyond the " + weapon.name() + "'s " + range
          + "\".");
    }
    Point from = attacker.position().get();
    if (!Geometry.inArc(from, attacker.heading(), weapon.arc(), model(state, target))) {
      return Optional.of("OUT_OF_ARC: " + target.id() + " is outside the " + weapon.name() + "'s fire arc.");
    }
    for (Vessel o : state.vessels()) {
      if (o.owner() != attacker.owner() && !o.id().equals(target.id()) && o.onMat() && state.inPlay(o)
          && !state.classOf(o).isSquadron() && base(state, o).crossedBy(from, target.position().get())) {
        return Optional.of("BLOCKED: " + o.id() + " blocks the line of fire.");
      }
    }
    return Optional.empty();
  }

  /** The enemy squadrons the line of fire crosses, nearest the attacker first. */
  static List<Vessel> screens(WormholeState state, Vessel attacker, Vessel target) {
    return screens(state, attacker, target.position().orElseThrow(), target.id());
  }

  /** As {@link #screens(WormholeState, Vessel, Vessel)}, for fire at the target {@code targetId} at {@code to}. */
  static List<Vessel> screens(WormholeState state, Vessel attacker, Point to, String targetId) {
    Point from = attacker.position().orElseThrow();
    List<Vessel> out = new ArrayList<>();
    for (Vessel o : state.vessels()) {
      if (o.owner() != attacker.owner() && !o.id().equals(targetId) && o.onMat() && state.inPlay(o)
          && state.classOf(o).isSquadron() && base(state, o).crossedBy(from, to)) {
        out.add(o);
      }
    }
    out.sort(Comparator.comparingDouble(o -> o.position().get().distanceTo(from)));
    return out;
  }

  /**
   * Whether the attacks of a ×N weapon beyond the first may go at {@code target}: for an ×NS weapon only a
   * squadron, and within the multiplier's range when it has one.
   */
  static boolean multiplies(WormholeState state, Vessel attacker, Weapon weapon, Vessel target) {
    if (weapon.multiplierSquadronsOnly() && !state.classOf(target).isSquadron()) {
      return false;
    }
    return weapon.multiplierRange().map(r -> model(state, attacker).gapTo(model(state, target))
        <= r + Geometry.EPSILON).orElse(true);
  }

  static Circle model(WormholeState state, Vessel v) {
    VesselClass c = state.classOf(v);
    return new Circle(v.position().orElseThrow(), c.modelRadius());
  }

  static Circle base(WormholeState state, Vessel v) {
    return new Circle(v.position().orElseThrow(), state.classOf(v).baseRadius());
  }
}
