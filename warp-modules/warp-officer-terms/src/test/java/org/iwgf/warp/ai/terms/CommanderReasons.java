// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.WarpMove;

/** The reasons the Commander's installed stack gives for a chart: proof that a term joined the stack. */
final class CommanderReasons {
  private CommanderReasons() {}

  static List<String> forChart(Position p, WarpMove.Chart chart) {
    List<String> out = new ArrayList<>();
    Commission.COMMANDER.stack().forEach(w -> w.heuristic().reason(p, chart).ifPresent(out::add));
    return out;
  }
}
