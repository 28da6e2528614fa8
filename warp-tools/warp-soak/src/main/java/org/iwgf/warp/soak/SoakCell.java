// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpFactor;

/**
 * One combination of the soak's rule space: which Modules are on, the objective, the Subspace Fracture
 * scope (empty when off), a selection of house rules, the factor and whether the fleet is small or large.
 *
 * @param modules ids of the Modules switched on, sorted
 * @param objective the sector objective
 * @param fractureScope the Subspace Fracture scope, or empty when the rule is off
 * @param houseRules ids of the house rules switched on
 * @param factor the Warp Factor
 * @param largeFleet whether the fleet is large (5 captains up to the factor's cap) or small (2–4)
 * @since 0.1.0
 */
public record SoakCell(List<String> modules, Objective objective, Optional<String> fractureScope,
    List<String> houseRules, WarpFactor factor, boolean largeFleet) {
  public SoakCell {
    modules = List.copyOf(modules);
    Objects.requireNonNull(objective, "objective");
    Objects.requireNonNull(fractureScope, "fractureScope");
    houseRules = List.copyOf(houseRules);
    Objects.requireNonNull(factor, "factor");
  }

  /** The Modules and objective, the grouping the soak's summary reports blocked-round rates by. */
  public String moduleKey() {
    String mods = modules.isEmpty() ? "(no module)" : String.join("+", modules).replace("module-", "");
    return mods + " / " + (objective == Objective.POINTS_CAMPAIGN ? "points" : "go-out");
  }
}
