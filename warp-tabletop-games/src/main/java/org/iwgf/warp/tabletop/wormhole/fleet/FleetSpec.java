// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A commander's fleet as built before the game: faction, vessels with their inserts and where the Fleet
 * Admiral is.
 *
 * @param commander a display name for the commander
 * @param faction the faction
 * @param vessels every vessel, in the order the commander listed them
 * @param admiralAboard the id of the vessel carrying the Fleet Admiral, or empty when the admiral commands
 *     from off the board; a Legendary Commander is always aboard the vessel carrying his insert
 * @since 0.1.0
 */
public record FleetSpec(String commander, Faction faction, List<VesselSpec> vessels,
    Optional<String> admiralAboard) {

  public FleetSpec {
    Objects.requireNonNull(commander, "commander");
    Objects.requireNonNull(faction, "faction");
    Objects.requireNonNull(admiralAboard, "admiralAboard");
    vessels = List.copyOf(vessels);
  }

  /** A fleet whose admiral commands from off the board. */
  public static FleetSpec of(String commander, Faction faction, List<VesselSpec> vessels) {
    return new FleetSpec(commander, faction, vessels, Optional.empty());
  }

  /** This fleet with the Fleet Admiral aboard {@code vesselId}. */
  public FleetSpec withAdmiralAboard(String vesselId) {
    return new FleetSpec(commander, faction, vessels, Optional.of(vesselId));
  }

  /** The vessel {@code id}, if this fleet has it. */
  public Optional<VesselSpec> vessel(String id) {
    return vessels.stream().filter(v -> v.id().equals(id)).findFirst();
  }
}
