// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;

class PropertyRunnerTest {
  /** A rule that changes nothing and exists only in Go-out sectors. */
  private static final String QUIET_GO_OUT = "quiet-go-out";

  /** Deliberately false: random play charts on the Neutral Zone sooner or later. */
  static final Invariant<WarpState, WarpMove, WarpEvent> NEUTRAL_ZONE_UNTOUCHED =
      Invariant.ofState("the Neutral Zone stays empty", (rules, s) -> s.neutralZone().isStarted()
          ? Optional.of("the Neutral Zone holds " + s.neutralZone().coordinates())
          : Optional.empty());

  /** Deliberately false exactly when the double-blank is worth 25. */
  static final Invariant<WarpState, WarpMove, WarpEvent> DOUBLE_BLANK_NOT_25 =
      Invariant.ofState("double-blank is not worth 25", (rules, s) -> s.config().doubleBlankScore() == 25
          ? Optional.of("it is worth 25")
          : Optional.empty());

  static final WarpConfig BUSY = WarpConfig.builder().factor(WarpFactor.WARP_15).captains(7)
      .captainNames("Ava", "Bo", "Cy", "Di", "Ed", "Flo", "Gus").objective(Objective.GO_OUT)
      .goOut(GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.OFFERED)).firstCaptain(5)
      .largeFleetHandSize(11).doubleBlankScore(0).build();

  static final WarpConfig SIMPLEST = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).campaignRounds(1)
      .build();

  private final PropertyRunner runner = PropertyRunner.of(List.of(NEUTRAL_ZONE_UNTOUCHED));

  @Test
  void aFalseInvariantIsCaughtAtTheFirstMoveThatBreaksIt() {
    WarpConfig config = WarpConfig.builder().captains(4).campaignRounds(2).firstCaptain(2).doubleBlankScore(25)
        .build();
    PlayedGame game = runner.play(config, 77L);
    int firstNeutralZoneChart = -1;
    for (int i = 0; i < game.plies() && firstNeutralZoneChart < 0; i++) {
      if (game.moves().get(i) instanceof WarpMove.Chart
          && ((WarpMove.Chart) game.moves().get(i)).route().isNeutralZone()) {
        firstNeutralZoneChart = i;
      }
    }
    assertTrue(firstNeutralZoneChart >= 0, "the game never charted on the Neutral Zone");

    FailureReport report = runner.check(config, 77L).orElseThrow();

    assertEquals("the Neutral Zone stays empty", report.invariant());
    assertEquals(77L, report.seed());
    assertEquals(config, report.config());
    assertEquals(firstNeutralZoneChart, report.moveIndex());
    assertEquals(Optional.of(game.moves().get(firstNeutralZoneChart)), report.move());
    assertTrue(report.message().startsWith("the Neutral Zone holds"), report.message());
  }

  @Test
  void aPrintedReportReproducesTheFailure() throws Exception {
    FailureReport report = runner.check(BUSY, -4_242L).orElseThrow();
    String text = report.toString();

    Matcher seed = Pattern.compile("seed (-?\\d+)L").matcher(text);
    assertTrue(seed.find(), text);
    Matcher move = Pattern.compile("broke after move (\\d+)").matcher(text);
    assertTrue(move.find(), text);
    String[] lines = text.split("\n");
    String configJson = "";
    for (int i = 0; i < lines.length - 1; i++) {
      if (lines[i].startsWith("  config (")) {
        configJson = lines[i + 1].trim();
      }
    }
    WarpConfig printed = new ObjectMapper().readValue(configJson, WarpConfig.class);

    assertEquals(BUSY, printed);
    FailureReport again = runner.check(printed, Long.parseLong(seed.group(1))).orElseThrow();
    assertEquals(report.invariant(), again.invariant());
    assertEquals(Integer.parseInt(move.group(1)), again.moveIndex());
    assertEquals(report, again);
  }

  @Test
  void minimisationPutsEveryIrrelevantOptionBackAndShrinksTheSector() {
    FailureReport report = runner.check(BUSY, 5L).orElseThrow();

    assertEquals(SIMPLEST, report.minimisedConfig(), report::toString);
    FailureReport direct = runner.check(report.minimisedConfig(), 5L).orElseThrow();
    assertTrue(report.minimisedMoveIndex() <= direct.moveIndex(), report::toString);
    assertEquals(report.minimisedMoveIndex() + 1, report.shrunkMoves().size(), report::toString);
    WarpRules rules = runner.rules(report.minimisedConfig());
    WarpState s = rules.start(5L);
    for (WarpMove m : report.shrunkMoves()) {
      s = rules.apply(s, m).state();   // the shortest game found is a real game of the minimised configuration
    }
    assertTrue(report.toString().contains(FailureReport.json(SIMPLEST)), report::toString);
  }

  @Test
  void minimisationKeepsWhatTheFailureDependsOn() {
    WarpConfig config = BUSY.toBuilder().doubleBlankScore(25).build();

    FailureReport report = PropertyRunner.of(List.of(DOUBLE_BLANK_NOT_25)).check(config, 9L).orElseThrow();

    assertEquals(-1, report.moveIndex());
    assertEquals(Optional.empty(), report.move());
    assertTrue(report.toString().contains("broke in the launched state"), report::toString);
    assertEquals(SIMPLEST.toBuilder().doubleBlankScore(25).build(), report.minimisedConfig());
  }

  @Test
  void aNonEndingGameIsReportedAtTheBudget() {
    FailureReport report = PropertyRunner.of(List.of()).withMoveBudget(3).check(BUSY, 1L).orElseThrow();
    assertEquals(PropertyRunner.TERMINATES, report.invariant(), report::toString);
    assertEquals(2, report.moveIndex());
  }

  @Test
  void anInvariantThatThrowsIsReportedAsBroken() {
    Invariant<WarpState, WarpMove, WarpEvent> throwing = Invariant.named("throws", (rules, before, move, t) -> {
      throw new IllegalStateException("boom");
    });
    FailureReport report = PropertyRunner.of(List.of(throwing)).check(SIMPLEST, 3L).orElseThrow();
    assertEquals("throws", report.invariant());
    assertEquals(0, report.moveIndex());
    assertTrue(report.message().contains("boom"), report.message());
  }

  @Test
  void trueInvariantsPassAndAssertHoldsThrowsTheReportOtherwise() {
    WarpConfig offered = SIMPLEST.toBuilder().captains(3).captainNames(List.of()).objective(Objective.GO_OUT)
        .goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.OFFERED)).build();
    PropertyRunner thorough = PropertyRunner.of(WarpInvariants.thorough());
    assertEquals(Optional.empty(), thorough.check(offered, 11L));
    thorough.assertHolds(new GameCase(offered, 11L));

    PropertyFailure failure = assertThrows(PropertyFailure.class, () -> runner.assertHolds(BUSY, 11L));
    assertEquals(runner.check(BUSY, 11L).orElseThrow(), failure.report());
    assertEquals(failure.report().toString(), failure.getMessage());
  }

  @Test
  void theMoveChooserDecidesTheGameAndTheSeedDecidesTheChoices() {
    PlayedGame uniform = runner.play(BUSY, 21L);
    assertEquals(uniform, runner.play(BUSY, 21L));
    assertNotEquals(uniform.moves(), runner.play(BUSY, 22L).moves());
    PlayedGame strided = runner.withChooser(MoveChooser.stride(7)).play(BUSY, 21L);
    assertNotEquals(uniform.moves(), strided.moves());
    for (int ply = 0; ply < strided.plies(); ply++) {
      assertTrue(strided.legalMoveCounts().get(ply) > 0);
    }
    assertEquals(strided, runner.withChooser(MoveChooser.stride(7)).play(BUSY, 21L));
  }

  @Test
  void pluginChoicesAreDrawnOnlyWhereTheyResolveAndMinimisationDropsThemWhenIrrelevant() {
    PluginRegistry registry = PluginRegistry.empty().with(new QuietRule(QUIET_GO_OUT, Set.of(Objective.GO_OUT)));
    RuleSpace space = RuleSpace.standard().withRegistry(registry)
        .withPluginChoice(List.of(PluginConfig.of(QUIET_GO_OUT)));
    List<GameCase> cases = space.samples(3L, 120);
    long withPlugin = cases.stream().filter(c -> c.config().hasPlugin(QUIET_GO_OUT)).count();
    assertTrue(withPlugin > 10, "only " + withPlugin + " cases drew the plugin");
    cases.stream().filter(c -> c.config().hasPlugin(QUIET_GO_OUT))
        .forEach(c -> assertEquals(Objective.GO_OUT, c.config().objective(), c::toString));
    assertFalse(RuleSpace.standard().samples(3L, 120).stream().anyMatch(c -> !c.config().plugins().isEmpty()));

    GameCase pluggedIn = cases.stream().filter(c -> c.config().hasPlugin(QUIET_GO_OUT)).findFirst()
        .orElseThrow();
    FailureReport report = runner.withRegistry(registry).check(pluggedIn).orElseThrow();
    assertEquals(List.of(), report.minimisedConfig().plugins());
    assertTrue(report.toString().contains("+" + QUIET_GO_OUT), report::toString);
  }
}
