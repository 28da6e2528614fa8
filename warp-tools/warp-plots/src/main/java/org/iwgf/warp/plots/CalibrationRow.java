// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.Objects;
import java.util.Optional;

/**
 * One row of the calibration: a Module, how often the Commander beat the Ensign with it on, and the
 * rulebook's figure for it.
 *
 * @param module the Module's name; the row without a Module is called {@code "none"}
 * @param pluginId the Module's rule id, empty for none
 * @param objective the objective the row was played under, as the file names it
 * @param commander the Commander's standing, empty when the row was not played
 * @param rulebook the rulebook's figure
 * @param note why the row was not played, else empty
 * @since 0.1.0
 */
public record CalibrationRow(String module, String pluginId, String objective, Optional<Standing> commander,
    RulebookFigure rulebook, String note) {
  /**
   * Checks the values are given.
   *
   * @throws IllegalArgumentException when the Module has no name
   */
  public CalibrationRow {
    Objects.requireNonNull(module, "module");
    Objects.requireNonNull(pluginId, "pluginId");
    Objects.requireNonNull(objective, "objective");
    Objects.requireNonNull(commander, "commander");
    Objects.requireNonNull(rulebook, "rulebook");
    Objects.requireNonNull(note, "note");
    if (module.isBlank()) {
      throw new IllegalArgumentException("the row has no Module name");
    }
  }
}
