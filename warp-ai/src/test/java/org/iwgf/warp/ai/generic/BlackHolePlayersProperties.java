// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRecord;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.Ship;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generic players on a game other than Warp: the dice race around the black hole. Random and greedy
 * ("closest to the hole") tables, over seeds, player counts and both setups.
 */
class BlackHolePlayersProperties {
  private static final int SEEDS = 4;
  /** Generous: random games of two players take about a thousand moves. */
  private static final int MOVE_CAP = 20_000;

  private static final Player<BlackHoleMove, BlackHoleView> RANDOM = Player.random();
  private static final Player<BlackHoleMove, BlackHoleView> GREEDY = Player.greedy(
      BlackHolePlayersProperties::closestToTheHole);

  /**
   * Advancing scores the spaces gained towards the centre (hyperjumps gain most, reaching the centre
   * more still); placing prefers high faces; a secret choice prefers a high total; turning a die gains
   * nothing.
   */
  static double closestToTheHole(BlackHoleView view, BlackHoleMove move) {
    Spiral spiral = view.spiral();
    if (move instanceof BlackHoleMove.Advance advance) {
      int id = advance.ship();
      int to = view.destinationOf(id);
      int gained = spiral.stepsToCentre(view.ships().get(id).space()) - spiral.stepsToCentre(to);
      return gained + (to == spiral.centre() ? spiral.size() : 0);
    }
    if (move instanceof BlackHoleMove.Place place) {
      return view.ships().get(place.ship()).face();
    }
    if (move instanceof BlackHoleMove.Choose choose) {
      return choose.faces().stream().mapToInt(Integer::intValue).sum();
    }
    return 0;
  }

  @TestFactory
  Stream<DynamicTest> gamesFinishReplayAndKeepEveryShip() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String table : List.of("random", "greedy", "mixed")) {
      for (int players = 2; players <= 3; players++) {
        for (boolean secret : new boolean[] {false, true}) {
          if (secret && players == 2 && !table.equals("random")) {
            continue; // a greedy seat would score all 3,538,944 two-player choices; three players cover it
          }
          BlackHoleConfig config = secret ? BlackHoleConfig.standard(players).withSecretSetup()
              : BlackHoleConfig.standard(players);
          for (long seed = 0; seed < SEEDS; seed++) {
            long s = seed;
            tests.add(DynamicTest.dynamicTest(table + ", " + players + " players, secret " + secret
                + ", seed " + s, () -> playAndCheck(config, table, s)));
          }
        }
      }
    }
    return tests.stream();
  }

  private static void playAndCheck(BlackHoleConfig config, String table, long seed) {
    BlackHoleRules rules = BlackHoleRules.of(config);
    var game = GameTable.of(rules, players(table, config.players())).play(seed, MOVE_CAP);
    assertTrue(game.finished(), table + " game of seed " + seed + " hit the cap of " + MOVE_CAP + " moves");
    BlackHoleState last = game.finalState();
    for (int seat = 0; seat < config.players(); seat++) {
      int kept = 0;
      for (Ship ship : last.ships()) {
        kept += ship.seat() == seat && (ship.onBoard() || ship.removed()) ? 1 : 0;
      }
      assertEquals(config.fleet().size(), kept, "ships of seat " + seat);
    }
    assertEquals(config.shipsToWin(), last.removedBy(last.winner().orElseThrow()));
    var again = GameTable.of(rules, players(table, config.players())).play(seed, MOVE_CAP);
    assertEquals(game.moves(), again.moves(), "the same seed replays the same game");
    BlackHoleRecord record = BlackHoleJson.readRecord(
        BlackHoleJson.writeRecord(new BlackHoleRecord(config, seed, game.moves())));
    assertEquals(last, record.replay());
    assertEquals(last, BlackHoleJson.readState(BlackHoleJson.writeState(last)));
  }

  @ParameterizedTest(name = "{0} players")
  @CsvSource({"2", "3"})
  void greedyPlayersFinishSoonerThanRandomOnesAndBeatThem(int players) {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(players));
    int games = 20;
    long randomMoves = 0;
    long greedyMoves = 0;
    int greedyWins = 0;
    List<Player<BlackHoleMove, BlackHoleView>> mixed = new ArrayList<>(List.of(GREEDY));
    while (mixed.size() < players) {
      mixed.add(RANDOM);
    }
    for (long seed = 0; seed < games; seed++) {
      var random = GameTable.of(rules, players("random", players)).play(seed, MOVE_CAP);
      var greedy = GameTable.of(rules, players("greedy", players)).play(seed, MOVE_CAP);
      var match = GameTable.of(rules, mixed).play(seed, MOVE_CAP);
      assertTrue(random.finished() && greedy.finished() && match.finished(), "seed " + seed);
      randomMoves += random.moves().size();
      greedyMoves += greedy.moves().size();
      greedyWins += match.finalState().winner().orElseThrow() == 0 ? 1 : 0;
    }
    System.out.printf("dice race, %d players, %d games per table: random %.0f moves a game, greedy %.0f, "
        + "greedy seat 0 won %d against random%n", players, games, (double) randomMoves / games,
        (double) greedyMoves / games, greedyWins);
    assertTrue(greedyMoves < randomMoves, "greedy " + greedyMoves + " vs random " + randomMoves);
    assertTrue(greedyWins >= games * 3 / 4, "greedy won " + greedyWins + " of " + games);
  }

  @Test
  void theGreedyPlayerTakesTheMoveThatGetsClosestToTheHole() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2));
    BlackHoleState state = rules.start(4);
    while (state.toAct().isPresent() && state.ships().stream().anyMatch(s -> !s.onBoard())) {
      state = rules.apply(state, rules.legalMoves(state).get(0)).state();
    }
    int seat = state.toAct().orElseThrow();
    BlackHoleView view = rules.view(state, seat);
    BlackHoleMove chosen = GREEDY.choose(view, rules.legalMoves(state), new SplittableRandom(1));
    double best = rules.legalMoves(state).stream().mapToDouble(m -> closestToTheHole(view, m)).max()
        .orElseThrow();
    assertEquals(best, closestToTheHole(view, chosen));
    assertTrue(chosen instanceof BlackHoleMove.Advance);
    List<BlackHoleEvent> events = rules.apply(state, chosen).events();
    assertTrue(events.get(0) instanceof BlackHoleEvent.Advanced);
  }

  private static List<Player<BlackHoleMove, BlackHoleView>> players(String table, int seats) {
    List<Player<BlackHoleMove, BlackHoleView>> out = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      boolean greedy = table.equals("greedy") || (table.equals("mixed") && seat % 2 == 0);
      out.add(greedy ? GREEDY : RANDOM);
    }
    return out;
  }
}
