// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.iota;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.ModuleGamma;
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
 * Sixty sectors with Module Iota on — thirty per objective, factors and fleets drawn from the rule space; one
 * in four also with Subspace Fracture (scopes rotating), one in four with Module Gamma's Sensor Grid, one in
 * four with Round starter plays two, Pass Red Alert and Drop to Impulse — played with random legal moves:
 * the core invariants and JSON round-trips hold after every move, and Double Down actually comes into play.
 */
class ModuleIotaProperties {
  private static final int CHECKED_FOR_PLAY = 12;
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(5)
      .withMaxFixedRounds(2).withMaxFirstTo(1), 0x10AL * 1_000, List.of(PluginConfig.of(ModuleIota.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()),
          Stream.of(FractureScope.values())
              .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList(),
          List.of(List.of(PluginConfig.of(ModuleGamma.ID))),
          List.of(List.of(PluginConfig.of(StarterPlaysTwo.ID), PluginConfig.of(PassRedAlert.ID),
              PluginConfig.of(DropToImpulse.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of());

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleIotaKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void doubleDownComesIntoPlayUnderBothObjectives() {
    for (Objective objective : Objective.values()) {
      assertTrue(SECTORS.countEvents(RUNNER, objective, CHECKED_FOR_PLAY, ModuleIota.DoubleDown.class) > 0,
          "no DoubleDown in the first " + CHECKED_FOR_PLAY / 2 + " " + objective + " sectors");
    }
  }
}
