// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.modules.zeta.SquadronMomentum;
import org.iwgf.warp.testkit.FailureReport;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PropertyRunner;
import org.junit.jupiter.api.Test;

/**
 * A squadron member skipped while the turns go round loses momentum, so a stuck teammate's beacon can stay
 * up and the round can end blocked (rounds of ~19,000 moves found by the 10⁶-game soak).
 */
class SkippedMomentumTest {

  @Test
  void momentumLapsesAfterARoundOfTurnsAwayFromTheHelm() {
    SquadronMomentum m = new SquadronMomentum(List.of(2));
    for (int helm : new int[] {3, 0, 3}) {
      m = m.turnBegins(helm, 4);
    }
    assertEquals(List.of(2), m.captains(), "three turns away at four seats: still moving");
    assertEquals(List.of(), m.turnBegins(0, 4).captains(), "a fourth turn without the helm: skipped");
    assertEquals(List.of(), new SquadronMomentum(List.of(1)).turnBegins(1, 4).captains(),
        "the captain's own turn begins without momentum");
  }

  @Test
  void theSoaksEndlessRoundsNowEnd() throws Exception {
    PropertyRunner greedy = PropertyRunner.of(List.of()).withChooser(MoveChooser.heaviestChart());
    String[] configs = {"{\"factor\":\"WARP_15\",\"captains\":4,\"captainNames\":[\"Captain 1\",\"Captain 2\",\"Captain 3\",\"Captain 4\"],\"objective\":\"GO_OUT\",\"campaignRounds\":16,\"goOut\":{\"kind\":\"FIXED_ROUNDS\",\"rounds\":2,\"target\":0,\"overtime\":\"FORCED\"},\"firstCaptain\":1,\"largeFleetHandSize\":10,\"doubleBlankScore\":50,\"plugins\":[{\"id\":\"module-alpha\",\"options\":{}},{\"id\":\"module-beta\",\"options\":{}},{\"id\":\"module-delta\",\"options\":{}},{\"id\":\"module-eta\",\"options\":{}},{\"id\":\"module-zeta\",\"options\":{}},{\"id\":\"subspace-fracture\",\"options\":{\"scope\":\"ALL_CAPTAINS\"}},{\"id\":\"drop-to-impulse\",\"options\":{}}]}",
        "{\"factor\":\"WARP_18\",\"captains\":4,\"captainNames\":[\"Captain 1\",\"Captain 2\",\"Captain 3\",\"Captain 4\"],\"objective\":\"GO_OUT\",\"campaignRounds\":19,\"goOut\":{\"kind\":\"SUDDEN_DEATH\",\"rounds\":0,\"target\":0,\"overtime\":\"FORCED\"},\"firstCaptain\":1,\"largeFleetHandSize\":10,\"doubleBlankScore\":50,\"plugins\":[{\"id\":\"module-alpha\",\"options\":{}},{\"id\":\"module-delta\",\"options\":{}},{\"id\":\"module-eta\",\"options\":{}},{\"id\":\"module-iota\",\"options\":{}},{\"id\":\"module-kappa\",\"options\":{}},{\"id\":\"module-zeta\",\"options\":{}},{\"id\":\"subspace-fracture\",\"options\":{\"scope\":\"OWN_TRAIL\"}}]}"};
    long[] seeds = {-686515820608681615L, 774988113942963302L};
    for (int i = 0; i < configs.length; i++) {
      var config = WarpJson.codec(PluginRegistry.discover()).readConfig(configs[i]);
      assertEquals(Optional.empty(), greedy.check(config, seeds[i]).map(FailureReport::toString), "seed " + seeds[i]);
    }
  }
}
