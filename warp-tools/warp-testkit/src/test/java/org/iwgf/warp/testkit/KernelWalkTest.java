// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;

/**
 * The fast walk ({@link PropertyRunner#checkOnKernel}) plays on the search kernel exactly the game the engine
 * walk plays, and still catches what breaks at a round's end or at a sampled move.
 */
class KernelWalkTest {
  private static final long SALT = 0x4B57_414CL;

  private static PropertyRunner checking(int oneIn) {
    List<Invariant<WarpState, WarpMove, WarpEvent>> cheap = new ArrayList<>(List.of(
        WarpInvariants.coordinateCountsConserved(), WarpInvariants.legalMovesEmptyIffOver(),
        WarpInvariants.seatsAndCountsSane()));
    cheap.addAll(LedgerInvariants.all());
    return PropertyRunner.of(cheap).withSampledInvariants(List.of(WarpInvariants.coordinatesConserved(),
        WarpInvariants.snapshotRoundTrips()), oneIn).withRegistry(PluginRegistry.empty());
  }

  @Test
  void theKernelPlaysTheEnginesGameMoveForMove() {
    List<GameCase> cases = RuleSpace.standard().samples(SALT, 40);
    for (MoveChooser chooser : List.of(MoveChooser.uniform(), MoveChooser.heaviestChart())) {
      PropertyRunner runner = checking(64).withChooser(chooser);
      for (GameCase game : cases) {
        PropertyRunner.CheckedGame fast = runner.checkOnKernel(game.config(), game.seed());
        assertEquals(Optional.empty(), fast.failure(), game.toString());
        PlayedGame engine = runner.play(game.config(), game.seed());
        assertEquals(engine.moves(), fast.game().moves(), game + ": the moves differ");
        assertEquals(engine.legalMoveCounts(), fast.game().legalMoveCounts(), game + ": the move counts differ");
        assertEquals(engine.roundIndexes(), fast.game().roundIndexes(), game + ": the round numbers differ");
        assertEquals(engine.finalState(), fast.game().finalState(), game + ": the final states differ");
        assertTrue(fast.game().finished(), game.toString());
      }
    }
  }

  @Test
  void everyRoundsEndIsCheckedOnTheKernel() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).campaignRounds(3).build();
    for (long seed = 0; seed < 20; seed++) {
      List<Integer> ends = new ArrayList<>();
      Invariant<WarpState, WarpMove, WarpEvent> roundEnds = Invariant.named("round ends",
          (rules, before, move, after) -> {
            if (after.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded)) {
              ends.add(after.state().history().size());
            }
            return Optional.empty();
          });
      // Nothing is sampled: the invariant is checked on the kernel only where the engine makes the move.
      PropertyRunner runner = PropertyRunner.of(List.of(roundEnds)).withSampledInvariants(List.of(),
          Integer.MAX_VALUE).withRegistry(PluginRegistry.empty());
      PlayedGame game = runner.checkOnKernel(config, seed).game();
      int rounds = game.finalState().history().size();
      assertEquals(rounds, ends.size(), "seed " + seed + ": every round's end is checked");
      assertEquals(rounds, ends.get(ends.size() - 1), "seed " + seed);
    }
  }

  @Test
  void aCheckBrokenAtARoundsEndIsReportedWhereTheEngineWalkReportsIt() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).build();
    Invariant<WarpState, WarpMove, WarpEvent> noSecondRound = Invariant.named("no second round",
        (rules, before, move, after) -> after.state().history().size() > 1 ? Optional.of("a second round ended")
            : Optional.empty());
    PropertyRunner runner = PropertyRunner.of(List.of(noSecondRound)).withRegistry(PluginRegistry.empty());
    for (long seed = 0; seed < 10; seed++) {
      FailureReport engine = runner.checkAndKeep(config, seed, false).failure().orElseThrow();
      FailureReport kernel = runner.checkOnKernel(config, seed).failure().orElseThrow();
      assertEquals("no second round", kernel.invariant(), "seed " + seed);
      assertEquals(engine.moveIndex(), kernel.moveIndex(), "seed " + seed);
      assertEquals(engine.move(), kernel.move(), "seed " + seed);
      assertEquals(seed, kernel.seed());
    }
  }

  @Test
  void aCheckBrokenAtASampledMoveIsReportedAtThatMove() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).build();
    Invariant<WarpState, WarpMove, WarpEvent> neverADraw = Invariant.named("never a draw",
        (rules, before, move, after) -> move instanceof WarpMove.Draw ? Optional.of("drew") : Optional.empty());
    PropertyRunner everyMove = PropertyRunner.of(List.of()).withSampledInvariants(List.of(neverADraw), 1)
        .withRegistry(PluginRegistry.empty());
    PropertyRunner oneInFour = PropertyRunner.of(List.of()).withSampledInvariants(List.of(neverADraw), 4)
        .withRegistry(PluginRegistry.empty());
    for (long seed = 0; seed < 10; seed++) {
      assertEquals(everyMove.checkAndKeep(config, seed, false).failure().orElseThrow().moveIndex(),
          everyMove.checkOnKernel(config, seed).failure().orElseThrow().moveIndex(), "seed " + seed);
      assertEquals(oneInFour.checkAndKeep(config, seed, false).failure().orElseThrow().moveIndex(),
          oneInFour.checkOnKernel(config, seed).failure().orElseThrow().moveIndex(), "seed " + seed);
    }
  }

  @Test
  void rulesTheKernelDoesNotPlayAreWalkedOnTheEngine() {
    WarpConfig config = WarpConfig.builder().captains(3).plugins(List.of(PluginConfig.of("routes"))).build();
    PropertyRunner runner = checking(16).withRegistry(PluginRegistry.empty().with(new QuietRule("routes",
        Set.of(Objective.values()), Set.of(DecisionPoint.ROUTES))));
    PropertyRunner.CheckedGame fast = runner.checkOnKernel(config, 5L);
    PropertyRunner.CheckedGame engine = runner.checkAndKeep(config, 5L, false);
    assertFalse(fast.failure().isPresent());
    assertEquals(engine.game(), fast.game());
  }
}
