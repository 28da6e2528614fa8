// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

class RuleSpaceTest {
  private final RuleSpace space = RuleSpace.standard();

  @Test
  void theSameSeedDrawsTheSameCases() {
    assertEquals(space.samples(99L, 50), space.samples(99L, 50));
    assertEquals(space.sample(5L), space.sample(5L));
    assertEquals(space.config(5L), space.sample(5L).config());
    assertNotEquals(space.samples(99L, 50), space.samples(100L, 50));
  }

  @Test
  void casesCoverTheWholeSpaceWithinItsLimits() {
    List<GameCase> cases = space.samples(1L, 600);
    Set<WarpFactor> factors = EnumSet.noneOf(WarpFactor.class);
    Set<String> structures = new HashSet<>();
    Set<Integer> doubleBlank = new HashSet<>();
    boolean hand11 = false;
    boolean laterOpener = false;
    boolean fullTable = false;
    for (GameCase c : cases) {
      WarpConfig cfg = c.config();
      WarpRules.of(cfg);
      factors.add(cfg.factor());
      doubleBlank.add(cfg.doubleBlankScore());
      hand11 |= cfg.largeFleetHandSize() == 11;
      laterOpener |= cfg.firstCaptain() != 0;
      fullTable |= cfg.captains() == cfg.factor().maxCaptains();
      if (cfg.largeFleetHandSize() == 11) {
        assertTrue(cfg.captains() == 7 || cfg.captains() == 8, c::toString);
      }
      if (cfg.objective() == Objective.POINTS_CAMPAIGN) {
        assertTrue(cfg.campaignRounds() <= 3, c::toString);
        structures.add("points");
      } else {
        GoOutStructure g = cfg.goOut();
        assertTrue(g.rounds() <= 3 && g.target() <= 2, c::toString);
        structures.add(g.kind() + (g.kind() == GoOutStructure.Kind.FIXED_ROUNDS ? " " + g.overtime() : ""));
      }
    }
    assertEquals(EnumSet.allOf(WarpFactor.class), factors);
    assertEquals(Set.of("points", "SUDDEN_DEATH", "FIRST_TO", "FIXED_ROUNDS FORCED", "FIXED_ROUNDS OFFERED"),
        structures);
    assertEquals(Set.of(0, 25, 50), doubleBlank);
    assertTrue(hand11 && laterOpener && fullTable);
  }

  @Test
  void limitsNarrowTheSpace() {
    RuleSpace small = space.withFactors(EnumSet.of(WarpFactor.WARP_9)).withMaxCaptains(3).withMaxCampaignRounds(1)
        .withMaxFixedRounds(1).withMaxFirstTo(1);
    for (GameCase c : small.samples(2L, 200)) {
      WarpConfig cfg = c.config();
      assertEquals(WarpFactor.WARP_9, cfg.factor());
      assertTrue(cfg.captains() <= 3);
      if (cfg.objective() == Objective.POINTS_CAMPAIGN) {
        assertEquals(1, cfg.campaignRounds());
      } else {
        assertTrue(cfg.goOut().rounds() <= 1 && cfg.goOut().target() <= 1);
      }
    }
    assertThrows(IllegalArgumentException.class, () -> space.withMaxCampaignRounds(0));
    assertThrows(IllegalArgumentException.class, () -> space.withMaxCaptains(1));
    assertThrows(IllegalArgumentException.class, () -> space.withFactors(EnumSet.noneOf(WarpFactor.class)));
  }
}
