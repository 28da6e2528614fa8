// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.Objects;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.rating.tei.Placements;

/**
 * A result the engine re-derived from the authoritative record: safe to rate.
 *
 * @param record the record that was replayed
 * @param outcome the engine's places and final figures
 * @since 0.1.0
 */
public record VerifiedResult(GameRecord record, Outcome outcome) {
  public VerifiedResult {
    Objects.requireNonNull(record, "record");
    Objects.requireNonNull(outcome, "outcome");
  }

  /** The finishing places to rate on. */
  public Placements placements() {
    return Placements.fromOutcome(outcome);
  }
}
