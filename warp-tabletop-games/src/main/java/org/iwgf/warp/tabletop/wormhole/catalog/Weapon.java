// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.Collections;
import java.util.TreeMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One weapon line of a reference card.
 *
 * @param id stable id, unique within its vessel class (for example {@code "laser-battery-1"})
 * @param name the name printed on the card
 * @param range RNG in inches before status penalties
 * @param dice DMG: dice rolled to score potential marks
 * @param arc width of the fire arc in degrees, centred on the vessel's heading (360 for all round)
 * @param multiplier SPC ×N: the weapon acts as N separate attacks that may be split between targets (1 if none)
 * @param multiplierSquadronsOnly SPC ×NS: the multiplier applies only against squadron targets
 * @param multiplierRange when present, the multiplier applies only to targets within this many inches
 * @param capitalBonus SPC +1C: +1 to every roll to mark a capital ship
 * @param autofire fires automatically in initiative band 0 without an Attack order
 * @param requiresCharge fires only when the vessel is charged (the Particlebow) and spends the charge
 * @param allOrNothing rolls one die and counts a success as {@code dice} marks (the Heavy Railgun)
 * @param specialOrder fired with a Special Order in the Special Orders phase instead of an Attack order
 * @param explosive explosive damage: every die marks on 2+, whatever the modifiers (missiles)
 * @param requiresInsert the insert id the vessel must carry to have this weapon
 * @param sources where each field's value comes from, keyed by field name
 * @since 0.1.0
 */
public record Weapon(String id, String name, double range, int dice, double arc, int multiplier,
    boolean multiplierSquadronsOnly, Optional<Double> multiplierRange, boolean capitalBonus,
    boolean autofire, boolean requiresCharge, boolean allOrNothing, boolean specialOrder, boolean explosive,
    Optional<String> requiresInsert, Map<String, Source> sources) {

  public Weapon {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(multiplierRange, "multiplierRange");
    Objects.requireNonNull(requiresInsert, "requiresInsert");
    sources = Collections.unmodifiableMap(new TreeMap<>(sources));
  }

  /** Whether {@code 360}° fire: any direction. */
  public boolean allRound() {
    return arc >= 360.0;
  }
}
