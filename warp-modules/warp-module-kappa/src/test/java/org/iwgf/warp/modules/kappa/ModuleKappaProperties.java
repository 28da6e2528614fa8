// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.house.StarterPlaysTwo;
import org.iwgf.warp.modules.iota.ModuleIota;
import org.iwgf.warp.modules.theta.ModuleTheta;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Kappa on — thirty per objective, factors and fleets drawn from the rule space; one
 * in four also with Subspace Fracture (scopes rotating), one in four with Module Iota and Module Theta, one in
 * four with Round starter plays two, Pass Red Alert and Drop to Impulse — played with random legal moves: the
 * core invariants and JSON round-trips hold after every move, and the Hand Exchange actually comes into play.
 */
class ModuleKappaProperties {
  private static final int CHECKED_FOR_PLAY = 12;
  private static final List<List<PluginConfig>> FRACTURES = Stream.of(FractureScope.values())
      .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList();
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(5)
      .withMaxFixedRounds(2).withMaxFirstTo(1), 0x4A99AL * 1_000, List.of(PluginConfig.of(ModuleKappa.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()), FRACTURES,
          List.of(List.of(PluginConfig.of(ModuleIota.ID), PluginConfig.of(ModuleTheta.ID))),
          List.of(List.of(PluginConfig.of(StarterPlaysTwo.ID), PluginConfig.of(PassRedAlert.ID),
              PluginConfig.of(DropToImpulse.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of());

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleKappaKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void theHandExchangeComesIntoPlay() {
    assertTrue(SECTORS.countEvents(RUNNER, Objective.GO_OUT, CHECKED_FOR_PLAY, HandExchange.GivenBack.class) > 0,
        "no give-back in the first " + CHECKED_FOR_PLAY / 2 + " Go-out sectors");
  }
}
