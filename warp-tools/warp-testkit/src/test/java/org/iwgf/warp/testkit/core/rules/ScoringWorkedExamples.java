// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The worked example of Section V (How to tally the score) and the Double-blank settings. */
class ScoringWorkedExamples {

  private static WarpEvent.RoundEnded roundFive(int doubleBlank) {
    WarpConfig config = WarpConfig.builder().captains(3).captainNames("Armstrong", "Lovell", "Earhart")
        .doubleBlankScore(doubleBlank).build();
    // Round 5: Spacedock 8-8. Armstrong charts her last coordinate on her own trail.
    WarpState s = TableSetup.of(config).round(5).toAct(0).hand(0, "8-1")
        .hand(1, "5-3 9-9 6-0").hand(2, "0-0 4-2").scores(10, 20, 30).build();
    Transition<WarpState, WarpEvent> t = WarpRules.of(config).apply(s,
        WarpMove.chart(Coordinate.of(8, 1), Route.trailOf(0)));
    return t.events().stream().filter(e -> e instanceof WarpEvent.RoundEnded)
        .map(e -> (WarpEvent.RoundEnded) e).findFirst().orElseThrow();
  }

  @ParameterizedTest(name = "double-blank {0}: Earhart scores {1}")
  @CsvSource({"50, 56", "25, 31", "0, 6"})
  @DisplayName("Worked example (round 5, Salamander off)")
  void roundFiveSalamanderOff(int doubleBlank, int earhart) {
    WarpEvent.RoundEnded ended = roundFive(doubleBlank);
    assertEquals(OptionalInt.of(0), ended.winner(), "Armstrong goes out");
    // The rulebook prints Lovell's total as 23, but its own terms 8 + 18 + 6 add to 32, as the Module
    // Delta example with the same hand confirms (docs/rules-decisions.md).
    assertEquals(List.of(0, 32, earhart), ended.roundScores(), "0; 8 + 18 + 6; double-blank + 6");
    assertEquals(List.of(10, 52, 30 + earhart), ended.totals(), "Armstrong adds nothing");
  }
}
