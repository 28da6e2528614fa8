// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.Objects;
import java.util.Set;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * A crew's charter: the frozen contract its rated matches must match exactly — rules profile, objective,
 * fleet size and campaign length — and the signed-in accounts that are members. The special open charter
 * {@value #GLOBAL_OFFICIAL} admits every signed-in captain, and its rated play also counts in the global
 * human pool.
 *
 * @param id the charter id, e.g. {@value #GLOBAL_OFFICIAL}
 * @param rulesProfile the rules profile, e.g. {@value #OFFICIAL_RULES}
 * @param objective Points or Go-out
 * @param fleetSize captains per match, 2–8
 * @param campaignRounds rounds of a points campaign (ignored for Go-out)
 * @param goOut the sector structure of a Go-out charter (ignored for Points)
 * @param members the member accounts (ignored for the open charter)
 * @since 0.1.0
 */
public record Charter(String id, String rulesProfile, Objective objective, int fleetSize, int campaignRounds,
    GoOutStructure goOut, Set<String> members) {
  /** Id of the open Global Official charter. */
  public static final String GLOBAL_OFFICIAL = "global-official";
  /** The Official Warp rules profile. */
  public static final String OFFICIAL_RULES = "warp12-official-v1";

  /**
   * @throws RatedPlayException {@code CHARTER} if the id or profile is blank or the fleet size is not 2–8
   */
  public Charter {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(rulesProfile, "rulesProfile");
    Objects.requireNonNull(objective, "objective");
    Objects.requireNonNull(goOut, "goOut");
    members = Set.copyOf(members);
    if (id.isBlank() || rulesProfile.isBlank() || fleetSize < 2 || fleetSize > 8) {
      throw new RatedPlayException("CHARTER", "A charter needs an id, a rules profile and a fleet size of 2–8.");
    }
  }

  /** Whether this is the open Global Official charter. */
  public boolean isGlobalOfficial() {
    return GLOBAL_OFFICIAL.equals(id);
  }

  /** Whether {@code accountId} may earn this crew's TEI. */
  public boolean admits(String accountId) {
    return isGlobalOfficial() || members.contains(accountId);
  }

  /** Whether a sector on {@code config} under {@code profile} keeps every frozen setting of this charter. */
  public boolean matches(WarpConfig config, String profile) {
    if (!rulesProfile.equals(profile) || objective != config.objective() || fleetSize != config.captains()) {
      return false;
    }
    return objective == Objective.POINTS_CAMPAIGN ? campaignRounds == config.campaignRounds()
        : goOut.equals(config.goOut());
  }
}
