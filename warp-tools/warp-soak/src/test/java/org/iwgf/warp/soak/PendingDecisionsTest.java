// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.testkit.FailureReport;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.Test;

/** Decisions two rules hold at once are settled one at a time (found by the 10⁶-game soak). */
class PendingDecisionsTest {

  @Test
  void aWagerAndAGiveBackPendingTogetherNoLongerDuplicateACoordinate() throws Exception {
    // Warp 9 for two, Go-out: a 0-0 on the own trail opened a Continuum Wager (Alpha) and Kappa's Hand
    // Exchange at once; the captain gave back a wagered coordinate, then kept the other, and the wager
    // returned the given-back one to Uncharted Sectors as well.
    String json = "{\"factor\":\"WARP_9\",\"captains\":2,\"objective\":\"GO_OUT\",\"goOut\":{\"kind\":"
        + "\"SUDDEN_DEATH\",\"rounds\":0,\"target\":0,\"overtime\":\"FORCED\"},\"firstCaptain\":1,\"plugins\":[{\"id\":\"module-alpha\"},{\"id\":\"module-delta\"},"
        + "{\"id\":\"module-eta\"},{\"id\":\"module-gamma\"},{\"id\":\"module-kappa\"},{\"id\":\"subspace-fracture\","
        + "\"options\":{\"scope\":\"ALL_CAPTAINS\"}},{\"id\":\"starter-plays-two\"}]}";
    WarpConfig config = WarpJson.codec(PluginRegistry.discover()).readConfig(json);
    PropertyRunner census = PropertyRunner.of(List.of(WarpInvariants.coordinatesConserved(),
        WarpInvariants.coordinateCountsConserved())).withChooser(MoveChooser.heaviestChart());
    for (long seed : new long[] {-8424115600321435776L, 1L, 2L, 3L}) {
      assertEquals(Optional.empty(), census.check(config, seed).map(FailureReport::toString), "seed " + seed);
    }
  }
}
