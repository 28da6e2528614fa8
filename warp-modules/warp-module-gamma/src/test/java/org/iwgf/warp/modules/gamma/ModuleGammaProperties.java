// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors drawn from the rule space with Module Gamma on (grid of 4 or 5, both objectives), played
 * with random legal moves. After every move the core invariants hold (coordinates conserved with the grid
 * counted, snapshots round-trip, the sector ends; where the module acts, JSON round-trips and views leak
 * nothing), and so do the grid's own: it is full while Uncharted Sectors can fill it, and no round is
 * blocked while it holds a coordinate.
 */
class ModuleGammaProperties {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  // Objectives change every second sector and grids every sector, so each grid meets each objective.
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(6)
      .withMaxCampaignRounds(1).withMaxFixedRounds(1).withMaxFirstTo(1), 0x6A33AL * 1_000,
      List.of(PluginConfig.of(ModuleGamma.ID)))
      .withObjectives(List.of(Objective.POINTS_CAMPAIGN, Objective.POINTS_CAMPAIGN, Objective.GO_OUT,
          Objective.GO_OUT))
      .withTailoring((i, drawn) -> i % 2 == 0 ? drawn
          : drawn.toBuilder().plugins(List.of(PluginConfig.of(ModuleGamma.ID, Map.of(ModuleGamma.GRID_SIZE, "4"))))
              .build());

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

  private static final Invariant<WarpState, WarpMove, WarpEvent> GRID_FULL = Invariant.ofState(
      "the grid is full while Uncharted can fill it", (rules, s) -> {
        int size = s.config().plugins().get(0).options().containsKey(ModuleGamma.GRID_SIZE) ? 4 : 5;
        int held = ModuleGamma.grid(s).size();
        return s.phase() != Phase.PLAYING || s.unchartedCount() == 0 || held == size ? Optional.empty()
            : Optional.of("grid of " + held + " with " + s.unchartedCount() + " in Uncharted");
      });

  private static final Invariant<WarpState, WarpMove, WarpEvent> NOT_BLOCKED_WHILE_SWEEPABLE = Invariant.named(
      "no blocked round while the grid holds a coordinate", (rules, before, move, after) -> {
        boolean blocked = after.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded roundEnded
            && roundEnded.blocked());
        return blocked && !ModuleGamma.grid(before).isEmpty()
            ? Optional.of("blocked with " + ModuleGamma.grid(before) + " in the grid") : Optional.empty();
      });

  private static final PropertyRunner RUNNER = PropertyRunner.of(invariants()).withRegistry(REGISTRY)
      .withMoveBudget(40_000);

  private static List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(DEAR_CHECKS);
    all.add(GRID_FULL);
    all.add(NOT_BLOCKED_WHILE_SWEEPABLE);
    return all;
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithTheSensorGridKeepTheInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }
}
