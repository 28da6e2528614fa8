// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.FailureReport;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.Test;

/**
 * Stabilizer branches are counted where they are laid: {@link Trail#branchCount()} agrees with
 * {@link Trail#branches()}, and the soak's cheap coordinate count holds beside the full census.
 */
class BranchCountTest {
  private static final WarpConfig FRACTURED = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3)
      .campaignRounds(3).plugin(SubspaceFracture.ID).build();

  @Test
  void branchCountAgreesWithTheBranchesOfEveryTrailInFracturedSectors() {
    int[] branchesSeen = new int[1];
    Invariant<WarpState, WarpMove, WarpEvent> agrees = Invariant.named("branch count agrees",
        (rules, before, move, after) -> {
          WarpState s = after.state();
          for (int seat = -1; seat < s.seats(); seat++) {
            Trail t = seat < 0 ? s.neutralZone() : s.trail(Route.trailOf(seat));
            branchesSeen[0] += t.branchCount();
            if (t.branchCount() != t.branches().size()) {
              return Optional.of(t.branchCount() + " branches counted on " + t);
            }
          }
          return Optional.empty();
        });
    PropertyRunner runner = PropertyRunner.of(List.of(agrees, WarpInvariants.coordinateCountsConserved(),
        WarpInvariants.coordinatesConserved()));
    for (long seed = 1; seed <= 30; seed++) {
      assertEquals(Optional.empty(), runner.check(FRACTURED, seed).map(FailureReport::toString), "seed " + seed);
    }
    assertTrue(branchesSeen[0] > 0, "some sector laid a stabilizer branch");
  }
}
