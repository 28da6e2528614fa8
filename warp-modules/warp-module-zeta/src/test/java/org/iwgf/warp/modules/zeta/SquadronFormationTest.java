// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Zeta — Squadron Formation and Bridge Seating")
class SquadronFormationTest {

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Without options the fleet forms two equal squadrons, seated alternately")
  void twoSquadronsByDefault(Objective objective) {
    WarpConfig config = ZetaTables.config(objective);
    Squadrons s = ModuleZeta.formation(config).orElseThrow();
    WarpRules.of(config);
    assertEquals(2, s.count());
    assertEquals(List.of(0, 2), s.members(0));
    assertEquals(List.of(1, 3), s.members(1));
    assertEquals(Route.trailOf(0), s.sharedTrail(ZetaTables.CISCO));
    assertEquals(Route.trailOf(1), s.sharedTrail(ZetaTables.DAX));
    assertEquals("Squadrons[A[0, 2], B[1, 3]]", s.toString());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Size or number of squadrons chosen before launch: teammates never sit next to each other")
  void sizeOrCountChosenBeforeLaunch(Objective objective) {
    Squadrons bySize = ModuleZeta.formation(ZetaTables.withOptions(6, objective, Map.of("size", "2")))
        .orElseThrow();
    Squadrons byCount = ModuleZeta.formation(ZetaTables.withOptions(6, objective, Map.of("squadrons", "3")))
        .orElseThrow();
    assertEquals(3, bySize.count());
    assertEquals(bySize.toString(), byCount.toString());
    assertEquals(List.of(1, 4), bySize.members(1));
    Squadrons large = Squadrons.of(18, 3);
    for (int seat = 0; seat < 18; seat++) {
      assertNotEquals(large.squadronOf(seat), large.squadronOf((seat + 1) % 18), "seat " + seat);
      assertEquals(6, large.members(large.squadronOf(seat)).size());
    }
    WarpRules.of(ZetaTables.withOptions(6, objective, Map.of("size", "3")));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A fleet that cannot form equal squadrons of two or more is refused before launch")
  void unequalOrSingleCaptainSquadronsAreRefused(Objective objective) {
    for (WarpConfig bad : List.of(ZetaTables.withOptions(5, objective, Map.of()),
        ZetaTables.withOptions(6, objective, Map.of("squadrons", "4")),
        ZetaTables.withOptions(4, objective, Map.of("squadrons", "4")),
        ZetaTables.withOptions(4, objective, Map.of("squadrons", "1")),
        ZetaTables.withOptions(4, objective, Map.of("size", "3")),
        ZetaTables.withOptions(4, objective, Map.of("size", "4")),
        ZetaTables.withOptions(2, objective, Map.of()))) {
      InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(bad));
      assertEquals("SQUADRON_FORMATION", e.code(), e.getMessage());
      assertTrue(e.getMessage().startsWith("Fleet Squadrons needs"), e.getMessage());
    }
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Malformed options are refused with PLUGIN_OPTION")
  void malformedOptionsAreRefused(Objective objective) {
    for (Map<String, String> options : List.of(Map.of("size", "two"), Map.of("size", "2", "squadrons", "2"),
        Map.of("teams", "2"))) {
      InvalidConfigException e = assertThrows(InvalidConfigException.class,
          () -> WarpRules.of(ZetaTables.withOptions(4, objective, options)));
      assertEquals("PLUGIN_OPTION", e.code(), options + ": " + e.getMessage());
    }
  }

  @Test
  @DisplayName("House rules built on each captain's own trail cannot be combined with shared trails")
  void ownTrailHouseRulesAreExcluded() {
    for (String rule : List.of("own-trail-first", "neutral-zone-after-all-trails", "starter-plays-two",
        "manual-shields")) {
      WarpConfig config = ZetaTables.fleet(Objective.POINTS_CAMPAIGN).plugin(PluginConfig.of(rule)).build();
      InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
      assertEquals("PLUGIN_EXCLUDES", e.code(), rule);
    }
  }

  @Test
  @DisplayName("Eighteen captains at Warp 18 may fly as nine pairs")
  void largeFleet() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_18).captains(18)
        .plugin(PluginConfig.of(ModuleZeta.ID, Map.of("size", "2"))).build();
    assertEquals(9, ModuleZeta.formation(config).orElseThrow().count());
    assertTrue(WarpRules.of(config).legalMoves(WarpRules.of(config).start(7L)).size() > 0);
  }
}
