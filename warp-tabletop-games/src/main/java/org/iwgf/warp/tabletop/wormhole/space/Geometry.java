// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.space;

/**
 * The measurements of the battle game, exact in double precision with one tolerance,
 * {@link #EPSILON} (a thousandth of an inch), for "touching" and "in range" comparisons.
 *
 * @since 0.1.0
 */
public final class Geometry {
  /** Tolerance in inches for contact and range comparisons. */
  public static final double EPSILON = 1e-3;

  private Geometry() {}

  /** Shortest distance in inches from {@code p} to the segment {@code a}–{@code b}. */
  public static double distanceToSegment(Point p, Point a, Point b) {
    double dx = b.x() - a.x();
    double dy = b.y() - a.y();
    double len2 = dx * dx + dy * dy;
    if (len2 == 0) {
      return p.distanceTo(a);
    }
    double t = ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / len2;
    t = Math.max(0, Math.min(1, t));
    return p.distanceTo(new Point(a.x() + t * dx, a.y() + t * dy));
  }

  /**
   * Whether any part of {@code target} lies inside the fire arc of width {@code arc} degrees centred on
   * {@code heading} from {@code origin}. A 360° arc sees everything; otherwise the target is in arc when
   * the bearing to its centre is within half the arc plus the angle its circle subtends.
   */
  public static boolean inArc(Point origin, double heading, double arc, Circle target) {
    if (arc >= 360.0) {
      return true;
    }
    double d = origin.distanceTo(target.center());
    if (d <= target.radius()) {
      return true;
    }
    double halfWidth = Math.toDegrees(Math.asin(Math.min(1.0, target.radius() / d)));
    double off = Math.abs(Headings.turn(heading, origin.bearingTo(target.center())));
    return off <= arc / 2.0 + halfWidth + 1e-9;
  }
}
