// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

/**
 * Whether a sector played with a rule may count towards TEI, as the rulebook marks each Module
 * (Section VI: "Some modules are marked Warped … Those are exhibition-only and never rated").
 *
 * @since 0.1.0
 */
public enum RatingStatus {
  /** The rule keeps a sector eligible for rating. */
  RATED,
  /**
   * The rule makes any sector that uses it an exhibition: the rulebook's Warped Modules, and any rule the
   * rulebook does not sanction.
   */
  EXHIBITION
}
