// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors drawn from the rule space with Module Eta on (both objectives; every other one with Module
 * Gamma too), played with random legal moves. After every move the core invariants hold (where the module
 * acts, views leak nothing and JSON round-trips), a locked beacon is up, and in a Points campaign a blind
 * draw adds exactly one token while nothing else does.
 */
class EtaProperties {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  // Objectives change every second sector and the Sensor Grid every sector, so each mix meets each objective.
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(4)
      .withMaxCampaignRounds(1).withMaxFixedRounds(1).withMaxFirstTo(1), 0xE7AL * 1_000,
      List.of(PluginConfig.of(ModuleEta.ID)))
      .withObjectives(List.of(Objective.POINTS_CAMPAIGN, Objective.POINTS_CAMPAIGN, Objective.GO_OUT,
          Objective.GO_OUT))
      .withCompanions(List.of(List.of(), List.of(PluginConfig.of(ModuleGamma.ID))));

  private static final Invariant<WarpState, WarpMove, WarpEvent> VIEWS = WarpInvariants.viewsHideOthersCoordinates();

  // Reading JSON back and rendering every view after every one of thousands of moves would dominate the
  // run; the module's own moves, draws and the round boundaries are where its state changes, so those
  // states are the ones these two dearer checks look at.
  private static final Invariant<WarpState, WarpMove, WarpEvent> DEAR_CHECKS = Invariant.named(
      "views hide others' coordinates and JSON round-trips where the module acts", (rules, before, move, after) -> {
        WarpState s = after.state();
        boolean shaped = move instanceof PluginMove || move instanceof WarpMove.Draw || s.round() != before.round()
            || s.phase() != Phase.PLAYING;
        if (!shaped) {
          return Optional.empty();
        }
        if (!JSON.readState(JSON.writeState(s)).equals(s)) {
          return Optional.of("the state read back from JSON differs");
        }
        return VIEWS.check(rules, before, move, after);
      });

  private static final Invariant<WarpState, WarpMove, WarpEvent> LOCKED_BEACON_IS_UP = Invariant.ofState(
      "a locked beacon is up", (rules, s) -> {
        for (int seat = 0; seat < s.seats(); seat++) {
          if (s.phase() == Phase.PLAYING && ModuleEta.ledger(s).beaconLock(seat) > 0 && !s.beaconUp(seat)) {
            return Optional.of("seat " + seat + "'s beacon is locked but down");
          }
        }
        return Optional.empty();
      });

  private static final Invariant<WarpState, WarpMove, WarpEvent> ONE_TOKEN_PER_BLIND_DRAW = Invariant.named(
      "one debt token per blind draw", (rules, before, move, after) -> {
        WarpState s = after.state();
        if (s.round() != before.round() || s.phase() != Phase.PLAYING) {
          return Optional.empty();
        }
        int seat = before.toAct();
        int expected = ModuleEta.ledger(before).debt(seat)
            + (move instanceof WarpMove.Draw && s.config().objective() == Objective.POINTS_CAMPAIGN ? 1 : 0);
        int now = ModuleEta.ledger(s).debt(seat);
        return now == expected ? Optional.empty()
            : Optional.of("seat " + seat + " holds " + now + " tokens after " + move + ", expected " + expected);
      });

  private static final PropertyRunner RUNNER = PropertyRunner.of(invariants()).withRegistry(REGISTRY)
      .withMoveBudget(40_000);

  private static List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(DEAR_CHECKS);
    all.add(LOCKED_BEACON_IS_UP);
    all.add(ONE_TOKEN_PER_BLIND_DRAW);
    return all;
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleEtaKeepTheInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }
}
