// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.Collections;
import java.util.TreeMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A Special Order ability of a vessel class with its numbers, each with its source.
 *
 * @param kind which ability
 * @param values its numbers by name (for example {@code "velocity": 12} for Afterburner)
 * @param sources where each value comes from, keyed as {@code values}
 * @since 0.1.0
 */
public record Ability(SpecialAbility kind, Map<String, Double> values, Map<String, Source> sources) {

  public Ability {
    Objects.requireNonNull(kind, "kind");
    values = Collections.unmodifiableMap(new TreeMap<>(values));
    sources = Collections.unmodifiableMap(new TreeMap<>(sources));
  }

  /** The number called {@code name}, if this ability has one. */
  public Optional<Double> value(String name) {
    return Optional.ofNullable(values.get(name));
  }
}
