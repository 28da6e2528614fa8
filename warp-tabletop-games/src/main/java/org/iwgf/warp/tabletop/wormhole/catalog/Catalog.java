// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * Every vessel class and insert a game can use, with the source of every value. The library ships the
 * Sathrican catalog ({@code CatalogJson.sathrican()}); a user may load their own in its place.
 *
 * @param name a title for the catalog
 * @param vessels vessel classes in catalog order, including the Missile Salvo, the shuttle and the escape pod
 * @param inserts insert types in catalog order
 * @since 0.1.0
 */
public record Catalog(String name, List<VesselClass> vessels, List<InsertType> inserts) {

  public Catalog {
    Objects.requireNonNull(name, "name");
    vessels = List.copyOf(vessels);
    inserts = List.copyOf(inserts);
    Map<String, VesselClass> seen = new LinkedHashMap<>();
    for (VesselClass v : vessels) {
      if (seen.put(v.id(), v) != null) {
        throw new IllegalArgumentException("Two vessel classes share the id " + v.id() + ".");
      }
    }
  }

  /** The vessel class {@code id}, if the catalog has it. */
  public Optional<VesselClass> vessel(String id) {
    // A plain scan: the rules ask this on every order check, and a catalog holds a few dozen classes.
    for (VesselClass v : vessels) {
      if (v.id().equals(id)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }

  /**
   * The vessel class {@code id}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException code {@code UNKNOWN_CLASS} if the catalog lacks it
   */
  public VesselClass vesselClass(String id) {
    return vessel(id).orElseThrow(() -> new InvalidConfigException("UNKNOWN_CLASS",
        "The catalog has no vessel class " + id + "."));
  }

  /** The insert type {@code id}, if the catalog has it. */
  public Optional<InsertType> insert(String id) {
    for (InsertType i : inserts) {
      if (i.id().equals(id)) {
        return Optional.of(i);
      }
    }
    return Optional.empty();
  }
}
