// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * One vessel class of a catalog: the numbers of its reference card and TOS.
 *
 * @param id stable id (for example {@code "hammerhead"})
 * @param name the printed name (for example "Hammerhead Battlecruiser")
 * @param size the size class
 * @param cost point cost
 * @param initiative INI: its initiative band
 * @param velocity VEL in inches per Move order
 * @param moves MOV: Move orders per turn
 * @param attacks ATK: Attack orders per turn
 * @param capacity command capacity: orders it can take in a turn at full status
 * @param armor ARM
 * @param defense DEF: the lowest roll that prevents a potential mark
 * @param turnArc degrees it may turn to either side per move
 * @param baseRadius radius of its base in inches (bases never overlap at the end of a move)
 * @param modelRadius radius in inches of the model's footprint seen from above; ranges are measured
 *     vessel to vessel between these circles
 * @param track its damage track
 * @param weapons its weapons, standard, autofire and special
 * @param abilities its Special Order abilities (Self-destruct is open to every vessel and not listed)
 * @param traits its traits
 * @param bays squadrons it can carry on deck (0 unless a carrier)
 * @param explosionRadius radius in inches of the explosion template it leaves when destroyed, if any
 * @param explosionMarks potential marks of explosive damage its explosion deals to each vessel it touches
 * @param sources where each field's value comes from, keyed by field name
 * @since 0.1.0
 */
public record VesselClass(String id, String name, SizeClass size, int cost, int initiative, double velocity,
    int moves, int attacks, int capacity, Armor armor, int defense, double turnArc, double baseRadius,
    double modelRadius, DamageTrack track, List<Weapon> weapons, List<Ability> abilities, Set<Trait> traits,
    int bays, Optional<Double> explosionRadius, int explosionMarks, Map<String, Source> sources) {

  public VesselClass {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(size, "size");
    Objects.requireNonNull(armor, "armor");
    Objects.requireNonNull(track, "track");
    Objects.requireNonNull(explosionRadius, "explosionRadius");
    weapons = List.copyOf(weapons);
    abilities = List.copyOf(abilities);
    traits = Collections.unmodifiableSet(traits.isEmpty() ? EnumSet.noneOf(Trait.class) : EnumSet.copyOf(traits));
    sources = Collections.unmodifiableMap(new TreeMap<>(sources));
  }

  /** Whether this class has {@code trait}. */
  public boolean has(Trait trait) {
    return traits.contains(trait);
  }

  /** Whether this class is a squadron. */
  public boolean isSquadron() {
    return size == SizeClass.SQUADRON;
  }

  /** The weapon with {@code weaponId}, if this class has it. */
  public Optional<Weapon> weapon(String weaponId) {
    return weapons.stream().filter(w -> w.id().equals(weaponId)).findFirst();
  }

  /** The ability {@code kind}, if this class has it. */
  public Optional<Ability> ability(SpecialAbility kind) {
    return abilities.stream().filter(a -> a.kind() == kind).findFirst();
  }
}
