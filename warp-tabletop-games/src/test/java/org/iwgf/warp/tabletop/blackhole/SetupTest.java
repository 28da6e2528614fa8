// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SetupTest {

  @Test
  void twoPlayersHaveNineShipsAndThreePlayersSix() {
    assertEquals(List.of(Die.D8, Die.D8, Die.D6, Die.D6, Die.D6, Die.D4, Die.D4, Die.D4, Die.D4),
        BlackHoleConfig.standard(2).fleet());
    assertEquals(List.of(Die.D8, Die.D6, Die.D6, Die.D4, Die.D4, Die.D4), BlackHoleConfig.standard(3).fleet());
    assertEquals(6, BlackHoleConfig.standard(2).shipsToWin());
    assertEquals(4, BlackHoleConfig.standard(3).shipsToWin());
    var e = assertThrows(InvalidConfigException.class, () -> BlackHoleConfig.standard(4));
    assertEquals("PLAYERS", e.code());
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void everyDieIsRolledAndTheHighestTotalStartsWhenNoOneTied(int players) {
    BlackHoleConfig config = BlackHoleConfig.standard(players);
    int checked = 0;
    for (long seed = 0; seed < 200; seed++) {
      Opening.Result opening = Opening.rolled(config, seed);
      BlackHoleState state = BlackHoleRules.of(config).start(seed);
      assertEquals(opening.ships(), state.ships());
      assertEquals(opening.order(), state.order());
      assertEquals(Phase.PLACING, state.phase());
      assertEquals(OptionalInt.of(state.order().get(0)), state.toAct());
      for (Ship s : state.ships()) {
        assertTrue(s.die().shows(s.face()));
        assertEquals(Ship.WAITING, s.space());
      }
      if (opening.rollOffs() == 0) {
        int[] totals = totals(state.ships(), players);
        for (int i = 1; i < players; i++) {
          assertTrue(totals[state.order().get(i - 1)] > totals[state.order().get(i)], "seed " + seed);
        }
        checked++;
      }
    }
    assertTrue(checked > 50, "most openings have no tie");
  }

  @Test
  void tiedPlayersRollAgainAmongThemselvesAndPlaceTheFacesOfTheirLastRoll() {
    BlackHoleConfig config = BlackHoleConfig.standard(2);
    long seed = 0;
    while (Opening.rolled(config, seed).rollOffs() == 0) {
      seed++;
    }
    Opening.Result tied = Opening.rolled(config, seed);
    long golden = 0x9E3779B97F4A7C15L;
    int dice = 18;
    assertEquals(seed + golden * dice * (1 + tied.rollOffs()), tied.random(), "every die is rolled again");
    long lastRoll = seed + golden * dice * tied.rollOffs();
    for (Ship s : tied.ships()) {
      int face = 1 + SplitMix64.nextInt(lastRoll + golden * s.id(), s.die().sides());
      assertEquals(face, s.face(), "ship " + s.id() + " shows the face of the last roll");
    }
    int[] totals = totals(tied.ships(), 2);
    assertTrue(totals[tied.order().get(0)] > totals[tied.order().get(1)]);
    assertEquals(tied, Opening.rolled(config, seed), "re-rolls replay from the seed");
    assertEquals(Set.of(0, 1), new HashSet<>(tied.order()));
  }

  @Test
  void chosenFacesThatTieAreKeptWhileARollSettlesTheOrder() {
    BlackHoleConfig config = BlackHoleConfig.standard(3);
    List<Integer> faces = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      faces.addAll(seat == 2 ? List.of(8, 6, 6, 4, 4, 4) : List.of(1, 1, 1, 1, 1, 1));
    }
    Set<List<Integer>> orders = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      Opening.Result o = Opening.chosen(config.unplacedShips(), faces, 3, seed);
      assertEquals(2, o.order().get(0), "the highest total starts");
      assertTrue(o.rollOffs() >= 1);
      for (Ship s : o.ships()) {
        assertEquals(faces.get(s.id()), s.face());
      }
      orders.add(o.order());
    }
    assertEquals(Set.of(List.of(2, 0, 1), List.of(2, 1, 0)), orders);
  }

  @Test
  void shipsArePlacedOneAtATimeInTurnOrderFromTheStartOfTheSpiral() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(3));
    BlackHoleState state = rules.start(5);
    List<Integer> order = state.order();
    for (int placed = 0; placed < 18; placed++) {
      int seat = state.toAct().orElseThrow();
      assertEquals(order.get(placed % 3), seat);
      BlackHoleMove move = rules.legalMoves(state).get(rules.legalMoves(state).size() - 1);
      int ship = ((BlackHoleMove.Place) move).ship();
      int face = state.ships().get(ship).face();
      var t = rules.apply(state, move);
      assertEquals(List.of(new BlackHoleEvent.Placed(seat, ship, face, placed)), t.events());
      assertEquals(new Ship(ship, seat, state.ships().get(ship).die(), face, placed), t.state().ships().get(ship));
      state = t.state();
    }
    assertEquals(Phase.RACING, state.phase());
    assertEquals(OptionalInt.of(order.get(0)), state.toAct());
  }

  @Test
  void aShipIsPlacedOnceAndOnlyByItsOwner() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2));
    BlackHoleState state = rules.start(1);
    int first = state.toAct().orElseThrow();
    int mine = first * 9;
    int theirs = (1 - first) * 9;
    assertEquals("NOT_YOUR_SHIP", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Place(theirs))).code());
    assertEquals("WRONG_PHASE", assertThrows(IllegalMoveException.class,
        () -> rules.apply(state, new BlackHoleMove.Advance(mine))).code());
    BlackHoleState second = rules.apply(rules.apply(state, new BlackHoleMove.Place(mine)).state(),
        new BlackHoleMove.Place(theirs)).state();
    var e = assertThrows(IllegalMoveException.class, () -> rules.apply(second, new BlackHoleMove.Place(mine)));
    assertEquals("ALREADY_PLACED", e.code());
  }

  private static int[] totals(List<Ship> ships, int players) {
    int[] totals = new int[players];
    for (Ship s : ships) {
      totals[s.seat()] += s.face();
    }
    return totals;
  }
}
