// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class WarpJsonRoundTripTest {
  private static final PluginRegistry TALLY = PluginRegistry.empty().with(new TallyRule());
  private static final WarpJsonCodec WITH_TALLY = WarpJson.codec(TALLY);

  static Stream<WarpConfig> configs() {
    return Stream.of(
        WarpConfig.builder().build(),
        WarpConfig.builder().factor(WarpFactor.WARP_12).captains(8).captainNames("Ana", "Bo", "Cy", "Di", "Ed",
            "Fa", "Gu", "Hal").objective(Objective.GO_OUT)
            .goOut(GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.OFFERED)).firstCaptain(5)
            .largeFleetHandSize(11).doubleBlankScore(25).campaignRounds(7)
            .plugin(PluginConfig.of(TallyRule.ID, Map.of("b", "2", "a", "1"))).build(),
        WarpConfig.builder().factor(WarpFactor.WARP_18).captains(18).objective(Objective.GO_OUT)
            .goOut(GoOutStructure.firstTo(2)).doubleBlankScore(0).build(),
        WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).campaignRounds(1).build());
  }

  @ParameterizedTest
  @MethodSource("configs")
  void configsRoundTrip(WarpConfig config) {
    String json = WITH_TALLY.writeConfig(config);
    WarpConfig back = WITH_TALLY.readConfig(json);
    assertEquals(config, back);
    assertEquals(json, WITH_TALLY.writeConfig(back));
  }

  @Test
  void configReadAloneTakesDefaultsForAbsentFields() {
    assertEquals(WarpConfig.standard(WarpFactor.WARP_12, 4), WarpJson.readConfig("{}"));
    assertEquals(WarpConfig.standard(WarpFactor.WARP_9, 3),
        WarpJson.readConfig("{\"factor\":\"WARP_9\",\"captains\":3}"));
  }

  @Test
  void pluginOptionsAreWrittenInKeyOrder() {
    String json = WITH_TALLY.writeConfig(WarpConfig.builder()
        .plugin(PluginConfig.of(TallyRule.ID, Map.of("zeta", "1", "alpha", "2", "mid", "3"))).build());
    assertTrue(json.contains("{\"alpha\":\"2\",\"mid\":\"3\",\"zeta\":\"1\"}"), json);
  }

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(WarpFactor.WARP_9, 2, Objective.POINTS_CAMPAIGN, 11L),
        Arguments.of(WarpFactor.WARP_9, 4, Objective.GO_OUT, 12L),
        Arguments.of(WarpFactor.WARP_12, 4, Objective.POINTS_CAMPAIGN, 13L),
        Arguments.of(WarpFactor.WARP_12, 6, Objective.GO_OUT, 14L),
        Arguments.of(WarpFactor.WARP_18, 3, Objective.POINTS_CAMPAIGN, 15L),
        Arguments.of(WarpFactor.WARP_18, 9, Objective.GO_OUT, 16L));
  }

  @ParameterizedTest(name = "{0} x{1} {2} seed {3}")
  @MethodSource("games")
  void statesMovesAndEventsRoundTripAlongRandomGames(WarpFactor factor, int captains, Objective objective,
      long seed) {
    WarpConfig config = WarpConfig.builder().factor(factor).captains(captains).objective(objective)
        .goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.OFFERED)).campaignRounds(2).build();
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty());
    for (long s = seed; s < seed + 2; s++) {
      RandomGames.Game game = RandomGames.play(rules, s, 4000);
      assertTrue(game.last().isOver(), "the sample game should reach its end");
      checkGame(WarpJson.codec(PluginRegistry.empty()), rules, game);
    }
  }

  @Test
  void pluginStatesMovesAndEventsRoundTrip() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).campaignRounds(2)
        .plugin(TallyRule.ID).build();
    WarpRules rules = WarpRules.of(config, TALLY);
    RandomGames.Game game = RandomGames.play(rules, 5L, 4000);
    assertTrue(game.last().pluginState(TallyRule.ID).isPresent());
    assertTrue(WITH_TALLY.writeState(game.last()).contains("\"pluginStates\":{\"tally\":{\"type\":\"tally.tally\""));
    checkGame(WITH_TALLY, rules, game);
    WarpMove tap = new TallyRule.Tap(3);
    assertEquals("{\"type\":\"tally.tap\",\"times\":3}", WITH_TALLY.writeMove(tap));
    assertEquals(tap, WITH_TALLY.readMove(WITH_TALLY.writeMove(tap)));
  }

  @Test
  void withoutPluginsThePluginStateMapIsEmpty() {
    WarpState s = WarpRules.of(WarpConfig.builder().build(), PluginRegistry.empty()).start(1L);
    assertTrue(WarpJson.writeState(s).endsWith(",\"pluginStates\":{}}"), WarpJson.writeState(s));
  }

  private static void checkGame(WarpJsonCodec codec, WarpRules rules, RandomGames.Game game) {
    for (int i = 0; i < game.states().size(); i++) {
      WarpState state = game.states().get(i);
      String json = codec.writeState(state);
      WarpState back = codec.readState(json);
      assertEquals(state, back);
      assertEquals(json, codec.writeState(back));
      for (int seat = 0; i % 5 == 0 && seat < state.seats(); seat++) {
        String view = codec.writeView(rules.view(state, seat));
        assertEquals(rules.view(state, seat), codec.readView(view));
      }
    }
    for (WarpMove move : game.moves()) {
      assertEquals(move, codec.readMove(codec.writeMove(move)));
    }
    for (List<WarpEvent> events : game.events()) {
      assertEquals(events, codec.readEvents(codec.writeEvents(events)));
      List<WarpEvent> seen = rules.eventsFor(events, 0);
      assertEquals(seen, codec.readEvents(codec.writeEvents(seen)));
    }
    GameRecord record = GameRecord.of(rules.config(), game.seed(), game.moves());
    GameRecord back = codec.readRecord(codec.writeRecord(record));
    assertEquals(record, back);
    assertEquals(game.last(), back.replay(rules));
  }

  @Test
  void movesHaveTheirDocumentedShape() {
    assertEquals("{\"type\":\"chart\",\"coordinate\":\"12-5\",\"route\":\"trail-2\"}",
        WarpJson.writeMove(WarpMove.chart(Coordinate.of(5, 12), Route.trailOf(2))));
    assertEquals("{\"type\":\"chart\",\"coordinate\":\"0-0\",\"route\":\"neutral-zone\"}",
        WarpJson.writeMove(WarpMove.chart(Coordinate.of(0, 0), Route.NEUTRAL_ZONE)));
    assertEquals("{\"type\":\"draw\"}", WarpJson.writeMove(WarpMove.DRAW));
    assertEquals("{\"type\":\"deploy-beacon\"}", WarpJson.writeMove(WarpMove.DEPLOY_BEACON));
    assertEquals("{\"type\":\"pass\"}", WarpJson.writeMove(WarpMove.PASS));
    assertEquals("{\"type\":\"overtime-vote\",\"accept\":true}", WarpJson.writeMove(new WarpMove.OvertimeVote(true)));
    assertEquals(WarpMove.PASS, WarpJson.readMove("{\"type\":\"pass\"}"));
  }

  @Test
  void everyKindOfEventRoundTrips() {
    Coordinate d = Coordinate.of(7, 7);
    List<WarpEvent> all = List.of(
        new WarpEvent.RoundStarted(1, Coordinate.of(12, 12), 0, 15, 30, false),
        new WarpEvent.HandDealt(1, 2, Optional.of(List.of(Coordinate.of(3, 1), Coordinate.of(4, 4)))),
        new WarpEvent.HandDealt(2, 2, Optional.empty()),
        new WarpEvent.Charted(0, Coordinate.of(12, 7), Route.NEUTRAL_ZONE, 7),
        new WarpEvent.Drawn(0, Optional.of(Coordinate.of(9, 2))),
        new WarpEvent.Drawn(1, Optional.empty()),
        new WarpEvent.BeaconDeployed(1),
        new WarpEvent.ShieldsUp(1),
        new WarpEvent.Passed(2),
        new WarpEvent.AlertOpened(0, d, Route.trailOf(0), 1),
        new WarpEvent.RedAlertPassed(0, 1, d),
        new WarpEvent.DoubleSatisfied(1, d, Route.trailOf(0)),
        new WarpEvent.DeadDouble(d, Route.trailOf(3)),
        new WarpEvent.HelmPassed(2),
        new WarpEvent.RoundEnded(1, OptionalInt.of(2), false, List.of(List.of(d), List.of(), List.of()),
            List.of(14, 0, 0), List.of(14, 0, 0)),
        new WarpEvent.RoundEnded(2, OptionalInt.empty(), true, List.of(List.of(), List.of(), List.of()),
            List.of(0, 0, 0), List.of(14, 0, 0)),
        new WarpEvent.OvertimeOffered(List.of(0, 2)),
        new WarpEvent.OvertimeVoted(2, false),
        new WarpEvent.SectorEnded(List.of(1), List.of(2, 1, 3), List.of(14, 0, 20)));
    String json = WarpJson.writeEvents(all);
    assertEquals(all, WarpJson.readEvents(json));
    assertTrue(json.contains("{\"type\":\"drawn\",\"seat\":1,\"coordinate\":null}"), json);
    RedAlert alert = new RedAlert(d, Route.trailOf(1), 0, 1, true, 3, 2);
    WarpState some = WarpRules.of(WarpConfig.builder().build(), PluginRegistry.empty()).start(3L);
    assertFalse(WarpJson.writeState(some).contains("\"redAlert\":{"));
    assertEquals(alert, WarpJson.mapper().convertValue(WarpJson.mapper().valueToTree(alert), RedAlert.class));
  }
}
