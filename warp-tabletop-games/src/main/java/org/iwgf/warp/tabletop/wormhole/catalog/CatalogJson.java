// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;

/**
 * Reads and writes catalogs, and ships the Sathrican one. Reading is strict (every field present, no
 * unknown field, no {@code null} where a value is required) and the catalog is then checked: every value
 * says where it comes from, ids are unique, numbers are in range, inserts name classes that exist.
 *
 * <p>Malformed JSON fails with {@link org.iwgf.warp.core.game.InvalidStateException} ({@code MALFORMED_JSON},
 * {@code UNKNOWN_FIELD}, {@code MISSING_FIELD}, {@code BAD_VALUE} …); a well-formed catalog that breaks a
 * rule fails with {@link InvalidConfigException} and code {@code CATALOG}, naming the class and field.
 *
 * @since 0.1.0
 */
public final class CatalogJson {
  /** Longest distance a catalog may give (a velocity, a range, an explosion), in inches. */
  public static final double MAX_INCHES = 240;
  /** Largest base radius a catalog may give, in inches. */
  public static final double MAX_BASE_RADIUS = 12;
  /** Highest count a catalog may give (costs, dice, orders, marks). */
  public static final int MAX_COUNT = 10_000;

  /** Vessel class fields whose value must have a source. */
  static final List<String> SOURCED = List.of("name", "size", "cost", "initiative", "velocity", "moves",
      "attacks", "capacity", "armor", "defense", "turnArc", "baseRadius", "modelRadius", "track", "weapons",
      "abilities", "traits", "bays", "explosionRadius", "explosionMarks");

  private static final StrictJson JSON = StrictJson.of(JsonLimits.standard(), CatalogMixins.module());

  private CatalogJson() {}

  /** The Sathrican catalog shipped with the library (Royalist and Separatist fleets). */
  public static Catalog sathrican() {
    try (InputStream in = CatalogJson.class.getResourceAsStream("sathrican.json")) {
      if (in == null) {
        throw new IllegalStateException("The Sathrican catalog is missing from the jar.");
      }
      return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads and checks a catalog.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the text is not a catalog
   * @throws InvalidConfigException with code {@code CATALOG} if the catalog breaks a rule
   */
  public static Catalog read(String json) {
    Catalog catalog = JSON.read(json, Catalog.class, "catalog");
    check(catalog);
    return catalog;
  }

  /** A catalog as JSON. */
  public static String write(Catalog catalog) {
    return JSON.write(catalog, Catalog.class, "catalog");
  }

  /**
   * Checks a catalog made in code as {@link #read} checks one read from JSON.
   *
   * @throws InvalidConfigException with code {@code CATALOG} if the catalog breaks a rule
   */
  public static void check(Catalog catalog) {
    if (catalog == null) {
      throw new InvalidConfigException("CATALOG", "No catalog was given.");
    }
    Set<String> classIds = new HashSet<>();
    for (VesselClass v : catalog.vessels()) {
      classIds.add(v.id());
      for (String field : SOURCED) {
        require(v.sources().containsKey(field), v.id() + "." + field + " does not say where it comes from");
      }
      require(v.cost() >= 0 && v.capacity() >= 0 && v.moves() >= 0 && v.attacks() >= 0 && v.bays() >= 0
          && v.explosionMarks() >= 0, v.id() + " has a negative cost, capacity, order count, bay count or mark count");
      require(v.initiative() >= 0 && v.initiative() <= 9, v.id() + ".initiative must be 0 to 9");
      require(v.defense() >= 2 && v.defense() <= 7, v.id() + ".defense must be 2+ to 7+ (7: never saves)");
      require(v.velocity() >= 0 && v.turnArc() >= 0 && v.turnArc() <= 180, v.id()
          + " needs a VEL of at least 0 and a turn arc of 0 to 180 degrees");
      require(v.velocity() <= MAX_INCHES, v.id() + ".velocity must be at most "
          + MAX_INCHES + " inches");
      require(v.baseRadius() > 0 && v.modelRadius() > 0 && v.modelRadius() <= v.baseRadius()
          && v.baseRadius() <= MAX_BASE_RADIUS, v.id() + " needs positive radii of at most " + MAX_BASE_RADIUS
          + " inches, the model no wider than its base");
      require(v.explosionRadius().map(r -> r > 0 && r <= MAX_INCHES).orElse(true), v.id()
          + ".explosionRadius must be positive and at most " + MAX_INCHES + " inches");
      require(v.cost() <= MAX_COUNT && v.capacity() <= MAX_COUNT && v.moves() <= MAX_COUNT
          && v.attacks() <= MAX_COUNT && v.bays() <= MAX_COUNT && v.explosionMarks() <= MAX_COUNT,
          v.id() + " has a count over " + MAX_COUNT);
      require(!v.traits().contains(Trait.MISSILE) || v.weapons().stream().anyMatch(Weapon::explosive),
          v.id() + " is a missile and needs an explosive warhead");
      Set<String> weaponIds = new HashSet<>();
      for (Weapon w : v.weapons()) {
        require(weaponIds.add(w.id()), v.id() + " has two weapons " + w.id());
        for (String field : List.of("range", "dice", "arc")) {
          require(w.sources().containsKey(field), v.id() + "." + w.id() + "." + field
              + " does not say where it comes from");
        }
        require(w.range() >= 0 && w.range() <= MAX_INCHES && w.dice() >= 1 && w.dice() <= MAX_COUNT
            && w.multiplier() >= 1 && w.multiplier() <= MAX_COUNT && w.arc() > 0 && w.arc() <= 360
            && w.multiplierRange().map(r -> r >= 0 && r <= MAX_INCHES).orElse(true),
            v.id() + "." + w.id() + " needs a range of 0 to " + MAX_INCHES + " inches, 1 to " + MAX_COUNT
                + " dice and multiplier, an arc of 1 to 360 degrees");
      }
      for (Ability a : v.abilities()) {
        for (String name : a.values().keySet()) {
          require(a.sources().containsKey(name), v.id() + "." + a.kind() + "." + name
              + " does not say where it comes from");
          double value = a.values().get(name);
          // Every ability value is a distance or a die modifier: never negative, never past the longest mat.
          require(value >= 0 && value <= MAX_INCHES, v.id() + "." + a.kind() + "." + name + " must be 0 to "
              + MAX_INCHES);
        }
      }
    }
    Set<String> insertIds = new HashSet<>();
    for (InsertType i : catalog.inserts()) {
      require(insertIds.add(i.id()), "two inserts share the id " + i.id());
      require(i.sources().containsKey("cost"), i.id() + ".cost does not say where it comes from");
      require(i.cost() >= 0 && i.costPer() >= 0 && i.minimumCost() >= 0 && i.freeCount() >= 0
          && i.perFleet() >= 0 && i.perVessel() >= 0, i.id() + " has a negative number");
      require(i.cost() <= MAX_COUNT && i.costPer() <= MAX_COUNT && i.minimumCost() <= MAX_COUNT
          && i.freeCount() <= MAX_COUNT && i.perFleet() <= MAX_COUNT && i.perVessel() <= MAX_COUNT,
          i.id() + " has a number over " + MAX_COUNT);
      for (String c : i.allowedOn()) {
        require(classIds.contains(c), i.id() + " is allowed on " + c + ", which the catalog does not have");
      }
    }
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new InvalidConfigException("CATALOG", "The catalog is not valid: " + what + ".");
    }
  }
}
