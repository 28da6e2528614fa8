// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.ismcts.IsMctsCaptain;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Officers and the information-set search ({@code IsMctsCaptain}) cannot read hidden information: reshuffling
 * everything the deciding seat cannot see (the other hands, keeping their sizes, and the order and content of
 * Uncharted Sectors) leaves its decision unchanged for the same random source.
 */
class HiddenInformationTest {
  private static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 3));

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void aReshuffledHiddenWorldGetsTheSameDecision(long seed) {
    List<WarpMove> played = new ArrayList<>();
    WarpState state = midRound(seed, played);
    int seat = state.toAct();
    WarpState reshuffled = reshuffleHidden(state, seat, new Random(seed));
    assertNotEquals(state.hand((seat + 1) % 3), reshuffled.hand((seat + 1) % 3), "the reshuffle must change something");
    SeatView original = RULES.view(state, seat);
    SeatView other = RULES.view(reshuffled, seat);
    assertEquals(original, other, "the seat's view is the same in both worlds");
    List<Captain> officers = List.of(Officer.of(Commission.ENSIGN), Officer.of(Commission.LIEUTENANT),
        Officer.heuristicCommander(), Officer.heuristicCommander().withLookahead(Lookahead.of(3, 6, 3)),
        IsMctsCaptain.of(24));
    for (Captain officer : officers) {
      for (long r = 0; r < 4; r++) {
        WarpMove a = officer.choose(original, new SplittableRandom(r));
        WarpMove b = officer.choose(other, new SplittableRandom(r));
        assertEquals(a, b, officer + " decided differently in a world it cannot tell apart");
      }
    }
    // What the seat learned from its own views and events is the same in both worlds, and it is all the
    // informed search reads besides the view.
    Intel intel = Intel.follow(RULES, GameRecord.of(RULES.config(), seed, played), seat);
    for (Captain informed : List.of(Officer.heuristicCommander().withLookahead(Lookahead.of(3, 6, 3)),
        IsMctsCaptain.of(24))) {
      for (long r = 0; r < 4; r++) {
        assertEquals(informed.choose(original, intel, new SplittableRandom(r)),
            informed.choose(other, intel, new SplittableRandom(r)), informed + " read the hidden world");
      }
    }
  }

  /** A position some way into round 1 with at least two charts open to the captain at the helm. */
  static WarpState midRound(long seed, List<WarpMove> played) {
    WarpState s = RULES.start(seed);
    SplittableRandom random = new SplittableRandom(seed);
    Officer commander = Officer.heuristicCommander();
    for (int i = 0; i < 400 && !s.isOver(); i++) {
      SeatView v = RULES.view(s, s.toAct());
      long charts = v.legalMoves().stream().filter(m -> m instanceof WarpMove.Chart).count();
      if (i >= 12 && charts >= 2) {
        return s;
      }
      WarpMove m = commander.choose(v, random);
      played.add(m);
      s = RULES.apply(s, m).state();
    }
    throw new AssertionError("no position with a choice of charts for seed " + seed);
  }

  static WarpState reshuffleHidden(WarpState state, int seat, Random random) {
    StateSnapshot snap = state.snapshot();
    List<Coordinate> hidden = new ArrayList<>(snap.uncharted());
    for (int s = 0; s < snap.hands().size(); s++) {
      if (s != seat) {
        hidden.addAll(snap.hands().get(s));
      }
    }
    Collections.shuffle(hidden, random);
    List<List<Coordinate>> hands = new ArrayList<>();
    int next = 0;
    for (int s = 0; s < snap.hands().size(); s++) {
      if (s == seat) {
        hands.add(snap.hands().get(s));
      } else {
        int n = snap.hands().get(s).size();
        hands.add(new ArrayList<>(hidden.subList(next, next + n)));
        next += n;
      }
    }
    return WarpRules.restoreState(snap.withHands(hands).withUncharted(hidden.subList(next, hidden.size())));
  }
}
