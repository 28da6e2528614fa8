// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * A client of {@link WormholeMenu} as its Javadoc describes it, reading only the menu: whether a move is one
 * the menu stands for, the moves a client would build from it, and moves around its edges (legal or not) to
 * hold it against the rules.
 */
final class MenuReader {
  private static final double TOLERANCE = 1e-9;

  private MenuReader() {}

  /** Whether {@code move} is one of the moves {@code menu} describes. */
  static boolean allows(WormholeMenu menu, WormholeMove move) {
    if (menu.choices().contains(move)) {
      return true;
    }
    if (move instanceof WormholeMove.Deploy d) {
      return menu.deployment().filter(p -> p.vessel().equals(d.vessel())).map(p -> places(p, d)).orElse(false);
    }
    if (move instanceof WormholeMove.IssueOrders o) {
      return menu.orders().stream().anyMatch(v -> v.vessel().equals(o.vessel()) && v.sets().contains(o.orders()));
    }
    if (move instanceof WormholeMove.CallReinforcements c) {
      return menu.reinforcements().map(r -> calls(r, c.vessels())).orElse(false);
    }
    if (move instanceof WormholeMove.FreeTurn t) {
      return menu.helm().filter(h -> h.freeTurn() && h.vessel().equals(t.vessel()))
          .map(h -> Double.isFinite(t.turn()) && Math.abs(t.turn()) <= h.turnArc() + TOLERANCE).orElse(false);
    }
    if (move instanceof WormholeMove.Maneuver m) {
      return menu.helm().filter(h -> !h.freeTurn() && h.vessel().equals(m.vessel())).map(h -> steers(h, m))
          .orElse(false);
    }
    if (move instanceof WormholeMove.Travel t) {
      return menu.helm().filter(h -> !h.freeTurn() && h.vessel().equals(t.vessel())).map(h -> h.journeys().stream()
          .anyMatch(j -> j.wormhole().equals(t.wormhole()) && j.exit().equals(t.exit()) && leaves(h, j, t.heading())))
          .orElse(false);
    }
    if (move instanceof WormholeMove.Fire f) {
      return menu.attacks().filter(a -> a.vessel().equals(f.vessel())).map(a -> a.weapons().stream()
          .anyMatch(w -> w.weapon().equals(f.weapon()) && aims(w, f.targets()))).orElse(false);
    }
    return false;
  }

  private static boolean places(WormholeMenu.Placement p, WormholeMove.Deploy d) {
    Point at = d.position();
    WormholeMenu.Area a = p.area();
    boolean inside = at.x() >= a.fromX() - TOLERANCE && at.x() <= a.toX() + TOLERANCE
        && at.y() >= a.fromY() - TOLERANCE && at.y() <= a.toY() + TOLERANCE;
    return Double.isFinite(d.heading()) && inside
        && p.near().map(n -> at.distanceTo(n) <= p.within() + TOLERANCE).orElse(true)
        && clear(new Circle(at, p.radius()), p.obstacles(), Optional.empty());
  }

  private static boolean calls(WormholeMenu.Reinforcements r, List<String> ids) {
    Set<String> seen = new HashSet<>();
    int cost = 0;
    for (String id : ids) {
      Optional<WormholeMenu.Reserve> reserve = r.reserve().stream().filter(x -> x.vessel().equals(id)).findFirst();
      if (reserve.isEmpty() || !seen.add(id)) {
        return false;
      }
      cost += reserve.get().cost();
    }
    return r.points().isEmpty() || cost <= r.points().getAsInt();
  }

  private static boolean steers(WormholeMenu.Helm h, WormholeMove.Maneuver m) {
    if (!Double.isFinite(m.turn()) || Math.abs(m.turn()) > h.turnArc() + TOLERANCE || (h.straight() && m.turn() != 0)
        || !Double.isFinite(m.distance()) || m.distance() < 0 || m.distance() > h.reach() + TOLERANCE) {
      return false;
    }
    Point end = h.from().travel(Headings.normalize(h.heading() + m.turn()), m.distance());
    Circle base = new Circle(end, h.radius());
    if (!end.equals(h.from()) && (!h.area().holds(end) || !clear(base, h.obstacles(), m.dock()))) {
      return false;
    }
    return m.dock().map(id -> h.docks().stream().anyMatch(d -> d.base().id().equals(id)
        && base.gapTo(circle(d.base())) <= d.reach() + Geometry.EPSILON)).orElse(true);
  }

  private static boolean leaves(WormholeMenu.Helm h, WormholeMenu.Journey j, double heading) {
    if (!Double.isFinite(heading)) {
      return false;
    }
    Point spot = j.exitCenter().travel(heading, j.distance());
    return j.area().holds(spot) && clear(new Circle(spot, h.radius()), j.obstacles(), Optional.empty());
  }

  private static boolean aims(WormholeMenu.WeaponTargets w, List<String> targets) {
    if (targets.isEmpty() || targets.size() > w.attacks() || !w.targets().contains(targets.get(0))) {
      return false;
    }
    return w.extraTargets().containsAll(targets.subList(1, targets.size()));
  }

  private static boolean clear(Circle base, List<WormholeMenu.Base> obstacles, Optional<String> except) {
    return obstacles.stream().noneMatch(o -> !except.equals(Optional.of(o.id())) && base.overlaps(circle(o)));
  }

  private static Circle circle(WormholeMenu.Base b) {
    return new Circle(b.center(), b.radius());
  }

  /** Up to {@code n} moves built from the menu as a client would, each one {@link #allows} accepts. */
  static List<WormholeMove> built(WormholeMenu menu, SplittableRandom random, int n) {
    List<WormholeMove> out = new ArrayList<>();
    for (int i = 0; i < n * 20 && out.size() < n; i++) {
      WormholeMove m = any(menu, random);
      if (m != null && allows(menu, m)) {
        out.add(m);
      }
    }
    return out;
  }

  /** A move of the menu's parts, within its ranges or just past them; null when the menu has no such part. */
  static WormholeMove probe(WormholeMenu menu, SplittableRandom random, double stretch) {
    if (menu.deployment().isPresent()) {
      WormholeMenu.Placement p = menu.deployment().get();
      WormholeMenu.Area a = p.area();
      double x = a.fromX() - p.radius() + random.nextDouble() * (a.toX() - a.fromX() + 2 * p.radius()) * stretch;
      double y = a.fromY() - p.radius() + random.nextDouble() * (a.toY() - a.fromY() + 2 * p.radius()) * stretch;
      return new WormholeMove.Deploy(p.vessel(), Point.of(x, y), random.nextDouble(360));
    }
    if (!menu.orders().isEmpty()) {
      WormholeMenu.VesselOrders v = menu.orders().get(random.nextInt(menu.orders().size()));
      OrderKind[] kinds = OrderKind.values();
      Optional<OrderKind> admiral = random.nextInt(4) == 0 ? Optional.of(kinds[random.nextInt(kinds.length)])
          : Optional.empty();
      Optional<OrderKind> ace = random.nextInt(4) == 0 ? Optional.of(kinds[random.nextInt(kinds.length)])
          : Optional.empty();
      return new WormholeMove.IssueOrders(v.vessel(), new Orders(random.nextInt(3), random.nextInt(4),
          random.nextInt(4), random.nextInt(3), admiral, ace));
    }
    if (menu.reinforcements().isPresent()) {
      List<String> ids = new ArrayList<>();
      for (WormholeMenu.Reserve r : menu.reinforcements().get().reserve()) {
        if (random.nextBoolean()) {
          ids.add(r.vessel());
        }
      }
      return new WormholeMove.CallReinforcements(ids);
    }
    if (menu.helm().isPresent()) {
      WormholeMenu.Helm h = menu.helm().get();
      double turn = (random.nextDouble() * 2 - 1) * h.turnArc() * stretch;
      if (h.freeTurn()) {
        return new WormholeMove.FreeTurn(h.vessel(), turn);
      }
      if (!h.journeys().isEmpty() && random.nextInt(4) == 0) {
        WormholeMenu.Journey j = h.journeys().get(random.nextInt(h.journeys().size()));
        return new WormholeMove.Travel(h.vessel(), j.wormhole(), j.exit(), random.nextDouble(360));
      }
      Optional<String> dock = !h.docks().isEmpty() && random.nextInt(3) == 0
          ? Optional.of(h.docks().get(random.nextInt(h.docks().size())).base().id()) : Optional.empty();
      return new WormholeMove.Maneuver(h.vessel(), h.straight() && random.nextBoolean() ? 0 : turn,
          random.nextDouble() * (h.reach() + 1) * stretch, dock);
    }
    if (menu.attacks().isPresent() && !menu.attacks().get().weapons().isEmpty()) {
      WormholeMenu.Armament a = menu.attacks().get();
      WormholeMenu.WeaponTargets w = a.weapons().get(random.nextInt(a.weapons().size()));
      List<String> pool = new ArrayList<>(w.targets());
      pool.addAll(w.extraTargets());
      List<String> targets = new ArrayList<>();
      int count = 1 + random.nextInt(Math.max(1, w.attacks() + (stretch > 1 ? 1 : 0)));
      for (int i = 0; i < count; i++) {
        targets.add(pool.get(random.nextInt(pool.size())));
      }
      return new WormholeMove.Fire(a.vessel(), w.weapon(), targets);
    }
    return null;
  }

  /** A move a client builds from the menu: one of its choices, or one built from its other parts. */
  private static WormholeMove any(WormholeMenu menu, SplittableRandom random) {
    if (!menu.choices().isEmpty() && random.nextInt(3) == 0) {
      return menu.choices().get(random.nextInt(menu.choices().size()));
    }
    if (!menu.orders().isEmpty()) {
      WormholeMenu.VesselOrders v = menu.orders().get(random.nextInt(menu.orders().size()));
      return v.sets().isEmpty() ? null : new WormholeMove.IssueOrders(v.vessel(), v.sets().get(random.nextInt(
          v.sets().size())));
    }
    if (menu.helm().isPresent() && !menu.helm().get().freeTurn() && !menu.helm().get().docks().isEmpty()
        && random.nextInt(3) == 0) {
      return docking(menu.helm().get(), menu.helm().get().docks().get(random.nextInt(menu.helm().get().docks()
          .size())));
    }
    return probe(menu, random, 1.0);
  }

  /** The move that turns toward {@code dock} and closes to contact with it. */
  private static WormholeMove docking(WormholeMenu.Helm h, WormholeMenu.Dock dock) {
    Point at = dock.base().center();
    double turn = h.from().equals(at) ? 0 : Headings.turn(h.heading(), h.from().bearingTo(at));
    double distance = Math.max(0, h.from().distanceTo(at) - dock.base().radius() - h.radius());
    return new WormholeMove.Maneuver(h.vessel(), h.straight() ? 0 : turn, distance, Optional.of(dock.base().id()));
  }
}
