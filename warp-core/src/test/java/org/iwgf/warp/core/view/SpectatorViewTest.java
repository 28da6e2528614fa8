// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** A spectator sits at no seat: it sees the table as every captain does, and no hand until the reveal. */
class SpectatorViewTest {
  private static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));

  @Test
  void aSpectatorSeesTheTableButNoHandAndNoMove() {
    WarpState state = RULES.start(7L);
    SeatView watching = RULES.spectatorView(state);
    SeatView captain = RULES.view(state, state.toAct());
    assertTrue(watching.spectator());
    assertFalse(captain.spectator());
    assertEquals(GameRules.SPECTATOR, watching.seat());
    assertFalse(watching.atHelm(), "a spectator is never at the helm");
    assertEquals(List.of(), watching.hand());
    assertEquals(List.of(), watching.legalMoves());
    assertFalse(captain.legalMoves().isEmpty());
    assertEquals(captain.handCounts(), watching.handCounts());
    assertEquals(captain.trails(), watching.trails());
    assertEquals(captain.neutralZone(), watching.neutralZone());
    assertEquals(captain.unchartedCount(), watching.unchartedCount());
    assertEquals(captain.campaignScores(), watching.campaignScores());
  }

  @Test
  void aSpectatorsEventsNameNoDealtOrDrawnCoordinate() {
    Transition<WarpState, WarpEvent> t = RULES.launch(7L);
    List<WarpEvent> seen = new ArrayList<>(RULES.spectatorEvents(t.events()));
    WarpState state = t.state();
    int drawn = 0;
    for (int step = 0; step < 400 && RULES.outcome(state).isEmpty(); step++) {
      List<WarpMove> moves = RULES.legalMoves(state);
      WarpMove move = moves.stream().filter(m -> m instanceof WarpMove.Draw).findFirst().orElse(moves.get(0));
      t = RULES.apply(state, move);
      drawn += move instanceof WarpMove.Draw ? 1 : 0;
      seen.addAll(RULES.spectatorEvents(t.events()));
      state = t.state();
    }
    assertTrue(drawn > 0, "the game should draw, so that a drawn coordinate is hidden");
    for (WarpEvent e : seen) {
      if (e instanceof WarpEvent.HandDealt dealt) {
        assertEquals(Optional.empty(), dealt.coordinates(), "a dealt hand shown to a spectator");
      } else if (e instanceof WarpEvent.Drawn draw) {
        assertEquals(Optional.empty(), draw.coordinate(), "a drawn coordinate shown to a spectator");
      }
    }
  }

  @Test
  void aSpectatorIsShownEveryHandOnceTheSectorIsOver() {
    WarpState state = RULES.start(11L);
    while (RULES.outcome(state).isEmpty()) {
      assertEquals(List.of(), RULES.spectatorView(state).revealedHands());
      state = RULES.apply(state, RULES.legalMoves(state).get(0)).state();
    }
    List<List<?>> hands = new ArrayList<>();
    for (int seat = 0; seat < state.seats(); seat++) {
      hands.add(state.hand(seat));
    }
    assertEquals(hands, List.copyOf(RULES.spectatorView(state).revealedHands()));
    assertEquals(hands, List.copyOf(RULES.view(state, 0).revealedHands()));
  }

  @Test
  void aSpectatorsCallsRefuseWhatTheseRulesDoNotPlay() {
    WarpState other = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_9, 2)).start(1L);
    assertEquals("CONFIG_MISMATCH", assertThrows(InvalidStateException.class,
        () -> RULES.spectatorView(other)).code());
    List<WarpEvent> withGap = new ArrayList<>();
    withGap.add(null);
    assertEquals("MISSING_FIELD", assertThrows(InvalidStateException.class,
        () -> RULES.spectatorEvents(withGap)).code());
  }
}
