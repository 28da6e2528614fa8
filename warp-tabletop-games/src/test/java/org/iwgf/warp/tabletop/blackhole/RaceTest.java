// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

class RaceTest {
  private final BlackHoleConfig two = BlackHoleConfig.standard(2);
  private final BlackHoleConfig three = BlackHoleConfig.standard(3);
  private final BlackHoleRules rules = BlackHoleRules.of(two);

  @Test
  void aShipMovesExactlyItsFaceCountingOccupiedSpaces() {
    // ship 17 on 27 moves 4 to the free space 31; ship 0 on 9 showing 3 passes the ships on 10 and 11
    BlackHoleState state = Fixtures.race(two, 1, 17, 4, 27);
    var t = rules.apply(state, new BlackHoleMove.Advance(17));
    assertEquals(31, t.state().ships().get(17).space());
    assertEquals(4, t.state().ships().get(17).face());
    assertEquals(List.of(new BlackHoleEvent.Advanced(17, 27, 31)), t.events());
    assertEquals(OptionalInt.of(0), t.state().toAct());
    assertEquals(state.random(), t.state().random());
    BlackHoleState passing = Fixtures.race(two, 0, 0, 3, 9, 2, 1, 40);
    assertEquals(12, rules.apply(passing, new BlackHoleMove.Advance(0)).state().ships().get(0).space());
  }

  @Test
  void landingOnAShipHyperjumpsAgainAndAgainThenTheShipIsRerolled() {
    // ship 0 (a d8) on 0 showing 2 lands on 2 (taken), drops to 38 (taken), to 68 (free)
    BlackHoleState state = Fixtures.race(two, 0, 0, 2, 0, 1, 1, 2, 2, 1, 38);
    var t = rules.apply(state, new BlackHoleMove.Advance(0));
    Ship ship = t.state().ships().get(0);
    assertEquals(68, ship.space());
    assertTrue(Die.D8.shows(ship.face()));
    assertEquals(List.of(new BlackHoleEvent.Advanced(0, 0, 2), new BlackHoleEvent.Hyperjumped(0, 2, 38),
        new BlackHoleEvent.Hyperjumped(0, 38, 68), new BlackHoleEvent.Rerolled(0, ship.face())),
        t.events());
    assertNotEquals(state.random(), t.state().random());
    assertEquals(t, rules.apply(state, new BlackHoleMove.Advance(0)), "the re-roll comes from the state");
  }

  @Test
  void aShipThatOvershootsTheCentreLeavesTheBoard() {
    BlackHoleState state = Fixtures.race(two, 0, 0, 7, 124);
    var t = rules.apply(state, new BlackHoleMove.Advance(0));
    assertTrue(t.state().ships().get(0).removed());
    assertEquals(List.of(new BlackHoleEvent.Advanced(0, 124, 126), new BlackHoleEvent.ReachedCentre(0, 0, 1)),
        t.events());
    assertEquals(1, t.state().removedBy(0));
  }

  @Test
  void aHyperjumpFromTheInnermostRingReachesTheCentreWithoutAReroll() {
    BlackHoleState state = Fixtures.race(two, 0, 0, 2, 118, 9, 1, 120);
    var t = rules.apply(state, new BlackHoleMove.Advance(0));
    assertEquals(List.of(new BlackHoleEvent.Advanced(0, 118, 120), new BlackHoleEvent.Hyperjumped(0, 120, 126),
        new BlackHoleEvent.ReachedCentre(0, 0, 1)), t.events());
    assertEquals(state.random(), t.state().random());
  }

  @Test
  void turningChangesTheFaceByOneAndDoesNotMoveTheShip() {
    BlackHoleState state = Fixtures.race(two, 0, 8, 3, 50);
    var t = rules.apply(state, new BlackHoleMove.Turn(8, 4));
    assertEquals(new Ship(8, 0, Die.D4, 4, 50), t.state().ships().get(8));
    assertEquals(List.of(new BlackHoleEvent.Turned(8, 3, 4)), t.events());
    assertEquals(OptionalInt.of(1), t.state().toAct());
    assertEquals(new Ship(8, 0, Die.D4, 2, 50),
        rules.apply(state, new BlackHoleMove.Turn(8, 2)).state().ships().get(8));
  }

  @Test
  void aD4CannotShow5() {
    BlackHoleState state = Fixtures.race(two, 0, 8, 4, 50);
    var e = assertThrows(IllegalMoveException.class, () -> rules.apply(state, new BlackHoleMove.Turn(8, 5)));
    assertEquals("FACE_RANGE", e.code());
    assertEquals("a d4 cannot show 5", e.getMessage());
    assertTrue(rules.legalMoves(state).contains(new BlackHoleMove.Turn(8, 3)));
    assertFalse(rules.legalMoves(state).contains(new BlackHoleMove.Turn(8, 5)));
  }

  @Test
  void aTurnIsByExactlyOne() {
    BlackHoleState state = Fixtures.race(two, 0, 0, 3, 50);
    var e = assertThrows(IllegalMoveException.class, () -> rules.apply(state, new BlackHoleMove.Turn(0, 5)));
    assertEquals("ONE_STEP", e.code());
    assertEquals("ONE_STEP",
        assertThrows(IllegalMoveException.class, () -> rules.apply(state, new BlackHoleMove.Turn(0, 3))).code());
  }

  @Test
  void onlyTheSeatToActMovesItsOwnShipsThatAreOnTheBoard() {
    BlackHoleState state = Fixtures.race(two, 0, 1, 1, Ship.REMOVED);
    assertEquals("NOT_YOUR_SHIP", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Advance(9))).code());
    assertEquals("NO_SUCH_SHIP", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Advance(18))).code());
    assertEquals("NOT_ON_BOARD", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Advance(1))).code());
    assertEquals("WRONG_PHASE", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Place(0))).code());
    assertTrue(rules.legalMoves(state).stream().noneMatch(m -> m.equals(new BlackHoleMove.Advance(1))));
  }

  @Test
  void twoPlayersWinWithTheSixthShipRemovedAndNotBefore() {
    int r = Ship.REMOVED;
    BlackHoleState fifth = Fixtures.race(two, 0, 1, 1, r, 2, 1, r, 3, 1, r, 4, 1, r, 0, 8, 124);
    var t = rules.apply(fifth, new BlackHoleMove.Advance(0));
    assertEquals(Phase.RACING, t.state().phase());
    BlackHoleState sixth = Fixtures.race(two, 0, 1, 1, r, 2, 1, r, 3, 1, r, 4, 1, r, 5, 1, r, 0, 8, 124);
    t = rules.apply(sixth, new BlackHoleMove.Advance(0));
    assertEquals(Phase.OVER, t.state().phase());
    assertEquals(new BlackHoleEvent.Won(0), t.events().get(t.events().size() - 1));
    assertEquals(OptionalInt.of(0), t.state().winner());
    assertEquals(OptionalInt.empty(), t.state().toAct());
    assertEquals(List.of(), rules.legalMoves(t.state()));
    assertEquals(List.of(1, 2), rules.outcome(t.state()).orElseThrow().places());
    BlackHoleState over = t.state();
    assertEquals("GAME_OVER", assertThrows(IllegalMoveException.class,
        () -> rules.apply(over, new BlackHoleMove.Advance(9))).code());
  }

  @Test
  void threePlayersWinWithTheFourthShipRemoved() {
    int r = Ship.REMOVED;
    BlackHoleRules rules3 = BlackHoleRules.of(three);
    BlackHoleState state = Fixtures.race(three, 2, 13, 1, r, 14, 1, r, 15, 1, r, 12, 8, 124);
    var t = rules3.apply(state, new BlackHoleMove.Advance(12));
    assertEquals(Phase.OVER, t.state().phase());
    assertEquals(OptionalInt.of(2), t.state().winner());
    assertEquals(1, rules3.outcome(t.state()).orElseThrow().places().get(2));
  }

  @Test
  void aStateWhereAWinnerPlaysOnCannotBeMade() {
    int r = Ship.REMOVED;
    var e = assertThrows(InvalidStateException.class,
        () -> Fixtures.race(three, 0, 0, 1, r, 1, 1, r, 2, 1, r, 3, 1, r));
    assertEquals("PHASE", e.code());
  }
}
