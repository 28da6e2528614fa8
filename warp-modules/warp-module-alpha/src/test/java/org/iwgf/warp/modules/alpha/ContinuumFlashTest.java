// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.iwgf.warp.modules.alpha.AlphaTables.NZ;
import static org.iwgf.warp.modules.alpha.AlphaTables.chart;
import static org.iwgf.warp.modules.alpha.AlphaTables.choose;
import static org.iwgf.warp.modules.alpha.AlphaTables.continuum;
import static org.iwgf.warp.modules.alpha.AlphaTables.flashOpen;
import static org.iwgf.warp.modules.alpha.AlphaTables.flashTable;
import static org.iwgf.warp.modules.alpha.AlphaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Alpha — the Continuum Flash")
class ContinuumFlashTest {

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("0-0 on your own trail opens a flash before helm passes: only directives are legal")
  void zeroZeroOnOwnTrailOpensTheFlash(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState table = flashTable(rules).build();
    List<WarpEvent> events = rules.apply(table, chart("0-0", 0)).events();
    assertEquals(List.of(new ContinuumEvent.FlashOpened(0)), only(events, ContinuumEvent.FlashOpened.class));
    WarpState s = flashOpen(rules, table);
    assertEquals(0, s.toAct());
    assertEquals(0, continuum(s).flashPending());
    for (WarpMove m : rules.legalMoves(s)) {
      assertTrue(m instanceof ContinuumMove, "only directives while the flash is open: " + m);
    }
    MoveChecks.assertRefused(rules, s, chart("0-5", 0), "DECISION_PENDING");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("0-0 on the Neutral Zone or an opponent's trail does not trigger a flash")
  void zeroZeroElsewhereOpensNothing(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState nz = TableSetup.of(rules).hand(0, "0-0 0-5 3-4").neutralZone("12-0").build();
    WarpState afterNz = rules.apply(nz, chart("0-0", NZ)).state();
    assertEquals(Continuum.NONE, continuum(afterNz).flashPending());
    assertFalse(rules.legalMoves(afterNz).stream().anyMatch(m -> m instanceof ContinuumMove));
    WarpState opp = TableSetup.of(rules).hand(0, "0-0 0-5 3-4").trail(1, "12-0").beacon(1).build();
    WarpState afterOpp = rules.apply(opp, chart("0-0", 1)).state();
    assertEquals(Continuum.NONE, continuum(afterOpp).flashPending());
    assertTrue(only(rules.apply(opp, chart("0-0", 1)).events(), ContinuumEvent.FlashOpened.class).isEmpty());
  }

  @Test
  @DisplayName("Points lists its nine directives; Salamander swap is offered only with Module Beta")
  void pointsListAndSwapWithBeta() {
    WarpRules without = AlphaTables.rules(Objective.POINTS_CAMPAIGN);
    List<WarpMove> offered = rules(without);
    List<WarpMove> expected = new ArrayList<>();
    for (Directive d : Directive.listFor(Objective.POINTS_CAMPAIGN)) {
      if (d != Directive.SALAMANDER_SWAP) {
        expected.add(choose(d));
      }
    }
    assertEquals(expected, offered);
    assertEquals(9, Directive.listFor(Objective.POINTS_CAMPAIGN).size());
    WarpState s = flashOpen(without, flashTable(without).build());
    String message = MoveChecks.assertRefused(without, s, choose(Directive.SALAMANDER_SWAP), "UNKNOWN_MOVE")
        .getMessage();
    assertTrue(message.contains("Salamander swap (requires Module Beta)"), message);
    assertTrue(ModuleAlpha.unavailableReason(without.config(), Directive.SALAMANDER_SWAP).orElseThrow()
        .contains("requires Module Beta"));
    WarpRules with = AlphaTables.rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.BETA);
    assertTrue(rules(with).contains(choose(Directive.SALAMANDER_SWAP)));
    assertEquals(Optional.empty(), ModuleAlpha.unavailableReason(with.config(), Directive.SALAMANDER_SWAP));
  }

  @Test
  @DisplayName("Go-out lists its nine: Skip lightest hand and Force Draw (one move per opponent)")
  void goOutList() {
    WarpRules rules = AlphaTables.rules(Objective.GO_OUT, ModuleAlpha.BETA);
    List<WarpMove> offered = rules(rules);
    List<WarpMove> expected = new ArrayList<>();
    for (Directive d : Directive.listFor(Objective.GO_OUT)) {
      if (d == Directive.FORCE_DRAW) {
        for (int seat = 1; seat < 4; seat++) {
          expected.add(new ContinuumMove.ForceDraw(seat));
        }
      } else {
        expected.add(choose(d));
      }
    }
    assertEquals(expected, offered);
    assertEquals(9, Directive.listFor(Objective.GO_OUT).size());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Each objective refuses the other list's own directives")
  void otherListsDirectivesAreRefused(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective, ModuleAlpha.BETA);
    WarpState s = flashOpen(rules, flashTable(rules).build());
    List<WarpMove> foreign = objective == Objective.POINTS_CAMPAIGN
        ? List.of(choose(Directive.SKIP_LIGHTEST_HAND), choose(Directive.FORCE_DRAW), new ContinuumMove.ForceDraw(1))
        : List.of(choose(Directive.SKIP_LOWEST_POINTS), choose(Directive.SALAMANDER_SWAP));
    for (WarpMove m : foreign) {
      MoveChecks.assertRefused(rules, s, m, "UNKNOWN_MOVE");
    }
    MoveChecks.assertRefused(rules, s, new ContinuumMove.ForceDraw(0), "UNKNOWN_MOVE");
    for (Directive d : Directive.values()) {
      assertEquals(d.listedFor(objective), ModuleAlpha.unavailableReason(rules.config(), d).isEmpty(), d.name());
    }
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("No directive is open without a flash, nor to another captain")
  void directivesNeedAFlash(Objective objective) {
    WarpRules rules = AlphaTables.rules(objective);
    WarpState s = flashTable(rules).build();
    MoveChecks.assertRefused(rules, s, choose(Directive.REVERSE_TURN_ORDER), "UNKNOWN_MOVE");
    MoveChecks.assertRefused(rules, s, new ContinuumMove.KeepWager(0), "UNKNOWN_MOVE");
  }

  /**
   * Warp 9: every other blank is on the table, so A's 0-0 on A's own trail is a dead double and A's last
   * coordinate: a winning chart.
   */
  private static WarpState winningTable(WarpRules rules) {
    return TableSetup.of(rules).hand(0, "0-0").trail(0, "9-0")
        .neutralZone("9-8 8-0 0-1 1-2 2-0 0-3 3-4 4-0 0-5 5-6 6-0 0-7").hand(1, "7-7").build();
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A winning 0-0 on your own trail still resolves the flash before the sector closes")
  void winningZeroZeroResolvesTheFlashFirst(Objective objective) {
    WarpRules rules = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).objective(objective)
        .plugin(ModuleAlpha.ID).build());
    WarpState table = winningTable(rules);
    WarpState s = rules.apply(table, chart("0-0", 0)).state();
    assertEquals(Phase.PLAYING, s.phase());
    assertEquals(1, s.round());
    assertEquals(0, s.handSize(0));
    assertEquals(0, s.toAct());
    List<WarpEvent> events = rules.apply(s, choose(Directive.REVERSE_TURN_ORDER)).events();
    List<WarpEvent.RoundEnded> ended = only(events, WarpEvent.RoundEnded.class);
    assertEquals(1, ended.size());
    assertEquals(OptionalInt.of(0), ended.get(0).winner());
    int chosen = events.indexOf(new ContinuumEvent.DirectiveChosen(0, Directive.REVERSE_TURN_ORDER));
    assertTrue(chosen >= 0 && chosen < events.indexOf(ended.get(0)), "the directive comes before the round ends");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A winning 0-0 that wagers holds a coordinate again: the round goes on")
  void winningWagerKeepsTheRoundGoing(Objective objective) {
    WarpRules rules = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).objective(objective)
        .plugin(ModuleAlpha.ID).build());
    WarpState s = rules.apply(winningTable(rules), chart("0-0", 0)).state();
    s = rules.apply(s, choose(Directive.CONTINUUM_WAGER)).state();
    assertEquals(2, s.handSize(0));
    s = rules.apply(s, new ContinuumMove.KeepWager(1)).state();
    assertEquals(Phase.PLAYING, s.phase());
    assertEquals(1, s.round());
    assertEquals(1, s.handSize(0));
    assertEquals(1, s.toAct(), "the wager settled, the helm passes");
  }

  private static List<WarpMove> rules(WarpRules rules) {
    return rules.legalMoves(flashOpen(rules, flashTable(rules).build()));
  }
}
