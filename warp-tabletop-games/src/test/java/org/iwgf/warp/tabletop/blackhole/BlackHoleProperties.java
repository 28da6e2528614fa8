// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over random games for every player count and setup, each game a pure function of its seed:
 * a failure names the configuration and seed that reproduce it, and the move where it broke.
 */
class BlackHoleProperties {
  private static final int GAMES = 8;
  private static final int MOVE_CAP = 20_000;

  @TestFactory
  Stream<DynamicTest> randomGamesKeepEveryInvariant() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int players = 2; players <= 3; players++) {
      for (boolean secret : new boolean[] {false, true}) {
        BlackHoleConfig base = BlackHoleConfig.standard(players);
        BlackHoleConfig config = secret ? base.withSecretSetup() : base;
        for (long seed = 0; seed < GAMES; seed++) {
          long s = seed;
          tests.add(DynamicTest.dynamicTest(config.players() + " players, secret " + secret + ", seed " + s,
              () -> playAndCheck(config, s)));
        }
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> gamesOnAnotherBoardFinishToo() {
    BlackHoleConfig small = BlackHoleConfig.standard(3).on(Spiral.sectored(3));
    return Stream.of(1L, 2L, 3L).map(seed -> DynamicTest.dynamicTest("3 rings, seed " + seed,
        () -> playAndCheck(small, seed)));
  }

  private static void playAndCheck(BlackHoleConfig config, long seed) {
    BlackHoleRules rules = BlackHoleRules.of(config);
    BlackHoleState state = rules.start(seed);
    List<BlackHoleMove> moves = new ArrayList<>();
    long chooser = SplitMix64.mix(seed);
    int[] removed = new int[config.players()];
    while (rules.toAct(state).isPresent()) {
      String at = "seed " + seed + ", move " + moves.size();
      assertTrue(moves.size() < MOVE_CAP, at + ": the game did not finish");
      List<BlackHoleMove> legal = rules.legalMoves(state);
      assertFalse(legal.isEmpty(), at);
      BlackHoleMove move = legal.get(SplitMix64.nextInt(chooser, legal.size()));
      chooser = SplitMix64.next(chooser);
      if (move instanceof BlackHoleMove.Turn turn) {
        Ship ship = state.ships().get(turn.ship());
        BlackHoleState before = state;
        var refused = Assertions.assertThrows(IllegalMoveException.class,
            () -> rules.apply(before, new BlackHoleMove.Turn(ship.id(), ship.die().sides() + 1)), at);
        assertEquals("FACE_RANGE", refused.code(), at);
      }
      state = rules.apply(state, move).state();
      moves.add(move);
      for (int seat = 0; seat < config.players(); seat++) {
        int onBoard = 0;
        int waiting = 0;
        for (Ship ship : state.ships()) {
          if (ship.seat() == seat) {
            onBoard += ship.onBoard() ? 1 : 0;
            waiting += ship.space() == Ship.WAITING ? 1 : 0;
          }
        }
        int gone = state.removedBy(seat);
        assertEquals(config.fleet().size(), onBoard + waiting + gone, at + ": ships of seat " + seat);
        assertTrue(gone >= removed[seat], at + ": a ship came back from the black hole");
        removed[seat] = gone;
        assertEquals(state.toAct(), rules.view(state, seat).toAct(), at);
      }
      if (moves.size() % 97 == 0) {
        assertEquals(state, BlackHoleJson.readState(BlackHoleJson.writeState(state)), at);
      }
    }
    assertEquals(Phase.OVER, state.phase());
    int winner = state.winner().orElseThrow();
    assertEquals(config.shipsToWin(), state.removedBy(winner));
    assertEquals(1, rules.outcome(state).orElseThrow().places().get(winner));
    assertEquals(state, BlackHoleJson.readState(BlackHoleJson.writeState(state)));
    BlackHoleRecord record = BlackHoleJson.readRecord(
        BlackHoleJson.writeRecord(new BlackHoleRecord(config, seed, moves)));
    assertEquals(state, record.replay(), "replay of seed " + seed);
  }
}
