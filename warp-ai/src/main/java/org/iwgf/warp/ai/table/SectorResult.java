// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import java.util.Objects;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.WarpState;

/**
 * A sector played to the end.
 *
 * @param finalState the state once the sector is over
 * @param outcome places and final figures per seat
 * @param moves moves made, draws and overtime votes included
 * @since 0.1.0
 */
public record SectorResult(WarpState finalState, Outcome outcome, long moves) {
  public SectorResult {
    Objects.requireNonNull(finalState, "finalState");
    Objects.requireNonNull(outcome, "outcome");
  }
}
