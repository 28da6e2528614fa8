// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Subspace Fracture (Section IV "Subspace Fracture interaction", Section VI "Subspace Fracture"). */
class SubspaceFractureTest {
  private static final Route OWN = Route.trailOf(0);
  private static final Route OPPONENT = Route.trailOf(1);

  private static WarpRules rules(FractureScope scope) {
    return WarpRules.of(WarpConfig.builder().captainNames("A", "B", "C", "D")
        .plugin(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name()))).build());
  }

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  /** A holds 6-6 plus {@code rest}; A's trail, B's open trail and the Neutral Zone all end on 6. */
  private static WarpState sixes(WarpRules rules, String rest) {
    return TableSetup.of(rules).hand(0, "6-6 " + rest).trail(0, "12-6").trail(1, "12-5 5-6").beacon(1)
        .neutralZone("12-4 4-6").hand(1, "0-0").hand(2, "0-1").hand(3, "0-2").build();
  }

  @Test
  @DisplayName("A first turn opens the own trail and the Neutral Zone only, and stabilizes a fracture where it lies")
  void firstTurnRoutesHoldUnderFractureAndTheStabilizersGoOnTheFracturedRoute() {
    WarpRules rules = rules(FractureScope.ALL_DOUBLES);
    // B (seat 1) on their first turn of the round; A's trail ends on 6 with A's beacon up.
    WarpState s = TableSetup.of(rules).toAct(1).firstTurnPending(1, 2, 3).trail(0, "12-6").beacon(0)
        .hand(1, "6-1 12-3").build();
    assertEquals(List.of(chart("12-3", OPPONENT), chart("12-3", Route.NEUTRAL_ZONE)), rules.legalMoves(s));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(s, chart("6-1", OWN)));
    assertEquals("ROUTE_CLOSED", e.code());
    // A fracture on A's trail passed to B: stabilizers go on A's trail, first turn or not.
    WarpState fractured = TableSetup.of(rules).toAct(0).firstTurnPending(0, 1, 2, 3).trail(0, "12-6")
        .hand(0, "6-6 1-2").hand(1, "6-1 6-2 12-3").pile("2-9").build();
    fractured = rules.next(rules.next(rules.next(fractured, chart("6-6", OWN)), WarpMove.DRAW),
        WarpMove.DEPLOY_BEACON);
    assertEquals(1, fractured.toAct());
    assertTrue(fractured.firstTurnPending(1));
    assertEquals(List.of(chart("6-1", OWN), chart("6-2", OWN)), rules.legalMoves(fractured));
  }

  private static int required(WarpRules rules, Route route) {
    WarpState s = rules.apply(sixes(rules, "9-9 8-8"), chart("6-6", route)).state();
    return s.redAlert().orElseThrow().required();
  }

  @ParameterizedTest(name = "{0}: own {1}, opponent {2}, Neutral Zone {3}")
  @CsvSource({"OWN_TRAIL, 3, 1, 1", "ALL_CAPTAINS, 3, 3, 1", "ALL_DOUBLES, 3, 3, 3"})
  @DisplayName("Scope decides which doubles open a fracture; the others use Red Alert's single cover")
  void scopeDecidesWhichDoublesFracture(FractureScope scope, int own, int opponent, int neutralZone) {
    WarpRules rules = rules(scope);
    assertEquals(own, required(rules, OWN));
    assertEquals(opponent, required(rules, OPPONENT));
    assertEquals(neutralZone, required(rules, Route.NEUTRAL_ZONE));
  }

  @Test
  void fractureAndRedAlertOpenTogether() {
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    Transition<WarpState, WarpEvent> t = rules.apply(sixes(rules, "6-1 9-9"), chart("6-6", OWN));
    assertTrue(t.events().contains(new FractureEvent.Opened(0, Coordinate.of(6, 6), OWN)));
    assertTrue(t.events().contains(new WarpEvent.AlertOpened(0, Coordinate.of(6, 6), OWN, 3)));
    assertEquals(0, t.state().toAct());
  }

  @Test
  @DisplayName("Layout: two side branches, then the centre foot continues the trail and clears both")
  void twoBranchesThenTheCentreFoot() {
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    WarpState s = rules.apply(sixes(rules, "6-1 6-2 6-3 9-9"), chart("6-6", OWN)).state();

    Transition<WarpState, WarpEvent> first = rules.apply(s, chart("6-1", OWN));
    assertTrue(first.events().contains(new FractureEvent.StabilizerBranched(0, Coordinate.of(6, 1), OWN, 1)));
    assertEquals(6, first.state().trail(OWN).openEnd());
    assertEquals(List.of(Coordinate.of(6, 1)), first.state().trail(OWN).branches());

    Transition<WarpState, WarpEvent> second = rules.apply(first.state(), chart("6-2", OWN));
    assertTrue(second.events().contains(new FractureEvent.StabilizerBranched(0, Coordinate.of(6, 2), OWN, 2)));
    assertEquals(0, second.state().toAct(), "the fracture is still open");

    Transition<WarpState, WarpEvent> third = rules.apply(second.state(), chart("6-3", OWN));
    assertTrue(third.events().contains(new FractureEvent.Stabilized(0, Coordinate.of(6, 3), OWN)));
    assertTrue(third.state().redAlert().isEmpty(), "no fourth coordinate is needed to cover the double");
    assertEquals(3, third.state().trail(OWN).openEnd(), "normal play resumes from the centre foot's open end");
    assertEquals(List.of(Coordinate.of(6, 6), Coordinate.of(6, 3)),
        third.state().trail(OWN).coordinates().subList(1, 3));
    assertEquals(1, third.state().toAct());
  }

  @Test
  @DisplayName("While the fracture is open only stabilizers, on the fractured route, may be charted")
  void onlyStabilizersWhileOpen() {
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    WarpState s = rules.apply(sixes(rules, "6-1 4-9 1-9"), chart("6-6", OWN)).state();
    assertEquals(List.of(chart("6-1", OWN)), rules.legalMoves(s));
    assertEquals("RED_ALERT", assertThrows(IllegalMoveException.class,
        () -> rules.apply(s, chart("6-1", Route.NEUTRAL_ZONE))).code());
    assertEquals("NO_MATCH", assertThrows(IllegalMoveException.class,
        () -> rules.apply(s, chart("4-9", OWN))).code());
  }

  @Test
  @DisplayName("A captain who cannot stabilize draws, then passes Red Alert; the next continues stabilizing")
  void redAlertPassesAndTheNextCaptainContinues() {
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    WarpState s = TableSetup.of(rules).hand(0, "6-6 6-1 9-9").trail(0, "12-6").hand(1, "6-2 6-3 0-0")
        .pile("8-7").restTo(2).build();
    s = rules.apply(s, chart("6-6", OWN)).state();
    s = rules.apply(s, chart("6-1", OWN)).state();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    s = rules.apply(s, WarpMove.DRAW).state();
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertEquals(1, s.redAlert().orElseThrow().responsible());
    assertTrue(s.redAlert().get().red());
    assertEquals(1, s.redAlert().get().placed());
    s = rules.apply(s, chart("6-2", OWN)).state();
    assertEquals(1, s.toAct(), "B keeps stabilizing until all three are placed");
    s = rules.apply(s, chart("6-3", OWN)).state();
    assertTrue(s.redAlert().isEmpty());
    assertTrue(s.beaconUp(0), "stabilizing another captain's trail does not clear their beacon");
    assertEquals(2, s.toAct());
  }

  @Test
  @DisplayName("No go-out on an open fracture")
  void noGoOutOnAnOpenFracture() {
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    WarpState s = TableSetup.of(rules).hand(0, "6-6 6-1 6-2").trail(0, "12-6").hand(1, "6-3 0-0")
        .pile("8-7").restTo(2).build();
    s = rules.apply(s, chart("6-6", OWN)).state();
    s = rules.apply(s, chart("6-1", OWN)).state();
    s = rules.apply(s, chart("6-2", OWN)).state();
    assertEquals(0, s.handSize(0));
    assertEquals(1, s.round(), "an empty hand does not end the round while the fracture is open");
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
  }

  @Test
  void aFractureThatCanNeverGetThreeStabilizersIsDead() {
    // Only 6-1 and 6-2 remain off the table: three stabilizers can never be placed.
    WarpRules rules = rules(FractureScope.OWN_TRAIL);
    WarpState s = TableSetup.of(rules).hand(0, "6-6 6-1 6-2").trail(0, "12-6")
        .trail(1, "12-0 0-6 6-3 3-1 1-5 5-6 6-4 4-0 0-7 7-6 6-8 8-0 0-9 9-6 6-10 10-0 0-11 11-6")
        .restTo(2).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("6-6", OWN));
    assertTrue(t.events().contains(new WarpEvent.DeadDouble(Coordinate.of(6, 6), OWN)));
    assertTrue(t.state().redAlert().isEmpty());
  }

  @Test
  void withoutTheRuleADoubleNeedsOneCover() {
    WarpRules plain = WarpRules.of(WarpConfig.builder().build());
    WarpState s = plain.apply(sixes(plain, "6-1 6-2"), chart("6-6", OWN)).state();
    assertEquals(1, s.redAlert().orElseThrow().required());
  }

  @Test
  void optionsAreCheckedAndLoadedByIdFromJson() {
    WarpConfig fromJson = WarpJson.readConfig(
        "{\"plugins\":[{\"id\":\"subspace-fracture\",\"options\":{\"scope\":\"all-doubles\"}}]}");
    WarpRules rules = WarpRules.of(fromJson);
    assertEquals(FractureScope.ALL_DOUBLES, rules.plugins().stream().filter(p -> p instanceof SubspaceFracture)
        .map(p -> ((SubspaceFracture) p).scope()).findFirst().orElseThrow());
    assertEquals(FractureScope.OWN_TRAIL, ((SubspaceFracture) WarpRules.of(
        WarpConfig.builder().plugin(SubspaceFracture.ID).build()).plugins().stream()
        .filter(p -> p instanceof SubspaceFracture).findFirst().orElseThrow()).scope(), "default scope");
    InvalidConfigException bad = assertThrows(InvalidConfigException.class, () -> WarpRules.of(
        WarpConfig.builder().plugin(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", "everywhere"))).build()));
    assertEquals("PLUGIN_OPTION", bad.code());
    assertTrue(bad.getMessage().contains("everywhere"));
    assertEquals("PLUGIN_OPTION", assertThrows(InvalidConfigException.class, () -> WarpRules.of(
        WarpConfig.builder().plugin(PluginConfig.of(SubspaceFracture.ID, Map.of("legs", "4"))).build())).code());
  }

  @Test
  void explicitRegistrationWorksWithoutServiceLoader() {
    PluginRegistry registry = PluginRegistry.empty().with(new SubspaceFractureFactory());
    WarpRules rules = WarpRules.of(WarpConfig.builder().plugin(SubspaceFracture.ID).build(), registry);
    assertEquals(3, required(rules, OWN));
  }

  @Test
  void fractureEventsAndBranchesRoundTripThroughJson() {
    WarpRules rules = rules(FractureScope.ALL_DOUBLES);
    WarpState s = rules.apply(sixes(rules, "6-1 6-2 9-9"), chart("6-6", Route.NEUTRAL_ZONE)).state();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("6-1", Route.NEUTRAL_ZONE));
    var codec = WarpJson.codec(PluginRegistry.discover());
    assertEquals(t.events(), codec.readEvents(codec.writeEvents(t.events())));
    assertEquals(t.state(), codec.readState(codec.writeState(t.state())));
    assertFalse(t.state().neutralZone().branches().isEmpty());
  }
}
