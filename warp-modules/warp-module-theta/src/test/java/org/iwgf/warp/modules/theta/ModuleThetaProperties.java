// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

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
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Theta on — thirty per objective, factors and fleets drawn from the rule space, one
 * in four also with Subspace Fracture (scopes rotating), one in four with Round starter plays two and Pass
 * Red Alert, one in four with Drop to Impulse — played with random legal moves: the core invariants and
 * JSON round-trips hold after every move. The first Go-out sectors are replayed to check that the Module's
 * Go-out rule actually came into play.
 */
class ModuleThetaProperties {
  private static final int CHECKED_FOR_PLAY = 20;
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(5)
      .withMaxFixedRounds(2).withMaxFirstTo(1), 0x7E7AL * 1_000, List.of(PluginConfig.of(ModuleTheta.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()), fractureInEveryScope(),
          List.of(List.of(PluginConfig.of(StarterPlaysTwo.ID), PluginConfig.of(PassRedAlert.ID))),
          List.of(List.of(PluginConfig.of(DropToImpulse.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of());

  private static List<List<PluginConfig>> fractureInEveryScope() {
    return Stream.of(FractureScope.values())
        .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList();
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleThetaKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void theGoOutRuleComesIntoPlayInTheseSectors() {
    assertTrue(SECTORS.countEvents(RUNNER, Objective.GO_OUT, CHECKED_FOR_PLAY, ModuleTheta.ExtraTurn.class) > 0,
        "no ExtraTurn in the first " + CHECKED_FOR_PLAY / 2 + " Go-out sectors");
  }
}
