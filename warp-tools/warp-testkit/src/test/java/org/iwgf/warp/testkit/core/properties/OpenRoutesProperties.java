// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.Charts;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Section III's route rule has one statement, {@link Route#openBySectionIii(int, int, int, int)}, and every
 * place that answers "which routes are open to this captain" agrees with it: over the seeded cases of the
 * standard rule space (every factor, fleets of every size, both objectives, whole sectors across rounds), at
 * every move the state's {@link WarpState#openBySectionIii} equals the rule applied to the state's beacons and
 * first turns, the engine lists a chart on exactly the open routes whose open end the captain holds, and the
 * SPI's {@link Charts#couldChart} says yes exactly for the coordinates the engine lets the captain chart. A
 * failure names the case (configuration and seed) and the move number.
 */
class OpenRoutesProperties {
  static Stream<GameCase> cases() {
    return Cases.draw(0x524F5554L, 40);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void everyAnswerToWhichRoutesAreOpenIsTheRule(GameCase game) {
    WarpRules rules = WarpRules.of(game.config(), Cases.space().registry());
    WarpState s = rules.start(game.seed());
    long rng = game.seed();
    for (int ply = 0; !s.isOver(); ply++) {
      assertTrue(ply < Cases.MOVE_BUDGET, game + ": no end within the move budget");
      List<WarpMove> legal = rules.legalMoves(s);
      if (s.phase() == Phase.PLAYING) {
        check(s, legal, game + ", move " + ply);
      }
      s = rules.next(s, legal.get(SplitMix64.nextInt(rng, legal.size())));
      rng = SplitMix64.next(rng);
    }
  }

  private static void check(WarpState s, List<WarpMove> legal, String where) {
    int seat = s.toAct();
    int seats = s.seats();
    int beacons = 0;
    int firstTurns = 0;
    for (int o = 0; o < seats; o++) {
      beacons |= s.beaconUp(o) ? 1 << o : 0;
      firstTurns |= s.firstTurnPending(o) ? 1 << o : 0;
    }
    int open = Route.openBySectionIii(seat, seats, beacons, firstTurns);
    Set<String> expected = new TreeSet<>();
    Set<String> listed = new TreeSet<>();
    Set<Coordinate> chartable = new TreeSet<>(Coordinate::compareTo);
    for (WarpMove m : legal) {
      if (m instanceof WarpMove.Chart c) {
        listed.add(c.route().toString());
        chartable.add(c.coordinate());
      }
    }
    for (int slot = 0; slot <= seats; slot++) {
      Route route = Route.ofSlot(slot, seats);
      boolean byRule = (open & 1 << slot) != 0;
      assertEquals(byRule, s.openBySectionIii(seat, route), where + ": the state and the rule differ on " + route);
      int end = route.equals(Route.NEUTRAL_ZONE) ? s.neutralZone().openEnd() : s.trail(route).openEnd();
      if (byRule && s.redAlert().isEmpty() && s.hand(seat).stream().anyMatch(c -> c.has(end))) {
        expected.add(route.toString());
      }
    }
    if (s.redAlert().isEmpty()) {
      assertEquals(expected, listed, where + ": the engine lists charts on other routes than the rule opens");
    }
    for (Coordinate c : s.hand(seat)) {
      assertEquals(chartable.contains(c), Charts.couldChart(s, seat, c),
          where + ": Charts and the engine differ on " + c);
    }
  }
}
