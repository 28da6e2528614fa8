// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import static org.iwgf.warp.modules.gamma.GammaTables.A_TRAIL;
import static org.iwgf.warp.modules.gamma.GammaTables.NZ;
import static org.iwgf.warp.modules.gamma.GammaTables.assertRefused;
import static org.iwgf.warp.modules.gamma.GammaTables.chart;
import static org.iwgf.warp.modules.gamma.GammaTables.play;
import static org.iwgf.warp.modules.gamma.GammaTables.sweep;
import static org.iwgf.warp.modules.gamma.GammaTables.tiles;
import static org.iwgf.warp.modules.gamma.GammaTables.withGrid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.gamma.ModuleGamma.Grid;
import org.iwgf.warp.modules.gamma.ModuleGamma.Replenished;
import org.iwgf.warp.modules.gamma.ModuleGamma.Swept;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Module Gamma — Long-Range Sensor Sweep")
class SensorGridTest {
  private static final String GRID = "12-5 0-1 2-2 9-9 3-3";

  private final WarpRules rules = GammaTables.rules();

  /** A, unable to chart, must draw; Uncharted has 5-6 then 7-8 on top. */
  private WarpState mustDraw() {
    return withGrid(TableSetup.of(rules).hand(0, "1-2 3-4").pile("5-6 7-8"), GRID);
  }

  /** A, unable to chart, with Uncharted Sectors empty (D holds everything else). */
  private WarpState unchartedEmpty(String grid) {
    return withGrid(TableSetup.of(rules).hand(0, "1-2 3-4").hand(1, "1-3").hand(2, "1-4").restTo(3), grid);
  }

  @Test
  @DisplayName("The Sensor Grid: a market of 5 coordinates is dealt face up next to Uncharted Sectors")
  void theGridIsDealtFaceUpFromUnchartedAtRoundSetup() {
    Transition<WarpState, WarpEvent> launch = rules.launch(11);
    WarpState s = launch.state();
    List<Coordinate> grid = ModuleGamma.grid(s);
    assertEquals(5, grid.size());
    Set<Coordinate> elsewhere = new HashSet<>(s.uncharted());
    for (int seat = 0; seat < 4; seat++) {
      elsewhere.addAll(s.hand(seat));
    }
    for (Coordinate c : grid) {
      assertFalse(elsewhere.contains(c), c + " is in the grid only");
    }
    assertEquals(91 - 1 - 4 * s.config().handSize() - 5, s.unchartedCount());
    assertTrue(launch.events().contains(new ModuleGamma.GridDealt(grid)));
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(new Grid(grid), rules.view(s, seat).pluginStates().get(ModuleGamma.ID), "the grid is public");
    }
  }

  @Test
  @DisplayName("A market of 4 to 5: gridSize 4 deals four")
  void gridSizeFourDealsFour() {
    WarpRules four = WarpRules.of(GammaTables.fourCaptains().plugins(
        List.of(PluginConfig.of(ModuleGamma.ID, Map.of(ModuleGamma.GRID_SIZE, "4")))).build());
    assertEquals(4, ModuleGamma.grid(four.start(3)).size());
  }

  @ParameterizedTest
  @ValueSource(strings = {"3", "6", "five", ""})
  void gridSizesOutsideFourToFiveAreRefused(String size) {
    WarpConfig config = GammaTables.fourCaptains().plugins(
        List.of(PluginConfig.of(ModuleGamma.ID, Map.of(ModuleGamma.GRID_SIZE, size)))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }

  @Test
  void unknownOptionsAreRefused() {
    WarpConfig config = GammaTables.fourCaptains().plugins(
        List.of(PluginConfig.of(ModuleGamma.ID, Map.of("size", "4")))).build();
    assertEquals("PLUGIN_OPTION", assertThrows(InvalidConfigException.class, () -> WarpRules.of(config)).code());
  }

  @Test
  @DisplayName("Sensor Sweep vs. Blind Jump: when required to draw, a sweep per grid coordinate beside the draw")
  void everyGridCoordinateIsOfferedBesideTheBlindJump() {
    List<WarpMove> expected = new ArrayList<>();
    expected.add(WarpMove.DRAW);
    tiles(GRID).forEach(c -> expected.add(new ModuleGamma.SensorSweep(c)));
    assertEquals(expected, rules.legalMoves(mustDraw()));
  }

  @Test
  @DisplayName("No sweep while the captain can chart: drawing is not required")
  void noSweepWhileACoordinateCanBeCharted() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "12-1 3-4"), GRID);
    assertEquals(List.of(chart("12-1", A_TRAIL), chart("12-1", NZ)), rules.legalMoves(s));
    assertRefused(rules, s, sweep("12-5"), "UNKNOWN_MOVE");
  }

  @Test
  void onlyGridCoordinatesCanBeSwept() {
    assertRefused(rules, mustDraw(), sweep("5-6"), "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("A sweep is the turn's draw: a playable sweep must be charted, and the slot is refilled")
  void aPlayableSweepIsChartedAndItsSlotRefilled() {
    WarpState s = mustDraw();
    Transition<WarpState, WarpEvent> t = rules.apply(s, sweep("12-5"));
    WarpState after = t.state();
    assertTrue(after.holds(0, Coordinate.parse("12-5")));
    assertTrue(after.drewThisTurn());
    assertEquals(0, after.toAct(), "a draw does not pass the helm");
    assertEquals(tiles("5-6 0-1 2-2 9-9 3-3"), ModuleGamma.grid(after), "Uncharted's top fills the same slot");
    assertEquals(s.unchartedCount() - 1, after.unchartedCount());
    assertEquals(List.of(new Swept(0, Coordinate.parse("12-5")), new Replenished(Coordinate.parse("5-6"))),
        t.events());
    assertEquals(List.of(chart("12-5", A_TRAIL), chart("12-5", NZ)), rules.legalMoves(after));
    assertRefused(rules, after, WarpMove.DRAW, "MUST_CHART");
    WarpState charted = play(rules, after, chart("12-5", A_TRAIL));
    assertEquals(1, charted.toAct());
  }

  @Test
  @DisplayName("An unplayable sweep leaves the Distress Beacon: one draw per turn, sweep or jump")
  void anUnplayableSweepEndsInTheBeacon() {
    WarpState after = play(rules, mustDraw(), sweep("0-1"));
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(after));
    assertRefused(rules, after, WarpMove.DRAW, "ALREADY_DREW");
    assertRefused(rules, after, sweep("2-2"), "UNKNOWN_MOVE");
    WarpState next = play(rules, after, WarpMove.DEPLOY_BEACON);
    assertTrue(next.beaconUp(0));
    assertEquals(1, next.toAct());
  }

  @Test
  @DisplayName("Blind Jumps draw only from Uncharted and do not change the face-up market")
  void aBlindJumpLeavesTheGridAlone() {
    WarpState after = play(rules, mustDraw(), WarpMove.DRAW);
    assertTrue(after.holds(0, Coordinate.parse("5-6")));
    assertEquals(tiles(GRID), ModuleGamma.grid(after));
    assertFalse(rules.legalMoves(after).stream().anyMatch(m -> m instanceof ModuleGamma.SensorSweep),
        "after the jump no sweep is offered");
  }

  @Test
  @DisplayName("Uncharted empty: a captain who cannot chart must sweep; the grid no longer refills")
  void withUnchartedEmptyASweepIsRequired() {
    WarpState s = unchartedEmpty("12-5 0-1");
    assertEquals(0, s.unchartedCount());
    assertEquals(List.of(sweep("12-5"), sweep("0-1")), rules.legalMoves(s));
    assertRefused(rules, s, WarpMove.DEPLOY_BEACON, "DECISION_PENDING");
    assertRefused(rules, s, WarpMove.DRAW, "DECISION_PENDING");
    WarpState after = play(rules, s, sweep("0-1"));
    assertEquals(tiles("12-5"), ModuleGamma.grid(after), "the grid shrinks once Uncharted is empty");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(after));
  }

  @Test
  void withUnchartedEmptyACaptainWhoCanChartIsNotHeld() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "12-1").restTo(3), "0-1");
    assertEquals(List.of(chart("12-1", A_TRAIL), chart("12-1", NZ)), rules.legalMoves(s));
    assertRefused(rules, s, sweep("0-1"), "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Uncharted empty and the Sensor Grid offers no take: the captain cannot draw at all")
  void withBothPoolsEmptyTheBeaconComesStraightAway() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "1-2").restTo(3), "");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
  }

  /** Every captain's beacon is up, three have just passed, Uncharted is empty; A cannot chart. */
  private WarpState threePassesIn(String grid) {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "1-2").hand(1, "1-3").hand(2, "1-4").beacon(0, 1, 2, 3)
        .restTo(3), grid);
    return WarpRules.restoreState(s.snapshot().withPassStreak(3));
  }

  @Test
  @DisplayName("No blocked round while a sweep is possible")
  void aRoundIsNotBlockedWhileTheGridHoldsACoordinate() {
    WarpState s = threePassesIn("0-1");
    assertEquals(List.of(sweep("0-1")), rules.legalMoves(s));
    WarpState swept = play(rules, s, sweep("0-1"));
    assertEquals(0, swept.snapshot().passStreak(), "a sweep is a draw: it breaks the run of passes");
    WarpState passed = play(rules, swept, WarpMove.PASS);
    assertEquals(1, passed.round(), "the round goes on");
    assertEquals(1, passed.toAct());
  }

  @Test
  @DisplayName("Blocked once neither pool has a coordinate, and the next round deals a fresh grid")
  void aRoundIsBlockedWhenBothPoolsAreEmpty() {
    WarpState s = threePassesIn("");
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.PASS);
    assertEquals(2, t.state().round(), "the fourth pass in a row blocks the round");
    assertEquals(5, ModuleGamma.grid(t.state()).size());
    assertTrue(t.events().stream().anyMatch(e -> e instanceof ModuleGamma.GridDealt));
  }

  @Test
  @DisplayName("Saved states count the grid: a coordinate both in the grid and Uncharted is refused")
  void aSavedStateCountsTheGridsCoordinates() {
    WarpState s = mustDraw();
    var snap = s.snapshot();
    List<Coordinate> pile = new ArrayList<>(snap.uncharted());
    pile.add(Coordinate.parse("12-5"));
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> WarpRules.restoreState(snap.withUncharted(pile)));
    assertEquals("COORDINATES", e.code());
    assertEquals(tiles(GRID), s.pluginState(ModuleGamma.ID).orElseThrow().heldCoordinates());
  }
}
