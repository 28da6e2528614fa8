// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Along random games, at evenly spread states: every listed move applies, and every other move of the
 * game's whole move universe — each coordinate of the set charted on each route, draw, deploy beacon,
 * pass and both overtime votes — is refused with {@link IllegalMoveException}, leaves the state exactly as
 * it was, and is called illegal by {@code isLegal}.
 */
class MoveLegalityProperties {
  private static final PropertyRunner RUNNER =
      PropertyRunner.of(WarpInvariants.standard()).withMoveBudget(Cases.MOVE_BUDGET);
  private static final int STATES_PER_GAME = 8;

  static Stream<GameCase> cases() {
    return Cases.draw(0x2L, 20);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void listedMovesApplyAndAllOthersAreRefusedWithoutChange(GameCase game) {
    WarpRules rules = RUNNER.rules(game.config());
    List<WarpState> states = Cases.spread(Cases.states(rules, RUNNER.play(game)), STATES_PER_GAME);
    // The universe reaches past the table: coordinates of the largest set and trails of seats that are not
    // there, so that a route or coordinate the table does not have is refused too.
    List<WarpMove> universe = universe(DominoSet.doubleN(Coordinate.MAX_PIP).coordinates(),
        WarpFactor.WARP_18.maxCaptains());
    for (WarpState state : states) {
      Set<WarpMove> listed = new HashSet<>(rules.legalMoves(state));
      StateSnapshot before = state.snapshot();
      WarpState copy = WarpRules.restoreState(before);
      for (WarpMove m : listed) {
        assertTrue(rules.isLegal(state, m), () -> game + ": listed " + m + " called illegal in\n" + state);
        try {
          rules.apply(state, m);
        } catch (WarpException e) {
          fail(game + ": listed " + m + " refused (" + e.code() + ") in\n" + state);
        }
      }
      for (WarpMove m : universe) {
        if (listed.contains(m)) {
          continue;
        }
        assertFalse(rules.isLegal(state, m), () -> game + ": unlisted " + m + " called legal in\n" + state);
        assertThrows(IllegalMoveException.class, () -> rules.apply(state, m),
            () -> game + ": unlisted " + m + " accepted in\n" + state);
      }
      assertEquals(copy, state, () -> game + ": refused moves changed the state");
      assertEquals(before, state.snapshot(), () -> game + ": refused moves changed the state's snapshot");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void onlyTheCaptainAtTheHelmMayMove(GameCase game) {
    WarpRules rules = RUNNER.rules(game.config());
    for (WarpState state : Cases.spread(Cases.states(rules, RUNNER.play(game)), STATES_PER_GAME)) {
      if (state.isOver()) {
        continue;
      }
      WarpMove listed = rules.legalMoves(state).get(0);
      for (int seat = 0; seat < state.seats(); seat++) {
        if (seat != state.toAct()) {
          int other = seat;
          IllegalMoveException e = assertThrows(IllegalMoveException.class,
              () -> rules.applyAs(state, other, listed));
          assertEquals("NOT_YOUR_TURN", e.code());
        }
      }
      rules.applyAs(state, state.toAct(), listed);
    }
  }

  private static List<WarpMove> universe(List<Coordinate> coordinates, int trails) {
    List<WarpMove> out = new ArrayList<>();
    for (Coordinate c : coordinates) {
      out.add(WarpMove.chart(c, Route.NEUTRAL_ZONE));
      for (int seat = 0; seat < trails; seat++) {
        out.add(WarpMove.chart(c, Route.trailOf(seat)));
      }
    }
    out.add(WarpMove.DRAW);
    out.add(WarpMove.DEPLOY_BEACON);
    out.add(WarpMove.PASS);
    out.add(new WarpMove.OvertimeVote(true));
    out.add(new WarpMove.OvertimeVote(false));
    return out;
  }
}
