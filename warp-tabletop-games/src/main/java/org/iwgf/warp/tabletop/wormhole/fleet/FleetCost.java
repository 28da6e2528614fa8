// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.InsertType;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;

/**
 * What a fleet costs ("How Do I Design a Fleet?" and "Data Inserts"): each vessel's card cost plus its
 * inserts. Each vessel's first {@link InsertType#freeCount()} inserts of a type are free (a Hammerhead's two
 * Missile Salvos come with it and are not listed); the faction's free insert (Royalist Skilled Commander,
 * Separatist Ace) costs nothing; a Legendary Commander costs its rate per 50 points of the rest of the
 * fleet, part-50s rounded up, at least its minimum.
 *
 * @since 0.1.0
 */
public final class FleetCost {
  /** The Royalist faction's free insert. */
  public static final String ROYALIST_FREE = "skilled-commander";
  /** The Separatist faction's free insert. */
  public static final String SEPARATIST_FREE = "ace";
  /** The insert that makes a Fleet Admiral a Legendary Commander. */
  public static final String LEGENDARY = "legendary-commander";

  private FleetCost() {}

  /** The whole fleet's cost in points. */
  public static int of(FleetSpec fleet, Catalog catalog) {
    int total = 0;
    for (int v : vesselValues(fleet, catalog)) {
      total += v;
    }
    return total;
  }

  /**
   * Each vessel's value in fleet order: its cost with the inserts it carries (what an opponent scores for
   * destroying it).
   */
  public static List<Integer> vesselValues(FleetSpec fleet, Catalog catalog) {
    String factionFree = fleet.faction() == Faction.ROYALIST ? ROYALIST_FREE : SEPARATIST_FREE;
    boolean freeUsed = false;
    int withoutLegend = 0;
    List<Integer> values = new ArrayList<>();
    int legendIndex = -1;
    for (int i = 0; i < fleet.vessels().size(); i++) {
      VesselSpec spec = fleet.vessels().get(i);
      VesselClass c = catalog.vesselClass(spec.classId());
      int value = c.cost();
      for (String insertId : spec.inserts()) {
        InsertType type = catalog.insert(insertId).orElseThrow(
            () -> new IllegalArgumentException("No insert " + insertId + " in the catalog."));
        if (insertId.equals(LEGENDARY)) {
          legendIndex = i;
          continue;
        }
        if (insertId.equals(factionFree) && !freeUsed) {
          freeUsed = true;
          continue;
        }
        value += type.cost();
      }
      values.add(value);
      withoutLegend += value;
    }
    if (legendIndex >= 0) {
      InsertType legend = catalog.insert(LEGENDARY).orElseThrow();
      int per = Math.max(1, legend.costPer());
      int cost = Math.max(legend.minimumCost(), legend.cost() * ((withoutLegend + per - 1) / per));
      values.set(legendIndex, values.get(legendIndex) + cost);
    }
    return values;
  }
}
