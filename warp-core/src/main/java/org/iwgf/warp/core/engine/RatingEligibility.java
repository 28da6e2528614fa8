// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePluginFactory;

/**
 * Whether a sector's rules allow it to be rated (Section VIII: "The set is double-twelve (Warp 12)";
 * Section VI: Warped Modules "are exhibition-only and never rated"). This judges the configuration only;
 * who sits at the table and whether the advisor was consulted are judged per match by the rating
 * eligibility of the TEI rules.
 *
 * @param reasons why the configuration is not eligible; empty when it is
 * @since 0.1.0
 */
public record RatingEligibility(List<Reason> reasons) {
  /** Code of {@link Reason}: the set is Warp 9, 15 or 18. */
  public static final String EXHIBITION_SET = "exhibition_set";
  /** Code of {@link Reason}: a Warped (exhibition-only) Module or unsanctioned rule is on. */
  public static final String WARPED_MODULE = "warped_module";
  /** Code of {@link Reason}: a rule is on that is not installed, so its status is unknown. */
  public static final String UNKNOWN_RULE = "unknown_rule";

  public RatingEligibility {
    reasons = List.copyOf(reasons);
  }

  /**
   * Judges {@code config} using the rule descriptions in {@code registry}.
   */
  public static RatingEligibility of(WarpConfig config, PluginRegistry registry) {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(registry, "registry");
    List<Reason> reasons = new ArrayList<>();
    if (config.factor() != WarpFactor.WARP_12) {
      reasons.add(new Reason(EXHIBITION_SET, config.factor().displayName() + " is an exhibition set; only Warp 12 sectors"
          + " are rated."));
    }
    for (PluginConfig plugin : config.plugins()) {
      Optional<RulePluginFactory> factory = registry.find(plugin.id());
      if (factory.isEmpty()) {
        reasons.add(new Reason(UNKNOWN_RULE, "The rule \"" + plugin.id() + "\" is not installed, so it"
            + " cannot be checked for rated play."));
      } else if (factory.get().ratingStatus() != RatingStatus.RATED) {
        reasons.add(new Reason(WARPED_MODULE, factory.get().displayName()
            + " is exhibition-only and never rated."));
      }
    }
    return new RatingEligibility(reasons);
  }

  /** Whether nothing in the configuration keeps the sector from being rated. */
  public boolean eligible() {
    return reasons.isEmpty();
  }

  /**
   * One thing that keeps a configuration from rated play.
   *
   * @param code stable machine-readable code, one of the constants of {@link RatingEligibility}
   * @param message a sentence a player understands
   */
  public record Reason(String code, String message) {
    public Reason {
      Objects.requireNonNull(code, "code");
      Objects.requireNonNull(message, "message");
    }
  }
}
