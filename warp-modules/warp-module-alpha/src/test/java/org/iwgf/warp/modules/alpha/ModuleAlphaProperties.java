// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Alpha on — thirty per objective, factors and fleets drawn from the rule space;
 * by turns also with Module Beta, Subspace Fracture (scopes rotating), Drop to Impulse with the All Stop!
 * ceremony, and the Sensor Grid — played with random legal moves, so random directives: the core invariants,
 * JSON round-trips and a private peek hold after every move, and directives are really chosen.
 */
class ModuleAlphaProperties {
  private static final int CHECKED_FOR_PLAY = 20;
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(4)
      .withMaxFixedRounds(2).withMaxFirstTo(1), 0xA1FAL * 1_000, List.of(PluginConfig.of(ModuleAlpha.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()),
          List.of(List.of(PluginConfig.of(ModuleBeta.ID))),
          Stream.of(FractureScope.values())
              .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList(),
          List.of(List.of(PluginConfig.of(DropToImpulse.ID), PluginConfig.of(AllStop.ID),
              PluginConfig.of(ModuleBeta.ID))),
          List.of(List.of(PluginConfig.of(ModuleGamma.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of(peekStaysPrivate()));

  /** Seats that do not peek never see a hidden coordinate in their view. */
  private static Invariant<WarpState, WarpMove, WarpEvent> peekStaysPrivate() {
    return Invariant.ofState("the peek stays private", (rules, s) -> {
      Continuum c = ModuleAlpha.of(s);
      if (c.peekers() == 0 && c.wagerSeat() < 0) {
        return Optional.empty();
      }
      for (int seat = 0; seat < s.seats(); seat++) {
        if (!c.peeks(seat)) {
          Optional<String> leak = WarpInvariants.leakIn(String.valueOf(((WarpRules) rules).view(s, seat)), s, seat);
          if (leak.isPresent()) {
            return leak;
          }
        }
      }
      return Optional.empty();
    });
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleAlphaKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void directivesAreChosenInBothObjectives() {
    Map<Objective, Integer> chosen = new EnumMap<>(Objective.class);
    for (int i = 0; i < CHECKED_FOR_PLAY; i++) {
      for (WarpMove m : RUNNER.play(SECTORS.game(i)).moves()) {
        if (m instanceof ContinuumMove.ChooseDirective || m instanceof ContinuumMove.ForceDraw) {
          chosen.merge(SECTORS.objective(i), 1, Integer::sum);
        }
      }
    }
    for (Objective o : Objective.values()) {
      assertTrue(chosen.getOrDefault(o, 0) > 0, "no directive chosen in the first " + CHECKED_FOR_PLAY / 2 + " " + o
          + " sectors");
    }
  }
}
