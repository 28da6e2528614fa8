// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.json.GameRecord;

/**
 * A result as a client reports it: the game record (configuration, seed, every move) and the final
 * standings it claims — campaign point totals under Points, round wins under Go-out, one per seat.
 *
 * @param record the game as played
 * @param standings the claimed final figure of each seat, in seat order
 * @since 0.1.0
 */
public record ClaimedResult(GameRecord record, List<Integer> standings) {
  public ClaimedResult {
    Objects.requireNonNull(record, "record");
    standings = List.copyOf(standings);
  }
}
