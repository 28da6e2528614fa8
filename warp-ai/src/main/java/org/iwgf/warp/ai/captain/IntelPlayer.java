// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.generic.LearningPlayer;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/** A captain that plays with {@link Intel}, which the table keeps from the seat's own views and events. */
record IntelPlayer(WarpRules rules, Captain captain) implements LearningPlayer<WarpMove, SeatView, WarpEvent, Intel> {

  @Override
  public Intel remember(SeatView view) {
    return Intel.none();
  }

  @Override
  public Intel learn(Intel memory, SeatView before, WarpMove move, List<WarpEvent> seatEvents, SeatView after) {
    return memory.after(rules, before, move, seatEvents, after);
  }

  @Override
  public WarpMove choose(SeatView view, Intel memory, List<WarpMove> legalMoves, RandomGenerator random) {
    return captain.choose(view, memory, random);
  }
}
