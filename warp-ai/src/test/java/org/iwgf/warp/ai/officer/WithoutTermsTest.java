// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.testkit.PracticeTables;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/**
 * With no {@link OfficerTerms} installed (this artifact's tests have none), officers weigh the core terms
 * only, rank every optional rule's moves {@link OfficerTerms#UNRANKED}, and still play any rule legally.
 */
class WithoutTermsTest {

  @Test
  void theStacksHoldTheCoreTermsOnly() {
    for (Commission c : Commission.values()) {
      assertEquals(c.coreStack(), c.stack(), c.title());
    }
  }

  @Test
  void aRuleWithoutTermsHasItsMovesUnranked() {
    WarpRules rules = PracticeTables.rules();
    Position p = Position.of(PracticeTables.view(rules, TableSetup.of(rules).hand(0, "9-3").hand(1, "0-0")));
    assertEquals(OfficerTerms.UNRANKED, Manoeuvres.rank(p, new DropToImpulse.Catch()));
    assertEquals(OfficerTerms.DRAW, Manoeuvres.rank(p, WarpMove.DRAW));
  }

  @Test
  void officersStillPlayEveryModuleToTheEnd() {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).campaignRounds(2);
    for (String id : List.of("module-alpha", "module-beta", "module-gamma", "module-delta", "module-eta",
        "module-iota", "module-lambda", "drop-to-impulse", "pass-red-alert")) {
      b.plugin(id);
    }
    WarpRules rules = WarpRules.of(b.build());
    var officers = List.of(Officer.of(Commission.ENSIGN), Officer.of(Commission.LIEUTENANT),
        Officer.heuristicCommander());
    assertTrue(Sector.of(rules, officers).play(11, SectorListener.NONE).finalState().isOver());
  }
}
