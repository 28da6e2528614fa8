// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.junit.jupiter.api.Test;

class CampaignLogTest {
  private static final WarpConfig CONFIG = WarpConfig.builder().captains(4).captainNames(Roster.aviators(4))
      .build();
  private static final Coordinate EIGHTS = Coordinate.of(8, 8);

  @SafeVarargs
  private static String tell(boolean turns, WarpConfig config, List<WarpEvent>... moves) {
    StringBuilder out = new StringBuilder();
    CampaignLog log = turns ? CampaignLog.everyTurn(out) : CampaignLog.rounds(out);
    log.launched(config, List.of(new WarpEvent.RoundStarted(1, Coordinate.of(12, 12), 0, 15, 30, false)));
    for (List<WarpEvent> events : moves) {
      log.moved(0, WarpMove.PASS, events);
    }
    return out.toString();
  }

  @Test
  void narratesTurnsWithoutRevealingDraws() {
    String log = tell(true, CONFIG,
        List.of(new WarpEvent.Charted(0, EIGHTS, Route.trailOf(0), 8),
            new WarpEvent.AlertOpened(0, EIGHTS, Route.trailOf(0), 1)),
        List.of(new WarpEvent.Drawn(0, Optional.of(Coordinate.of(5, 2)))),
        List.of(new WarpEvent.BeaconDeployed(0), new WarpEvent.RedAlertPassed(0, 2, EIGHTS),
            new WarpEvent.HelmPassed(2)),
        List.of(new WarpEvent.Charted(2, Coordinate.of(8, 3), Route.trailOf(0), 3),
            new WarpEvent.DoubleSatisfied(2, EIGHTS, Route.trailOf(0)), new WarpEvent.HelmPassed(3)),
        List.of(new WarpEvent.Drawn(3, Optional.of(Coordinate.of(6, 1))),
            new WarpEvent.Charted(3, Coordinate.of(6, 1), Route.NEUTRAL_ZONE, 1), new WarpEvent.HelmPassed(0)));

    assertTrue(log.startsWith("Warp 12 points campaign over 13 rounds, 4 captains: Armstrong, Lovell, Earhart,"
        + " Gagarin\n"), log);
    assertTrue(log.contains("== Round 1 of 13: Spacedock 12-12, Armstrong opens (15 coordinates each, 30 in "
        + "Uncharted Sectors) =="), log);
    assertTrue(log.contains("  Armstrong charts 8-8 on their own Warp Trail: a double, to be covered\n"), log);
    assertTrue(log.contains("  Armstrong draws and deploys the Distress Beacon\n"), log);
    assertTrue(log.contains("  Red Alert! Earhart must cover 8-8\n"), log);
    assertTrue(log.contains("  Earhart charts 8-3 on Armstrong's Warp Trail, covering 8-8\n"), log);
    assertTrue(log.contains("  Gagarin draws and charts 6-1 on the Neutral Zone\n"), log);
    assertFalse(log.contains("5-2"), log);
  }

  @Test
  void theRoundsLogLeavesTurnsOut() {
    String log = tell(false, CONFIG,
        List.of(new WarpEvent.BeaconDeployed(0), new WarpEvent.RedAlertPassed(0, 1, EIGHTS)));
    assertTrue(log.contains("== Round 1 of 13"), log);
    assertFalse(log.contains("Red Alert"), log);
    assertFalse(log.contains("Distress Beacon"), log);
  }

  @Test
  void talliesARoundWithHandPipsRoundScoresAndTotals() {
    List<List<Coordinate>> hands = List.of(List.of(Coordinate.of(9, 8)), List.of(),
        List.of(Coordinate.of(0, 0)), List.of(Coordinate.of(12, 11), Coordinate.of(3, 1)));
    String log = tell(false, CONFIG, List.of(new WarpEvent.RoundEnded(1, OptionalInt.of(1), false, hands,
        List.of(17, 0, 50, 27), List.of(17, 0, 50, 27))));
    assertTrue(log.contains("Round 1: Lovell goes out.\n"), log);
    assertTrue(log.contains("  Armstrong    17     17     17\n"), log);
    assertTrue(log.contains("  Earhart       0     50     50\n"), log);
    assertTrue(log.contains("  Gagarin      27     27     27\n"), log);
  }

  @Test
  void sharedPlacesAndSharedVictory() {
    String log = tell(false, CONFIG, List.of(new WarpEvent.SectorEnded(List.of(1, 3), List.of(3, 1, 4, 1),
        List.of(90, 80, 120, 80))));
    assertTrue(log.contains("   1. Lovell        80\n   1. Gagarin       80\n   3. Armstrong     90\n"
        + "   4. Earhart      120\n"), log);
    assertTrue(log.endsWith("Winners (shared victory): Lovell and Gagarin\n"), log);
  }

  @Test
  void aGoOutSectorCountsRoundWins() {
    WarpConfig goOut = CONFIG.toBuilder().objective(Objective.GO_OUT).build();
    List<List<Coordinate>> hands = List.of(List.of(), List.of(), List.of(), List.of());
    String log = tell(false, goOut,
        List.of(new WarpEvent.RoundEnded(1, OptionalInt.empty(), true, hands, List.of(0, 0, 0, 0),
            List.of(0, 0, 0, 0))),
        List.of(new WarpEvent.SectorEnded(List.of(2), List.of(2, 2, 1, 2), List.of(0, 0, 1, 0))));
    assertTrue(log.startsWith("Warp 12 go-out sector (sudden death), 4 captains"), log);
    assertTrue(log.contains("Round 1 is blocked: nobody can chart and Uncharted Sectors are empty; it is "
        + "dealt again.\n  Captain    Hand   Wins\n  Armstrong     0      0\n"), log);
    assertTrue(log.contains("Final standings (rounds won):"), log);
    assertEquals("Winner: Earhart", log.strip().lines().reduce((a, b) -> b).orElseThrow());
  }
}
