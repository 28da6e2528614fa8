package org.iwgf.warp.core.plugin;

/**
 * Whether a sector played with a rule may count towards TEI, as the rulebook marks each Module
 * (Section VI: "Some modules are marked Warped … Those are exhibition-only and never rated").
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
