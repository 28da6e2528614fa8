// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;

/**
 * Ω+ with the shipped two-captain weights, replayed: on eight positions of greedy Ω's play at the Official Warp
 * table, each with what its seat had learned, a seeded search without a clock visits each root move exactly as
 * recorded. A change meant to make the search cheaper must leave these counts as they are (arena rows
 * measured with one build stand for the next only then); a change to what the search does, or new shipped
 * weights, records them again from the message this test fails with.
 */
class OmegaPlusReplayTest {
  private static final int POSITIONS = 8;
  private static final int ITERATIONS = 128;
  /** Root visits per position, in the order of each view's legal moves, as the search gave them. */
  private static final List<String> RECORDED = List.of("125 3", "128 0 0 0 0 0 0 0 0", "13 93 1 16 5", "104 24",
      "78 50", "53 75", "126 2", "15 1 36 76");

  @Test
  void theSearchVisitsEachRootMoveAsRecorded() {
    WarpConfig config = OfficialWarp.config(WarpFactor.WARP_12, 2);
    WarpRules rules = WarpRules.of(config);
    Network network = OmegaModel.covering(config).orElseThrow().network();
    MoveFeatures features = CommanderFeatures.readBy(network);
    OmegaPlus plus = OmegaPlus.of(network, features).withIterations(ITERATIONS).withoutTimeLimit();
    OmegaCaptain greedy = OmegaCaptain.of(network, config, features);
    List<SeatView> views = new ArrayList<>();
    List<Intel> learned = new ArrayList<>();
    SplittableRandom play = new SplittableRandom(7);
    for (long seed = 1; views.size() < POSITIONS; seed++) {
      WarpState s = rules.start(seed);
      Intel[] intel = {Intel.none(), Intel.none()};
      SeatView[] seen = {rules.view(s, 0), rules.view(s, 1)};
      for (int move = 0; move < 400 && !s.isOver() && views.size() < POSITIONS; move++) {
        SeatView v = rules.view(s, s.toAct());
        if (v.legalMoves().size() >= 2 && move % 9 == (int) seed % 9) {
          views.add(v);
          learned.add(intel[s.toAct()]);
        }
        WarpMove m = greedy.choose(v, play);
        Transition<WarpState, WarpEvent> t = rules.apply(s, m);
        s = t.state();
        for (int seat = 0; seat < 2; seat++) {
          SeatView after = rules.view(s, seat);
          intel[seat] = intel[seat].after(rules, seen[seat], m, rules.eventsFor(t.events(), seat), after);
          seen[seat] = after;
        }
      }
    }
    List<String> visits = new ArrayList<>();
    for (int i = 0; i < POSITIONS; i++) {
      Search.Result r = plus.think(views.get(i), learned.get(i), new SplittableRandom(100 + i));
      visits.add(r.visits().stream().map(String::valueOf).collect(Collectors.joining(" ")));
    }
    assertEquals(RECORDED, visits, "root visits now:\n" + visits.stream().map(v -> "\"" + v + "\"")
        .collect(Collectors.joining(", ")));
  }
}
