// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Module Delta on configurations drawn from the rule space (Warp 9 to 15), under both objectives, with
 * Subspace Fracture off or in each scope: 64 games of random legal moves (a spool one move in four where
 * offered) keep the core invariants and the module's own — the marker always has a holder on a dealt
 * table, and pass counts are never negative; every third game also checks that no seat's view shows
 * another's coordinates. One game in eight instead replays from its JSON record to the same final state,
 * whose own JSON round-trips too (JSON after every move would cost more than all the rest together).
 */
class ModuleDeltaProperties {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  // Warp 18 adds nothing the module depends on and doubles the cost of checking every move.
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard()
      .withFactors(EnumSet.of(WarpFactor.WARP_9, WarpFactor.WARP_12, WarpFactor.WARP_15)).withMaxCaptains(5)
      .withMaxCampaignRounds(1).withMaxFixedRounds(1).withMaxFirstTo(1), 0xDE17AL * 1_000,
      List.of(PluginConfig.of(ModuleDelta.ID)))
      .withCompanions(Stream.concat(Stream.of(List.<PluginConfig>of()), Stream.of(FractureScope.values())
          .map(scope -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name())))))
          .flatMap(set -> Stream.of(set, set)).toList())
      .withCount(64);

  private static final Invariant<WarpState, WarpMove, WarpEvent> MARKER_HELD = Invariant.ofState(
      "the Hazard Marker has a holder", (rules, s) -> {
        HazardMarker m = (HazardMarker) s.pluginState(ModuleDelta.ID).orElseThrow();
        boolean ok = m.holder() >= 0 && m.holder() < s.seats() && m.passes().size() == s.seats()
            && m.passes().stream().allMatch(p -> p >= 0);
        return ok ? Optional.empty() : Optional.of("marker state " + m);
      });

  /**
   * Uniform among all legal moves one time in four, otherwise among those that are not spools: the spool is
   * offered on every open route at every turn, and a table that mostly spools bloats its hands into very
   * long sectors without reaching any state the mix does not.
   */
  private static final MoveChooser SOMETIMES_SPOOL = (ply, legal, random) -> {
    List<Integer> other = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (!(legal.get(i) instanceof ModuleDelta.EngageWarpDrive)) {
        other.add(i);
      }
    }
    if (other.isEmpty() || random.nextInt(4) == 0) {
      return random.nextInt(legal.size());
    }
    return other.get(random.nextInt(other.size()));
  };

  private static final PropertyRunner RUNNER = runner(false);
  /** Also checks every seat's view after every move: the costliest check, so run on every third game. */
  private static final PropertyRunner RUNNER_WITH_VIEWS = runner(true);

  private static PropertyRunner runner(boolean views) {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    if (views) {
      all.add(WarpInvariants.viewsHideOthersCoordinates());
    }
    all.add(MARKER_HELD);
    return PropertyRunner.of(all).withRegistry(REGISTRY).withChooser(SOMETIMES_SPOOL).withMoveBudget(40_000);
  }

  @TestFactory
  Stream<DynamicTest> randomGamesKeepTheInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> {
      if (s.index() % 8 == 1) {
        PlayedGame played = RUNNER.play(s.game());
        assertTrue(played.finished());
        GameRecord record = GameRecord.of(s.game().config(), s.game().seed(), played.moves());
        assertEquals(played.finalState(),
            JSON.readRecord(JSON.writeRecord(record)).replay(WarpRules.of(s.game().config(), REGISTRY)));
        assertEquals(played.finalState(), JSON.readState(JSON.writeState(played.finalState())));
      } else {
        (s.index() % 3 == 0 ? RUNNER_WITH_VIEWS : RUNNER).assertHolds(s.game());
      }
    }));
  }
}
