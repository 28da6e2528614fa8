// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.house.BeaconClearsOnAnyPlay;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.house.StarterPlaysTwo;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Lambda on — thirty per objective, factors and fleets drawn from the rule space,
 * one in four also with Subspace Fracture (scopes rotating), one in four with Round starter plays two and
 * Pass Red Alert, one in four with Manual shield control or Beacon clears on any play — played with random
 * legal moves: the core invariants and JSON round-trips hold after every move, Wormholes included. The
 * first sectors are replayed to check that Wormholes actually open in them.
 */
class ModuleLambdaProperties {
  private static final int CHECKED_FOR_PLAY = 20;
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(5)
      .withMaxCampaignRounds(2).withMaxFixedRounds(2).withMaxFirstTo(1), 0x1A3BDAL * 1_000,
      List.of(PluginConfig.of(ModuleLambda.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()),
          Stream.of(FractureScope.values())
              .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList(),
          List.of(List.of(PluginConfig.of(StarterPlaysTwo.ID), PluginConfig.of(PassRedAlert.ID))),
          // The two shield rules exclude each other, so they take turns.
          List.of(List.of(PluginConfig.of(ManualShields.ID)), List.of(PluginConfig.of(BeaconClearsOnAnyPlay.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of());

  @TestFactory
  Stream<DynamicTest> sectorsWithWormholesKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void wormholesOpenInTheseSectors() {
    int points = SECTORS.countEvents(RUNNER, Objective.POINTS_CAMPAIGN, CHECKED_FOR_PLAY,
        ModuleLambda.WormholeOpened.class);
    int goOut = SECTORS.countEvents(RUNNER, Objective.GO_OUT, CHECKED_FOR_PLAY, ModuleLambda.WormholeOpened.class);
    assertTrue(points > 0 && goOut > 0, "Wormholes in the first sectors: " + points + " Points, " + goOut
        + " Go-out");
  }
}
