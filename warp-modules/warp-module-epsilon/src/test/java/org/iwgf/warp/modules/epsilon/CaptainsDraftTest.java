// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import static org.iwgf.warp.modules.epsilon.EpsilonTables.draftToTheEnd;
import static org.iwgf.warp.modules.epsilon.EpsilonTables.only;
import static org.iwgf.warp.modules.epsilon.EpsilonTables.packs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.epsilon.DraftEvent.DraftClosed;
import org.iwgf.warp.modules.epsilon.DraftEvent.DraftOpened;
import org.iwgf.warp.modules.epsilon.DraftEvent.PackReceived;
import org.iwgf.warp.modules.epsilon.DraftEvent.PacksPassed;
import org.iwgf.warp.modules.epsilon.DraftEvent.Selected;
import org.iwgf.warp.testkit.MoveChecks;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Module Epsilon's drafting phase (Points campaign): packs, selections, clockwise transfer, full hands. */
@DisplayName("Module Epsilon — Tactical Requisition")
class CaptainsDraftTest {
  private static final long SEED = 0xE95L;
  private final WarpRules rules = EpsilonTables.rules();
  private final int handSize = rules.config().handSize();

  @Test
  @DisplayName("Requisition Packs: the blind deal becomes one pack a captain, Uncharted Sectors keep what the deal leaves")
  void theBlindDealBecomesRequisitionPacks() {
    WarpConfig plain = EpsilonTables.fleet().plugins(List.of()).build();
    WarpState blind = WarpRules.of(plain).start(SEED);
    Transition<WarpState, WarpEvent> launch = rules.launch(SEED);
    WarpState s = launch.state();
    RequisitionPacks p = packs(s);
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(0, s.handSize(seat), "nothing is in hand before the first selection");
      assertEquals(blind.hand(seat), p.packs().get(seat), "the pack is the hand the blind deal gave");
      assertEquals(handSize, p.packSizes().get(seat));
    }
    assertEquals(blind.uncharted(), s.uncharted());
    assertEquals(List.of(new DraftOpened(handSize)), only(launch.events(), DraftOpened.class));
    assertEquals(3, only(launch.events(), PackReceived.class).size());
    assertEquals(s.roundStarter(), s.toAct(), "the round starter selects first");
  }

  @Test
  @DisplayName("First Selection: only selections from one's own pack are legal while the draft is open")
  void onlySelectionsFromOnesOwnPackAreLegal() {
    WarpState s = rules.start(SEED);
    int seat = s.toAct();
    List<WarpMove> expected = new ArrayList<>();
    packs(s).packs().get(seat).forEach(c -> expected.add(new ModuleEpsilon.Select(c)));
    assertEquals(expected, rules.legalMoves(s));
    MoveChecks.assertRefused(rules, s, WarpMove.DRAW, "DECISION_PENDING");
    Coordinate elsewhere = packs(s).packs().get((seat + 1) % 3).get(0);
    MoveChecks.assertRefused(rules, s, new ModuleEpsilon.Select(elsewhere), "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("A selection locks the coordinate into the hand and the next captain clockwise selects")
  void aSelectionGoesToTheHandAndTheNextCaptainSelects() {
    WarpState s = rules.start(SEED);
    int seat = s.toAct();
    Coordinate c = packs(s).packs().get(seat).get(3);
    Transition<WarpState, WarpEvent> t = rules.apply(s, new ModuleEpsilon.Select(c));
    assertEquals(List.of(c), t.state().hand(seat));
    assertFalse(packs(t.state()).packs().get(seat).contains(c));
    assertEquals(handSize - 1, packs(t.state()).packSizes().get(seat));
    assertTrue(packs(t.state()).hasSelected(seat));
    assertEquals((seat + 1) % 3, t.state().toAct());
    assertEquals(List.of(new Selected(seat, Optional.of(c))), only(t.events(), Selected.class));
    MoveChecks.assertRefused(rules, t.state(), new ModuleEpsilon.Select(packs(t.state()).packs().get(seat).get(0)),
        "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Data Transfer: once everyone has selected, the remaining coordinates pass clockwise")
  void theRestPassesClockwise() {
    WarpState s = rules.start(SEED);
    List<List<Coordinate>> left = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      List<Coordinate> rest = new ArrayList<>(packs(s).packs().get(seat));
      rest.remove(0);
      left.add(rest);
    }
    Transition<WarpState, WarpEvent> t = null;
    for (int k = 0; k < 3; k++) {
      t = rules.apply(s, rules.legalMoves(s).get(0));
      s = t.state();
    }
    assertEquals(List.of(new PacksPassed(handSize - 1)), only(t.events(), PacksPassed.class));
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(left.get((seat + 2) % 3), packs(s).packs().get(seat), "seat " + seat + " holds its right-hand neighbour's pack");
    }
    assertEquals(0, packs(s).selected());
    assertEquals(s.roundStarter(), s.toAct());
  }

  @Test
  @DisplayName("Strategic Depth: the draft runs until every hand is full, then the round starter opens play")
  void theDraftFillsEveryHand() {
    WarpState s = rules.start(SEED);
    List<Coordinate> dealt = EpsilonTables.all(packs(s).packs());
    int selections = 0;
    List<WarpEvent> last = List.of();
    while (packs(s).drafting()) {
      Transition<WarpState, WarpEvent> t = rules.apply(s, rules.legalMoves(s).get(0));
      s = t.state();
      last = t.events();
      selections++;
    }
    assertEquals(3 * (handSize - 1), selections, "the last coordinate of each pack needs no choice");
    assertEquals(1 + 3, only(last, Selected.class).size(), "the last selection, then the last coordinates handed out together");
    assertEquals(List.of(new DraftClosed(s.roundStarter())), only(last, DraftClosed.class));
    List<Coordinate> held = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(handSize, s.handSize(seat));
      held.addAll(s.hand(seat));
    }
    held.sort(null);
    dealt.sort(null);
    assertEquals(dealt, held, "the packs, and only they, became the hands");
    assertTrue(packs(s).heldCoordinates().isEmpty());
    assertEquals(s.roundStarter(), s.toAct());
    assertTrue(rules.legalMoves(s).stream().noneMatch(m -> m instanceof ModuleEpsilon.Select));
    assertFalse(rules.legalMoves(s).isEmpty());
  }

  @Test
  @DisplayName("Every captain sees only their own current pack and their own selections")
  void aCaptainSeesOnlyTheirOwnPackAndSelections() {
    Transition<WarpState, WarpEvent> launch = rules.launch(SEED);
    List<List<WarpEvent>> steps = new ArrayList<>();
    steps.add(launch.events());
    WarpState s = launch.state();
    List<WarpState> states = new ArrayList<>();
    states.add(s);
    while (packs(s).drafting()) {
      Transition<WarpState, WarpEvent> t = rules.apply(s, rules.legalMoves(s).get(0));
      steps.add(t.events());
      s = t.state();
      states.add(s);
    }
    for (int i = 0; i < states.size(); i++) {
      WarpState at = states.get(i);
      for (int seat = 0; seat < 3; seat++) {
        RequisitionPacks seen = (RequisitionPacks) rules.view(at, seat).pluginStates().get(ModuleEpsilon.ID);
        for (int other = 0; other < 3; other++) {
          assertEquals(other == seat ? packs(at).packs().get(other) : List.of(), seen.packs().get(other));
          assertEquals(packs(at).packSizes().get(other), seen.packSizes().get(other));
        }
        assertEquals(Optional.empty(),
            EpsilonTables.secretIn(String.valueOf(rules.view(at, seat)), at, seat), "view at step " + i);
        for (WarpEvent e : rules.eventsFor(steps.get(i), seat)) {
          if (e instanceof PackReceived packReceived && packReceived.seat() != seat) {
            assertTrue(packReceived.coordinates().isEmpty(), e.toString());
          }
          if (e instanceof Selected selected && selected.seat() != seat) {
            assertTrue(selected.coordinate().isEmpty(), e.toString());
          }
          assertEquals(Optional.empty(), EpsilonTables.secretIn(e.toString(), at, seat), e.toString());
        }
      }
    }
  }

  @Test
  @DisplayName("The draft replaces the deal every round")
  void theDraftRunsEveryRound() {
    WarpState s = draftToTheEnd(rules, rules.start(SEED));
    while (s.round() == 1) {
      s = rules.apply(s, rules.legalMoves(s).get(0)).state();
    }
    assertEquals(2, s.round());
    assertTrue(packs(s).drafting());
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(0, s.handSize(seat));
    }
    assertEquals(handSize, draftToTheEnd(rules, s).handSize(0));
  }
}
