// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.iwgf.warp.testkit.PracticeTables.chart;
import static org.iwgf.warp.testkit.PracticeTables.own;
import static org.iwgf.warp.testkit.PracticeTables.rules;
import static org.iwgf.warp.testkit.PracticeTables.view;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.officer.Advice;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.ai.officer.TacticalAdvisor;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.alpha.Continuum;
import org.iwgf.warp.modules.alpha.ContinuumMove;
import org.iwgf.warp.modules.alpha.Directive;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.iota.ModuleIota;
import org.iwgf.warp.modules.kappa.HandExchange;
import org.iwgf.warp.modules.kappa.ModuleKappa;
import org.iwgf.warp.modules.lambda.ModuleLambda;
import org.iwgf.warp.modules.theta.ModuleTheta;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/**
 * The Module terms for Alpha, Theta, Iota, Kappa and Lambda, each in a position where it should prefer one move,
 * and silent when its Module is not in play. (Epsilon and Zeta: {@link DraftAndSquadronTermsTest}.)
 */
class ModuleTermsTest {
  private static final WarpRules PLAIN = rules();
  private static final WarpRules PLAIN_GO_OUT = rules(Objective.GO_OUT);

  private static void assertSilent(Heuristic term, SeatView v, WarpMove.Chart... charts) {
    Position p = Position.of(v);
    for (WarpMove.Chart c : charts) {
      assertEquals(0, term.score(p, c), term.name() + " must not score " + c + " without its Module");
      assertEquals(Optional.empty(), term.reason(p, c));
    }
  }

  // Alpha -----------------------------------------------------------------------------------------------

  private static TableSetup zeroZeroEitherWay(WarpRules rules) {
    return TableSetup.of(rules).trail(0, "9-0").neutralZone("9-5 5-0").hand(0, "0-0 0-6 8-7").hand(1, "1-1 1-2 1-3");
  }

  @Test
  void continuumFlashChartsZeroZeroOnTheOwnTrailRatherThanTheNeutralZone() {
    WarpRules alpha = rules(ModuleAlpha.ID);
    SeatView v = view(alpha, zeroZeroEitherWay(alpha));
    Position p = Position.of(v);
    ContinuumFlash term = new ContinuumFlash();
    WarpMove.Chart mine = chart(v, "0-0", own());
    WarpMove.Chart zone = chart(v, "0-0", Route.NEUTRAL_ZONE);
    assertTrue(term.score(p, mine) > term.score(p, zone));
    assertTrue(Commission.COMMANDER.score(p, mine) > Commission.COMMANDER.score(p, zone),
        "the whole Commander stack follows the flash");
    assertEquals(List.of("charts 0-0 on your own Warp Trail, which opens a Continuum Flash: you choose a directive"),
        CommanderReasons.forChart(p, mine).stream().filter(r -> r.contains("Continuum")).toList());

    SeatView plain = view(PLAIN, zeroZeroEitherWay(PLAIN));
    assertSilent(term, plain, chart(plain, "0-0", own()), chart(plain, "0-0", Route.NEUTRAL_ZONE));
  }

  @Test
  void aContinuumFlashSkipsTheCampaignLeaderWhenThatIsAnotherCaptain() {
    WarpRules alpha = rules(ModuleAlpha.ID);
    Continuum flash = new Continuum(0, true, List.of(), false, false, 0, -1, 0, List.of(), -1, List.of());
    SeatView v = view(alpha, TableSetup.of(alpha).trail(0, "9-0 0-0").hand(0, "0-6 8-7").hand(1, "1-1 1-2 1-3")
        .scores(30, 12).pluginState(ModuleAlpha.ID, flash));
    WarpMove skip = new ContinuumMove.ChooseDirective(Directive.SKIP_LOWEST_POINTS);
    assertTrue(v.legalMoves().contains(skip), () -> "the flash offers " + v.legalMoves());
    for (Commission c : List.of(Commission.LIEUTENANT, Commission.COMMANDER)) {
      assertEquals(skip, Officer.heuristic(c).choose(v, new SplittableRandom(1)), c.title());
    }
    Advice advice = TacticalAdvisor.of(Lookahead.of(2, 2, 2)).advise(v, new SplittableRandom(1));
    assertEquals(skip, advice.move());
    assertEquals(List.of("Skip lowest points costs the campaign leader a turn, and you are not the leader"),
        advice.reasons());
    // Lovell (12) leads Armstrong (30): the fact the reason names.
    assertTrue(v.campaignScores().get(1) < v.campaignScores().get(0));

    SeatView leading = view(alpha, TableSetup.of(alpha).trail(0, "9-0 0-0").hand(0, "0-6 8-7")
        .hand(1, "1-1 1-2 1-3").scores(5, 12).pluginState(ModuleAlpha.ID, flash));
    assertTrue(!skip.equals(Officer.heuristicCommander().choose(leading, new SplittableRandom(1))),
        "the leader does not skip itself");
  }

  // Theta -----------------------------------------------------------------------------------------------

  @Test
  void aChartThatMakesTheOwnTrailTheLongestTakesTheLongestTrailBonus() {
    WarpRules theta = rules(ModuleTheta.ID);
    LongestTrailPursuit term = new LongestTrailPursuit();
    SeatView behind = view(theta, TableSetup.of(theta).trail(0, "9-3").trail(1, "9-5 5-2").neutralZone("9-6")
        .hand(0, "3-4 6-1 8-8").hand(1, "1-1 1-2 1-3"));
    Position p = Position.of(behind);
    WarpMove.Chart mine = chart(behind, "3-4", own());
    WarpMove.Chart zone = chart(behind, "6-1", Route.NEUTRAL_ZONE);
    assertEquals(LongestTrailPursuit.REACHES, term.score(p, mine));
    assertEquals(0, term.score(p, zone));
    assertEquals(Optional.of("charts 4-3 on your own trail, which makes it the longest at 2: the Longest Trail "
        + "Bonus takes 3 off your round score"), term.reason(p, mine));
    assertTrue(CommanderReasons.forChart(p, mine).contains(term.reason(p, mine).orElseThrow()));

    SeatView level = view(theta, TableSetup.of(theta).trail(0, "9-3 3-4").trail(1, "9-5 5-2").neutralZone("9-6")
        .hand(0, "4-7 6-1 8-8").hand(1, "1-1 1-2 1-3"));
    assertEquals(LongestTrailPursuit.BREAKS_TIE, term.score(Position.of(level), chart(level, "4-7", own())));

    SeatView plain = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-3").trail(1, "9-5 5-2").neutralZone("9-6")
        .hand(0, "3-4 6-1 8-8").hand(1, "1-1 1-2 1-3"));
    assertSilent(term, plain, chart(plain, "3-4", own()), chart(plain, "6-1", Route.NEUTRAL_ZONE));
  }

  @Test
  void inGoOutTheChartThatEarnsTrailMomentumIsWorthAnExtraTurnUntilItIsClaimed() {
    WarpRules theta = rules(Objective.GO_OUT, ModuleTheta.ID);
    LongestTrailPursuit term = new LongestTrailPursuit();
    TableSetup four = TableSetup.of(theta).trail(0, "9-3 3-4 4-7 7-8").neutralZone("9-6").hand(0, "8-1 6-2 5-5")
        .hand(1, "1-1 1-2 1-3");
    SeatView open = view(theta, four.pluginState(ModuleTheta.ID, new ModuleTheta.Momentum(false, -1, -1)));
    Position p = Position.of(open);
    WarpMove.Chart fifth = chart(open, "8-1", own());
    assertEquals(LongestTrailPursuit.MOMENTUM, term.score(p, fifth));
    assertEquals(0, term.score(p, chart(open, "6-2", Route.NEUTRAL_ZONE)));
    assertEquals(Optional.of("charts 8-1 on your own trail, bringing it to 5: Trail Momentum gives you an extra "
        + "turn"), term.reason(p, fifth));
    assertTrue(Commission.LIEUTENANT.score(p, fifth) > Commission.LIEUTENANT.score(p,
        chart(open, "6-2", Route.NEUTRAL_ZONE)), "the Lieutenant's whole stack takes the extra turn");

    SeatView claimed = view(theta, four.pluginState(ModuleTheta.ID, new ModuleTheta.Momentum(true, -1, -1)));
    assertSilent(term, claimed, chart(claimed, "8-1", own()));
  }

  // Iota ------------------------------------------------------------------------------------------------

  private static TableSetup doubleOrNot(WarpRules rules) {
    return TableSetup.of(rules).trail(0, "9-5").hand(0, "5-5 5-2 8-7").hand(1, "1-1 1-2 1-3");
  }

  @Test
  void doubleDownChartsTheDoubleToMakeTheNextCaptainDraw() {
    WarpRules iota = rules(ModuleIota.ID);
    SeatView v = view(iota, doubleOrNot(iota));
    Position p = Position.of(v);
    DoubleDownPressure term = new DoubleDownPressure();
    WarpMove.Chart dbl = chart(v, "5-5", own());
    WarpMove.Chart single = chart(v, "5-2", own());
    assertEquals(2 * DoubleDownPressure.PER_DRAW_POINTS, term.score(p, dbl));
    assertEquals(0, term.score(p, single));
    assertEquals(Optional.of("charts the double 5-5: Double Down makes Lovell, holding "
        + v.handCounts().get(1) + " coordinates, draw 2"), term.reason(p, dbl));
    assertTrue(CommanderReasons.forChart(p, dbl).contains(term.reason(p, dbl).orElseThrow()));

    SeatView plain = view(PLAIN, doubleOrNot(PLAIN));
    assertSilent(term, plain, chart(plain, "5-5", own()), chart(plain, "5-2", own()));
  }

  // Kappa -----------------------------------------------------------------------------------------------

  private static TableSetup heavyOrLight(WarpRules rules, int round) {
    int dock = 10 - round;
    return TableSetup.of(rules).round(round).trail(0, dock + "-3").neutralZone(dock + "-1").hand(0, "3-6 1-0 5-5")
        .hand(1, "2-2 2-4 2-5");
  }

  @Test
  void onAnInvertedRoundTheHeavyCoordinateIsKept() {
    WarpRules kappa = rules(ModuleKappa.ID);
    InversionAndExchange term = new InversionAndExchange();
    SeatView even = view(kappa, heavyOrLight(kappa, 2));
    Position p = Position.of(even);
    WarpMove.Chart heavy = chart(even, "3-6", own());
    WarpMove.Chart light = chart(even, "1-0", Route.NEUTRAL_ZONE);
    assertTrue(term.score(p, light) > term.score(p, heavy));
    assertTrue(Commission.COMMANDER.score(p, light) > Commission.COMMANDER.score(p, heavy),
        "the whole stack keeps the 9 pips on an inverted round");
    assertEquals(Optional.of("round 2 is inverted by Temporal Inversion, so the top hand wins it: this sheds only 1 pip"),
        term.reason(p, light));

    SeatView odd = view(kappa, heavyOrLight(kappa, 3));
    assertSilent(term, odd, chart(odd, "3-6", own()), chart(odd, "1-0", Route.NEUTRAL_ZONE));
    SeatView plain = view(PLAIN, heavyOrLight(PLAIN, 2));
    assertSilent(term, plain, chart(plain, "3-6", own()), chart(plain, "1-0", Route.NEUTRAL_ZONE));
  }

  @Test
  void theFirstDoubleIsChartedWhenItLeavesTheLargestHandToTakeAndGiveBack() {
    WarpRules kappa = rules(Objective.GO_OUT, ModuleKappa.ID);
    InversionAndExchange term = new InversionAndExchange();
    TableSetup large = TableSetup.of(kappa).trail(0, "9-5").hand(0, "5-5 5-2 8-7 6-1").hand(1, "1-1 1-2");
    SeatView v = view(kappa, large);
    Position p = Position.of(v);
    assertEquals(InversionAndExchange.EXCHANGE, term.score(p, chart(v, "5-5", own())));
    assertEquals(0, term.score(p, chart(v, "5-2", own())));

    SeatView small = view(kappa, TableSetup.of(kappa).trail(0, "9-5").hand(0, "5-5 5-2").hand(1, "1-1 1-2 1-3 1-4"));
    assertEquals(-InversionAndExchange.EXCHANGE, term.score(Position.of(small), chart(small, "5-5", own())));

    SeatView plain = view(PLAIN_GO_OUT, TableSetup.of(PLAIN_GO_OUT).trail(0, "9-5").hand(0, "5-5 5-2 8-7 6-1")
        .hand(1, "1-1 1-2"));
    assertSilent(term, plain, chart(plain, "5-5", own()));
  }

  @Test
  void theCoordinateGivenBackInTheHandExchangeIsTheOneThatChartsNowhere() {
    WarpRules kappa = rules(Objective.GO_OUT, ModuleKappa.ID);
    HandExchange.Exchange owed = new HandExchange.Exchange(true, 0, 1, -1, false, false);
    SeatView v = view(kappa, TableSetup.of(kappa).trail(0, "9-5").neutralZone("9-4").hand(0, "5-2 8-7 4-1")
        .hand(1, "1-1 1-2").pluginState(ModuleKappa.ID, owed));
    WarpMove give = new HandExchange.GiveBack(Coordinate.parse("8-7"));
    assertTrue(v.legalMoves().contains(give), () -> "the give-back offers " + v.legalMoves());
    assertEquals(give, Officer.heuristicCommander().choose(v, new SplittableRandom(3)));
    assertEquals(List.of("gives back 8-7, which charts on no end open to you"),
        TacticalAdvisor.of(Lookahead.of(2, 2, 2)).advise(v, new SplittableRandom(3)).reasons());
  }

  // Lambda ----------------------------------------------------------------------------------------------

  @Test
  void aCoveredWormholeIsAnEscapePodAndAnUncoveredOneIsAvoided() {
    WarpRules lambda = rules(ModuleLambda.ID);
    WormholeJudgement term = new WormholeJudgement();
    SeatView covered = view(lambda, TableSetup.of(lambda).trail(0, "9-3").neutralZone("9-6")
        .hand(0, "6-6 6-1 2-2").hand(1, "1-1 1-2 1-3"));
    Position p = Position.of(covered);
    WarpMove.Chart wormhole = chart(covered, "6-6", Route.NEUTRAL_ZONE);
    WarpMove.Chart plainChart = chart(covered, "6-1", Route.NEUTRAL_ZONE);
    assertEquals(WormholeJudgement.ESCAPE, term.score(p, wormhole));
    assertEquals(0, term.score(p, plainChart));
    assertEquals(Optional.of("opens a Wormhole: the Neutral Zone becomes your trail and you hold another 6 to "
        + "satisfy the double; nothing in your hand matches your own trail's open 3"), term.reason(p, wormhole));

    SeatView bare = view(lambda, TableSetup.of(lambda).trail(0, "9-3").neutralZone("9-6")
        .hand(0, "6-6 3-1 2-2").hand(1, "1-1 1-2 1-4"));
    assertEquals(-WormholeJudgement.NO_COVER, term.score(Position.of(bare), chart(bare, "6-6", Route.NEUTRAL_ZONE)));
    assertEquals(Optional.empty(), term.reason(Position.of(bare), chart(bare, "6-6", Route.NEUTRAL_ZONE)));

    SeatView plain = view(PLAIN, TableSetup.of(PLAIN).trail(0, "9-3").neutralZone("9-6")
        .hand(0, "6-6 6-1 2-2").hand(1, "1-1 1-2 1-3"));
    assertSilent(term, plain, chart(plain, "6-6", Route.NEUTRAL_ZONE));
  }
}
