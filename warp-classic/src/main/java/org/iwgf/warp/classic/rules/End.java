// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * An end of the line of play. The lead tile opens {@code left} (its higher end) and {@code right}; in All
 * Fives the spinner opens {@code up} and {@code down} once both of its long sides have been played on.
 *
 * @since 0.1.0
 */
public enum End {
  LEFT,
  RIGHT,
  UP,
  DOWN;

  private static final End[] ALL = values();

  static End of(int ordinal) {
    return ALL[ordinal];
  }
}
