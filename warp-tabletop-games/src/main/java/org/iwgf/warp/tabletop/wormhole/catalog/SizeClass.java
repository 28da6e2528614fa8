// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

/**
 * The size classes of the Glossary, smallest first; ramming and explosion templates scale with them.
 *
 * @since 0.1.0
 */
public enum SizeClass {
  /** A squadron of fighters (and squadron-sized objects: shuttles, escape pods, asteroids). */
  SQUADRON,
  /** A ship, such as a Control Corvette or a Particlebow Frigate. */
  SHIP,
  /** A capital ship, such as a Convoy Carrier or a Hammerhead Battlecruiser. */
  CAPITAL_SHIP,
  /** A supership; none in the Sathrican fleets, kept for objects and later fleets. */
  SUPERSHIP;

  /** How many classes larger {@code other} is than this one (negative if smaller). */
  public int stepsTo(SizeClass other) {
    return other.ordinal() - ordinal();
  }
}
