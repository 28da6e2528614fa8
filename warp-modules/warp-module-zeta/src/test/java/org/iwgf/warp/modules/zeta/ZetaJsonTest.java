// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Module Zeta is found by id, and its configuration, state and events survive JSON. */
class ZetaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @ParameterizedTest
  @EnumSource(Objective.class)
  void configStateAndEventsRoundTrip(Objective objective) {
    WarpConfig config = ZetaTables.withOptions(6, objective, Map.of("size", "3"));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    WarpRules rules = WarpRules.of(config);
    assertTrue(rules.plugins().stream().anyMatch(p -> p.id().equals(ModuleZeta.ID)));
    WarpState s = TableSetup.of(rules).trail(0, "12-4").hand(0, "4-5").beacon(1, 3, 5)
        .pluginState(ModuleZeta.ID, new SquadronMomentum(List.of(4, 2))).build();
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-zeta.momentum"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    List<WarpEvent> events = List.of(new SquadronEvent.ShieldsHeld(2, List.of(0, 4)));
    String written = CODEC.writeEvents(events);
    assertTrue(written.contains("module-zeta.shields-held"), written);
    assertEquals(events, CODEC.readEvents(written));
  }

  @Test
  void savedMomentumMustCountTurnsAwayForEachCaptainWithinARound() {
    WarpConfig config = ZetaTables.withOptions(4, Objective.GO_OUT, Map.of());
    String json = CODEC.writeState(WarpRules.of(config).start(3));
    assertTrue(json.contains("\"captains\":[],\"turnsAway\":[]"), json);
    Map<String, String> refused = Map.of(
        "\"captains\":[1],\"turnsAway\":[-1]", "BAD_VALUE",
        "\"captains\":[1],\"turnsAway\":[4]", "PLUGINS",
        "\"captains\":[1],\"turnsAway\":[1,2]", "BAD_VALUE",
        "\"captains\":[]", "MISSING_FIELD",
        "\"captains\":[1],\"turnsAway\":[null]", "MISSING_FIELD");
    refused.forEach((momentum, code) -> {
      String bad = json.replace("\"captains\":[],\"turnsAway\":[]", momentum);
      InvalidStateException e = assertThrows(InvalidStateException.class, () -> CODEC.readState(bad), momentum);
      assertEquals(code, e.code(), momentum + ": " + e.getMessage());
    });
    String kept = json.replace("\"captains\":[],\"turnsAway\":[]", "\"captains\":[1],\"turnsAway\":[3]");
    assertEquals(List.of(3), ((SquadronMomentum) CODEC.readState(kept).pluginState(ModuleZeta.ID).orElseThrow())
        .turnsAway());
  }
}
