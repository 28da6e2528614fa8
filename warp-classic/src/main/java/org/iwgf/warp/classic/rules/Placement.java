// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.Objects;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * One tile of the line of play and the end it was joined to; the lead tile is recorded at {@code left}.
 *
 * @param tile the tile laid
 * @param end the end it was joined to
 * @since 0.1.0
 */
public record Placement(Coordinate tile, End end) {
  public Placement {
    Objects.requireNonNull(tile, "tile");
    Objects.requireNonNull(end, "end");
  }
}
