// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Every house rule's state, moves and events survive JSON through the discovered registry. */
class HouseRulesJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void everyHouseRuleIsDiscovered() {
    PluginRegistry found = PluginRegistry.discover();
    for (String id : List.of(OwnTrailFirst.ID, NeutralZoneAfterAllTrails.ID, BeaconClearsOnAnyPlay.ID,
        StarterPlaysTwo.ID, DropToImpulse.ID, PassRedAlert.ID, ManualShields.ID, AllStop.ID)) {
      assertTrue(found.find(id).isPresent(), id);
    }
  }

  @Test
  void aStateWithEveryRulesPluginStateRoundTrips() {
    // Manual shield control excludes beacon clears on any play, so that one rides in a second table.
    WarpConfig config = HouseTables.fourCaptains(OwnTrailFirst.ID, NeutralZoneAfterAllTrails.ID, StarterPlaysTwo.ID,
        PassRedAlert.ID, ManualShields.ID, AllStop.ID)
        .plugin(PluginConfig.of(DropToImpulse.ID, Map.of(DropToImpulse.CATCH_DRAW, "2"))).build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = TableSetup.of(rules).hand(0, "12-5 1-2").trail(1, "12-4").beacon(1).hand(2, "3-3")
        .pluginState(StarterPlaysTwo.ID, new StarterPlaysTwo.OpeningTurn(true, 1))
        .pluginState(DropToImpulse.ID, new DropToImpulse.Impulse(-1, 0b1010, 2, 3))
        .pluginState(ManualShields.ID, new ManualShields.Shields(true, 0b10)).build();
    assertEquals(3, s.pluginStates().size());
    String json = CODEC.writeState(s);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));

    WarpConfig other = HouseTables.fourCaptains(BeaconClearsOnAnyPlay.ID).build();
    WarpState plain = TableSetup.of(WarpRules.of(other)).hand(0, "12-5").beacon(0).build();
    assertEquals(plain, CODEC.readState(CODEC.writeState(plain)));
  }

  @Test
  void everyHouseRuleMoveRoundTrips() {
    List<WarpMove> moves = List.of(new DropToImpulse.Announce(), new DropToImpulse.PassUnannounced(),
        new DropToImpulse.Catch(), new PassRedAlert.Pass(), new ManualShields.OpenShields(),
        new ManualShields.CloseShields());
    for (WarpMove m : moves) {
      String json = CODEC.writeMove(m);
      assertEquals(m, CODEC.readMove(json), json);
    }
  }

  @Test
  void everyHouseRuleEventRoundTrips() {
    List<WarpEvent> events = List.of(new DropToImpulse.Announced(0), new DropToImpulse.CatchWindowOpened(1),
        new DropToImpulse.Caught(2, 1, 2), new DropToImpulse.CatchWindowClosed(1), new DropToImpulse.ReturnedToWarp(3),
        new PassRedAlert.Passed(0, Coordinate.of(5, 5)), new AllStop.Announced(2, true));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }
}
