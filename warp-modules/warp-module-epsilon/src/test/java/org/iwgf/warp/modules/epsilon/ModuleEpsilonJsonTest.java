// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module Epsilon is found by id for Points, refused for Go-out, and its state, moves and events survive JSON. */
class ModuleEpsilonJsonTest {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec CODEC = WarpJson.codec(REGISTRY);

  @Test
  void theModuleIsDiscoveredForPointsCampaigns() {
    RulePluginFactory f = REGISTRY.find(ModuleEpsilon.ID).orElseThrow();
    assertEquals(Set.of(Objective.POINTS_CAMPAIGN), f.objectives());
    assertTrue(f.unavailableReason(Objective.POINTS_CAMPAIGN).isEmpty());
    WarpConfig config = EpsilonTables.fleet().build();
    assertTrue(WarpRules.of(config).plugins().stream().anyMatch(p -> p.id().equals(ModuleEpsilon.ID)));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
  }

  @Test
  @DisplayName("Go-out: unavailable, refused with the rulebook's reason")
  void goOutIsRefusedWithTheRulebooksReason() {
    RulePluginFactory f = REGISTRY.find(ModuleEpsilon.ID).orElseThrow();
    String reason = f.unavailableReason(Objective.GO_OUT).orElseThrow();
    assertTrue(reason.contains("Go-out sectors must leave drafting off. The race depends on captains adapting to the "
        + "inefficiencies of their dealt hands; sculpting a starting loadout removes that friction."), reason);
    WarpConfig goOut = EpsilonTables.fleet().objective(Objective.GO_OUT).goOut(GoOutStructure.suddenDeath()).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(goOut));
    assertEquals("PLUGIN_OBJECTIVE", e.code());
    assertEquals(reason, e.getMessage());
    InvalidConfigException direct = assertThrows(InvalidConfigException.class,
        () -> f.create(PluginConfig.of(ModuleEpsilon.ID), goOut));
    assertEquals("PLUGIN_OBJECTIVE", direct.code());
  }

  @Test
  void aStateInMidDraftAndEveryViewOfItRoundTrip() {
    WarpRules rules = EpsilonTables.rules();
    WarpState s = rules.start(5L);
    s = rules.apply(s, rules.legalMoves(s).get(1)).state();
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-epsilon.packs"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    for (int seat = 0; seat < 3; seat++) {
      SeatView view = rules.view(s, seat);
      assertEquals(view, CODEC.readView(CODEC.writeView(view)));
    }
  }

  @Test
  void movesAndEventsRoundTrip() {
    WarpMove select = new ModuleEpsilon.Select(Coordinate.parse("9-4"));
    assertEquals(select, CODEC.readMove(CODEC.writeMove(select)));
    List<WarpEvent> events = List.of(new DraftEvent.DraftOpened(15),
        new DraftEvent.PackReceived(1, 2, Optional.of(List.of(Coordinate.parse("1-0"), Coordinate.parse("3-3")))),
        new DraftEvent.PackReceived(2, 2, Optional.empty()), new DraftEvent.Selected(1, Optional.of(Coordinate.parse("3-3"))),
        new DraftEvent.Selected(2, Optional.empty()), new DraftEvent.PacksPassed(4), new DraftEvent.DraftClosed(0));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
    Transition<WarpState, WarpEvent> launch = EpsilonTables.rules().launch(3L);
    assertEquals(launch.events(), CODEC.readEvents(CODEC.writeEvents(launch.events())));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleEpsilon.ID, Map.of("packSize", "5"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
