// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.official;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.modules.house.BeaconClearsOnAnyPlay;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.NeutralZoneAfterAllTrails;
import org.iwgf.warp.modules.house.OwnTrailFirst;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.house.StarterPlaysTwo;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Official Warp rules preset")
class OfficialWarpTest {

  @Test
  @DisplayName("Alpha, Beta, Drop to Impulse (1-coordinate catch) and All Stop! on")
  void theExtrasAreOn() {
    WarpConfig c = OfficialWarp.config();
    assertTrue(c.hasPlugin(ModuleAlpha.ID));
    assertTrue(c.hasPlugin(ModuleBeta.ID));
    assertTrue(c.hasPlugin(AllStop.ID));
    PluginConfig drop = c.plugins().stream().filter(p -> p.id().equals(DropToImpulse.ID)).findFirst().orElseThrow();
    assertEquals(Map.of(DropToImpulse.CATCH_DRAW, "1"), drop.options());
    WarpRules rules = WarpRules.of(c);
    DropToImpulse impulse = (DropToImpulse) rules.plugins().stream().filter(p -> p.id().equals(DropToImpulse.ID))
        .findFirst().orElseThrow();
    assertEquals(1, impulse.catchDraw());
    assertEquals(4, c.plugins().size());
  }

  @Test
  @DisplayName("Fracture, the Deluxe house rules, manual shields and Pass Red Alert off")
  void theRestIsOff() {
    WarpConfig c = OfficialWarp.config();
    for (String off : List.of(SubspaceFracture.ID, OwnTrailFirst.ID, NeutralZoneAfterAllTrails.ID,
        BeaconClearsOnAnyPlay.ID, StarterPlaysTwo.ID, ManualShields.ID, PassRedAlert.ID)) {
      assertFalse(c.hasPlugin(off), off);
    }
  }

  @ParameterizedTest
  @EnumSource(WarpFactor.class)
  @DisplayName("Double-blank 0 and a Points campaign of the factor's full length, on every factor")
  void scoringAndLength(WarpFactor factor) {
    WarpConfig c = OfficialWarp.config(factor, 4);
    assertEquals(0, c.doubleBlankScore());
    assertEquals(Objective.POINTS_CAMPAIGN, c.objective());
    assertEquals(factor.campaignLength(), c.campaignRounds());
    assertEquals(factor.maxPip() + 1, c.campaignRounds());
    assertEquals(factor, c.factor());
  }

  @Test
  @DisplayName("Warp 12 runs thirteen rounds")
  void warp12IsThirteenRounds() {
    assertEquals(13, OfficialWarp.config().campaignRounds());
    assertEquals(WarpFactor.WARP_12, OfficialWarp.config().factor());
  }

  @Test
  @DisplayName("Any toggle can still be changed")
  void togglesStayChangeable() {
    WarpConfig c = OfficialWarp.config();
    WarpConfig noAlpha = OfficialWarp.without(c, ModuleAlpha.ID);
    assertFalse(noAlpha.hasPlugin(ModuleAlpha.ID));
    assertTrue(noAlpha.hasPlugin(ModuleBeta.ID));
    WarpConfig fracture = OfficialWarp.with(c, PluginConfig.of(SubspaceFracture.ID, Map.of("scope", "ALL_DOUBLES")));
    assertTrue(fracture.hasPlugin(SubspaceFracture.ID));
    WarpRules.of(fracture);
    WarpConfig twoCatch = OfficialWarp.with(c, PluginConfig.of(DropToImpulse.ID, Map.of(DropToImpulse.CATCH_DRAW, "2")));
    assertEquals(4, twoCatch.plugins().size());
    assertEquals("2", twoCatch.plugins().stream().filter(p -> p.id().equals(DropToImpulse.ID)).findFirst()
        .orElseThrow().options().get(DropToImpulse.CATCH_DRAW));
    WarpConfig changed = OfficialWarp.builder(WarpFactor.WARP_12, 6).doubleBlankScore(50).campaignRounds(3)
        .objective(Objective.GO_OUT).build();
    assertEquals(50, changed.doubleBlankScore());
    assertEquals(Objective.GO_OUT, changed.objective());
    assertEquals(6, changed.captains());
    WarpRules.of(changed);
    assertEquals(c, OfficialWarp.without(c, SubspaceFracture.ID), "switching off what is off changes nothing");
  }

  @Test
  @DisplayName("The preset survives JSON")
  void jsonRoundTrip() {
    WarpJsonCodec codec = WarpJson.codec(PluginRegistry.discover());
    WarpConfig c = OfficialWarp.config(WarpFactor.WARP_15, 5);
    assertEquals(c, codec.readConfig(codec.writeConfig(c)));
  }

  @ParameterizedTest
  @EnumSource(WarpFactor.class)
  @DisplayName("A whole campaign plays to the end on Warp 9, 12, 15 and 18")
  void playsToTheEnd(WarpFactor factor) {
    PropertyRunner runner = PropertyRunner.of(WarpInvariants.standard()).withMoveBudget(200_000);
    WarpConfig c = OfficialWarp.config(factor, 4);
    runner.assertHolds(c, 0x0FF1C1AL + factor.maxPip());
    PlayedGame g = PropertyRunner.of(List.of()).withMoveBudget(200_000).play(c, 0x0FF1C1AL + factor.maxPip());
    assertTrue(g.finished());
    assertEquals(factor.campaignLength(), g.finalState().history().size());
    assertTrue(WarpRules.of(c).outcome(g.finalState()).isPresent());
  }
}
