// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole seeded sectors at several factors, fleets and Modules: Ω+ (a small untrained network, a small
 * budget, no time limit) only ever returns a move its view lists as legal, plugin moves included, and a
 * sector replays identically from its seed. Odd seats are random captains, so Ω+ meets positions it would
 * not create itself.
 */
class OmegaPlusProperties {
  private static final long[] SEEDS = {1, 2, 3};

  static Stream<Arguments> tables() {
    List<Arguments> out = new ArrayList<>();
    List<WarpConfig> configs = List.of(
        rounds(WarpConfig.standard(WarpFactor.WARP_9, 2), 2),
        rounds(WarpConfig.standard(WarpFactor.WARP_12, 4), 1),
        rounds(WarpConfig.builder().factor(WarpFactor.WARP_18).captains(6).build(), 1),
        WarpConfig.builder().factor(WarpFactor.WARP_12).captains(3).objective(Objective.GO_OUT)
            .goOut(GoOutStructure.firstTo(2)).build(),
        withModules(WarpFactor.WARP_9, 3, Objective.POINTS_CAMPAIGN, "module-gamma", "module-delta"),
        withModules(WarpFactor.WARP_9, 3, Objective.GO_OUT, "module-alpha", "module-beta"),
        withModules(WarpFactor.WARP_9, 4, Objective.GO_OUT, "module-kappa"),
        withModules(WarpFactor.WARP_9, 3, Objective.POINTS_CAMPAIGN, "module-lambda", "module-iota"),
        withModules(WarpFactor.WARP_9, 4, Objective.POINTS_CAMPAIGN, "module-zeta", "module-epsilon"),
        withModules(WarpFactor.WARP_12, 3, Objective.POINTS_CAMPAIGN, "module-eta", "module-theta",
            "subspace-fracture"));
    for (WarpConfig config : configs) {
      for (long seed : SEEDS) {
        out.add(Arguments.of(config, seed));
      }
    }
    return out.stream();
  }

  private static WarpConfig rounds(WarpConfig config, int rounds) {
    return config.toBuilder().campaignRounds(rounds).build();
  }

  private static WarpConfig withModules(WarpFactor factor, int captains, Objective objective, String... plugins) {
    WarpConfig config = WarpConfig.builder().factor(factor).captains(captains).objective(objective)
        .plugins(Stream.of(plugins).map(PluginConfig::of).toList()).build();
    return objective == Objective.POINTS_CAMPAIGN ? rounds(config, 1) : config;
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void omegaPlusPlaysOnlyLegalMovesAndReplays(WarpConfig config, long seed) {
    WarpRules rules = WarpRules.of(config);
    OmegaPlus plus = OmegaPlus.of(OmegaPlusTest.network(config, 16, seed), config).withIterations(12).withWorlds(4)
        .withoutTimeLimit();
    AtomicInteger decisions = new AtomicInteger();
    Captain checked = new Checked(plus, config, seed, decisions);
    List<Captain> captains = new ArrayList<>();
    for (int seat = 0; seat < config.captains(); seat++) {
      captains.add(seat % 2 == 0 ? checked : RandomCaptain.create());
    }
    SectorResult first = Sector.of(rules, captains).play(seed, SectorListener.NONE);
    assertTrue(first.finalState().isOver(), "seed " + seed);
    assertTrue(decisions.get() > 0, "seed " + seed + ": Ω+ never decided");
    SectorResult again = Sector.of(rules, captains).play(seed, SectorListener.NONE);
    assertEquals(first.moves(), again.moves(), "seed " + seed + ": the sector did not replay");
  }

  /** Ω+ with every move it returns checked against its view's legal moves. */
  private record Checked(OmegaPlus plus, WarpConfig config, long seed, AtomicInteger decisions) implements Captain {
    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      return choose(view, Intel.none(), random);
    }

    @Override
    public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
      assertTrue(view.atHelm(), "asked to move while not at the helm");
      WarpMove move = plus.choose(view, intel, random);
      assertTrue(view.legalMoves().contains(move), () -> config + " seed " + seed + ": " + move + " is not among "
          + view.legalMoves());
      decisions.incrementAndGet();
      return move;
    }

    @Override
    public boolean usesIntel() {
      return true;
    }
  }
}
