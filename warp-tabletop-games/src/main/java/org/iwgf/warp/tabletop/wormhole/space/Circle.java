// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.space;

import java.util.Objects;

/**
 * A circle on the mat: a base, a model's footprint or an explosion template.
 *
 * @param center centre
 * @param radius radius in inches, never negative
 * @since 0.1.0
 */
public record Circle(Point center, double radius) {

  public Circle {
    Objects.requireNonNull(center, "center");
    if (!(radius >= 0) || !Double.isFinite(radius)) {
      throw new IllegalArgumentException("A radius is a finite number of inches, at least 0.");
    }
  }

  /** Gap in inches between the edges of the two circles, 0 if they touch or overlap. */
  public double gapTo(Circle other) {
    return Math.max(0.0, center.distanceTo(other.center) - radius - other.radius);
  }

  /**
   * Whether the circles overlap by more than {@link Geometry#EPSILON}: circles that only touch do not
   * overlap.
   */
  public boolean overlaps(Circle other) {
    return center.distanceTo(other.center) < radius + other.radius - Geometry.EPSILON;
  }

  /** Whether the circles touch or overlap (within {@link Geometry#EPSILON}). */
  public boolean touches(Circle other) {
    return center.distanceTo(other.center) <= radius + other.radius + Geometry.EPSILON;
  }

  /**
   * Whether the segment from {@code a} to {@code b} passes through this circle's interior: its distance
   * from the centre is less than the radius.
   */
  public boolean crossedBy(Point a, Point b) {
    return Geometry.distanceToSegment(center, a, b) < radius - Geometry.EPSILON;
  }
}
