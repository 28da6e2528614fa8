// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every combination of the eight house-rule toggles (less the one the rules forbid: manual shields with
 * beacon-clears-on-any-play) with Subspace Fracture off or in each scope — 768 rule sets — each played
 * once with random legal moves on a configuration drawn from the rule space (factors, fleet sizes,
 * objectives and options rotate across the combinations). After every move the core invariants hold:
 * coordinates conserved, legal moves empty only when the sector is over, seats and counts sane, Red Alert
 * answered at the helm, snapshots round-trip, and every sector ends; at one move in four (drawn from the
 * seed) and at every round's end, views leak nothing and the state round-trips through JSON. One
 * combination in eight is instead played without the checks and its game record, through JSON, must replay
 * to the same final state.
 */
class RuleCombinationsProperties {
  private static final List<String> TOGGLES = List.of(OwnTrailFirst.ID, NeutralZoneAfterAllTrails.ID,
      BeaconClearsOnAnyPlay.ID, StarterPlaysTwo.ID, DropToImpulse.ID, PassRedAlert.ID, ManualShields.ID,
      AllStop.ID);
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  private static final RuleSpace SPACE = RuleSpace.standard().withMaxCaptains(6).withMaxCampaignRounds(1)
      .withMaxFixedRounds(1).withMaxFirstTo(1);

  // The two checks that read every seat's view and write the state to JSON and back cost half of a game's
  // time: sampled, they still meet every combination in every round.
  private static final PropertyRunner RUNNER = PropertyRunner.of(WarpInvariants.standard())
      .withSampledInvariants(
          List.of(WarpInvariants.viewsHideOthersCoordinates(), WarpInvariants.jsonRoundTrips(JSON)), 4)
      .withRegistry(REGISTRY).withMoveBudget(40_000);

  static List<List<PluginConfig>> combinations() {
    List<List<PluginConfig>> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << TOGGLES.size(); mask++) {
      List<PluginConfig> toggles = new ArrayList<>();
      for (int t = 0; t < TOGGLES.size(); t++) {
        if ((mask & (1 << t)) != 0) {
          toggles.add(PluginConfig.of(TOGGLES.get(t)));
        }
      }
      boolean clash = toggles.contains(PluginConfig.of(ManualShields.ID))
          && toggles.contains(PluginConfig.of(BeaconClearsOnAnyPlay.ID));
      if (clash) {
        continue;
      }
      out.add(toggles);
      for (FractureScope scope : FractureScope.values()) {
        List<PluginConfig> withFracture = new ArrayList<>(toggles);
        withFracture.add(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name())));
        out.add(withFracture);
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyCombinationKeepsTheCoreInvariants() {
    List<List<PluginConfig>> all = combinations();
    assertEquals(768, all.size());
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      List<PluginConfig> plugins = all.get(i);
      long seed = 0x5EEDL * 1_000 + i;
      WarpConfig config = SPACE.config(seed).toBuilder().plugins(plugins).build();
      boolean replayed = i % 8 == 0;
      tests.add(DynamicTest.dynamicTest(i + ": " + config.factor().displayName() + " x" + config.captains() + " "
          + config.objective() + " " + plugins.stream().map(PluginConfig::id).toList(), () -> {
            if (replayed) {
              PlayedGame played = RUNNER.play(config, seed);
              assertTrue(played.finished());
              GameRecord record = GameRecord.of(config, seed, played.moves());
              assertEquals(played.finalState(),
                  JSON.readRecord(JSON.writeRecord(record)).replay(WarpRules.of(config, REGISTRY)));
            } else {
              RUNNER.assertHolds(config, seed);
            }
          }));
    }
    return tests.stream();
  }
}
