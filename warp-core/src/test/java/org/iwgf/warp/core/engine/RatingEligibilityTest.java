// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.junit.jupiter.api.Test;

class RatingEligibilityTest {
  private final PluginRegistry registry =
      PluginRegistry.empty().with(rule("sanctioned", RatingStatus.RATED)).with(rule("chaos", RatingStatus.EXHIBITION));

  @Test
  void aPlainWarp12SectorIsEligible() {
    RatingEligibility eligibility = RatingEligibility.of(WarpConfig.standard(WarpFactor.WARP_12, 4), registry);
    assertTrue(eligibility.eligible());
  }

  @Test
  void exhibitionSetsAreNeverRated() {
    for (WarpFactor factor : List.of(WarpFactor.WARP_9, WarpFactor.WARP_15, WarpFactor.WARP_18)) {
      RatingEligibility eligibility = RatingEligibility.of(WarpConfig.standard(factor, 4), registry);
      assertFalse(eligibility.eligible(), factor.toString());
      assertEquals(List.of(RatingEligibility.EXHIBITION_SET), codes(eligibility));
    }
  }

  @Test
  void aRatedRuleKeepsTheSectorEligible() {
    WarpConfig config = WarpConfig.builder().captains(3).plugin("sanctioned").build();
    assertTrue(RatingEligibility.of(config, registry).eligible());
  }

  @Test
  void anExhibitionRuleMakesTheSectorUnrated() {
    WarpConfig config = WarpConfig.builder().captains(3).plugin("sanctioned").plugin("chaos").build();
    RatingEligibility eligibility = RatingEligibility.of(config, registry);
    assertEquals(List.of(RatingEligibility.WARPED_MODULE), codes(eligibility));
    assertTrue(eligibility.reasons().get(0).message().contains("Rule chaos"));
  }

  @Test
  void aRuleThatIsNotInstalledCannotBeRated() {
    WarpConfig config = WarpConfig.builder().captains(3).plugin("missing").build();
    assertEquals(List.of(RatingEligibility.UNKNOWN_RULE), codes(RatingEligibility.of(config, registry)));
  }

  @Test
  void everyReasonIsListed() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_18).captains(3).plugin("chaos").build();
    assertEquals(List.of(RatingEligibility.EXHIBITION_SET, RatingEligibility.WARPED_MODULE),
        codes(RatingEligibility.of(config, registry)));
  }

  @Test
  void rulesAreExhibitionUnlessTheySayOtherwise() {
    RulePluginFactory silent = new RulePluginFactory() {
      @Override
      public String id() {
        return "silent";
      }

      @Override
      public String displayName() {
        return "Silent";
      }

      @Override
      public RulePlugin create(PluginConfig options, WarpConfig game) {
        return rule("silent", RatingStatus.RATED).create(options, game);
      }
    };
    assertEquals(RatingStatus.EXHIBITION, silent.ratingStatus());
    WarpConfig config = WarpConfig.builder().captains(3).plugin("silent").build();
    assertEquals(List.of(RatingEligibility.WARPED_MODULE),
        codes(RatingEligibility.of(config, PluginRegistry.empty().with(silent))));
  }

  private static List<String> codes(RatingEligibility eligibility) {
    return eligibility.reasons().stream().map(RatingEligibility.Reason::code).toList();
  }

  private static RulePluginFactory rule(String id, RatingStatus status) {
    return new RulePluginFactory() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String displayName() {
        return "Rule " + id;
      }

      @Override
      public RatingStatus ratingStatus() {
        return status;
      }

      @Override
      public RulePlugin create(PluginConfig options, WarpConfig game) {
        return new RulePlugin() {
          @Override
          public String id() {
            return id;
          }

          @Override
          public Set<DecisionPoint> decisionPoints() {
            return Set.of();
          }
        };
      }
    };
  }
}
