// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * What rated-play eligibility is judged on: where the match was played, its configuration (set, objective,
 * fleet, campaign length, optional rules), its rules profile, who sat in each seat, whether the host left
 * "Rated sector" checked, and the crew charter it was played under, if any.
 *
 * @param venue solo, online or officiated
 * @param config the sector's configuration
 * @param rulesProfile the rules profile the sector ran, e.g. {@value Charter#OFFICIAL_RULES}
 * @param seats one per captain, in seat order
 * @param ratedSector whether the host left "Rated sector" checked (online and officiated play)
 * @param charter the crew charter the host attached; empty for none
 * @since 0.1.0
 */
public record MatchRecord(Venue venue, WarpConfig config, String rulesProfile, List<MatchSeat> seats,
    boolean ratedSector, Optional<Charter> charter) {

  /**
   * @throws RatedPlayException {@code SEATS} if there is not one seat per captain of the configuration
   */
  public MatchRecord {
    Objects.requireNonNull(venue, "venue");
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(rulesProfile, "rulesProfile");
    seats = List.copyOf(seats);
    Objects.requireNonNull(charter, "charter");
    if (seats.size() != config.captains()) {
      throw new RatedPlayException("SEATS", "The configuration seats " + config.captains() + " captains but "
          + seats.size() + " seats were described.");
    }
  }
}
