// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A captain who sheds pips as fast as it can, without looking ahead.
 *
 * <p>Among the coordinates it may chart it picks, in order of preference:
 * <ol>
 *   <li>a double it also holds a cover for (it sheds two coordinates in one turn), heaviest first;
 *   <li>otherwise the heaviest coordinate (most pips). Under a Red Alert only covers are legal, so this is
 *       the heaviest cover;
 *   <li>on equal pips, its own Warp Trail (keeps the trail moving and raises its shields), then the
 *       Neutral Zone, then an opponent's open trail;
 *   <li>remaining ties go to the first such move in the view's order.
 * </ol>
 * When it cannot chart it makes the single standard move left (draw, deploy the Distress Beacon, or pass),
 * and it accepts overtime whenever asked. It never uses its random source, so its play depends only on the
 * view.
 *
 * @since 0.1.0
 */
public final class GreedyCaptain implements Captain {
  private static final GreedyCaptain INSTANCE = new GreedyCaptain();

  private GreedyCaptain() {}

  /** The greedy captain (it keeps no state, so one instance serves every seat). */
  public static GreedyCaptain create() {
    return INSTANCE;
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    List<WarpMove> moves = Captain.movesOpenTo(view);
    Optional<WarpMove.Chart> chart = bestChart(view, moves);
    if (chart.isPresent()) {
      return chart.get();
    }
    for (WarpMove m : moves) {
      if (m instanceof WarpMove.OvertimeVote overtimeVote && overtimeVote.accept()) {
        return m;
      }
    }
    for (WarpMove standard : List.of(WarpMove.DRAW, WarpMove.DEPLOY_BEACON, WarpMove.PASS)) {
      if (moves.contains(standard)) {
        return standard;
      }
    }
    // Only moves contributed by optional rules are left; the greedy captain has no opinion on them.
    return moves.get(0);
  }

  /** The preferred chart among {@code moves}, if any chart is legal. */
  private static Optional<WarpMove.Chart> bestChart(SeatView view, List<WarpMove> moves) {
    WarpMove.Chart best = null;
    long bestKey = Long.MIN_VALUE;
    for (WarpMove m : moves) {
      if (m instanceof WarpMove.Chart c) {
        
        long key = preference(view, c);
        if (key > bestKey) {
          best = c;
          bestKey = key;
        }
      }
    }
    return Optional.ofNullable(best);
  }

  /** Larger is better: covered double, then pips, then route. */
  private static long preference(SeatView view, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    boolean coveredDouble = view.redAlert().isEmpty() && c.isDouble() && holdsCover(view.hand(), c);
    return (coveredDouble ? 1L << 20 : 0L) + ((long) c.pips() << 4) + routeRank(view.seat(), chart.route());
  }

  private static int routeRank(int seat, Route route) {
    if (route.isNeutralZone()) {
      return 1;
    }
    return route.owner().orElse(-1) == seat ? 2 : 0;
  }

  /** True if {@code hand} holds another coordinate showing the pip of {@code dbl}. */
  private static boolean holdsCover(List<Coordinate> hand, Coordinate dbl) {
    for (Coordinate h : hand) {
      if (h != dbl && h.has(dbl.high())) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return "greedy";
  }
}
