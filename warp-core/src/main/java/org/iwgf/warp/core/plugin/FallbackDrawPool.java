// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * Implemented by a {@link RulePlugin} that keeps a second pool of coordinates (Module Gamma's Sensor
 * Grid): when a rule forces a captain to draw and Uncharted Sectors are empty,
 * {@link StateEditor#forcedDraw(int)} takes the coordinate from the first active plugin that offers one.
 *
 * @since 0.1.0
 */
public interface FallbackDrawPool {
  /**
   * Moves one coordinate of the pool into {@code seat}'s hand through {@code editor} and returns it, or
   * returns empty if the pool has none.
   */
  Optional<Coordinate> takeForForcedDraw(StateEditor editor, int seat);
}
