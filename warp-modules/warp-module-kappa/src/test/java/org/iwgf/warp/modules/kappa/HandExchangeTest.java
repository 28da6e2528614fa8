// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import static org.iwgf.warp.modules.kappa.KappaTables.chart;
import static org.iwgf.warp.modules.kappa.KappaTables.only;
import static org.iwgf.warp.modules.kappa.KappaTables.tile;
import static org.iwgf.warp.modules.kappa.KappaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.kappa.HandExchange.Exchange;
import org.iwgf.warp.modules.kappa.HandExchange.GiveBack;
import org.iwgf.warp.modules.kappa.HandExchange.GivenBack;
import org.iwgf.warp.modules.kappa.HandExchange.Skipped;
import org.iwgf.warp.modules.kappa.HandExchange.Taken;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Kappa — Hand Exchange (Go-out)")
class HandExchangeTest {
  private static final Route A_TRAIL = Route.trailOf(0);
  private final WarpRules rules = WarpRules.of(KappaTables.goOutFleet().build());

  /**
   * A at the helm with 5-5 (and its cover 5-1) for their trail. After the double A holds 2, B 6 (the most),
   * C 1 (the fewest), D 4.
   */
  private TableSetup bHoldsTheMost() {
    return TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1 9-9").hand(1, "0-0 0-1 0-2 0-3 0-4 0-6")
        .hand(2, "7-8").hand(3, "1-1 2-2 3-3 4-4");
  }

  private static Exchange exchange(WarpState s) {
    return (Exchange) s.pluginState(ModuleKappa.ID).orElseThrow();
  }

  @Test
  @DisplayName("The first double: the largest hand takes a random coordinate from the smallest, then gives one back")
  void theLargestHandTakesAndGivesBack() {
    WarpState s = bHoldsTheMost().build();
    Transition<WarpState, WarpEvent> charted = rules.apply(s, chart("5-5", A_TRAIL));
    WarpState b = charted.state();
    assertEquals(List.of(new Taken(1, 2, Optional.of(tile("7-8")))), only(charted.events(), Taken.class));
    assertEquals(0, b.handSize(2));
    assertEquals(1, b.toAct(), "the helm is handed to B for the give-back");
    assertEquals(7, rules.legalMoves(b).size());
    assertTrue(rules.legalMoves(b).stream().allMatch(m -> m instanceof GiveBack), "only the give-back is open");
    Transition<WarpState, WarpEvent> given = rules.apply(b, new GiveBack(tile("0-6")));
    WarpState a = given.state();
    assertEquals(List.of(new GivenBack(1, 2, Optional.of(tile("0-6")))), only(given.events(), GivenBack.class));
    assertEquals(tiles("0-6"), a.hand(2));
    assertTrue(a.holds(1, tile("7-8")));
    assertEquals(6, a.handSize(1));
    assertEquals(0, a.toAct(), "the helm returns to A, who still owes the cover");
    assertEquals(Exchange.SPENT, exchange(a));
    WarpState covered = rules.apply(a, chart("5-1", A_TRAIL)).state();
    assertEquals(1, covered.toAct());
  }

  @Test
  @DisplayName("Only the two captains see which coordinates changed hands")
  void theCoordinatesStayBetweenTheTwo() {
    Transition<WarpState, WarpEvent> charted = rules.apply(bHoldsTheMost().build(), chart("5-5", A_TRAIL));
    assertEquals(List.of(new Taken(1, 2, Optional.empty())), only(rules.eventsFor(charted.events(), 3), Taken.class));
    assertEquals(List.of(new Taken(1, 2, Optional.of(tile("7-8")))),
        only(rules.eventsFor(charted.events(), 2), Taken.class));
    Transition<WarpState, WarpEvent> given = rules.apply(charted.state(), new GiveBack(tile("0-0")));
    assertEquals(List.of(new GivenBack(1, 2, Optional.empty())),
        only(rules.eventsFor(given.events(), 0), GivenBack.class));
  }

  @Test
  @DisplayName("While the larger hand decides, nothing else may be done and no other captain may act")
  void theGiveBackIsTheOnlyMove() {
    WarpState b = rules.apply(bHoldsTheMost().build(), chart("5-5", A_TRAIL)).state();
    MoveChecks.assertRefused(rules, b, WarpMove.DRAW, "DECISION_PENDING");
    MoveChecks.assertRefused(rules, b, new GiveBack(tile("5-1")), "UNKNOWN_MOVE");
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> rules.applyAs(b, 0, chart("5-1", A_TRAIL)));
    assertEquals("NOT_YOUR_TURN", e.code());
  }

  @Test
  @DisplayName("The larger hand at the helm: they give back, then go on with their turn")
  void theChartersOwnExchange() {
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1 0-0 0-1 0-2 0-3 0-4").hand(1, "9-9 1-2")
        .hand(2, "7-8").hand(3, "1-1 2-2 3-3").build();
    WarpState a = rules.apply(s, chart("5-5", A_TRAIL)).state();
    assertEquals(0, a.toAct());
    assertTrue(rules.legalMoves(a).stream().allMatch(m -> m instanceof GiveBack));
    MoveChecks.assertRefused(rules, a, chart("5-1", A_TRAIL), "DECISION_PENDING");
    WarpState after = rules.apply(a, new GiveBack(tile("0-4"))).state();
    assertEquals(0, after.toAct());
    assertEquals(tiles("0-4"), after.hand(2));
    assertEquals(1, rules.apply(after, chart("5-1", A_TRAIL)).state().toAct());
  }

  @Test
  @DisplayName("The take is random, drawn from the state's random numbers: a replay takes the same coordinate")
  void theTakeIsRandomAndReplays() {
    WarpState s = bHoldsTheMost().hand(0, "5-5 5-1 9-9 1-2 1-3").hand(2, "7-8 8-9 9-10")
        .hand(1, "0-0 0-1 0-2 0-3 0-4 0-6 0-7 0-8").build();
    Transition<WarpState, WarpEvent> once = rules.apply(s, chart("5-5", A_TRAIL));
    Transition<WarpState, WarpEvent> again = rules.apply(s, chart("5-5", A_TRAIL));
    assertEquals(once.state(), again.state());
    Coordinate taken = only(once.events(), Taken.class).get(0).coordinate().orElseThrow();
    assertTrue(tiles("7-8 8-9 9-10").contains(taken));
    assertNotEquals(s.rngPosition(), once.state().rngPosition(), "the random numbers moved on");
  }

  @Test
  @DisplayName("Once per round: a later double exchanges nothing")
  void onlyTheFirstDoubleOfTheRound() {
    WarpState s = bHoldsTheMost().pluginState(ModuleKappa.ID, Exchange.SPENT).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("5-5", A_TRAIL));
    assertEquals(0, t.state().toAct());
    assertTrue(only(t.events(), HandExchange.ExchangeEvent.class).isEmpty());
    assertEquals(1, t.state().handSize(2));
  }

  @Test
  @DisplayName("A tie for most or for fewest skips the exchange for the round")
  void tiesSkip() {
    Transition<WarpState, WarpEvent> mostTied = rules.apply(
        bHoldsTheMost().hand(3, "1-1 2-2 3-3 4-4 6-6 7-7").build(), chart("5-5", A_TRAIL));
    assertEquals(List.of(new Skipped(List.of(1, 3), List.of(2))), only(mostTied.events(), Skipped.class));
    assertEquals(0, mostTied.state().toAct());
    assertEquals(Exchange.SPENT, exchange(mostTied.state()));
    Transition<WarpState, WarpEvent> fewestTied = rules.apply(bHoldsTheMost().hand(3, "1-1").build(),
        chart("5-5", A_TRAIL));
    assertEquals(List.of(new Skipped(List.of(1), List.of(2, 3))), only(fewestTied.events(), Skipped.class));
    assertEquals(1, fewestTied.state().handSize(2));
  }

  @Test
  @DisplayName("The same captain both most and fewest (every hand level) skips the exchange")
  void everyHandLevelSkips() {
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1 9-9").hand(1, "0-0 0-1").hand(2, "7-8 8-8")
        .hand(3, "1-1 2-2").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("5-5", A_TRAIL));
    assertEquals(List.of(new Skipped(List.of(0, 1, 2, 3), List.of(0, 1, 2, 3))), only(t.events(), Skipped.class));
  }

  @Test
  @DisplayName("An empty smallest hand (a double as the last coordinate) has nothing to take: skipped")
  void anEmptySmallestHandSkips() {
    WarpState s = bHoldsTheMost().hand(0, "5-5").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("5-5", A_TRAIL));
    assertEquals(List.of(new Skipped(List.of(1), List.of(0))), only(t.events(), Skipped.class));
  }

  @Test
  @DisplayName("A double that ends its charter's turn: the give-back is asked as the next captain takes the helm")
  void aDeadDoubleHandsTheGiveBackOnAtTheNextTurn() {
    // Every 11 but 11-11 is on the table, so 11-11 charted on the Neutral Zone is dead and ends A's turn.
    WarpState s = TableSetup.of(rules).trail(0, "12-11 11-0 0-1 1-11 11-2").trail(1, "12-3 3-11 11-4 4-5 5-11 11-6")
        .trail(2, "12-7 7-11 11-8 8-9 9-11").neutralZone("12-10 10-11").hand(0, "11-11 6-6 6-7")
        .hand(1, "0-0").hand(2, "1-2 2-3 2-4 2-5 2-6").hand(3, "3-3 3-4 4-6").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("11-11", Route.NEUTRAL_ZONE));
    WarpState c = t.state();
    assertTrue(t.events().contains(new WarpEvent.HelmPassed(1)), "the helm passed from A to B as usual");
    assertEquals(List.of(new Taken(2, 1, Optional.of(tile("0-0")))), only(t.events(), Taken.class));
    assertEquals(2, c.toAct(), "then C, the larger hand, decides the give-back");
    WarpState b = rules.apply(c, new GiveBack(tile("2-6"))).state();
    assertEquals(1, b.toAct(), "and B's turn begins");
    assertEquals(tiles("2-6"), b.hand(1));
    assertEquals(Exchange.SPENT, exchange(b));
  }

  @Test
  @DisplayName("A new round starts with a fresh exchange")
  void aNewRoundResets() {
    WarpRules firstTo = WarpRules.of(KappaTables.goOutFleet()
        .goOut(GoOutStructure.firstTo(2)).build());
    WarpState s = TableSetup.of(firstTo).trail(0, "12-5").hand(0, "5-1").hand(1, "0-0")
        .pluginState(ModuleKappa.ID, Exchange.SPENT).build();
    WarpState next = firstTo.apply(s, chart("5-1", A_TRAIL)).state();
    assertEquals(2, next.round());
    assertEquals(Exchange.START, exchange(next));
  }
}
