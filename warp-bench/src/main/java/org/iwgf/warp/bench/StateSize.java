// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.openjdk.jol.info.GraphLayout;

/**
 * Prints the retained size of a Warp 12 state with 8 captains in the middle of round 1 (49 random moves in, half of a mean round), measured with
 * JOL: every object reachable from the state, less the objects every state of the game shares and never
 * copies (the configuration with its names and plugin list, the domino set with its pip masks, the
 * canonical coordinates and routes, enum constants, and the empty history and plugin map).
 *
 * <p>Run: {@code java -cp warp-bench/target/benchmarks.jar org.iwgf.warp.bench.StateSize}
 *
 * @since 0.1.0
 */
public final class StateSize {
  private StateSize() {}

  public static void main(String[] args) {
    // JOL cannot ask Unsafe for field offsets of records (Trail's nodes are records); let it find them
    // by probing instead, which needs no agent.
    System.setProperty("jol.magicFieldOffset", "true");
    WarpConfig config = WarpConfig.standard(WarpFactor.WARP_12, 8);
    WarpRules rules = WarpRules.of(config);
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 49;
    WarpState state = Playout.advance(rules, rules.start(7L), depth, 0x5EEDL);
    System.out.println(state);
    System.out.println();

    GraphLayout whole = GraphLayout.parseInstance(state);
    GraphLayout own = whole.subtract(GraphLayout.parseInstance(shared(state).toArray()));
    System.out.println(own.toFootprint());
    System.out.println("moves played: " + depth + ", uncharted left: " + state.unchartedCount());
    System.out.println("reachable from the state (all):       " + whole.totalSize() + " bytes in "
        + whole.totalCount() + " objects");
    System.out.println("retained by the state (shared excl.): " + own.totalSize() + " bytes in "
        + own.totalCount() + " objects");
  }

  /** Objects every state of one game points to without owning them. */
  private static List<Object> shared(WarpState state) {
    List<Object> out = new ArrayList<>();
    out.add(state.config());
    out.add(state.config().factor().set());
    for (int i = 0; i <= Coordinate.indexOf(Coordinate.MAX_PIP, Coordinate.MAX_PIP); i++) {
      out.add(Coordinate.ofIndex(i));
    }
    out.add(Route.NEUTRAL_ZONE);
    for (int seat = 0; seat < WarpFactor.WARP_18.maxCaptains(); seat++) {
      out.add(Route.trailOf(seat));
    }
    out.addAll(List.of(Phase.values()));
    out.add(List.of());
    out.add(Map.of());
    out.add(WarpMove.DRAW);
    return out;
  }
}
