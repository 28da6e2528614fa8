// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
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

/** Module Alpha is found by id, and its state, moves and events survive JSON. */
class ModuleAlphaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscoveredAndItsConfigRoundTrips() {
    assertTrue(PluginRegistry.discover().find(ModuleAlpha.ID).isPresent());
    for (Objective o : Objective.values()) {
      WarpConfig config = WarpConfig.builder().objective(o).plugin(ModuleAlpha.ID).build();
      assertTrue(WarpRules.of(config).plugins().stream().anyMatch(p -> p.id().equals(ModuleAlpha.ID)));
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
      assertEquals(config, CODEC.readConfig("{\"objective\":\"" + o.name() + "\",\"plugins\":[{\"id\":\"module-alpha\"}]}"));
    }
  }

  @Test
  void movesRoundTrip() {
    for (WarpMove m : List.<WarpMove>of(new ContinuumMove.ChooseDirective(Directive.CONTINUUM_WAGER),
        new ContinuumMove.ChooseDirective(Directive.SALAMANDER_SWAP), new ContinuumMove.ForceDraw(3),
        new ContinuumMove.KeepWager(1))) {
      String json = CODEC.writeMove(m);
      assertTrue(json.contains("module-alpha."), json);
      assertEquals(m, CODEC.readMove(json));
    }
  }

  @Test
  void eventsRoundTrip() {
    List<WarpEvent> events = List.of(new ContinuumEvent.FlashOpened(1),
        new ContinuumEvent.DirectiveChosen(1, Directive.PEEK_UNCHARTED_SECTOR), new ContinuumEvent.SkipsDue(List.of(0, 2)),
        new ContinuumEvent.TurnSkipped(2), new ContinuumEvent.ForcedDraw(1, 3, false), new ContinuumEvent.WagerDrawn(1, 2),
        new ContinuumEvent.WagerSettled(1), new ContinuumEvent.TemporalInversionEnded(Coordinate.of(5, 5)),
        new ContinuumEvent.FractureImmunitySpent(2, Coordinate.of(9, 9)));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }

  @Test
  void aStateWithEveryDirectiveBookkeepingRoundTrips() {
    WarpRules rules = AlphaTables.rules(Objective.GO_OUT);
    Continuum busy = Continuum.CLEAR.withActive(Directive.REVERSE_TURN_ORDER).withActive(Directive.ALL_STOP_ECHO)
        .withTemporalInversion(true).withImmunity(true).withSkipping(0b1010, 2)
        .withPeek(0b1, List.of(Coordinate.of(11, 4))).withFlash(0, true);
    WarpState s = TableSetup.of(rules).hand(0, "0-0 3-4").pile("11-4").pluginState(ModuleAlpha.ID, busy).build();
    WarpState back = CODEC.readState(CODEC.writeState(s));
    assertEquals(s, back);
    assertEquals(busy, back.pluginState(ModuleAlpha.ID).orElseThrow());
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleAlpha.ID, Map.of("swap", "on"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
