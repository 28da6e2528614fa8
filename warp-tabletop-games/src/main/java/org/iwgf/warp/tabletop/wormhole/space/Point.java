// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.space;

/**
 * A point on the mat in inches. The mat's short sides are along x (0 to its width), its long sides along
 * y (0 to its length); seat 0 deploys at y = 0, seat 1 at the far short side.
 *
 * @param x inches from the left long side
 * @param y inches from seat 0's short side
 * @since 0.1.0
 */
public record Point(double x, double y) {

  public Point {
    if (!Double.isFinite(x) || !Double.isFinite(y)) {
      throw new IllegalArgumentException("A point needs finite coordinates.");
    }
  }

  /** The point at ({@code x}, {@code y}). */
  public static Point of(double x, double y) {
    return new Point(x, y);
  }

  /** Straight-line distance to {@code other} in inches. */
  public double distanceTo(Point other) {
    return Math.hypot(other.x - x, other.y - y);
  }

  /** The point {@code distance} inches away on compass heading {@code heading}. */
  public Point travel(double heading, double distance) {
    double r = Math.toRadians(heading);
    return new Point(x + distance * Math.sin(r), y + distance * Math.cos(r));
  }

  /**
   * The compass bearing from this point to {@code other} in degrees [0, 360): 0 faces +y (toward the far
   * short side from seat 0), 90 faces +x, clockwise.
   */
  public double bearingTo(Point other) {
    return Headings.normalize(Math.toDegrees(Math.atan2(other.x - x, other.y - y)));
  }
}
