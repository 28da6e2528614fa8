// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import java.util.List;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Hears a sector as the host runs it. Events arrive as the host sees them, hidden details included (dealt
 * hands, drawn coordinates); a listener that shows them to players decides what to leave out.
 *
 * @since 0.1.0
 */
public interface SectorListener {

  /** Hears nothing. */
  SectorListener NONE = new SectorListener() {};

  /** The sector was launched under {@code config}; {@code events} tell the first deal. */
  default void launched(WarpConfig config, List<WarpEvent> events) {}

  /** The captain at {@code seat} made {@code move}, which caused {@code events}, in order. */
  default void moved(int seat, WarpMove move, List<WarpEvent> events) {}
}
