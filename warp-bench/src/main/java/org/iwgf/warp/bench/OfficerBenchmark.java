// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time per officer decision on positions where a choice between charts is to be made (Warp 12, 2
 * captains, Points campaign, the ladder's table): the greedy Commander, and the Commander with Lookahead at
 * its default budget, from hand counts alone and with the seat's intel of the play so far. Each call takes the next of 64 seat views, made by Commanders playing round 1 and
 * stopping at a turn with two or more legal charts.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class OfficerBenchmark {
  private static final int VIEWS = 64;

  /** Seat views with a choice of charts. */
  @State(Scope.Thread)
  public static class Choices {
    SeatView[] views;
    Intel[] intel;
    Officer commander;
    Officer lookahead;
    SplittableRandom random;
    int next;

    @Setup(Level.Trial)
    public void generate() {
      WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 2));
      commander = Officer.heuristicCommander();
      lookahead = Officer.heuristicCommander().withLookahead(Lookahead.standard());
      random = new SplittableRandom(7);
      views = new SeatView[VIEWS];
      intel = new Intel[VIEWS];
      int found = 0;
      for (long seed = 1; found < VIEWS; seed++) {
        WarpState s = rules.start(seed);
        Intel[] learned = {Intel.none(), Intel.none()};
        SeatView[] seen = {rules.view(s, 0), rules.view(s, 1)};
        int skip = (int) (seed % 9);
        for (int move = 0; move < 200 && !s.isOver() && s.round() == 1 && found < VIEWS; move++) {
          SeatView v = rules.view(s, s.toAct());
          long charts = v.legalMoves().stream().filter(m -> m instanceof WarpMove.Chart).count();
          if (charts >= 2 && skip-- <= 0) {
            views[found] = v;
            intel[found++] = learned[s.toAct()];
            skip = 6;
          }
          WarpMove m = commander.choose(v, random);
          Transition<WarpState, WarpEvent> t = rules.apply(s, m);
          s = t.state();
          for (int seat = 0; seat < 2; seat++) {
            SeatView after = rules.view(s, seat);
            learned[seat] = learned[seat].after(rules, seen[seat], m, rules.eventsFor(t.events(), seat), after);
            seen[seat] = after;
          }
        }
      }
    }

    /** {@code officer}'s decision on the next view, knowing what its seat had learned by then. */
    WarpMove informed(Officer officer) {
      int i = next;
      next = (next + 1) % VIEWS;
      return officer.choose(views[i], intel[i], random);
    }

    SeatView nextView() {
      SeatView v = views[next];
      next = (next + 1) % VIEWS;
      return v;
    }
  }

  @Benchmark
  public WarpMove commanderGreedy(Choices c) {
    return c.commander.choose(c.nextView(), c.random);
  }

  @Benchmark
  public WarpMove commanderLookahead(Choices c) {
    return c.lookahead.choose(c.nextView(), c.random);
  }

  /** Lookahead sampling worlds that respect what the seat learned from the play so far. */
  @Benchmark
  public WarpMove commanderLookaheadInformed(Choices c) {
    return c.informed(c.lookahead);
  }
}
