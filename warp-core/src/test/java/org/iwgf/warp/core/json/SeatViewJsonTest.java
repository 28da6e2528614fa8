// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.json;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpEvent;
import org.iwgf.warp.core.rules.WarpFactor;
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.rules.WarpState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A seat's JSON never names a coordinate hidden from that seat. */
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
    for (int i = 0; i < game.states().size(); i++) {
      WarpState state = game.states().get(i);
      List<WarpEvent> events = game.events().get(i);
      for (int k = 0; k < captains; k++) {
        final int seat = k;
        String view = WarpJson.writeView(rules.view(state, seat));
        String seen = WarpJson.writeEvents(rules.eventsFor(events, seat));
        for (Coordinate hidden : hiddenFrom(state, seat)) {
          String text = "\"" + hidden + "\"";
          assertFalse(view.contains(text), () -> "seat " + seat + " sees " + hidden + " in " + view);
          if (!revealedBy(events)) {
            assertFalse(seen.contains(text), () -> "seat " + seat + " sees " + hidden + " in " + seen);
          }
          checked++;
        }
        for (Coordinate own : state.hand(seat)) {
          assertTrue(view.contains("\"" + own + "\""), "a seat sees its own hand");
        }
      }
    }
    assertTrue(checked > 1000, "the game should have hidden coordinates to check");
  }

  /** Coordinates that seat may not see: other hands and Uncharted Sectors (none of them on the table). */
  private static List<Coordinate> hiddenFrom(WarpState state, int seat) {
    List<Coordinate> hidden = new ArrayList<>(state.uncharted());
    for (int other = 0; other < state.seats(); other++) {
      if (other != seat) {
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
