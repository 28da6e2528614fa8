// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One whole scenario battle flown by the autopilot on both sides (its captain where the rule book gives the
 * side to a player), from the opening to the verdict: the score is battles per second, the {@code moves}
 * counter decisions per second (each a view, {@code legalMoves}, the autopilot's choice and one
 * {@code apply}).
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class ScenarioBenchmark {
  private static final int DEALS = 64;

  /** The scenario and its started battles. */
  @State(Scope.Thread)
  public static class Battle {
    @Param({"training", "supply-run", "reinforcements", "sector-command", "endurance-solo"})
    public String scenario;
    WormholeRules rules;
    WormholeState[] starts;
    List<Player<WormholeMove, WormholeView>> pilots;
    int next;
    final SplittableRandom random = new SplittableRandom(7);

    @Setup(Level.Trial)
    public void start() {
      WormholeConfig config = Objects.requireNonNull(
          ExampleScenarios.all(CatalogJson.sathrican(), 1).get(scenario), "no example scenario " + scenario);
      rules = WormholeRules.of(config);
      starts = new WormholeState[DEALS];
      for (int i = 0; i < DEALS; i++) {
        starts[i] = rules.start(i);
      }
      Player<WormholeMove, WormholeView> autopilot = Autopilot.standard();
      Player<WormholeMove, WormholeView> captain = Autopilot.captain();
      boolean solo0 = config.scenario().autopilot().equals(OptionalInt.of(0));
      pilots = List.of(solo0 ? autopilot : captain, solo0 ? captain : autopilot);
    }
  }

  /** One whole battle; the score is battles/s, the counter decisions/s. */
  @Benchmark
  public int battle(Battle b, MoveCounter counter) {
    WormholeState state = b.starts[b.next];
    b.next = (b.next + 1) % DEALS;
    int moves = 0;
    while (b.rules.toAct(state).isPresent()) {
      int seat = b.rules.toAct(state).getAsInt();
      WormholeMove move = b.pilots.get(seat).choose(b.rules.view(state, seat), b.rules.legalMoves(state), b.random);
      state = b.rules.apply(state, move).state();
      moves++;
    }
    counter.moves += moves;
    return moves;
  }
}
