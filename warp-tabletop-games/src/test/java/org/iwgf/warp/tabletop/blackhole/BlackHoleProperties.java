// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.testkit.GameProperties;
import org.iwgf.warp.testkit.GameRun;
import org.iwgf.warp.testkit.Invariant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over random games for every player count and setup, on the test kit's {@link GameProperties}:
 * each game a pure function of its seed, a failure names the configuration and seed that reproduce it and the
 * shortest game found that still breaks it.
 */
class BlackHoleProperties {
  private static final int GAMES = 8;

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

  /** Every seat's ships are all somewhere, and a ship taken by the black hole never comes back. */
  private static final Invariant<BlackHoleState, BlackHoleMove, BlackHoleEvent> SHIPS_CONSERVED =
      Invariant.named("ships are conserved", (rules, before, move, after) -> {
        BlackHoleState s = after.state();
        for (int seat = 0; seat < s.config().players(); seat++) {
          int onBoard = 0;
          int waiting = 0;
          for (Ship ship : s.ships()) {
            if (ship.seat() == seat) {
              onBoard += ship.onBoard() ? 1 : 0;
              waiting += ship.space() == Ship.WAITING ? 1 : 0;
            }
          }
          if (onBoard + waiting + s.removedBy(seat) != s.config().fleet().size()) {
            return Optional.of("seat " + seat + " has " + onBoard + " on the board, " + waiting + " waiting and "
                + s.removedBy(seat) + " removed");
          }
          if (s.removedBy(seat) < before.removedBy(seat)) {
            return Optional.of("a ship of seat " + seat + " came back from the black hole");
          }
        }
        return Optional.empty();
      });

  /** A turn to a face the die does not have is refused with its code. */
  private static final Invariant<BlackHoleState, BlackHoleMove, BlackHoleEvent> FACES_CHECKED =
      Invariant.named("an impossible face is refused", (rules, before, move, after) -> {
        if (!(move instanceof BlackHoleMove.Turn turn)) {
          return Optional.empty();
        }
        Ship ship = before.ships().get(turn.ship());
        try {
          rules.apply(before, new BlackHoleMove.Turn(ship.id(), ship.die().sides() + 1));
          return Optional.of("a " + ship.die() + " was turned to " + (ship.die().sides() + 1));
        } catch (IllegalMoveException e) {
          return e.code().equals("FACE_RANGE") ? Optional.empty() : Optional.of("refused with " + e.code());
        }
      });

  /** Every seat's view names the seat to act, and the state survives JSON. */
  private static final Invariant<BlackHoleState, BlackHoleMove, BlackHoleEvent> VIEWS_AND_JSON =
      Invariant.ofState("views name the seat to act and the state survives JSON", (rules, s) -> {
        for (int seat = 0; seat < s.config().players(); seat++) {
          if (!BlackHoleRules.of(s.config()).view(s, seat).toAct().equals(s.toAct())) {
            return Optional.of("seat " + seat + "'s view names another seat to act");
          }
        }
        return s.equals(BlackHoleJson.readState(BlackHoleJson.writeState(s))) ? Optional.empty()
            : Optional.of("the state changed in a JSON round trip");
      });

  private static final GameProperties<BlackHoleConfig, BlackHoleState, BlackHoleMove, BlackHoleEvent> RACE =
      GameProperties.of(BlackHoleRules::of, List.of(SHIPS_CONSERVED, FACES_CHECKED, VIEWS_AND_JSON));

  private static void playAndCheck(BlackHoleConfig config, long seed) {
    GameRun<BlackHoleState, BlackHoleMove> run = RACE.assertHolds(config, seed);
    BlackHoleState state = run.finalState();
    assertEquals(Phase.OVER, state.phase());
    int winner = state.winner().orElseThrow();
    assertEquals(config.shipsToWin(), state.removedBy(winner));
    assertEquals(1, BlackHoleRules.of(config).outcome(state).orElseThrow().places().get(winner));
    BlackHoleRecord record = BlackHoleJson.readRecord(
        BlackHoleJson.writeRecord(new BlackHoleRecord(config, seed, run.moves())));
    assertEquals(state, record.replay(), "replay of seed " + seed);
  }
}
