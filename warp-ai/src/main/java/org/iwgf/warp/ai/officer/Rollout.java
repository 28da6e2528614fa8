// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * One simulated future: a candidate chart, then every captain following the Commander's instinct for a
 * fixed number of moves or until the round ends, and a value for the deciding seat at the end.
 */
final class Rollout {
  /** Value of a round won in Go-out, against coordinates held. */
  static final double ROUND_WIN = 100;
  static final double COORDINATE_HELD = 6;

  private Rollout() {}

  /**
   * How well {@code seat} stands after {@code chart} and {@code depth} instinctive moves in {@code world}:
   * its advantage over the average opponent, in campaign points (Points campaign) or round wins and
   * coordinates held (Go-out).
   */
  static double value(WarpRules rules, WarpState world, int seat, WarpMove.Chart chart, int depth) {
    WarpState s = rules.next(world, chart);
    int round = world.round();
    for (int d = 0; d < depth && !s.isOver() && s.round() == round; d++) {
      // The facts of the view at the helm, read from the state: the same choice without building the view.
      WarpMove m = Officer.instinct(Commission.COMMANDER, Position.of(rules, s, s.toAct()), rules.legalMoves(s));
      s = rules.next(s, m);
    }
    return standingAfter(s, world, seat);
  }

  /**
   * As {@link #value(WarpRules, WarpState, int, WarpMove.Chart, int)}, played on {@code kernel} (which must
   * play {@code rules}; {@code codes} holds {@link SearchKernel#maxMoves()} codes): the same moves, in place.
   */
  static double value(WarpRules rules, SearchKernel kernel, int[] codes, WarpState world, int seat,
      WarpMove.Chart chart, int depth) {
    kernel.load(world);
    kernel.play(kernel.code(chart));
    int round = world.round();
    for (int d = 0; d < depth && kernel.isPlaying() && kernel.round() == round; d++) {
      int n = kernel.legalMoves(codes);
      WarpMove[] moves = new WarpMove[n];
      for (int i = 0; i < n; i++) {
        moves[i] = kernel.move(codes[i]);
      }
      WarpMove m = Officer.instinct(Commission.COMMANDER, Position.of(rules, kernel), Arrays.asList(moves));
      int i = 0;
      while (moves[i] != m) {
        i++;
      }
      kernel.play(codes[i]);
    }
    return standingAfter(kernel.state(), world, seat);
  }

  /** How {@code seat} stands in {@code s}, reached from {@code world}, against the average opponent. */
  private static double standingAfter(WarpState s, WarpState world, int seat) {
    int round = world.round();
    boolean roundOver = s.isOver() || s.round() != round;
    boolean points = Lookahead.points(world.config().objective());
    List<Integer> tallies = points ? s.campaignScores() : s.roundWins();
    double mine = standing(s, tallies, seat, points, roundOver);
    double others = 0;
    for (int o = 0; o < s.seats(); o++) {
      if (o != seat) {
        others += standing(s, tallies, o, points, roundOver);
      }
    }
    return mine - others / (s.seats() - 1);
  }

  /**
   * Higher is better for {@code seat}; {@code tallies} are the campaign totals (Points) or round wins
   * (Go-out) of {@code s}.
   */
  private static double standing(WarpState s, List<Integer> tallies, int seat, boolean points,
      boolean roundOver) {
    if (points) {
      return -(tallies.get(seat) + (roundOver ? 0 : s.handPips(seat)));
    }
    return tallies.get(seat) * ROUND_WIN - (roundOver ? 0 : s.handSize(seat) * COORDINATE_HELD);
  }
}
