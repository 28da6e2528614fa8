// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.autopilot;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.wormhole.Gate;
import org.iwgf.warp.tabletop.wormhole.Orders;
import org.iwgf.warp.tabletop.wormhole.Scenario;
import org.iwgf.warp.tabletop.wormhole.ScenarioKind;
import org.iwgf.warp.tabletop.wormhole.Vessel;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The scenario autopilot ("Endurance Trial", solo variant; "Training Mission", opposing-vessel variant): a
 * commander without cunning that needs no one at the controls.
 *
 * <ul>
 *   <li>Orders: every vessel gets its full complement of Move and Attack orders (bonus orders included), or
 *       a Repair order once Crippled; never a Special Order. The {@linkplain #attackOnly() attack-only}
 *       autopilot of the Training Mission gives Attack orders only.
 *   <li>Movement: every vessel turns toward the nearest enemy vessel and closes as far as its move allows;
 *       a vessel without a Move order turns toward it. Where the scenario gives its side a way out (a
 *       Training Mission's gate once the targets are gone, a Supply Run's far Wormhole for supply ships, the
 *       Defender's Wormhole in the second Gauntlet battle once no enemy is left), it heads there instead
 *       and leaves as soon as it can.
 *   <li>Attack: every weapon fires, autofire included, at the nearest target in its arc and range.
 *   <li>Deployment: as near the middle of the mat as its zone allows; reinforcements are called in full.
 * </ul>
 *
 * <p>It keeps no state and uses no randomness, so its battles replay exactly. Like every {@link Player} it
 * returns one of the legal moves it is offered.
 *
 * @since 0.1.0
 */
public final class Autopilot implements Player<WormholeMove, WormholeView> {
  private enum Mode { STANDARD, ATTACK_ONLY, CAPTAIN }

  private final Mode mode;

  private Autopilot(Mode mode) {
    this.mode = mode;
  }

  /** The autopilot of the solo Endurance Trial: Move and Attack orders, Repair when Crippled. */
  public static Autopilot standard() {
    return new Autopilot(Mode.STANDARD);
  }

  /** The autopilot of the Training Mission's opposing vessels: Attack orders only. */
  public static Autopilot attackOnly() {
    return new Autopilot(Mode.ATTACK_ONLY);
  }

  /**
   * The autopilot with one Special Order it understands: a Particlebow Frigate that is not charged spends
   * the turn charging its particle bow (Hypercharge) instead of moving and attacking, and fires once charged.
   * A steadier commander for the side a player would fly (the trainee, a Supply Run escort).
   */
  public static Autopilot captain() {
    return new Autopilot(Mode.CAPTAIN);
  }

  @Override
  public WormholeMove choose(WormholeView view, List<WormholeMove> legalMoves, RandomGenerator random) {
    WormholeMove first = legalMoves.get(0);
    if (first instanceof WormholeMove.CallReinforcements) {
      return legalMoves.stream().max(Comparator.comparingInt(
          m -> ((WormholeMove.CallReinforcements) m).vessels().size())).orElseThrow();
    }
    if (first instanceof WormholeMove.Deploy) {
      Point middle = Point.of(view.config().matWidth() / 2, view.config().matLength() / 2);
      return legalMoves.stream().min(Comparator.comparingDouble(
          m -> ((WormholeMove.Deploy) m).position().distanceTo(middle))).orElseThrow();
    }
    Optional<WormholeMove> orders = orders(view, legalMoves);
    if (orders.isPresent()) {
      return orders.get();
    }
    Optional<WormholeMove> fire = fire(view, legalMoves);
    if (fire.isPresent()) {
      return fire.get();
    }
    Optional<WormholeMove> leave = legalMoves.stream().filter(m -> m instanceof WormholeMove.Depart).findFirst();
    if (leave.isPresent()) {
      return leave.get();
    }
    Optional<WormholeMove> move = movement(view, legalMoves);
    if (move.isPresent()) {
      return move.get();
    }
    Optional<WormholeMove> hypercharge = legalMoves.stream().filter(m -> m instanceof WormholeMove.UseAbility useAbility
        && useAbility.ability() == SpecialAbility.HYPERCHARGE).findFirst();
    if (mode == Mode.CAPTAIN && hypercharge.isPresent()) {
      return hypercharge.get();
    }
    return legalMoves.stream().filter(m -> m instanceof WormholeMove.CancelSpecial
        || m instanceof WormholeMove.HoldFire).findFirst().orElse(first);
  }

  /** The orders for the first vessel still to be ordered that can take some, or finishing the orders. */
  private Optional<WormholeMove> orders(WormholeView view, List<WormholeMove> legal) {
    boolean ordersPhase = legal.stream().anyMatch(m -> m instanceof WormholeMove.FinishOrders);
    if (!ordersPhase) {
      return Optional.empty();
    }
    for (WormholeMove m : legal) {
      if (!(m instanceof WormholeMove.IssueOrders issueOrders)) {
        continue;
      }
      String id = issueOrders.vessel();
      boolean crippled = vessel(view, id).map(v -> status(view, v) == Status.CRIPPLED).orElse(false);
      boolean charge = mode == Mode.CAPTAIN && !crippled && vessel(view, id).map(v -> !v.charged()
          && view.config().catalog().vesselClass(v.classId()).ability(SpecialAbility.HYPERCHARGE).isPresent())
          .orElse(false);
      Optional<WormholeMove> best = legal.stream()
          .filter(o -> o instanceof WormholeMove.IssueOrders other && other.vessel().equals(id))
          .filter(o -> charge ? charging(((WormholeMove.IssueOrders) o).orders())
              : wanted(((WormholeMove.IssueOrders) o).orders(), crippled))
          .max(Comparator.comparingInt(o -> ((WormholeMove.IssueOrders) o).orders().total()));
      if (best.isPresent()) {
        return best;
      }
    }
    return legal.stream().filter(m -> m instanceof WormholeMove.FinishOrders).findFirst();
  }

  private static boolean charging(Orders o) {
    return o.specials() == 1 && o.total() == 1;
  }

  private boolean wanted(Orders o, boolean crippled) {
    if (o.specials() > 0) {
      return false;
    }
    if (mode == Mode.ATTACK_ONLY) {
      return o.moves() == 0 && o.repairs() == 0 && o.attacks() > 0;
    }
    return crippled ? o.repairs() > 0 && o.moves() + o.attacks() == 0 : o.repairs() == 0;
  }

  /** Every weapon fires at the nearest target it may fire at. */
  private static Optional<WormholeMove> fire(WormholeView view, List<WormholeMove> legal) {
    return legal.stream().filter(m -> m instanceof WormholeMove.Fire).min(Comparator.comparingDouble(m -> {
      WormholeMove.Fire f = (WormholeMove.Fire) m;
      Optional<Point> from = vessel(view, f.vessel()).flatMap(Vessel::position);
      double nearest = Double.MAX_VALUE;
      for (String t : f.targets()) {
        Optional<Point> at = vessel(view, t).flatMap(Vessel::position);
        if (from.isPresent() && at.isPresent()) {
          nearest = Math.min(nearest, from.get().distanceTo(at.get()));
        }
      }
      return nearest;
    }));
  }

  /** The move or free turn that leaves the vessel nearest the nearest enemy. */
  private static Optional<WormholeMove> movement(WormholeView view, List<WormholeMove> legal) {
    WormholeMove best = null;
    double bestGap = Double.MAX_VALUE;
    for (WormholeMove m : legal) {
      Optional<Point> end = Optional.empty();
      Optional<Vessel> v = Optional.empty();
      double heading = 0;
      if (m instanceof WormholeMove.Maneuver mv && mv.dock().isEmpty()) {
        
        v = vessel(view, mv.vessel()).filter(Vessel::onMat);
        heading = v.map(x -> Headings.normalize(x.heading() + mv.turn())).orElse(0.0);
        double h = heading;
        end = v.flatMap(Vessel::position).map(p -> p.travel(h, mv.distance()));
      } else if (m instanceof WormholeMove.FreeTurn ft) {
        
        v = vessel(view, ft.vessel());
        heading = v.map(x -> Headings.normalize(x.heading() + ft.turn())).orElse(0.0);
        end = v.flatMap(Vessel::position);
      }
      if (end.isEmpty()) {
        continue;
      }
      Optional<Point> target = goal(view, v.get(), end.get());
      if (target.isEmpty()) {
        continue;
      }
      double gap = end.get().distanceTo(target.get())
          + Math.abs(Headings.turn(heading, end.get().bearingTo(target.get()))) / 360.0;
      if (gap < bestGap) {
        bestGap = gap;
        best = m;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Where {@code self} heads: its way out when it should leave, else the nearest enemy. */
  private static Optional<Point> goal(WormholeView view, Vessel self, Point from) {
    Optional<Point> enemy = nearestEnemy(view, self, from);
    Scenario scenario = view.config().scenario();
    boolean supply = scenario.isSupplyShip(self.id());
    if (supply || enemy.isEmpty()) {
      for (Scenario.Exit exit : scenario.exits()) {
        Optional<Gate> gate = view.wormholes().gate(exit.wormhole());
        if (exit.seat() == self.owner() && gate.isPresent()
            && (supply || scenario.kind() != ScenarioKind.SUPPLY_RUN)) {
          return Optional.of(gate.get().position());
        }
      }
    }
    return enemy;
  }

  private static Optional<Point> nearestEnemy(WormholeView view, Vessel self, Point from) {
    return view.vessels().stream().filter(o -> o.owner() != self.owner() && o.onMat()
        && status(view, o) != Status.DESTROYED).map(o -> o.position().get())
        .min(Comparator.comparingDouble(from::distanceTo));
  }

  private static Optional<Vessel> vessel(WormholeView view, String id) {
    return view.vessels().stream().filter(v -> v.id().equals(id)).findFirst();
  }

  private static Status status(WormholeView view, Vessel v) {
    VesselClass c = view.config().catalog().vesselClass(v.classId());
    return c.track().statusAt(v.marks());
  }

  /** Whether this is the Training Mission's attack-only autopilot. */
  public boolean isAttackOnly() {
    return mode == Mode.ATTACK_ONLY;
  }
}
