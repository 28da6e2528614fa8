// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Test;

class SecretSetupTest {
  private final BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(3).withSecretSetup());
  private final BlackHoleState start = rules.start(11);

  @Test
  void eachSeatChoosesAmongEveryCombinationOfItsFaces() {
    assertEquals(Phase.CHOOSING, start.phase());
    assertEquals(OptionalInt.of(0), start.toAct());
    List<BlackHoleMove> moves = rules.legalMoves(start);
    assertEquals(8 * 6 * 6 * 4 * 4 * 4, moves.size());
    assertEquals(new BlackHoleMove.Choose(List.of(1, 1, 1, 1, 1, 1)), moves.get(0));
    assertEquals(new BlackHoleMove.Choose(List.of(1, 1, 1, 1, 1, 2)), moves.get(1));
    assertEquals(new BlackHoleMove.Choose(List.of(8, 6, 6, 4, 4, 4)), moves.get(moves.size() - 1));
    BlackHoleRules two = BlackHoleRules.of(BlackHoleConfig.standard(2).withSecretSetup());
    assertEquals(3_538_944, two.legalMoves(two.start(1)).size());
  }

  @Test
  void noViewShowsAnotherSeatsChoiceBeforeTheReveal() {
    BlackHoleState low = rules.apply(start, choose(1, 1, 1, 1, 1, 1)).state();
    BlackHoleState high = rules.apply(start, choose(8, 6, 6, 4, 4, 4)).state();
    assertEquals(rules.view(low, 1), rules.view(high, 1));
    assertEquals(rules.view(low, 2), rules.view(high, 2));
    assertEquals(BlackHoleJson.writeView(rules.view(low, 2)), BlackHoleJson.writeView(rules.view(high, 2)));
    BlackHoleState twoChose = rules.apply(high, choose(2, 2, 2, 2, 2, 2)).state();
    BlackHoleState twoChoseLow = rules.apply(low, choose(2, 2, 2, 2, 2, 2)).state();
    assertEquals(rules.view(twoChose, 2), rules.view(twoChoseLow, 2));
    BlackHoleView seen = rules.view(twoChose, 2);
    assertEquals(List.of(true, true, false), seen.chosen());
    assertEquals(List.of(), seen.ownChoice());
    assertTrue(seen.ships().stream().allMatch(s -> s.face() == 0));
    assertEquals(List.of(8, 6, 6, 4, 4, 4), rules.view(twoChose, 0).ownChoice());
    assertEquals(rules.spectatorView(twoChose), rules.spectatorView(twoChoseLow), "a spectator sees no choice");
    BlackHoleView watching = rules.spectatorView(twoChose);
    assertTrue(watching.spectator());
    assertEquals(List.of(), watching.ownChoice());
    assertEquals(seen.chosen(), watching.chosen());
    assertTrue(watching.ships().stream().allMatch(s -> s.face() == 0));
    assertEquals(BlackHoleJson.writeView(watching), BlackHoleJson.writeView(BlackHoleJson.readView(
        BlackHoleJson.writeView(watching))), "a spectator's view survives JSON");
    assertEquals(List.of(new BlackHoleEvent.Chosen(0)), rules.apply(start, choose(8, 6, 6, 4, 4, 4)).events());
  }

  @Test
  void allChoicesAreRevealedTogetherAndUsedAsIfRolled() {
    BlackHoleState state = start;
    List<List<Integer>> chosen = List.of(List.of(3, 3, 3, 3, 3, 3), List.of(8, 6, 6, 4, 4, 4),
        List.of(1, 2, 3, 4, 1, 2));
    List<BlackHoleEvent> events = List.of();
    for (List<Integer> faces : chosen) {
      assertEquals(Phase.CHOOSING, state.phase());
      var t = rules.apply(state, new BlackHoleMove.Choose(faces));
      state = t.state();
      events = t.events();
    }
    List<Integer> all = new ArrayList<>();
    chosen.forEach(all::addAll);
    assertEquals(new BlackHoleEvent.Revealed(all), events.get(1));
    assertEquals(new BlackHoleEvent.OrderDecided(List.of(1, 0, 2), 0), events.get(2));
    assertEquals(Phase.PLACING, state.phase());
    assertEquals(List.of(1, 0, 2), state.order());
    assertEquals(OptionalInt.of(1), state.toAct());
    for (Ship s : state.ships()) {
      assertEquals(all.get(s.id()), s.face());
    }
    assertTrue(state.choices().stream().allMatch(List::isEmpty));
    for (int seat = 0; seat < 3; seat++) {
      assertFalse(rules.view(state, seat).chosen().contains(true));
    }
  }

  @Test
  void aChoiceMustGiveEveryDieAFaceItHas() {
    var e = assertThrows(IllegalMoveException.class, () -> rules.apply(start, choose(1, 1, 1, 5, 1, 1)));
    assertEquals("FACE_RANGE", e.code());
    assertEquals("a d4 cannot show 5", e.getMessage());
    assertEquals("FACE_COUNT", assertThrows(IllegalMoveException.class,
        () -> rules.apply(start, choose(1, 1, 1))).code());
    assertEquals("WRONG_PHASE", assertThrows(IllegalMoveException.class,
        () -> rules.apply(start, new BlackHoleMove.Place(0))).code());
    BlackHoleRules rolled = BlackHoleRules.of(BlackHoleConfig.standard(3));
    assertEquals("WRONG_PHASE", assertThrows(IllegalMoveException.class,
        () -> rolled.apply(rolled.start(1), choose(1, 1, 1, 1, 1, 1))).code());
  }

  private static BlackHoleMove choose(Integer... faces) {
    return new BlackHoleMove.Choose(List.of(faces));
  }
}
