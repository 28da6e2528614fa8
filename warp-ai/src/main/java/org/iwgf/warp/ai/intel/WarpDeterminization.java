// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Determinization;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Warp's worlds for a search that reads one seat's view: the seat's knowledge is its {@link Intel} (what it saw
 * captains hold and fail to chart), and each world is a {@link Determinizer} sample — opponents' hands by their
 * counts, known holdings placed, coordinates a captain was shown not to hold kept from them, the rest shuffled
 * into Uncharted Sectors. The same worlds the Lookahead and Ω+ search.
 *
 * @param rules the rules the seat plays by (asked, as the intel is kept, which coordinates would have charted)
 * @since 1.0.0
 */
public record WarpDeterminization(WarpRules rules)
    implements Determinization<WarpState, WarpMove, WarpEvent, SeatView, Intel> {

  public WarpDeterminization {
    Objects.requireNonNull(rules, "rules");
  }

  /** A seat that has seen only its dealt view knows nothing beyond it. */
  @Override
  public Intel remember(SeatView view) {
    return Intel.none();
  }

  @Override
  public Intel learn(Intel knowledge, SeatView before, WarpMove move, List<WarpEvent> seatEvents, SeatView after) {
    return knowledge.after(rules, before, move, seatEvents, after);
  }

  @Override
  public Worlds<WarpState> worlds(SeatView view, Intel knowledge) {
    return Determinizer.of(view, knowledge)::sample;
  }
}
