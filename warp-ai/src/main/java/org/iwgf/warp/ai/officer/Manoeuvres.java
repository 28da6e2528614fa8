// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpMove;

/**
 * How an officer ranks the moves that are not charts: draws, beacons, passes, overtime votes and, through
 * each rule's {@link OfficerTerms}, the moves optional rules add. Charts themselves rank
 * {@link OfficerTerms#CHART}; the best chart is picked by the heuristic stack. One place for every such
 * preference, so each is stated once.
 */
final class Manoeuvres {
  static final int CHART = OfficerTerms.CHART;

  private Manoeuvres() {}

  /** Higher is preferred. */
  static int rank(Position p, WarpMove m) {
    if (m instanceof WarpMove.Chart) {
      return CHART;
    }
    if (m instanceof WarpMove.OvertimeVote overtimeVote) {
      return overtimeVote.accept() ? 100 : 0;
    }
    if (m instanceof PluginMove pluginMove) {
      OfficerTerms terms = InstalledTerms.byRule().get(pluginMove.pluginId());
      return terms == null ? OfficerTerms.UNRANKED
          : terms.rank(p, pluginMove).orElse(OfficerTerms.UNRANKED);
    }
    if (m.equals(WarpMove.DRAW)) {
      return OfficerTerms.DRAW;
    }
    if (m.equals(WarpMove.DEPLOY_BEACON)) {
      return OfficerTerms.DEPLOY_BEACON;
    }
    if (m.equals(WarpMove.PASS)) {
      return OfficerTerms.PASS;
    }
    return OfficerTerms.UNRANKED;
  }
}
