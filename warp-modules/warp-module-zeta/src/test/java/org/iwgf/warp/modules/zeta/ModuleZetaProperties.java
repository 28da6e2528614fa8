// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.house.BeaconClearsOnAnyPlay;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Zeta on — thirty per objective, Warp 9 to 15 and structures drawn from the rule space,
 * fleets of four or six in two or three squadrons, one in four also with Subspace Fracture (scopes rotating),
 * one in four with Beacon clears on any play and Pass Red Alert, one in four with Drop to Impulse — played
 * with random legal moves. After every move the core invariants and JSON round-trips hold, and so do the
 * squadron's own: members agree on their shared beacon, only shared trails are ever charted, and members
 * share their campaign totals and round wins.
 */
class ModuleZetaProperties {
  private static final int CHECKED_FOR_PLAY = 20;
  // Warp 18 is left to the unit tests: its long sectors would make this run slow without finding more.
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard()
      .withFactors(EnumSet.of(WarpFactor.WARP_9, WarpFactor.WARP_12, WarpFactor.WARP_15))
      .withMaxCampaignRounds(2).withMaxFixedRounds(2).withMaxFirstTo(2), 0x2E7AL * 1_000,
      List.of(PluginConfig.of(ModuleZeta.ID)))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()),
          Stream.of(FractureScope.values())
              .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList(),
          List.of(List.of(PluginConfig.of(BeaconClearsOnAnyPlay.ID), PluginConfig.of(PassRedAlert.ID))),
          List.of(List.of(PluginConfig.of(DropToImpulse.ID))))))
      .withTailoring(ModuleZetaProperties::squadronTable);
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of(
      Invariant.ofState("squadrons share beacon, trail and standing", ModuleZetaProperties::squadronsAgree)));

  /** Fleets of four, or of six in two or three squadrons where the factor seats six. */
  private static WarpConfig squadronTable(int i, WarpConfig drawn) {
    int captains = drawn.factor().maxCaptains() >= 6 && (i / 2) % 3 == 2 ? 6 : 4;
    List<PluginConfig> plugins = new ArrayList<>(drawn.plugins());
    plugins.set(0, PluginConfig.of(ModuleZeta.ID, captains == 6 && (i / 6) % 2 == 0
        ? Map.of(Squadrons.SIZE, "3") : Map.of()));
    return WarpConfig.builder().factor(drawn.factor()).captains(captains).objective(drawn.objective())
        .campaignRounds(drawn.campaignRounds()).goOut(drawn.goOut()).firstCaptain(drawn.firstCaptain() % captains)
        .doubleBlankScore(drawn.doubleBlankScore()).plugins(plugins).build();
  }

  static Optional<String> squadronsAgree(Object rules, WarpState s) {
    Squadrons squadrons = ModuleZeta.formation(s.config()).orElseThrow();
    for (int seat = 0; seat < s.seats(); seat++) {
      int first = squadrons.trailSeat(seat);
      if (s.beaconUp(seat) != s.beaconUp(first)) {
        return Optional.of("seat " + seat + " and its squadron disagree on the beacon");
      }
      if (!squadrons.holdsSharedTrail(seat) && s.trail(Route.trailOf(seat)).isStarted()) {
        return Optional.of("seat " + seat + "'s personal trail was charted");
      }
      if (!s.campaignScores().get(seat).equals(s.campaignScores().get(first))
          || !s.roundWins().get(seat).equals(s.roundWins().get(first))) {
        return Optional.of("seat " + seat + " does not share its squadron's standing: " + s.campaignScores() + " "
            + s.roundWins());
      }
    }
    return Optional.empty();
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithFleetSquadronsKeepTheInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void shieldsAreHeldByMomentumInTheseSectors() {
    int held = SECTORS.countEvents(RUNNER, CHECKED_FOR_PLAY, SquadronEvent.ShieldsHeld.class);
    assertTrue(held > 0, "no ShieldsHeld in the first " + CHECKED_FOR_PLAY + " sectors");
  }
}
