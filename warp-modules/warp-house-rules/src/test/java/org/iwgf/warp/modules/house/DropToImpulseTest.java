// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.B_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.fourCaptains;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.modules.house.DropToImpulse.Announce;
import org.iwgf.warp.modules.house.DropToImpulse.Catch;
import org.iwgf.warp.modules.house.DropToImpulse.Impulse;
import org.iwgf.warp.modules.house.DropToImpulse.PassUnannounced;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Drop to Impulse")
class DropToImpulseTest {
  private static final Announce ANNOUNCE = new Announce();
  private static final PassUnannounced PASS_UNANNOUNCED = new PassUnannounced();
  private static final Catch CATCH = new Catch();

  private final WarpRules rules = HouseTables.rules(DropToImpulse.ID);

  private static Impulse impulse(WarpState s) {
    return (Impulse) s.pluginState(DropToImpulse.ID).orElseThrow();
  }

  /**
   * A charts 12-5 and is down to 1-2; B can extend B's trail with 4-7, C and D can start theirs, and none of
   * them drops to one coordinate doing so.
   */
  private WarpState atImpulse(WarpRules r, String pileTop) {
    WarpState s = TableSetup.of(r).hand(0, "12-5 1-2").trail(1, "12-4").hand(1, "4-7 2-3 0-5")
        .hand(2, "12-6 0-1 0-4").hand(3, "12-8 0-3 0-6").pile(pileTop).build();
    return r.apply(s, chart("12-5", A_TRAIL)).state();
  }

  @Test
  @DisplayName("When a captain charts down to one coordinate they are at impulse and cannot chart again on that turn")
  void chartingDownToOneHoldsTheHelmForTheAnnouncement() {
    WarpState s = atImpulse(rules, "6-6");
    assertEquals(0, s.toAct());
    assertEquals(List.of(ANNOUNCE, PASS_UNANNOUNCED), rules.legalMoves(s));
    assertRefused(rules, s, chart("1-2", A_TRAIL), "DECISION_PENDING");
    assertRefused(rules, s, WarpMove.DRAW, "DECISION_PENDING");
    assertRefused(rules, s, WarpMove.DEPLOY_BEACON, "DECISION_PENDING");
    assertRefused(rules, s, CATCH, "UNKNOWN_MOVE");
  }

  @Test
  void aChartLeavingTwoOrMoreDoesNotHoldTheHelm() {
    WarpState s = TableSetup.of(rules).hand(0, "12-5 1-2 2-3").build();
    assertEquals(1, play(rules, s, chart("12-5", A_TRAIL)).toAct());
    assertRefused(rules, s, ANNOUNCE, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Drop to Impulse! — announce and pass helm with one coordinate still in hand")
  void announcingPassesTheHelmAndLeavesNothingToCatch() {
    var t = rules.apply(atImpulse(rules, "6-6"), ANNOUNCE);
    WarpState s = t.state();
    assertTrue(t.events().contains(new DropToImpulse.Announced(0)));
    assertEquals(1, s.toAct());
    assertEquals(1, s.handSize(0));
    assertTrue(impulse(s).isAtImpulse(0));
    assertFalse(rules.legalMoves(s).contains(CATCH));
    assertRefused(rules, s, CATCH, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Pass without announcing: the next captain may catch the miss")
  void passingUnannouncedOpensACatchWindowForTheNextCaptain() {
    var t = rules.apply(atImpulse(rules, "6-6 8-9"), PASS_UNANNOUNCED);
    assertTrue(t.events().contains(new DropToImpulse.CatchWindowOpened(0)));
    WarpState s = t.state();
    assertEquals(1, s.toAct());
    assertEquals(List.of(chart("4-7", B_TRAIL), CATCH), rules.legalMoves(s));

    var caught = rules.apply(s, CATCH);
    assertTrue(caught.events().contains(new DropToImpulse.Caught(1, 0, 1)));
    assertTrue(caught.events().contains(new WarpEvent.Drawn(0, Optional.of(Coordinate.parse("6-6")))));
    WarpState after = caught.state();
    assertEquals(2, after.handSize(0), "a catch draws one coordinate by default");
    assertFalse(impulse(after).isAtImpulse(0), "back at warp");
    assertEquals(1, after.toAct(), "the catch is not B's turn: B still charts");
    assertEquals(List.of(chart("4-7", B_TRAIL)), rules.legalMoves(after));
    assertRefused(rules, after, CATCH, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("The catch window closes when the next captain passes helm")
  void theWindowClosesWhenTheNextCaptainPassesTheHelm() {
    WarpState s = play(rules, atImpulse(rules, "6-6"), PASS_UNANNOUNCED);
    var t = rules.apply(s, chart("4-7", B_TRAIL));
    assertTrue(t.events().contains(new DropToImpulse.CatchWindowClosed(0)));
    WarpState c = t.state();
    assertEquals(2, c.toAct());
    assertFalse(rules.legalMoves(c).contains(CATCH), "C may no longer catch A");
    assertRefused(rules, c, CATCH, "UNKNOWN_MOVE");
    assertEquals(1, c.handSize(0));
  }

  @Test
  void aNextCaptainWhoAlsoPassesUnannouncedClosesTheFirstWindowAndOpensTheirOwn() {
    WarpState s = TableSetup.of(rules).hand(0, "12-5 1-2").trail(1, "12-4").hand(1, "4-7 2-3")
        .hand(2, "12-6 0-1 0-4").pile("6-6").build();
    s = play(rules, s, chart("12-5", A_TRAIL), PASS_UNANNOUNCED, chart("4-7", B_TRAIL));
    assertEquals(List.of(ANNOUNCE, PASS_UNANNOUNCED), rules.legalMoves(s), "B is at impulse too");
    var t = rules.apply(s, PASS_UNANNOUNCED);
    assertEquals(List.of(new DropToImpulse.CatchWindowClosed(0), new DropToImpulse.CatchWindowOpened(1)),
        t.events().stream().filter(e -> e instanceof DropToImpulse.ImpulseEvent).toList());
    WarpState c = t.state();
    assertEquals(2, c.toAct());
    assertEquals(1, c.pluginState(DropToImpulse.ID).map(p -> ((Impulse) p).catchable()).orElseThrow(),
        "C may catch B, no longer A");
    var caught = rules.apply(c, CATCH);
    assertTrue(caught.events().contains(new DropToImpulse.Caught(2, 1, 1)));
    assertEquals(1, caught.state().handSize(0));
  }

  @Test
  @DisplayName("A successful catch draws 2 coordinates when the setup says so — fewer if Uncharted runs out")
  void aCatchDrawsTwoWhenConfiguredInJson() {
    WarpRules two = WarpRules.of(WarpJson.readConfig("{\"captainNames\":[\"A\",\"B\",\"C\",\"D\"],"
        + "\"plugins\":[{\"id\":\"drop-to-impulse\",\"options\":{\"catchDraw\":\"2\"}}]}"));
    assertEquals(2, ((DropToImpulse) two.plugins().stream().filter(p -> p.id().equals(DropToImpulse.ID))
        .findFirst().orElseThrow()).catchDraw());
    WarpState s = play(two, atImpulse(two, "6-6 8-9"), PASS_UNANNOUNCED);
    var t = two.apply(s, CATCH);
    assertTrue(t.events().contains(new DropToImpulse.Caught(1, 0, 2)));
    assertEquals(3, t.state().handSize(0));

    // Only one coordinate left in Uncharted Sectors.
    WarpState bare = TableSetup.of(two).hand(0, "12-5 1-2").trail(1, "12-4").hand(1, "4-7 2-3")
        .hand(2, "0-0 0-1").pile("6-6").restTo(3).build();
    bare = play(two, bare, chart("12-5", A_TRAIL), PASS_UNANNOUNCED);
    var short1 = two.apply(bare, CATCH);
    assertTrue(short1.events().contains(new DropToImpulse.Caught(1, 0, 1)));
    assertEquals(2, short1.state().handSize(0));
    assertEquals(0, short1.state().unchartedCount());
  }

  @Test
  void aCatchOnAnEmptyUnchartedStillReturnsTheCaptainToWarp() {
    WarpState s = TableSetup.of(rules).hand(0, "12-5 1-2").trail(1, "12-4").hand(1, "4-7 2-3")
        .hand(2, "0-0 0-1").restTo(3).build();
    s = play(rules, s, chart("12-5", A_TRAIL), PASS_UNANNOUNCED);
    var t = rules.apply(s, CATCH);
    assertTrue(t.events().contains(new DropToImpulse.Caught(1, 0, 0)));
    assertEquals(1, t.state().handSize(0));
    assertFalse(impulse(t.state()).isAtImpulse(0));
  }

  @Test
  @DisplayName("Draw while stuck at impulse → return to warp")
  void drawingAtImpulseReturnsToWarp() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-5").pile("8-9")
        .pluginState(DropToImpulse.ID, new Impulse(-1, 1, -1, -1)).build();
    assertTrue(impulse(s).isAtImpulse(0));
    var t = rules.apply(s, WarpMove.DRAW);
    assertTrue(t.events().contains(new DropToImpulse.ReturnedToWarp(0)));
    assertFalse(impulse(t.state()).isAtImpulse(0));
  }

  @Test
  void aCaptainWhoPassedUnannouncedIsAtImpulseUntilTheyDraw() {
    WarpState s = play(rules, atImpulse(rules, "6-6"), PASS_UNANNOUNCED);
    assertTrue(impulse(s).isAtImpulse(0), "reaching one coordinate puts a captain at impulse, announced or not");
    s = play(rules, s, chart("4-7", B_TRAIL), chart("12-6", Route.trailOf(2)), chart("12-8", Route.trailOf(3)));
    assertEquals(0, s.toAct());
    assertTrue(impulse(s).isAtImpulse(0));
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "A cannot chart 1-2 and draws");
    var t = rules.apply(s, WarpMove.DRAW);
    assertTrue(t.events().contains(new DropToImpulse.ReturnedToWarp(0)));
    assertFalse(impulse(t.state()).isAtImpulse(0));
  }

  @Test
  @DisplayName("On a later turn they may chart their last coordinate under normal rules — including going out")
  void theLastCoordinateIsChartedLaterAndGoesOut() {
    WarpState s = TableSetup.of(rules).hand(0, "5-3").trail(0, "12-5")
        .pluginState(DropToImpulse.ID, new Impulse(-1, 1, -1, -1)).build();
    var t = rules.apply(s, chart("5-3", A_TRAIL));
    assertTrue(t.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded roundEnded
        && roundEnded.winner().equals(OptionalInt.of(0))));
  }

  @Test
  void registeringTheFactoryExplicitlyWorksLikeDiscovery() {
    WarpRules explicit = WarpRules.of(fourCaptains(DropToImpulse.ID).build(),
        PluginRegistry.empty().with(new DropToImpulse.Factory()));
    WarpState s = atImpulse(explicit, "6-6");
    assertEquals(List.of(ANNOUNCE, PASS_UNANNOUNCED), explicit.legalMoves(s));
    assertEquals(atImpulse(rules, "6-6"), s);
  }

  @Test
  @DisplayName("A catch draws 1 or 2 coordinates per setup — nothing else")
  void aBadCatchDrawIsRefusedAtSetup() {
    for (String bad : List.of("3", "0", "one")) {
      InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(
          fourCaptains().plugin(PluginConfig.of(DropToImpulse.ID, Map.of(DropToImpulse.CATCH_DRAW, bad))).build()));
      assertEquals("PLUGIN_OPTION", e.code());
    }
    InvalidConfigException unknown = assertThrows(InvalidConfigException.class, () -> WarpRules.of(
        fourCaptains().plugin(PluginConfig.of(DropToImpulse.ID, Map.of("catchdraw", "1"))).build()));
    assertEquals("PLUGIN_OPTION", unknown.code());
    InvalidConfigException direct = assertThrows(InvalidConfigException.class, () -> DropToImpulse.withCatchDraw(3));
    assertEquals("PLUGIN_OPTION", direct.code());
  }
}
