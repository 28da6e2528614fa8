// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.iwgf.warp.ai.captain.GreedyCaptain;
import org.iwgf.warp.ai.log.CampaignLog;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.junit.jupiter.api.Test;

class SectorTest {
  private static final WarpRules WARP_12 = WarpRules.of(
      WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).captainNames(Roster.aviators(4)).build());

  private static Sector greedyTable(WarpRules rules) {
    return Sector.of(rules, Collections.nCopies(rules.config().captains(), GreedyCaptain.create()));
  }

  @Test
  void playsAFullWarp12CampaignAndLogsEveryRound() {
    StringBuilder text = new StringBuilder();
    SectorResult r = greedyTable(WARP_12).play(1L, CampaignLog.everyTurn(text));
    String log = text.toString();

    assertEquals(13, r.finalState().history().size());
    for (int round = 1; round <= 13; round++) {
      int pip = 13 - round;
      assertTrue(log.contains("== Round " + round + " of 13: Spacedock " + pip + "-" + pip + ", "),
          "no header for round " + round);
      assertTrue(log.contains("\nRound " + round + ": ") || log.contains("\nRound " + round + " is blocked"),
          "no tally for round " + round);
    }
    assertTrue(log.contains("Final standings (campaign points, lowest wins):"));
    for (String name : Roster.aviators(4)) {
      assertTrue(log.contains(name + " charts "), name + " never charted");
    }
    String winner = WARP_12.config().captainNames().get(r.outcome().winners().get(0));
    assertTrue(log.contains("Winner: " + winner) || log.contains("Winners (shared victory): "));
  }

  @Test
  void tellsTheListenerEveryMoveAndTheSameSeedReplays() {
    int[] moves = new int[1];
    int[] roundsEnded = new int[1];
    SectorListener counter = new SectorListener() {
      @Override
      public void moved(int seat, WarpMove move, List<WarpEvent> events) {
        moves[0]++;
        for (WarpEvent e : events) {
          if (e instanceof WarpEvent.RoundEnded) {
            roundsEnded[0]++;
          }
        }
      }
    };
    SectorResult r = greedyTable(WARP_12).play(9L, counter);
    assertEquals(r.moves(), moves[0]);
    assertEquals(13, roundsEnded[0]);
    assertEquals(r.finalState(), greedyTable(WARP_12).play(9L, SectorListener.NONE).finalState());
  }

  @Test
  void needsOneCaptainPerSeat() {
    assertThrows(IllegalArgumentException.class,
        () -> Sector.of(WARP_12, Collections.nCopies(3, GreedyCaptain.create())));
  }

  @Test
  void stopsASectorThatRunsPastItsMoveLimit() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> greedyTable(WARP_12).withMoveLimit(10).play(1L, SectorListener.NONE));
    assertTrue(e.getMessage().contains("10 moves"));
  }

  @Test
  void rosterNamesAreDistinctForTheLargestFleet() {
    List<String> names = Roster.aviators(Roster.size());
    assertEquals(WarpFactor.WARP_18.maxCaptains(), names.size());
    assertEquals(names.size(), names.stream().distinct().count());
    assertThrows(IllegalArgumentException.class, () -> Roster.aviators(Roster.size() + 1));
  }
}
