// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

/**
 * The advanced rules of the Game Plan Checklist that a battle can switch on ({@link WormholeConfig#with}).
 *
 * @since 0.1.0
 */
public enum AdvancedRule {
  /**
   * Orders Loss: each turn a commander's Command Capacity is cut by dice rolled by the number of
   * non-command vessels in play; Skilled Commanders save 2 each (and no longer give a re-roll).
   */
  ORDERS_LOSS,
  /**
   * Bigger Explosions: a charged Particlebow deals 2 potential marks, a Hammerhead 1 more per Missile Salvo
   * aboard, a carrier loses squadrons on deck on 1–3 (each adding a die), and a squadron wiped out from
   * full status in one Attack phase explodes with a squadron-sized template.
   */
  BIGGER_EXPLOSIONS,
  /**
   * Debris Fields: explosion counters stay as debris; a ship or capital ship moving through one at over half
   * its VEL takes a mark on 4+, and fire through one is at −1 to mark.
   */
  DEBRIS_FIELDS,
  /**
   * Ramming: a vessel may spend a Move order to ram an enemy within its reach; the target first gets a
   * bonus round of autofire (none against a Missile Salvo), then both deal impact marks by size and the
   * survivor ends 1" beyond.
   */
  RAMMING,
  /**
   * Wormholes: a vessel whose move brings it into contact with a Wormhole token travels to a linked one and
   * ends its move there; vessels in contact can hack a wormhole's symbol or tune its colour.
   */
  WORMHOLES,
  /**
   * Abandon Ship: a Fleet Admiral whose vessel is destroyed escapes in an Escape Pod; a Special Order launches
   * a shuttle carrying the admiral or one insert to another ship. Shuttles and pods move by themselves,
   * once a turn, and dock with a friendly ship they reach.
   */
  ABANDON_SHIP
}
