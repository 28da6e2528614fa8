// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.ScoringStage;

/**
 * Points campaign scoring for squadrons. The squadron a member went out for scores as gone out: its
 * members' hands count 0 ({@link ScoringStage#HAND_VALUE}). Every squadron's penalty is the aggregate of
 * its members' round scores — their remaining pips, with any add-ons other rules gave them — and each
 * member's round score, and so their campaign standing, shows that team figure
 * ({@link ScoringStage#ADD_ONS}, after the other rules' add-ons). Members therefore always share a total.
 */
final class TeamTally {
  private final Squadrons squadrons;

  TeamTally(Squadrons squadrons) {
    this.squadrons = squadrons;
  }

  void score(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage == ScoringStage.HAND_VALUE && sheet.winner().isPresent()) {
      int winner = sheet.winner().getAsInt();
      for (int m : squadrons.members(squadrons.squadronOf(winner))) {
        sheet.addToHandValue(m, -sheet.handValue(m));
      }
    } else if (stage == ScoringStage.ADD_ONS) {
      for (int j = 0; j < squadrons.count(); j++) {
        int team = teamFigure(sheet, j);
        for (int m : squadrons.members(j)) {
          sheet.setRoundScore(m, team);
        }
      }
    }
  }

  /** The team penalty {@code squadron} scores on {@code sheet} as tallied so far. */
  int teamFigure(RoundScoreSheet sheet, int squadron) {
    int team = 0;
    for (int m : squadrons.members(squadron)) {
      team += sheet.roundScore(m);
    }
    return team;
  }
}
