// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.official.OfficialWarp;
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
 * One-round random playouts of 4-captain Warp 12 under optional rules, beside the standard rules: every
 * house rule on (manual shield control standing in for "beacon clears on any play", which it excludes),
 * Subspace Fracture in each scope, the Official Warp preset, and every rated Module at once. Scores and the {@code moves} counter read as in
 * {@link PlayoutBenchmark}.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class RulesPlayoutBenchmark {
  private static final int DEALS = 1024;
  /** Every Module the rulebook does not mark Warped (Zeta's team play is unrated too). */
  static final List<String> ALL_RATED_MODULES = List.of("module-alpha", "module-beta", "module-gamma",
      "module-delta", "module-epsilon", "module-eta", "module-theta", "module-iota");

  /** The rule set. */
  @State(Scope.Thread)
  public static class Table {
    @Param({"standard", "house-rules", "fracture-own-trail", "fracture-all-captains", "fracture-all-doubles",
        "official", "all-rated-modules"})
    public String rules;

    WarpRules engine;
    WarpState[] deals;
    int next;
    final long[] chooser = {0x5EEDL};

    @Setup(Level.Trial)
    public void deal() {
      engine = WarpRules.of(config(rules));
      deals = new WarpState[DEALS];
      for (int i = 0; i < DEALS; i++) {
        deals[i] = engine.start(i);
      }
    }
  }

  static WarpConfig config(String rules) {
    if (rules.equals("official")) {
      return OfficialWarp.builder(WarpFactor.WARP_12, 4).campaignRounds(1).build();
    }
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).campaignRounds(1);
    if (rules.equals("all-rated-modules")) {
      for (String id : ALL_RATED_MODULES) {
        b.plugin(id);
      }
    } else if (rules.equals("house-rules")) {
      for (String id : List.of("own-trail-first", "neutral-zone-after-all-trails", "starter-plays-two",
          "drop-to-impulse", "pass-red-alert", "manual-shields", "all-stop")) {
        b.plugin(id);
      }
    } else if (rules.startsWith("fracture-")) {
      String scope = rules.substring("fracture-".length()).toUpperCase(Locale.ROOT).replace('-', '_');
      b.plugin(PluginConfig.of("subspace-fracture", Map.of("scope", scope)));
    }
    return b.build();
  }

  /** One full round; the score is rounds/s and the {@code moves} counter moves/s. */
  @Benchmark
  public int round(Table t, MoveCounter counter) {
    WarpState deal = t.deals[t.next];
    t.next = (t.next + 1) & (DEALS - 1);
    int moves = Playout.play(t.engine, deal, t.chooser);
    counter.moves += moves;
    return moves;
  }
}
