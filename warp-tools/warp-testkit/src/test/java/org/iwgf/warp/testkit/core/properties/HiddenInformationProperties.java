// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A seat's view depends only on what that seat may know. Reshuffling everything it cannot see — the other
 * captains' hands (sizes kept) while a round is in play, the order and contents of Uncharted Sectors, the
 * random-number position — leaves its view, legal moves included, equal; and neither its view nor its copy
 * of the events names a coordinate hidden from it. The same holds for a spectator, from whom every hand is
 * hidden until the round is over.
 */
class HiddenInformationProperties {
  private static final PropertyRunner RUNNER =
      PropertyRunner.of(WarpInvariants.standard()).withMoveBudget(Cases.MOVE_BUDGET);
  private static final int STATES_PER_GAME = 12;
  private static final int VIEW_STATES_PER_GAME = 40;

  static Stream<GameCase> cases() {
    return Cases.draw(0x4L, 40);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void aViewIsUnchangedWhenWhatItCannotSeeIsReshuffled(GameCase game) {
    WarpRules rules = RUNNER.rules(game.config());
    SplittableRandom random = new SplittableRandom(game.seed());
    int reshuffled = 0;
    for (WarpState state : Cases.spread(Cases.states(rules, RUNNER.play(game)), STATES_PER_GAME)) {
      for (int seat = GameRules.SPECTATOR; seat < state.seats(); seat++) {
        WarpState other = WarpRules.restoreState(reshuffleHidden(state.snapshot(), seat, random));
        SeatView expected = view(rules, state, seat);
        int at = seat;
        assertEquals(expected, view(rules, other, seat),
            () -> game + ": " + who(at) + "'s view depends on hidden information in\n" + state);
        if (!other.equals(state)) {
          reshuffled++;
        }
      }
    }
    assertNotEquals(0, reshuffled, "no state was actually reshuffled; the property tested nothing");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void viewsAndEventCopiesNeverNameAnotherSeatsHiddenCoordinates(GameCase game) {
    WarpRules rules = RUNNER.rules(game.config());
    PlayedGame record = RUNNER.play(game);
    for (WarpState s : Cases.spread(Cases.states(rules, record), VIEW_STATES_PER_GAME)) {
      for (int seat = GameRules.SPECTATOR; seat < s.seats(); seat++) {
        Optional<String> leak = WarpInvariants.leakIn(view(rules, s, seat).toString(), s, seat);
        assertTrue(leak.isEmpty(), () -> game + ": " + leak.get());
      }
    }
    Transition<WarpState, WarpEvent> t = rules.launch(game.seed());
    checkEvents(rules, game, t, "the launch");
    for (WarpMove m : record.moves()) {
      t = rules.apply(t.state(), m);
      checkEvents(rules, game, t, "" + m);
    }
  }

  private static void checkEvents(WarpRules rules, GameCase game, Transition<WarpState, WarpEvent> t, String what) {
    // Every hand is shown to the table when a round ends, so only the events after that are judged.
    List<WarpEvent> events = t.events();
    for (int i = events.size() - 1; i >= 0; i--) {
      if (events.get(i) instanceof WarpEvent.RoundEnded) {
        events = events.subList(i + 1, events.size());
        break;
      }
    }
    WarpState s = t.state();
    for (int seat = GameRules.SPECTATOR; seat < s.seats(); seat++) {
      List<WarpEvent> copy = seat == GameRules.SPECTATOR ? rules.spectatorEvents(events) : rules.eventsFor(events, seat);
      Optional<String> leak = WarpInvariants.leakIn(copy.toString(), s, seat);
      assertTrue(leak.isEmpty(), () -> game + ": events of " + what + ": " + leak.get());
    }
  }

  private static SeatView view(WarpRules rules, WarpState state, int seat) {
    return seat == GameRules.SPECTATOR ? rules.spectatorView(state) : rules.view(state, seat);
  }

  private static String who(int seat) {
    return seat == GameRules.SPECTATOR ? "the spectator" : "seat " + seat;
  }

  /**
   * {@code snap} with every coordinate hidden from {@code seat} ({@link GameRules#SPECTATOR}: from every
   * seat) dealt again at random, sizes kept; the hands only while the round is in play.
   */
  static StateSnapshot reshuffleHidden(StateSnapshot snap, int seat, SplittableRandom random) {
    List<Coordinate> hidden = new ArrayList<>(snap.uncharted());
    boolean handsHidden = snap.phase() == Phase.PLAYING;
    for (int other = 0; other < snap.hands().size(); other++) {
      if (other != seat && handsHidden) {
        hidden.addAll(snap.hands().get(other));
      }
    }
    Collections.shuffle(hidden, new Random(random.nextLong()));
    List<List<Coordinate>> hands = new ArrayList<>();
    int next = 0;
    for (int other = 0; other < snap.hands().size(); other++) {
      if (other == seat || !handsHidden) {
        hands.add(snap.hands().get(other));
      } else {
        int size = snap.hands().get(other).size();
        hands.add(hidden.subList(next, next + size));
        next += size;
      }
    }
    List<Coordinate> uncharted = hidden.subList(next, hidden.size());
    return snap.withHands(hands).withUncharted(uncharted).withRngPosition(random.nextLong());
  }
}
