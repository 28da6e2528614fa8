// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.Optional;
import org.iwgf.warp.rating.tei.CommissionTrack;
import org.jspecify.annotations.Nullable;

/**
 * The AI officers that can take a seat, and whether a rated sector may include them.
 *
 * @since 0.1.0
 */
public enum OfficerClass {
  /** Ensign: a rating anchor. */
  ENSIGN(CommissionTrack.ENSIGN),
  /** Lieutenant: a rating anchor. */
  LIEUTENANT(CommissionTrack.LIEUTENANT),
  /** Commander (the neural policy): a rating anchor. */
  COMMANDER(CommissionTrack.COMMANDER),
  /** The experimental Class I* search officer: its presence leaves a sector unrated. */
  CLASS_I_STAR(null),
  /**
   * Ω+ extended thinking ({@code org.iwgf.warp.ai.omega.OmegaPlus}): exhibition only, never a rated anchor;
   * its presence leaves a sector unrated ({@link Eligibility#UNRATED_OFFICER}).
   */
  OMEGA_PLUS(null);

  private final @Nullable CommissionTrack anchor;

  OfficerClass(@Nullable CommissionTrack anchor) {
    this.anchor = anchor;
  }

  /** The anchor this officer is rated at; empty for officers that keep a sector unrated. */
  public Optional<CommissionTrack> anchor() {
    return Optional.ofNullable(anchor);
  }

  /** Whether a rated sector may seat this officer. */
  public boolean isRatingAnchor() {
    return anchor != null;
  }
}
