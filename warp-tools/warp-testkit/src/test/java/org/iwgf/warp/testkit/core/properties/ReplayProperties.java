// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sector is a pure function of (configuration, seed, moves): replaying the recorded moves from the seed,
 * with rules built afresh, gives an equal final state; playing the same case twice gives the same game.
 */
class ReplayProperties {
  private static final PropertyRunner RUNNER =
      PropertyRunner.of(WarpInvariants.standard()).withMoveBudget(Cases.MOVE_BUDGET);

  static Stream<GameCase> cases() {
    return Cases.draw(0x3L, 80);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void replayFromConfigSeedAndMovesReproducesTheFinalState(GameCase game) {
    PlayedGame record = RUNNER.play(game);
    WarpRules fresh = WarpRules.of(game.config());
    WarpState s = fresh.start(game.seed());
    for (WarpMove m : record.moves()) {
      s = fresh.apply(s, m).state();
    }
    assertEquals(record.finalState(), s, () -> game + ": replay of " + record.plies() + " moves differs");
    assertEquals(record.finalState().hashCode(), s.hashCode());
    assertEquals(fresh.outcome(record.finalState()), fresh.outcome(s));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theSameCasePlaysTheSameGame(GameCase game) {
    PlayedGame first = RUNNER.play(game);
    PlayedGame second = RUNNER.play(game);
    assertEquals(first.moves(), second.moves());
    assertEquals(first.legalMoveCounts(), second.legalMoveCounts());
    assertEquals(first.finalState(), second.finalState());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void nextReachesTheStateApplyReachesWithoutTheEvents(GameCase game) {
    PlayedGame record = RUNNER.play(game);
    WarpRules rules = WarpRules.of(game.config());
    WarpState byApply = rules.start(game.seed());
    WarpState byNext = byApply;
    int ply = 0;
    for (WarpMove m : record.moves()) {
      byApply = rules.apply(byApply, m).state();
      byNext = rules.next(byNext, m);
      int at = ply++;
      WarpState expected = byApply;
      assertEquals(expected, byNext, () -> game + ", move " + at + ": next and apply differ");
    }
  }
}
