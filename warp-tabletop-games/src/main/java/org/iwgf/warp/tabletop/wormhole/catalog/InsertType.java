// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.Collections;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A Data Insert that can be bought for a vessel ("Data Inserts").
 *
 * @param id stable id (for example {@code "skilled-commander"})
 * @param name the printed name
 * @param cost points per insert (for the Legendary Commander: points per {@code costPer} fleet points)
 * @param costPer when positive, the cost is {@code cost} per this many fleet points (rounded up) — the
 *     Legendary Commander's "5 points per 50 points"; 0 for a flat cost
 * @param minimumCost the least the insert costs (Legendary Commander: 10)
 * @param freeCount how many of this insert each eligible vessel gets free (Missile Salvos: 2)
 * @param perFleet most of this insert in one fleet (0 for no fleet limit)
 * @param perVessel most of this insert on one vessel (0 for no limit)
 * @param allowedOn vessel class ids that may carry it (empty: any ship or capital ship)
 * @param sources where each field's value comes from, keyed by field name
 * @since 0.1.0
 */
public record InsertType(String id, String name, int cost, int costPer, int minimumCost, int freeCount,
    int perFleet, int perVessel, Set<String> allowedOn, Map<String, Source> sources) {

  public InsertType {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    allowedOn = Collections.unmodifiableSet(new TreeSet<>(allowedOn));
    sources = Collections.unmodifiableMap(new TreeMap<>(sources));
  }
}
