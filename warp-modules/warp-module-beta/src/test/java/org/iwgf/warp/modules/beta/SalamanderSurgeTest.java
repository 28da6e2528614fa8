// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import static org.iwgf.warp.modules.beta.BetaTables.chart;
import static org.iwgf.warp.modules.beta.BetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.FallbackDrawPool;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Module Beta — Salamander Surge (Go-out)")
class SalamanderSurgeTest {
  private static final Coordinate SALAMANDER_12 = Coordinate.of(12, 12);

  private final WarpRules rules = WarpRules.of(BetaTables.goOut(WarpFactor.WARP_12, 4));

  /** Round 2 (Spacedock 11-11); {@code surger} holds 12-12 and 12-3 and has charted 11-12 on their own trail. */
  private TableSetup surgeReady(int surger) {
    return TableSetup.of(rules).round(2).toAct(surger).hand(surger, "12-12 12-3 5-5").trail(surger, "11-12");
  }

  @Test
  @DisplayName("Charting the highest double from hand makes every opposing captain draw 1, from the next captain on")
  void everyOpponentDrawsOneInTurnOrder() {
    WarpState s = surgeReady(2).hand(0, "1-0").hand(1, "2-0").hand(3, "4-0").pile("6-1 6-2 6-3 6-4").build();
    var t = rules.apply(s, chart("12-12", 2));
    List<WarpEvent.Drawn> drawn = only(t.events(), WarpEvent.Drawn.class);
    assertEquals(List.of(3, 0, 1), drawn.stream().map(WarpEvent.Drawn::seat).toList());
    assertTrue(t.state().holds(3, Coordinate.parse("6-1")));
    assertTrue(t.state().holds(0, Coordinate.parse("6-2")));
    assertTrue(t.state().holds(1, Coordinate.parse("6-3")));
    assertEquals(List.of(new ModuleBeta.SalamanderSurge(2, SALAMANDER_12, List.of(3, 0, 1), List.of())),
        only(t.events(), ModuleBeta.SalamanderSurge.class));
    assertEquals(List.of(2, 2, 2, 2), List.of(t.state().handSize(0), t.state().handSize(1), t.state().handSize(2),
        t.state().handSize(3)));
    assertEquals(2, t.state().toAct(), "the surger still answers the Red Alert of their double");
    assertEquals(2, t.state().redAlert().orElseThrow().responsible());
  }

  @Test
  @DisplayName("If the draw pools empty mid-resolution, fulfil as many draws as possible and cancel the rest")
  void drawsThePoolsCannotGiveAreCancelled() {
    WarpState s = surgeReady(0).hand(1, "2-0").hand(2, "3-0").pile("6-1").restTo(3).build();
    var t = rules.apply(s, chart("12-12", 0));
    assertEquals(List.of(new ModuleBeta.SalamanderSurge(0, SALAMANDER_12, List.of(1), List.of(2, 3))),
        only(t.events(), ModuleBeta.SalamanderSurge.class));
    assertEquals(2, t.state().handSize(1));
    assertEquals(1, t.state().handSize(2));
    assertEquals(0, t.state().unchartedCount());
  }

  @ParameterizedTest(name = "charting {0} surges nobody")
  @DisplayName("Any other coordinate — another double included — triggers no surge")
  @ValueSource(strings = {"12-3", "5-5"})
  void otherCoordinatesDoNotSurge(String coordinate) {
    WarpState s = surgeReady(0).trail(0, coordinate.equals("5-5") ? "11-5" : "11-12").pile("6-1 6-2 6-3").build();
    var t = rules.apply(s, chart(coordinate, 0));
    assertTrue(only(t.events(), ModuleBeta.SalamanderSurge.class).isEmpty());
    assertTrue(only(t.events(), WarpEvent.Drawn.class).isEmpty());
  }

  @Test
  @DisplayName("Not as Spacedock: in round 1 the highest double opens the table and surges nobody")
  void theSpacedockNeverSurges() {
    WarpState s = TableSetup.of(rules).hand(0, "12-3").pile("6-1 6-2 6-3").build();
    assertTrue(s.onTable(SALAMANDER_12));
    var t = rules.apply(s, chart("12-3", 0));
    assertTrue(only(t.events(), ModuleBeta.SalamanderSurge.class).isEmpty());
    assertTrue(rules.legalMoves(s).stream().noneMatch(m -> m instanceof WarpMove.Chart chart
        && chart.coordinate().equals(SALAMANDER_12)));
  }

  @Test
  @DisplayName("Examples of the Salamander double: Warp 12 12-12; Warp 9 9-9; Warp 15 15-15; Warp 18 18-18")
  void examplesOfTheSalamanderDouble() {
    assertEquals(Coordinate.of(12, 12), Salamander.of(WarpFactor.WARP_12));
    assertEquals(Coordinate.of(9, 9), Salamander.of(WarpFactor.WARP_9));
    assertEquals(Coordinate.of(15, 15), Salamander.of(WarpFactor.WARP_15));
    assertEquals(Coordinate.of(18, 18), Salamander.of(WarpFactor.WARP_18));
    WarpRules nine = WarpRules.of(BetaTables.goOut(WarpFactor.WARP_9, 2));
    WarpState s = TableSetup.of(nine).round(2).hand(0, "9-9 9-1").trail(0, "8-9").hand(1, "1-0").pile("2-2").build();
    assertEquals(List.of(new ModuleBeta.SalamanderSurge(0, Coordinate.of(9, 9), List.of(1), List.of())),
        only(nine.apply(s, chart("9-9", 0)).events(), ModuleBeta.SalamanderSurge.class));
  }

  @Test
  @DisplayName("Uncharted Sectors empty: the draw comes from a fallback pool such as the Sensor Grid")
  void anEmptyPileFallsBackToTheSensorGrid() {
    PluginRegistry registry = PluginRegistry.discover().with(new SpareGrid.Factory());
    WarpConfig config = BetaTables.goOut(WarpFactor.WARP_12, 3).toBuilder()
        .plugins(List.of(PluginConfig.of(ModuleBeta.ID), PluginConfig.of(SpareGrid.ID))).build();
    WarpRules withGrid = WarpRules.of(config, registry);
    // Every coordinate off the table goes to A's hand, then 6-1 moves from it to the grid.
    WarpState dealt = TableSetup.of(withGrid).round(2).hand(1, "2-0").hand(2, "3-0").trail(0, "11-12").restTo(0)
        .build();
    StateSnapshot snap = dealt.snapshot();
    List<List<Coordinate>> hands = new ArrayList<>(snap.hands());
    List<Coordinate> a = new ArrayList<>(hands.get(0));
    a.remove(Coordinate.parse("6-1"));
    hands.set(0, a);
    WarpState s = withGrid.restore(snap.withHands(hands)
        .withPluginStates(Map.of(SpareGrid.ID, new SpareGrid.Grid(List.of(Coordinate.parse("6-1"))))));
    var t = withGrid.apply(s, chart("12-12", 0));
    assertEquals(List.of(new ModuleBeta.SalamanderSurge(0, SALAMANDER_12, List.of(1), List.of(2))),
        only(t.events(), ModuleBeta.SalamanderSurge.class));
    assertTrue(t.state().holds(1, Coordinate.parse("6-1")));
  }

  /** A stand-in fallback pool: a face-up row of coordinates taken from the front. */
  static final class SpareGrid implements RulePlugin, FallbackDrawPool {
    static final String ID = "test-spare-grid";

    record Grid(List<Coordinate> coordinates) implements PluginState {
      @Override
      public List<Coordinate> heldCoordinates() {
        return coordinates;
      }
    }

    @Override
    public String id() {
      return ID;
    }

    @Override
    public Optional<Class<? extends PluginState>> stateType() {
      return Optional.of(Grid.class);
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return Set.of();
    }

    @Override
    public Optional<Coordinate> takeForForcedDraw(StateEditor editor, int seat) {
      Grid g = (Grid) editor.pluginState(ID).orElseThrow();
      if (g.coordinates().isEmpty()) {
        return Optional.empty();
      }
      Coordinate c = g.coordinates().get(0);
      editor.setPluginState(ID, new Grid(g.coordinates().subList(1, g.coordinates().size())));
      editor.giveToHand(seat, c);
      return Optional.of(c);
    }

    static final class Factory implements RulePluginFactory {
      @Override
      public String id() {
        return ID;
      }

      @Override
      public String displayName() {
        return "Spare grid";
      }

      @Override
      public RulePlugin create(PluginConfig options, WarpConfig game) {
        return new SpareGrid();
      }
    }
  }
}
