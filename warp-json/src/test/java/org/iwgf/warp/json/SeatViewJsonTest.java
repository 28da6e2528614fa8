// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A seat's JSON never names a coordinate hidden from that seat, nor a spectator's one hidden from any seat;
 * once the sector is over every view shows the hands it ended with.
 */
class SeatViewJsonTest {

  static Stream<Arguments> tables() {
    return Stream.of(
        Arguments.of(WarpFactor.WARP_9, 4, Objective.POINTS_CAMPAIGN, 21L),
        Arguments.of(WarpFactor.WARP_12, 5, Objective.GO_OUT, 22L),
        Arguments.of(WarpFactor.WARP_18, 6, Objective.POINTS_CAMPAIGN, 23L));
  }

  @ParameterizedTest(name = "{0} x{1} {2}")
  @MethodSource("tables")
  void aSeatsViewAndEventsNeverNameAnotherSeatsHandNorUnchartedSectors(WarpFactor factor, int captains,
      Objective objective, long seed) {
    WarpConfig config = WarpConfig.builder().factor(factor).captains(captains).objective(objective)
        .campaignRounds(2).build();
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty());
    RandomGames.Game game = RandomGames.play(rules, seed, 4000);
    int checked = 0;
    int revealed = 0;
    for (int i = 0; i < game.states().size(); i++) {
      WarpState state = game.states().get(i);
      List<WarpEvent> events = game.events().get(i);
      for (int k = GameRules.SPECTATOR; k < captains; k++) {
        final int seat = k;
        final String who = seat == GameRules.SPECTATOR ? "the spectator" : "seat " + seat;
        SeatView seatView = seat == GameRules.SPECTATOR ? rules.spectatorView(state) : rules.view(state, seat);
        String view = WarpJson.writeView(seatView);
        String seen = WarpJson.writeEvents(seat == GameRules.SPECTATOR ? rules.spectatorEvents(events)
            : rules.eventsFor(events, seat));
        for (Coordinate hidden : hiddenFrom(state, seat)) {
          String text = "\"" + hidden + "\"";
          assertFalse(view.contains(text), () -> who + " sees " + hidden + " in " + view);
          if (!revealedBy(events)) {
            assertFalse(seen.contains(text), () -> who + " sees " + hidden + " in " + seen);
          }
          checked++;
        }
        for (int owner = 0; owner < captains && seat != GameRules.SPECTATOR; owner++) {
          for (Coordinate own : state.hand(owner)) {
            assertTrue(owner != seat && state.phase() == Phase.PLAYING || view.contains("\"" + own + "\""),
                () -> who + " sees its own hand, and every hand once the round is over");
          }
        }
        assertEquals(seat == GameRules.SPECTATOR ? List.of() : state.hand(seat), seatView.hand());
        if (state.phase() == Phase.OVER) {
          revealed++;
          assertEquals(hands(state), seatView.revealedHands(), who + " is shown every hand at the end");
        } else if (state.phase() == Phase.PLAYING) {
          assertEquals(List.of(), seatView.revealedHands(), who + " is shown no hand while a round is played");
        }
      }
    }
    assertTrue(checked > 1000, "the game should have hidden coordinates to check");
    assertTrue(revealed > 0, "the game should end, so that the reveal is checked");
  }

  private static List<List<Coordinate>> hands(WarpState state) {
    List<List<Coordinate>> hands = new ArrayList<>();
    for (int seat = 0; seat < state.seats(); seat++) {
      hands.add(state.hand(seat));
    }
    return hands;
  }

  /**
   * Coordinates that seat (or a spectator) may not see: other hands while a round is played, and Uncharted
   * Sectors (none of them on the table).
   */
  private static List<Coordinate> hiddenFrom(WarpState state, int seat) {
    List<Coordinate> hidden = new ArrayList<>(state.uncharted());
    for (int other = 0; other < state.seats(); other++) {
      if (other != seat && state.phase() == Phase.PLAYING) {
        hidden.addAll(state.hand(other));
      }
    }
    hidden.removeIf(state::onTable);
    return hidden;
  }

  /** A round's end reveals the hands for the tally, and a new deal is a new state of knowledge. */
  private static boolean revealedBy(List<WarpEvent> events) {
    return events.stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded || e instanceof WarpEvent.RoundStarted);
  }
}
