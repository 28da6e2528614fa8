// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

/** A table hands a captain that uses intel what its seat learned this round, and nothing to one that does not. */
class SectorIntelTest {

  /** Plays as a greedy Commander and notes the intel it is handed. */
  private static final class Listening implements Captain {
    final List<Intel> heard = Collections.synchronizedList(new ArrayList<>());
    final List<Integer> rounds = Collections.synchronizedList(new ArrayList<>());
    private final Officer officer = Officer.heuristicCommander();

    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      throw new AssertionError("a captain that uses intel is always handed it");
    }

    @Override
    public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
      heard.add(intel);
      rounds.add(view.round());
      return officer.choose(view, random);
    }

    @Override
    public boolean usesIntel() {
      return true;
    }
  }

  @Test
  void theCaptainHearsOnlyThisRoundsIntelAndSometimesLearnsSomething() {
    WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_9, 3));
    Listening listening = new Listening();
    Sector table = Sector.of(rules, List.of(listening, Officer.heuristicCommander(), Officer.heuristicCommander()));
    for (long seed = 1; seed <= 3; seed++) {
      table.play(seed, SectorListener.NONE);
    }
    int learned = 0;
    for (int i = 0; i < listening.heard.size(); i++) {
      Intel intel = listening.heard.get(i);
      boolean empty = intel.known().isEmpty() && intel.unmatched().isEmpty();
      assertTrue(empty || intel.round() == listening.rounds.get(i), "intel from another round was handed on");
      assertTrue(intel.knownHeldBy(0).isEmpty() && intel.unmatchedBy(0).isEmpty(), "nothing is kept about oneself");
      learned += empty ? 0 : 1;
    }
    assertTrue(learned > 0, "in three sectors the seat saw someone fail to chart");
  }
}
