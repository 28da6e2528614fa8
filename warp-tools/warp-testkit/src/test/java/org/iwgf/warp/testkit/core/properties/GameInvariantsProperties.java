// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over 200 configurations across the rule space, with uniformly random legal moves: coordinates are
 * conserved after every move, {@code legalMoves} is empty only when the sector is over, seats and counts
 * stay sane, the Red Alert is answered at the helm, snapshots round-trip, nothing runs backwards, and every
 * sector ends within the move budget.
 */
class GameInvariantsProperties {
  private static final PropertyRunner RUNNER =
      PropertyRunner.of(WarpInvariants.standard()).withMoveBudget(Cases.MOVE_BUDGET);

  static Stream<GameCase> cases() {
    return Cases.draw(0x1L, 200);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void standardInvariantsHoldAfterEveryMove(GameCase game) {
    RUNNER.assertHolds(game);
  }

  /**
   * Each dealt round ends within (set size + 1) × (2 × captains + 1) + captains moves: a round holds at most
   * set-size − 1 charts and draws, and between two of them each captain can only deploy a beacon once and
   * pass once (plus overtime votes).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void everySectorEndsAndEveryRoundIsBounded(GameCase game) {
    PlayedGame record = RUNNER.play(game);
    assertTrue(record.finished(), () -> game + " did not end within " + Cases.MOVE_BUDGET + " moves");
    int seats = game.config().captains();
    int bound = (game.config().factor().set().size() + 1) * (2 * seats + 1) + seats;
    Map<Integer, Integer> pliesPerRound = new TreeMap<>();
    record.roundIndexes().forEach(r -> pliesPerRound.merge(r, 1, Integer::sum));
    pliesPerRound.forEach((round, plies) -> assertTrue(plies <= bound,
        () -> game + ": dealt round " + (round + 1) + " took " + plies + " moves, more than " + bound));
  }
}
