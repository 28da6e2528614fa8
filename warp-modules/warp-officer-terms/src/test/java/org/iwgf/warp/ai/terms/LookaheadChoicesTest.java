// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Lookahead's choices are pinned: Commanders with Lookahead at its default budget (and every installed
 * Module term) play fixed-seed sectors, each seat searching worlds that respect what it has learned, and
 * the fingerprint of every move chosen must stay what it was. Speed work on the engine, the views or the rollouts must not change a
 * single decision; a rule change that does must update the figures here on purpose.
 */
class LookaheadChoicesTest {
  private static final int MOVES = 400;

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "Warp 12 x 2 Points, 1, -725672708956462441",
      "Warp 12 x 4 Go-out, 2, 7410733213634618723",
      "Official Warp 12 x 3, 3, -5802277463982942448",
      "Warp 9 x 4 Modules Alpha Gamma Iota Lambda Fracture, 4, 5252703418341861718"})
  void theSameSeedMakesTheSameChoices(String table, long seed, long fingerprint) {
    WarpRules rules = WarpRules.of(config(table));
    Officer officer = Officer.heuristicCommander().withLookahead(Lookahead.standard());
    SplittableRandom random = new SplittableRandom(seed);
    WarpState s = rules.start(seed);
    int seats = s.seats();
    Intel[] learned = new Intel[seats];
    SeatView[] seen = new SeatView[seats];
    for (int seat = 0; seat < seats; seat++) {
      learned[seat] = Intel.none();
      seen[seat] = rules.view(s, seat);
    }
    long hash = 17;
    for (int i = 0; i < MOVES && !s.isOver(); i++) {
      int seat = s.toAct();
      WarpMove m = officer.choose(rules.view(s, seat), learned[seat], random);
      hash = 31 * hash + m.toString().hashCode();
      Transition<WarpState, WarpEvent> t = rules.apply(s, m);
      s = t.state();
      for (int o = 0; o < seats; o++) {
        SeatView after = rules.view(s, o);
        learned[o] = learned[o].after(rules, seen[o], m, rules.eventsFor(t.events(), o), after);
        seen[o] = after;
      }
    }
    assertEquals(fingerprint, hash, table + ", seed " + seed + ": the Lookahead chose differently");
  }

  private static WarpConfig config(String table) {
    if (table.contains("Modules")) {
      WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(4).campaignRounds(2);
      for (String id : List.of("module-alpha", "module-gamma", "module-iota", "module-lambda", "subspace-fracture")) {
        b.plugin(id);
      }
      return b.build();
    }
    if (table.startsWith("Official")) {
      return OfficialWarp.config(WarpFactor.WARP_12, 3);
    }
    if (table.endsWith("Go-out")) {
      return WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).objective(Objective.GO_OUT).build();
    }
    return WarpConfig.standard(WarpFactor.WARP_12, 2);
  }
}
