// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import static org.iwgf.warp.modules.lambda.LambdaTables.NZ;
import static org.iwgf.warp.modules.lambda.LambdaTables.chart;
import static org.iwgf.warp.modules.lambda.LambdaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Module Lambda is found by id for both objectives; swapped tables, views and events survive JSON. */
class ModuleLambdaJsonTest {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec CODEC = WarpJson.codec(REGISTRY);

  @ParameterizedTest
  @EnumSource(Objective.class)
  void theModuleIsDiscoveredForBothObjectives(Objective objective) {
    RulePluginFactory f = REGISTRY.find(ModuleLambda.ID).orElseThrow();
    assertTrue(f.unavailableReason(objective).isEmpty());
    WarpConfig config = LambdaTables.fleet(objective).build();
    assertTrue(WarpRules.of(config).plugins().stream().anyMatch(p -> p.id().equals(ModuleLambda.ID)));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void theSwappedTableAndEveryViewOfItRoundTrip(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = TableSetup.of(rules).trail(0, "12-1 1-2").neutralZone("12-5 5-6").beacon(0)
        .hand(0, "6-6 6-3").hand(1, "0-0").hand(2, "0-1").hand(3, "0-2").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("6-6", NZ));
    WarpState back = CODEC.readState(CODEC.writeState(t.state()));
    assertEquals(t.state(), back);
    assertEquals(tiles("12-5 5-6 6-6"), back.trail(Route.trailOf(0)).coordinates());
    assertEquals(Route.trailOf(0), back.redAlert().orElseThrow().route());
    for (int seat = 0; seat < 4; seat++) {
      SeatView view = rules.view(t.state(), seat);
      assertEquals(tiles("12-5 5-6 6-6"), view.trails().get(0).coordinates());
      assertFalse(view.trails().get(0).beaconUp(), "the beacon was destroyed in transit");
      assertEquals(tiles("12-1 1-2"), view.neutralZone().coordinates());
      assertEquals(Route.NEUTRAL_ZONE, view.neutralZone().route());
      assertEquals(view, CODEC.readView(CODEC.writeView(view)));
    }
    assertEquals(t.events(), CODEC.readEvents(CODEC.writeEvents(t.events())));
    assertTrue(CODEC.writeEvents(t.events()).contains("module-lambda.wormhole-opened"));
  }

  @Test
  void theEventRoundTrips() {
    List<WarpEvent> events = List.of(new ModuleLambda.WormholeOpened(3, Coordinate.parse("9-9"), true));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleLambda.ID, Map.of("depth", "2"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
