// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import static org.iwgf.warp.modules.eta.EtaTables.assertRefused;
import static org.iwgf.warp.modules.eta.EtaTables.chart;
import static org.iwgf.warp.modules.eta.EtaTables.chartNz;
import static org.iwgf.warp.modules.eta.EtaTables.ledger;
import static org.iwgf.warp.modules.eta.EtaTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.eta.ModuleEta.DebtIncurred;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Eta — Temporal Debt (Points campaign)")
class TemporalDebtTest {
  private final WarpRules rules = EtaTables.points();

  @Test
  @DisplayName("Each blind draw from Uncharted Sectors accumulates +1 debt token")
  void aBlindDrawAddsADebtToken() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").pile("3-4")
        .pluginState(ModuleEta.ID, ledger(List.of(1, 0, 0, 0), List.of(0, 0, 0, 0))).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.DRAW);
    assertEquals(2, ModuleEta.ledger(t.state()).debt(0));
    assertTrue(t.events().contains(new DebtIncurred(0, 2)));
  }

  @Test
  @DisplayName("Playing from hand incurs no debt")
  void aChartAddsNoDebt() {
    WarpState s = TableSetup.of(rules).hand(0, "12-1 1-2").build();
    WarpState after = play(rules, s, chart("12-1", 0));
    assertEquals(0, ModuleEta.ledger(after).debt(0));
  }

  @Test
  @DisplayName("Sensor Sweep draws (Module Gamma) do NOT accumulate debt")
  void aSensorSweepAddsNoDebt() {
    WarpRules withGamma = EtaTables.points(ModuleGamma.ID);
    WarpState s = withGamma.start(4);
    while (!withGamma.legalMoves(s).contains(WarpMove.DRAW)) {
      s = play(withGamma, s, withGamma.legalMoves(s).get(0));
    }
    int seat = s.toAct();
    int before = ModuleEta.ledger(s).debt(seat);
    WarpMove sweep = withGamma.legalMoves(s).stream().filter(m -> m instanceof ModuleGamma.SensorSweep).findFirst()
        .orElseThrow();
    WarpState after = play(withGamma, s, sweep);
    assertTrue(after.drewThisTurn());
    assertEquals(before, ModuleEta.ledger(after).debt(seat));
    assertEquals(before + 1, ModuleEta.ledger(play(withGamma, s, WarpMove.DRAW)).debt(seat),
        "the blind jump beside it does");
  }

  @Test
  @DisplayName("No Desperation Dig in a Points campaign")
  void noDigInAPointsCampaign() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").build();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    assertRefused(rules, s, new DesperationDig(), "UNKNOWN_MOVE");
  }

  /** A goes out with 12-1; B holds 18 pips (6-6 2-4); debt as given. */
  private Transition<WarpState, WarpEvent> roundEndWith(List<Integer> debt) {
    WarpState s = TableSetup.of(rules).hand(0, "12-1").hand(1, "6-6 2-4").hand(2, "0-1").hand(3, "0-2")
        .pluginState(ModuleEta.ID, ledger(debt, List.of(0, 0, 0, 0))).build();
    return rules.apply(s, chart("12-1", 0));
  }

  private static WarpEvent.RoundEnded roundEnded(Transition<WarpState, WarpEvent> t) {
    return t.events().stream().filter(e -> e instanceof WarpEvent.RoundEnded).map(e -> (WarpEvent.RoundEnded) e)
        .findFirst().orElseThrow();
  }

  @Test
  @DisplayName("Example: caught with 18 pips in hand + 3 debt tokens = 24 points total")
  void rulebookExampleEighteenPipsAndThreeTokensScoreTwentyFour() {
    assertEquals(18, roundEnded(roundEndWith(List.of(0, 0, 0, 0))).roundScores().get(1), "18 pips without debt");
    assertEquals(24, roundEnded(roundEndWith(List.of(0, 3, 0, 0))).roundScores().get(1));
  }

  @Test
  @DisplayName("Each debt token adds +2 regardless of whether you went out or were caught holding")
  void debtIsDueEvenAfterGoingOut() {
    WarpEvent.RoundEnded ended = roundEnded(roundEndWith(List.of(2, 3, 1, 0)));
    assertEquals(List.of(4, 24, 2 + 1, 2), ended.roundScores());
  }

  @Test
  @DisplayName("Debt tokens reset to zero at the start of each new round")
  void tokensResetEachRound() {
    WarpRules twoRounds = WarpRules.of(EtaTables.fourCaptains(Objective.POINTS_CAMPAIGN)
        .campaignRounds(2).build());
    WarpState s = TableSetup.of(twoRounds).hand(0, "12-1").hand(1, "6-6 2-4").hand(2, "0-1").hand(3, "0-2")
        .pluginState(ModuleEta.ID, ledger(List.of(2, 3, 1, 0), List.of(0, 0, 0, 0))).build();
    WarpState next = play(twoRounds, s, chart("12-1", 0));
    assertEquals(2, next.round());
    assertEquals(Ledger.clear(4), ModuleEta.ledger(next));
    assertEquals(List.of(4, 24, 3, 2), next.campaignScores());
  }

  @Test
  void chartingOnTheNeutralZoneIsNoDrawEither() {
    WarpState s = TableSetup.of(rules).hand(0, "12-1 1-2").build();
    assertFalse(play(rules, s, chartNz("12-1")).pluginState(ModuleEta.ID).map(l -> ((Ledger) l).debt(0) > 0)
        .orElseThrow());
  }
}
