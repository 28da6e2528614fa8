// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.space;

/**
 * Compass headings in degrees: 0 faces +y, 90 faces +x, clockwise; a positive turn is to starboard.
 *
 * @since 0.1.0
 */
public final class Headings {
  private Headings() {}

  /** {@code degrees} brought into [0, 360). */
  public static double normalize(double degrees) {
    double d = degrees % 360.0;
    if (d < 0) {
      d += 360.0;
    }
    return d == 360.0 ? 0.0 : d;
  }

  /** The signed smallest turn from heading {@code from} to heading {@code to}, in (-180, 180]. */
  public static double turn(double from, double to) {
    double d = normalize(to - from);
    return d > 180.0 ? d - 360.0 : d;
  }
}
