// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One vessel a commander brings: its id (the number on its base and TOS), its class, its inserts and, for a
 * squadron, the Convoy Carrier it starts docked in.
 *
 * @param id the vessel's id, unique in the game (for example {@code "blue-hammerhead-1"})
 * @param classId the catalog's vessel class id
 * @param inserts insert type ids on this vessel's TOS, one entry per insert bought (or granted free)
 * @param dockedIn the id of the friendly Convoy Carrier it starts inside, if any
 * @since 0.1.0
 */
public record VesselSpec(String id, String classId, List<String> inserts, Optional<String> dockedIn) {

  public VesselSpec {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(classId, "classId");
    Objects.requireNonNull(dockedIn, "dockedIn");
    inserts = List.copyOf(inserts);
    if (id.isBlank()) {
      throw new IllegalArgumentException("A vessel needs an id.");
    }
  }

  /** A vessel of class {@code classId} with no inserts, deployed on its own. */
  public static VesselSpec of(String id, String classId) {
    return new VesselSpec(id, classId, List.of(), Optional.empty());
  }

  /** This vessel with {@code insertIds} added. */
  public VesselSpec withInserts(String... insertIds) {
    List<String> all = new ArrayList<>(inserts);
    all.addAll(List.of(insertIds));
    return new VesselSpec(id, classId, all, dockedIn);
  }

  /** This squadron starting docked in {@code carrierId}. */
  public VesselSpec dockedIn(String carrierId) {
    return new VesselSpec(id, classId, inserts, Optional.of(carrierId));
  }
}
