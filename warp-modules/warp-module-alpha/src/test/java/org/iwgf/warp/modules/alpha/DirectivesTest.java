// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.iwgf.warp.modules.alpha.AlphaTables.chart;
import static org.iwgf.warp.modules.alpha.AlphaTables.choose;
import static org.iwgf.warp.modules.alpha.AlphaTables.continuum;
import static org.iwgf.warp.modules.alpha.AlphaTables.cover;
import static org.iwgf.warp.modules.alpha.AlphaTables.flashOpen;
import static org.iwgf.warp.modules.alpha.AlphaTables.flashTable;
import static org.iwgf.warp.modules.alpha.AlphaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Alpha — each directive's effect")
class DirectivesTest {

  /** A opens the flash, chooses {@code d}, covers the 0-0: the helm has just passed. */
  private static WarpState chosenAndCovered(WarpRules rules, TableSetup table, Directive d) {
    WarpState s = flashOpen(rules, table.build());
    s = rules.apply(s, choose(d)).state();
    return cover(rules, s);
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Reverse turn order: the helm passes counter-clockwise, and keeps doing so")
  void reverseTurnOrder(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = chosenAndCovered(rules, flashTable(rules), Directive.REVERSE_TURN_ORDER);
    assertEquals(3, s.toAct());
    s = rules.apply(s, chart("10-3", 3)).state();
    assertEquals(2, s.toAct());
    WarpState plain = cover(rules, rules.apply(flashOpen(rules, flashTable(rules).build()),
        choose(Directive.PEEK_UNCHARTED_SECTOR)).state());
    assertEquals(1, plain.toAct(), "other directives leave the helm clockwise");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Temporal inversion: counter-clockwise until the next double is charted on the table")
  void temporalInversion(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = chosenAndCovered(rules, flashTable(rules), Directive.TEMPORAL_INVERSION);
    assertEquals(3, s.toAct());
    assertTrue(continuum(s).temporalInversion());
    var t = rules.apply(s, chart("10-3", 3));
    assertEquals(2, t.state().toAct(), "still inverted after a non-double");
    WarpState d = TableSetup.of(rules).pluginState(ModuleAlpha.ID, Continuum.CLEAR.withTemporalInversion(true))
        .toAct(3).hand(3, "3-3 3-1 5-6").trail(3, "12-3").build();
    var dbl = rules.apply(d, chart("3-3", 3));
    assertEquals(List.of(new ContinuumEvent.TemporalInversionEnded(Coordinate.of(3, 3))),
        only(dbl.events(), ContinuumEvent.TemporalInversionEnded.class));
    WarpState after = rules.apply(dbl.state(), chart("3-1", 3)).state();
    assertEquals(0, after.toAct(), "clockwise again after the double");
  }

  @Test
  @DisplayName("Points — Skip lowest points: the lowest campaign total skips the next turn; ties all skip")
  void skipLowestPoints() {
    WarpRules rules = AlphaTables.rules(Objective.POINTS_CAMPAIGN);
    WarpState s = flashOpen(rules, flashTable(rules).scores(10, 5, 20, 30).build());
    var t = rules.apply(s, choose(Directive.SKIP_LOWEST_POINTS));
    assertEquals(List.of(new ContinuumEvent.SkipsDue(List.of(1))), only(t.events(), ContinuumEvent.SkipsDue.class));
    var covered = rules.apply(t.state(), chart("0-5", 0));
    assertEquals(2, covered.state().toAct());
    assertEquals(List.of(new ContinuumEvent.TurnSkipped(1)), only(covered.events(), ContinuumEvent.TurnSkipped.class));
    assertEquals(0, continuum(covered.state()).skipping(), "one turn only");
    WarpState next = rules.apply(covered.state(), chart("8-2", 2)).state();
    assertEquals(3, next.toAct());

    WarpState tie = flashOpen(rules, flashTable(rules).scores(5, 9, 5, 9).build());
    tie = cover(rules, rules.apply(tie, choose(Directive.SKIP_LOWEST_POINTS)).state());
    assertEquals(1, tie.toAct());
    assertTrue(continuum(tie).skips(0), "the invoker, tied lowest, skips their next turn");
    tie = rules.apply(tie, chart("9-1", 1)).state();
    assertEquals(3, tie.toAct(), "C, tied lowest, skips");
    assertEquals(1, rules.apply(tie, chart("10-3", 3)).state().toAct(), "and so does A");
    WarpState all = flashOpen(rules, flashTable(rules).build());
    var none = rules.apply(all, choose(Directive.SKIP_LOWEST_POINTS));
    assertEquals(List.of(new ContinuumEvent.SkipsDue(List.of())), only(none.events(), ContinuumEvent.SkipsDue.class));
    assertEquals(1, cover(rules, none.state()).toAct(), "a whole fleet tied at round 1: nobody skips");
  }

  @Test
  @DisplayName("Go-out — Skip lightest hand: fewest coordinates skip, the invoker included when tied")
  void skipLightestHand() {
    WarpRules rules = AlphaTables.rules(Objective.GO_OUT);
    TableSetup table = flashTable(rules).hand(0, "0-0 0-5 3-4").hand(2, "8-2 2-3 4-4 5-5");
    WarpState s = flashOpen(rules, table.build());
    var t = rules.apply(s, choose(Directive.SKIP_LIGHTEST_HAND));
    assertEquals(List.of(new ContinuumEvent.SkipsDue(List.of(0, 1, 3))),
        only(t.events(), ContinuumEvent.SkipsDue.class));
    var covered = rules.apply(t.state(), chart("0-5", 0));
    assertEquals(2, covered.state().toAct());
    WarpState next = rules.apply(covered.state(), chart("8-2", 2)).state();
    assertEquals(1, next.toAct(), "B's skip was used; D and A skip theirs: B is next");
    assertEquals(0, continuum(next).skipping());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Peek: the invoker's view shows the next coordinate drawn; no other view or event does")
  void peekIsPrivate(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = flashOpen(rules, flashTable(rules).pile("11-4 11-5").build());
    var t = rules.apply(s, choose(Directive.PEEK_UNCHARTED_SECTOR));
    WarpState after = t.state();
    Continuum mine = (Continuum) rules.view(after, 0).pluginStates().get(ModuleAlpha.ID);
    assertEquals(List.of(Coordinate.of(11, 4)), mine.peek());
    for (int seat = 1; seat < 4; seat++) {
      SeatView view = rules.view(after, seat);
      assertEquals(List.of(), ((Continuum) view.pluginStates().get(ModuleAlpha.ID)).peek());
      assertEquals(Optional.empty(), WarpInvariants.leakIn(view.toString(), after, seat));
      assertEquals(Optional.empty(), WarpInvariants.leakIn(rules.eventsFor(t.events(), seat).toString(), after, seat));
      assertFalse(view.toString().contains("11-4"));
    }
    WarpState covered = cover(rules, after);
    WarpState drawn = rules.apply(covered, chart("9-1", 1)).state();
    assertEquals(List.of(Coordinate.of(11, 4)), continuum(drawn).peek(), "nobody drew: the same top");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Peek follows the pile: after a draw the invoker sees the new top")
  void peekFollowsDraws(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = flashOpen(rules, flashTable(rules).hand(1, "5-5").pile("11-4 11-5").build());
    s = cover(rules, rules.apply(s, choose(Directive.PEEK_UNCHARTED_SECTOR)).state());
    assertEquals(1, s.toAct());
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(List.of(Coordinate.of(11, 5)), continuum(s).peek());
    assertEquals(List.of(), ((Continuum) rules.view(s, 1).pluginStates().get(ModuleAlpha.ID)).peek());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Distress amplification: every Warp Trail is open to every captain, beacon or not")
  void distressAmplification(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    TableSetup table = flashTable(rules).hand(1, "8-1 1-2").trail(1, "12-11");
    WarpState plain = cover(rules, rules.apply(flashOpen(rules, table.build()), choose(Directive.PEEK_UNCHARTED_SECTOR))
        .state());
    MoveChecks.assertRefused(rules, plain, chart("8-1", 2), "ROUTE_CLOSED");
    WarpState s = chosenAndCovered(rules, table, Directive.DISTRESS_AMPLIFICATION);
    assertEquals(1, s.toAct());
    assertTrue(rules.legalMoves(s).contains(chart("8-1", 2)));
    assertEquals(Route.trailOf(2), only(rules.apply(s, chart("8-1", 2)).events(), WarpEvent.Charted.class).get(0)
        .route());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Fracture immunity: the next double on an own trail opens Red Alert only, whatever the scope")
  void fractureImmunity(Objective objective) {
    WarpRules rules = AlphaTables.rulesWith(objective,
        PluginConfig.of(SubspaceFracture.ID, Map.of("scope", "ALL_DOUBLES")));
    TableSetup table = flashTable(rules).hand(1, "9-9 9-1 9-2 9-3 4-4 4-0").trail(1, "12-9");
    WarpState opened = flashOpen(rules, table.build());
    assertEquals(3, opened.redAlert().orElseThrow().required(), "the 0-0 itself fractures");
    WarpState s = chosenAndCovered(rules, table, Directive.FRACTURE_IMMUNITY);
    assertEquals(1, s.toAct());
    assertTrue(continuum(s).immunityArmed());
    var immune = rules.apply(s, chart("9-9", 1));
    assertEquals(1, immune.state().redAlert().orElseThrow().required());
    assertEquals(List.of(new ContinuumEvent.FractureImmunitySpent(1, Coordinate.of(9, 9))),
        only(immune.events(), ContinuumEvent.FractureImmunitySpent.class));
    assertFalse(continuum(immune.state()).immunityArmed());
    WarpState without = cover(rules, rules.apply(flashOpen(rules, table.build()), choose(Directive.PEEK_UNCHARTED_SECTOR))
        .state());
    assertEquals(3, rules.apply(without, chart("9-9", 1)).state().redAlert().orElseThrow().required());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("All Stop! echo: with the ceremony on, a go-out on a trail is announced")
  void allStopEcho(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective, AllStop.ID);
    WarpState s = chosenAndCovered(rules, flashTable(rules).hand(1, "9-1"), Directive.ALL_STOP_ECHO);
    assertTrue(continuum(s).allStopEchoActive());
    var out = rules.apply(s, chart("9-1", 1));
    assertEquals(List.of(new AllStop.Announced(1, true)), only(out.events(), AllStop.Announced.class));
    WarpState quiet = cover(rules, rules.apply(flashOpen(rules, flashTable(rules).hand(1, "9-1").build()),
        choose(Directive.PEEK_UNCHARTED_SECTOR)).state());
    assertTrue(only(rules.apply(quiet, chart("9-1", 1)).events(), AllStop.Announced.class).isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Continuum Wager: draw two, keep one, return the other face-down to Uncharted Sectors")
  void continuumWager(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = flashOpen(rules, flashTable(rules).pile("11-4 11-5 11-6").build());
    int pile = s.unchartedCount();
    var t = rules.apply(s, choose(Directive.CONTINUUM_WAGER));
    WarpState w = t.state();
    assertEquals(List.of(new ContinuumEvent.WagerDrawn(0, 2)), only(t.events(), ContinuumEvent.WagerDrawn.class));
    assertTrue(w.holds(0, Coordinate.of(11, 4)) && w.holds(0, Coordinate.of(11, 5)));
    assertEquals(List.of(new ContinuumMove.KeepWager(0), new ContinuumMove.KeepWager(1)), rules.legalMoves(w));
    assertEquals(List.of(), ((Continuum) rules.view(w, 2).pluginStates().get(ModuleAlpha.ID)).wagered());
    assertEquals(Optional.empty(), WarpInvariants.leakIn(rules.eventsFor(t.events(), 2).toString(), w, 2));
    MoveChecks.assertRefused(rules, w, chart("0-5", 0), "DECISION_PENDING");
    WarpState kept = rules.apply(w, new ContinuumMove.KeepWager(1)).state();
    assertTrue(kept.holds(0, Coordinate.of(11, 5)));
    assertFalse(kept.holds(0, Coordinate.of(11, 4)));
    assertEquals(pile - 1, kept.unchartedCount());
    assertEquals(Coordinate.of(11, 6), kept.uncharted().get(0));
    assertEquals(Coordinate.of(11, 4), kept.uncharted().get(kept.unchartedCount() - 1), "returned face-down, at the bottom");
    assertEquals(0, kept.toAct(), "the 0-0 still waits for its cover");
    assertEquals(1, cover(rules, kept).toAct());
  }

  @Test
  @DisplayName("Go-out — Force Draw: the chosen opponent draws one; with both pools empty the draw is cancelled")
  void forceDraw() {
    WarpRules rules = AlphaTables.rules(Objective.GO_OUT);
    WarpState s = flashOpen(rules, flashTable(rules).pile("11-4").build());
    var t = rules.apply(s, new ContinuumMove.ForceDraw(2));
    assertTrue(t.state().holds(2, Coordinate.of(11, 4)));
    assertEquals(List.of(new ContinuumEvent.ForcedDraw(0, 2, true)), only(t.events(), ContinuumEvent.ForcedDraw.class));
    WarpState empty = flashOpen(rules, flashTable(rules).restTo(3).build());
    var cancelled = rules.apply(empty, new ContinuumMove.ForceDraw(1));
    assertEquals(List.of(new ContinuumEvent.ForcedDraw(0, 1, false)),
        only(cancelled.events(), ContinuumEvent.ForcedDraw.class));
    assertEquals(2, cancelled.state().handSize(1));
  }
}
