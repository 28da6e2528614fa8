// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;

class PluginSectorsTest {
  private static final PluginConfig UNDER_TEST = PluginConfig.of("quiet");
  private static final PluginConfig HOUSE = PluginConfig.of("house");
  private static final RuleSpace SPACE = RuleSpace.standard().withMaxCaptains(4).withMaxCampaignRounds(1)
      .withMaxFixedRounds(1).withMaxFirstTo(1).withRegistry(PluginRegistry.empty().with(new QuietRule("quiet", EnumSet.allOf(Objective.class)))
      .with(new QuietRule("house", EnumSet.allOf(Objective.class))));
  private static final PluginSectors SECTORS = PluginSectors.of(SPACE, 7_000L, List.of(UNDER_TEST))
      .withCompanions(List.of(List.of(), List.of(HOUSE))).withCount(6);

  @Test
  void sectorsAlternateObjectivesAndRotateCompanionsBehindTheRuleUnderTest() {
    List<PluginSectors.Sector> sectors = SECTORS.sectors();
    assertEquals(6, sectors.size());
    for (int i = 0; i < 6; i++) {
      PluginSectors.Sector s = sectors.get(i);
      WarpConfig config = s.game().config();
      assertEquals(i, s.index());
      assertEquals(7_000L + i, s.game().seed());
      assertEquals(SECTORS.game(i), s.game());
      assertEquals(i % 2 == 0 ? Objective.POINTS_CAMPAIGN : Objective.GO_OUT, config.objective());
      assertEquals(i % 2 == 0 ? List.of(UNDER_TEST) : List.of(UNDER_TEST, HOUSE), config.plugins());
      assertEquals(SPACE.config(config.objective(), 7_000L + i).toBuilder().plugins(config.plugins()).build(),
          config);
      assertTrue(s.name().startsWith(i + ": " + config.factor().displayName()), s.name());
      assertTrue(s.name().contains("+quiet"), s.name());
    }
    assertEquals(SECTORS.sectors(), sectors);
  }

  @Test
  void objectivesRotateAsGiven() {
    PluginSectors campaigns = SECTORS.withObjectives(List.of(Objective.POINTS_CAMPAIGN));
    for (int i = 0; i < campaigns.count(); i++) {
      assertEquals(Objective.POINTS_CAMPAIGN, campaigns.config(i).objective());
    }
  }

  @Test
  void slotsTakeTurnsAndEachSlotCyclesItsAlternativesOneFullTurnAtATime() {
    PluginConfig a = PluginConfig.of("fracture", Map.of("scope", "A"));
    PluginConfig b = PluginConfig.of("fracture", Map.of("scope", "B"));
    PluginConfig c = PluginConfig.of("fracture", Map.of("scope", "C"));
    List<List<PluginConfig>> sets = PluginSectors.inTurn(List.of(List.of(List.of()),
        List.of(List.of(a), List.of(b), List.of(c)), List.of(List.of(HOUSE))));
    assertEquals(List.of(List.of(), List.of(a), List.of(HOUSE), List.of(), List.of(b), List.of(HOUSE), List.of(),
        List.of(c), List.of(HOUSE)), sets);
    List<List<PluginConfig>> uneven = PluginSectors.inTurn(List.of(List.of(List.of(a), List.of(b)),
        List.of(List.of(a), List.of(b), List.of(c))));
    assertEquals(12, uneven.size());
    for (int i = 0; i < 12; i++) {
      assertEquals(i % 2 == 0 ? List.of(List.of(a), List.of(b)).get((i / 2) % 2)
          : List.of(List.of(a), List.of(b), List.of(c)).get((i / 2) % 3), uneven.get(i), "set " + i);
    }
  }

  @Test
  void tailoringShapesTheTableButMayNotChangeTheObjective() {
    PluginSectors twoSeats = SECTORS.withTailoring((i, drawn) -> drawn.toBuilder().captains(2).firstCaptain(0)
        .build());
    assertEquals(2, twoSeats.config(3).captains());
    PluginSectors turned = SECTORS.withTailoring((i, drawn) -> drawn.toBuilder()
        .objective(Objective.POINTS_CAMPAIGN).build());
    assertEquals(Objective.POINTS_CAMPAIGN, turned.config(0).objective());
    assertThrows(IllegalStateException.class, () -> turned.config(1));
  }

  @Test
  void eventsAreCountedOverTheFirstSectorsOfOneObjectiveOnly() {
    PluginSectors alone = SECTORS.withCompanions(List.of(List.of()));
    PropertyRunner runner = alone.runner(List.of());
    assertEquals(2, alone.countEvents(runner, Objective.POINTS_CAMPAIGN, 4, WarpEvent.SectorEnded.class));
    int charted = 0;
    for (int i = 0; i < 4; i += 2) {
      charted += runner.countEvents(alone.config(i), alone.seed(i), WarpEvent.Charted.class);
    }
    assertTrue(charted > 0, "no coordinate charted in two campaigns");
    assertEquals(charted, alone.countEvents(runner, Objective.POINTS_CAMPAIGN, 4, WarpEvent.Charted.class));
    int goOut = runner.countEvents(alone.config(1), alone.seed(1), WarpEvent.SectorEnded.class);
    assertEquals(1, goOut);
    assertEquals(goOut, alone.countEvents(runner, Objective.GO_OUT, 2, WarpEvent.SectorEnded.class));
    assertEquals(3, alone.countEvents(runner, Objective.GO_OUT, 100, WarpEvent.SectorEnded.class));
    assertEquals(0, alone.countEvents(runner, Objective.GO_OUT, 1, WarpEvent.SectorEnded.class));
    assertEquals(6, alone.countEvents(runner, 100, WarpEvent.SectorEnded.class));
    assertEquals(3, alone.countEvents(runner, 3, WarpEvent.SectorEnded.class));
  }

  @Test
  void theRunnerChecksTheStandardInvariantsJsonRoundTripsAndMore() {
    Invariant<WarpState, WarpMove, WarpEvent> never = Invariant.ofState("never", (rules, s) -> Optional.of("broken"));
    PropertyRunner runner = SECTORS.runner(List.of(never));
    List<String> names = runner.invariants().stream().map(Invariant::name).toList();
    assertEquals(WarpInvariants.standard().size() + 2, names.size());
    assertTrue(names.contains("state JSON round-trips"), names::toString);
    assertEquals("never", names.get(names.size() - 1));
    assertTrue(SECTORS.runner(List.of()).check(SECTORS.game(1)).isEmpty());
    assertEquals("never", runner.check(SECTORS.game(1)).orElseThrow().invariant());
  }

  @Test
  void badArgumentsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> PluginSectors.of(SPACE, 1L, List.of()));
    assertThrows(IllegalArgumentException.class, () -> SECTORS.withCount(0));
    assertThrows(IllegalArgumentException.class, () -> SECTORS.withObjectives(List.of()));
    assertThrows(IllegalArgumentException.class, () -> SECTORS.withCompanions(List.of()));
    assertThrows(IllegalArgumentException.class, () -> PluginSectors.inTurn(List.of(List.of())));
    assertThrows(IllegalArgumentException.class, () -> SECTORS.config(6));
    assertThrows(IllegalArgumentException.class, () -> SECTORS.seed(-1));
  }
}
