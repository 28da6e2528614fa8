// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** The rule-plugin SPI: discovery, declarations, and every decision point reaching the engine. */
class PluginSpiTest {

  private static WarpRules rules(RulePluginFactory... factories) {
    PluginRegistry registry = PluginRegistry.empty();
    WarpConfig.Builder b = WarpConfig.builder().captains(3);
    for (RulePluginFactory f : factories) {
      registry = registry.with(f);
      b.plugin(f.id());
    }
    return WarpRules.of(b.build(), registry);
  }

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  private static List<Coordinate> tiles(String text) {
    return text.isEmpty() ? List.of()
        : Arrays.stream(text.split(" ")).map(Coordinate::parse).toList();
  }

  /**
   * Round 1 of {@code rules} with seat 0 at the helm holding {@code hand} and its trail holding
   * {@code trail}; Uncharted starts with {@code pileTop} then ten more; seat 1 holds one coordinate and
   * seat 2 everything else.
   */
  private static WarpState table(WarpRules rules, String hand, String pileTop, String trail) {
    WarpState start = rules.start(1);
    StateSnapshot s = start.snapshot();
    List<Coordinate> mine = tiles(hand);
    List<Coordinate> top = tiles(pileTop);
    List<Coordinate> laid = tiles(trail);
    List<Coordinate> rest = new ArrayList<>();
    for (Coordinate c : rules.config().factor().set().coordinates()) {
      if (!c.equals(start.spacedock()) && !mine.contains(c) && !top.contains(c) && !laid.contains(c)) {
        rest.add(c);
      }
    }
    List<Coordinate> pile = new ArrayList<>(top);
    pile.addAll(rest.subList(0, 10));
    return rules.restore(new StateSnapshot(s.config(), s.phase(), s.round(), s.spacedock(), 0, 0,
        List.of(mine, rest.subList(10, 11), rest.subList(11, rest.size())), pile,
        List.of(laid, List.of(), List.of()), List.of(), List.of(), List.of(), Optional.empty(), false,
        Optional.of(List.of()), 0, s.campaignScores(), s.roundWins(), List.of(), List.of(), List.of(), s.rngPosition(), s.pluginStates()));
  }

  private static WarpState withHand(WarpRules rules, String hand, String pileTop) {
    return table(rules, hand, pileTop, "");
  }

  @Test
  void rulesAreFoundByIdThroughServiceLoader() {
    PluginRegistry found = PluginRegistry.discover();
    assertTrue(found.find("test-service-loaded").isPresent());
    WarpRules r = WarpRules.of(WarpConfig.builder().plugin("test-service-loaded").build());
    assertTrue(r.plugins().stream().anyMatch(p -> p.id().equals("test-service-loaded")));
  }

  @Test
  void unknownRulesAndBadOptionsAreRefused() {
    InvalidConfigException unknown = assertThrows(InvalidConfigException.class,
        () -> WarpRules.of(WarpConfig.builder().plugin("module-omega").build()));
    assertEquals("UNKNOWN_PLUGIN", unknown.code());
    assertTrue(unknown.getMessage().contains("module-omega"));
    InvalidConfigException option = assertThrows(InvalidConfigException.class,
        () -> WarpRules.of(WarpConfig.builder()
            .plugin(PluginConfig.of("test-service-loaded", Map.of("reverse", "maybe"))).build()));
    assertEquals("PLUGIN_OPTION", option.code());
  }

  @Test
  void requiresExcludesAndObjectivesAreChecked() {
    RulePluginFactory needy = TestPlugins.factory("needy", new TestPlugins.Reverse("needy"), Set.of("salute"),
        Set.of(), EnumSet.allOf(Objective.class));
    RulePluginFactory salute = TestPlugins.factory("salute", new TestPlugins.Salute());
    RulePluginFactory loner = TestPlugins.factory("loner", new TestPlugins.Reverse("loner"), Set.of(),
        Set.of("salute"), EnumSet.allOf(Objective.class));
    RulePluginFactory pointsOnly = TestPlugins.factory("points-only", new TestPlugins.Reverse("points-only"),
        Set.of(), Set.of(), EnumSet.of(Objective.POINTS_CAMPAIGN));
    PluginRegistry reg = PluginRegistry.empty().with(needy).with(salute).with(loner).with(pointsOnly);

    assertEquals("PLUGIN_REQUIRES", assertThrows(InvalidConfigException.class,
        () -> WarpRules.of(WarpConfig.builder().plugin("needy").build(), reg)).code());
    assertEquals(2, WarpRules.of(WarpConfig.builder().plugin("needy").plugin("salute").build(), reg)
        .plugins().stream().filter(p -> !p.id().equals("double-blank")).count());
    assertEquals("PLUGIN_EXCLUDES", assertThrows(InvalidConfigException.class,
        () -> WarpRules.of(WarpConfig.builder().plugin("loner").plugin("salute").build(), reg)).code());
    InvalidConfigException objective = assertThrows(InvalidConfigException.class,
        () -> WarpRules.of(WarpConfig.builder().objective(Objective.GO_OUT).plugin("points-only").build(), reg));
    assertEquals("PLUGIN_OBJECTIVE", objective.code());
    assertTrue(objective.getMessage().contains("GO_OUT"));
  }

  @Test
  void routesPointClosesARouteForLegalMovesAndApplyAlike() {
    WarpRules r = rules(TestPlugins.factory("closed-nz", new TestPlugins.ClosedNeutralZone()));
    WarpState s = withHand(r, "12-5 1-0", "");
    assertEquals(List.of(chart("12-5", Route.trailOf(0))), r.legalMoves(s));
    assertEquals("ROUTE_CLOSED", assertThrows(IllegalMoveException.class,
        () -> r.apply(s, chart("12-5", Route.NEUTRAL_ZONE))).code());
  }

  @Test
  void nextToActPointChoosesWhoTakesTheHelm() {
    WarpRules r = rules(TestPlugins.factory("reverse", new TestPlugins.Reverse("reverse")));
    WarpState s = withHand(r, "12-5 1-0", "");
    assertEquals(2, r.apply(s, chart("12-5", Route.trailOf(0))).state().toAct());
  }

  @Test
  void scoringStagesRunInDeclaredOrder() {
    // double (order 10) then add one (order 20): a hand of 1-0 scores (1 * 2) + 1.
    WarpRules r = rules(TestPlugins.factory("twice", new TestPlugins.ScoreStep("twice", 10, true)),
        TestPlugins.factory("plus-one", new TestPlugins.ScoreStep("plus-one", 20, false)));
    WarpState s = withHand(r, "12-5", "");
    var t = r.apply(s, chart("12-5", Route.trailOf(0)));
    WarpEvent.RoundEnded ended = t.events().stream().filter(e -> e instanceof WarpEvent.RoundEnded)
        .map(e -> (WarpEvent.RoundEnded) e).findFirst().orElseThrow();
    assertEquals(1, ended.roundScores().get(0), "the winner's 0, doubled, plus one");
    int seat1 = s.hand(1).stream().mapToInt(Coordinate::pips).sum();
    assertEquals(seat1 * 2 + 1, ended.roundScores().get(1));
  }

  @Test
  void extraMovesAfterActionAndRoundSetupKeepPluginState() {
    WarpRules r = rules(TestPlugins.factory("salute", new TestPlugins.Salute()));
    WarpState s = withHand(r, "12-5 1-0", "");
    List<WarpMove> moves = r.legalMoves(s);
    assertTrue(moves.contains(new TestPlugins.Salute.SaluteMove()));
    WarpState saluted = r.apply(s, new TestPlugins.Salute.SaluteMove()).state();
    assertEquals(new TestPlugins.Salute.Count(0, 1), saluted.pluginState("salute").orElseThrow());
    assertEquals(1, saluted.toAct(), "the plugin ended the turn");
    assertEquals("UNKNOWN_MOVE", assertThrows(IllegalMoveException.class,
        () -> r.apply(saluted, new TestPlugins.Salute.SaluteMove())).code(), "offered once only");
    WarpState charted = r.apply(s, chart("12-5", Route.trailOf(0))).state();
    assertEquals(new TestPlugins.Salute.Count(1, 0), charted.pluginState("salute").orElseThrow());
  }

  @Test
  void doubleSatisfactionPointPlacesBranchesThenContinuesTheTrail() {
    WarpRules r = rules(TestPlugins.factory("three-stabilizers", new TestPlugins.ThreeStabilizers()));
    WarpState d = r.apply(table(r, "6-6 6-1 6-2 6-3 4-0", "", "12-6"), chart("6-6", Route.trailOf(0))).state();
    assertEquals(3, d.redAlert().orElseThrow().required());
    assertEquals(0, d.toAct());
    d = r.apply(d, chart("6-1", Route.trailOf(0))).state();
    assertEquals(1, d.redAlert().orElseThrow().placed());
    assertEquals(List.of(Coordinate.of(6, 1)), d.trail(Route.trailOf(0)).branches());
    assertEquals(6, d.trail(Route.trailOf(0)).openEnd(), "a branch leaves the trail on the double");
    assertEquals(0, d.toAct(), "the responsible captain keeps stabilizing");
    d = r.apply(d, chart("6-2", Route.trailOf(0))).state();
    d = r.apply(d, chart("6-3", Route.trailOf(0))).state();
    assertTrue(d.redAlert().isEmpty(), "the third stabilizer satisfies the double");
    assertEquals(3, d.trail(Route.trailOf(0)).openEnd(), "the centre foot continues the trail");
    assertTrue(d.onTable(Coordinate.of(6, 1)) && d.onTable(Coordinate.of(6, 2)));
    assertEquals(List.of(Coordinate.of(6, 1), Coordinate.of(6, 2)), d.trail(Route.trailOf(0)).branches());
    assertEquals(d, r.restore(d.snapshot()), "branches survive a snapshot");
    assertEquals(1, d.toAct());
  }

  @Test
  void goOutPointCanKeepTheRoundRunning() {
    WarpRules r = rules(TestPlugins.factory("no-going-out", new TestPlugins.NoGoingOut()));
    WarpState s = withHand(r, "12-5", "");
    WarpState after = r.apply(s, chart("12-5", Route.trailOf(0))).state();
    assertEquals(0, after.handSize(0));
    assertEquals(1, after.round());
    assertFalse(after.isOver());
  }

  @Test
  void drawSourcePointOffersAnotherDrawOnlyWhenADrawIsRequired() {
    WarpRules r = rules(TestPlugins.factory("draw-two", new TestPlugins.DrawTwice()));
    WarpState s = withHand(r, "1-0", "3-4 5-6");
    assertEquals(List.of(WarpMove.DRAW, new TestPlugins.DrawTwice.DrawTwo()), r.legalMoves(s));
    WarpState drew = r.apply(s, new TestPlugins.DrawTwice.DrawTwo()).state();
    assertTrue(drew.holds(0, Coordinate.of(3, 4)) && drew.holds(0, Coordinate.of(5, 6)));
    WarpState canChart = withHand(r, "12-5 1-0", "");
    assertFalse(r.legalMoves(canChart).contains(new TestPlugins.DrawTwice.DrawTwo()));
  }

  @Test
  void drawSourcePointCanForbidTheDrawAndTurnStartActsWhenTheHelmPasses() {
    WarpRules r = rules(TestPlugins.factory("handout", new TestPlugins.NoDrawButHandout()));
    WarpState stuck = withHand(r, "1-0", "3-4");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), r.legalMoves(stuck), "no draw: straight to the beacon");
    assertEquals("NO_DRAW", assertThrows(IllegalMoveException.class, () -> r.apply(stuck, WarpMove.DRAW)).code());
    WarpState s = withHand(r, "12-5 1-0", "3-4");
    int before = s.handSize(1);
    WarpState after = r.apply(s, chart("12-5", Route.trailOf(0))).state();
    assertEquals(1, after.toAct());
    assertEquals(before + 1, after.handSize(1), "the captain taking the helm was handed a coordinate");
    assertTrue(after.holds(1, Coordinate.of(3, 4)));
  }
}
