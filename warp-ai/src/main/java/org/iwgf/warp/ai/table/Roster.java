// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import java.util.List;

/**
 * Names for computer captains: famous aviators and astronauts, all distinct.
 *
 * @since 0.1.0
 */
public final class Roster {
  private static final List<String> AVIATORS = List.of(
      "Armstrong", "Lovell", "Earhart", "Gagarin", "Ride", "Tereshkova", "Glenn", "Jemison", "Aldrin",
      "Yeager", "Coleman", "Leonov", "Lindbergh", "Cochran", "Shepard", "Savitskaya", "Collins", "Hadfield");

  private Roster() {}

  /** Most captains a roster names: the largest fleet any factor seats. */
  public static int size() {
    return AVIATORS.size();
  }

  /**
   * The first {@code captains} names, in seat order.
   *
   * @throws IllegalArgumentException if {@code captains} is negative or more than {@link #size()}
   */
  public static List<String> aviators(int captains) {
    if (captains < 0 || captains > AVIATORS.size()) {
      throw new IllegalArgumentException("The roster names 0–" + AVIATORS.size() + " captains, not "
          + captains + ".");
    }
    return AVIATORS.subList(0, captains);
  }
}
