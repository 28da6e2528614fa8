// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.api.Test;

/**
 * {@code WarpRules.next} reaches exactly the state {@code apply} reaches under every optional rule, though it
 * makes no events: a spread of the soak's rule combinations is played in lockstep both ways, move by move.
 * A failure names the case (configuration and seed) and the move.
 */
class NextStateTest {
  private static final int CELLS = 160;
  private static final int MAX_MOVES = 3_000;

  @Test
  void nextAndApplyReachTheSameStatesUnderEveryRuleCombination() {
    SoakSpace space = SoakSpace.discover();
    int played = 0;
    for (int i = 0; i < CELLS; i++) {
      long index = Math.floorMod(SplitMix64.mix(20261205L + i), space.cellCount());
      Optional<GameCase> game = space.game(space.cell(index), 7L + i);
      if (game.isEmpty()) {
        continue;
      }
      WarpRules rules = WarpRules.of(game.get().config(), space.registry());
      WarpState byApply = rules.start(game.get().seed());
      WarpState byNext = byApply;
      long rng = game.get().seed();
      for (int ply = 0; ply < MAX_MOVES && !byApply.isOver(); ply++) {
        List<WarpMove> legal = rules.legalMoves(byApply);
        WarpMove m = legal.get(SplitMix64.nextInt(rng, legal.size()));
        rng = SplitMix64.next(rng);
        byApply = rules.apply(byApply, m).state();
        byNext = rules.next(byNext, m);
        int at = ply;
        WarpState expected = byApply;
        assertEquals(expected, byNext, () -> game.get() + ", move " + at + " (" + m + "): next and apply differ");
      }
      played++;
    }
    assertTrue(played > CELLS / 2, "most sampled combinations are allowed: " + played);
  }
}
