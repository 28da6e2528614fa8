// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.model.WarpMove;

/** Turns the heuristics' reasons and the standard moves into the advisor's plain-language reasons. */
final class Explanations {
  private Explanations() {}

  /** Reasons from every Commander heuristic that speaks for {@code chart}, in stack order. */
  static List<String> forChart(Position p, WarpMove.Chart chart) {
    List<String> out = new ArrayList<>();
    for (Commission.WeightedHeuristic w : Commission.COMMANDER.stack()) {
      w.heuristic().reason(p, chart).ifPresent(out::add);
    }
    return out;
  }

  /** Why {@code move}, the only chart open to the seat or its only legal move, is the move to make. */
  static List<String> forced(Position p, WarpMove move) {
    if (!(move instanceof WarpMove.Chart chart)) {
      return forManoeuvre(p, move);
    }
    List<String> reasons = new ArrayList<>();
    reasons.add("it is the only coordinate you can chart, and you must chart when able");
    reasons.addAll(forChart(p, chart));
    return reasons;
  }

  /** Why {@code move}, which is not a chart, is the move to make. */
  static List<String> forManoeuvre(Position p, WarpMove move) {
    List<String> out = new ArrayList<>();
    for (Commission.WeightedHeuristic w : Commission.COMMANDER.stack()) {
      w.heuristic().reasonForManoeuvre(p, move).ifPresent(out::add);
    }
    if (!out.isEmpty()) {
      return out;
    }
    int pile = p.view().unchartedCount();
    if (move.equals(WarpMove.DRAW)) {
      out.add("no coordinate in your hand can be charted, so you draw from Uncharted Sectors (" + pile + " left)");
    } else if (move.equals(WarpMove.DEPLOY_BEACON)) {
      out.add(p.view().drewThisTurn()
          ? "you have drawn this turn and still cannot chart, so your Distress Beacon goes up"
          : "Uncharted Sectors are empty and you cannot chart, so your Distress Beacon goes up");
    } else if (move.equals(WarpMove.PASS)) {
      out.add("your Distress Beacon is up, you cannot chart and Uncharted Sectors are empty, so you pass");
    } else if (move instanceof WarpMove.OvertimeVote) {
      out.add("overtime gives you another round to break the tie");
    } else {
      out.add(move + " is the strongest of your " + p.view().legalMoves().size() + " legal moves");
    }
    return out;
  }
}
