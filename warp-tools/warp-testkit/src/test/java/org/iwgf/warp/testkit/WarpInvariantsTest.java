// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** Each ready invariant holds on real play and catches the breakage it describes. */
class WarpInvariantsTest {
  private static final WarpConfig CONFIG = WarpConfig.standard(WarpFactor.WARP_12, 4);
  private static final WarpRules RULES = WarpRules.of(CONFIG);

  @Test
  void everyReadyInvariantHoldsOnTheLaunchedState() {
    WarpState launched = RULES.start(1L);
    for (Invariant<WarpState, WarpMove, WarpEvent> inv : WarpInvariants.thorough()) {
      assertEquals(Optional.empty(), inv.checkLaunch(RULES, launched), inv.name());
    }
    assertEquals(Optional.empty(), WarpInvariants.coordinateCountsConserved().checkLaunch(RULES, launched));
  }

  @Test
  void rulesThatOfferNoMoveMidRoundAreCaught() {
    GameRules<WarpState, WarpMove, WarpEvent, SeatView> lying = new LyingRules(List.of());
    Optional<String> failure = WarpInvariants.legalMovesEmptyIffOver().checkLaunch(lying, RULES.start(1L));
    assertTrue(failure.orElseThrow().contains("no legal move"), failure::get);
  }

  @Test
  void rulesThatListAMoveTheyRefuseAreCaught() {
    WarpState s = RULES.start(1L);
    Coordinate notHeld = s.uncharted().get(0);
    LyingRules lying = new LyingRules(List.of(WarpMove.chart(notHeld, Route.NEUTRAL_ZONE)));
    Optional<String> failure = WarpInvariants.listedMovesApply().checkLaunch(lying, s);
    assertTrue(failure.orElseThrow().contains("NOT_IN_HAND"), failure::get);
  }

  @Test
  void aStepBackwardsIsCaught() {
    WarpState early = RULES.start(2L);
    WarpState later = early;
    while (later.history().isEmpty()) {
      later = RULES.apply(later, RULES.legalMoves(later).get(0)).state();
    }
    Optional<String> failure = WarpInvariants.progressOnlyForward()
        .check(RULES, later, WarpMove.DRAW, new Transition<>(early, List.of()));
    assertTrue(failure.isPresent());
  }

  @Test
  void aRedAlertAnsweredAwayFromTheHelmIsCaught() {
    WarpState s = RULES.start(3L);
    while (s.redAlert().isEmpty()) {
      s = RULES.apply(s, RULES.legalMoves(s).get(0)).state();
    }
    assertEquals(Optional.empty(), WarpInvariants.alertAnsweredAtHelm().checkLaunch(RULES, s));
    StateSnapshot p = s.snapshot();
    WarpState elsewhere = WarpRules.restoreState(p.withToAct((p.toAct() + 1) % p.hands().size()));
    assertTrue(WarpInvariants.alertAnsweredAtHelm().checkLaunch(RULES, elsewhere).isPresent());
  }

  @Test
  void anOvertimeVoteInAPointsCampaignIsRefusedOnRestore() {
    StateSnapshot p = RULES.start(4L).snapshot();
    InvalidStateException e = Assertions.assertThrows(
        InvalidStateException.class, () -> WarpRules.restoreState(
            p.withPhase(Phase.OVERTIME_VOTE).withOvertimeVotesPending(List.of(p.toAct()))));
    assertEquals("COUNTS", e.code());
  }

  @Test
  void aHiddenCoordinateInTextIsFoundAndLookalikesAreNot() {
    WarpState s = RULES.start(5L);
    Coordinate othersHand = s.hand(1).get(0);
    Coordinate ownHand = s.hand(0).get(0);
    Coordinate uncharted = s.uncharted().get(0);
    assertTrue(WarpInvariants.leakIn("hand [" + othersHand + "]", s, 0).isPresent());
    assertTrue(WarpInvariants.leakIn("next " + uncharted + ".", s, 0).isPresent());
    assertEquals(Optional.empty(), WarpInvariants.leakIn("mine " + ownHand + " on trail-1, Captain 2", s, 0));
    assertEquals(Optional.empty(), WarpInvariants.leakIn(RULES.view(s, 0).toString(), s, 0));
  }

  /** The real rules, except that {@code legalMoves} answers a fixed list while the sector is in play. */
  static final class LyingRules implements GameRules<WarpState, WarpMove, WarpEvent, SeatView> {
    private final List<WarpMove> moves;

    LyingRules(List<WarpMove> moves) {
      this.moves = new ArrayList<>(moves);
    }

    @Override
    public WarpState start(long seed) {
      return RULES.start(seed);
    }

    @Override
    public int seats(WarpState state) {
      return RULES.seats(state);
    }

    @Override
    public OptionalInt toAct(WarpState state) {
      return RULES.toAct(state);
    }

    @Override
    public List<WarpMove> legalMoves(WarpState state) {
      return state.isOver() ? List.of() : List.copyOf(moves);
    }

    @Override
    public Transition<WarpState, WarpEvent> apply(WarpState state, WarpMove move) {
      return RULES.apply(state, move);
    }

    @Override
    public Optional<Outcome> outcome(WarpState state) {
      return RULES.outcome(state);
    }

    @Override
    public SeatView view(WarpState state, int seat) {
      return RULES.view(state, seat);
    }

    @Override
    public List<WarpEvent> eventsFor(List<WarpEvent> events, int seat) {
      return RULES.eventsFor(events, seat);
    }

    @Override
    public SeatView spectatorView(WarpState state) {
      return RULES.spectatorView(state);
    }

    @Override
    public List<WarpEvent> spectatorEvents(List<WarpEvent> events) {
      return RULES.spectatorEvents(events);
    }
  }
}
