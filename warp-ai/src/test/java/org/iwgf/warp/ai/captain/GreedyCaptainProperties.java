// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole sectors over many seeds: the greedy captain only ever returns a move its own view lists as legal,
 * and a sector replays identically from its seed. Odd seats are random captains, so the greedy ones meet
 * positions they would not create among themselves.
 */
class GreedyCaptainProperties {

  static Stream<Arguments> tables() {
    List<Arguments> out = new ArrayList<>();
    List<WarpConfig> configs = List.of(
        WarpConfig.standard(WarpFactor.WARP_9, 2),
        WarpConfig.standard(WarpFactor.WARP_9, 4),
        WarpConfig.standard(WarpFactor.WARP_12, 4),
        WarpConfig.standard(WarpFactor.WARP_12, 8),
        WarpConfig.standard(WarpFactor.WARP_18, 6),
        WarpConfig.builder().factor(WarpFactor.WARP_18).captains(18).campaignRounds(3).build(),
        goOut(WarpFactor.WARP_9, 3, GoOutStructure.suddenDeath()),
        goOut(WarpFactor.WARP_12, 5, GoOutStructure.firstTo(3)),
        goOut(WarpFactor.WARP_12, 2, GoOutStructure.fixedRounds(4, GoOutStructure.Overtime.OFFERED)),
        goOut(WarpFactor.WARP_18, 9, GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.FORCED)));
    for (WarpConfig config : configs) {
      LongStream.rangeClosed(1, 6).forEach(seed -> out.add(Arguments.of(config, seed)));
    }
    return out.stream();
  }

  private static WarpConfig goOut(WarpFactor factor, int captains, GoOutStructure structure) {
    return WarpConfig.builder().factor(factor).captains(captains).objective(Objective.GO_OUT).goOut(structure)
        .build();
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void greedyChoicesAreAlwaysLegal(WarpConfig config, long seed) {
    WarpRules rules = WarpRules.of(config);
    int[] decisions = new int[1];
    Captain checked = (view, random) -> {
      assertTrue(view.atHelm(), "asked to move while not at the helm");
      WarpMove move = GreedyCaptain.create().choose(view, random);
      assertTrue(view.legalMoves().contains(move), () -> move + " is not among " + view.legalMoves());
      decisions[0]++;
      return move;
    };
    List<Captain> captains = new ArrayList<>();
    for (int seat = 0; seat < config.captains(); seat++) {
      captains.add(seat % 2 == 0 ? checked : RandomCaptain.create());
    }
    SectorResult first = Sector.of(rules, captains).play(seed, SectorListener.NONE);
    assertTrue(first.finalState().isOver());
    assertTrue(decisions[0] > 0);

    SectorResult again = Sector.of(rules, captains).play(seed, SectorListener.NONE);
    assertEquals(first.finalState(), again.finalState());
    assertEquals(first.moves(), again.moves());
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void allGreedyTablesFinish(WarpConfig config, long seed) {
    WarpRules rules = WarpRules.of(config);
    List<Captain> captains = new ArrayList<>();
    for (int seat = 0; seat < config.captains(); seat++) {
      captains.add(GreedyCaptain.create());
    }
    SectorResult r = Sector.of(rules, captains).play(seed, SectorListener.NONE);
    assertEquals(config.captains(), r.outcome().places().size());
    assertTrue(r.outcome().winners().size() >= 1);
  }
}
