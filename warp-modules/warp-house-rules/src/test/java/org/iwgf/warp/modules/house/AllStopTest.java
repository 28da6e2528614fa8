// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.NZ;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AllStopEcho;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("All Stop! ceremony")
class AllStopTest {
  /** A stand-in for the Continuum's directive state with the All Stop! echo switched on or off. */
  private record Echo(boolean on) implements PluginState, AllStopEcho {
    @Override
    public boolean allStopEchoActive() {
      return on;
    }
  }

  /** A stand-in rule that keeps an {@link Echo}, as Module Alpha keeps its Continuum. */
  private static final class EchoRule implements RulePluginFactory,
      RulePlugin {
    @Override
    public String id() {
      return "echo-test";
    }

    @Override
    public String displayName() {
      return "Echo test";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return Set.of();
    }

    @Override
    public Optional<PluginState> initialState() {
      return Optional.of(new Echo(false));
    }

    @Override
    public RulePlugin create(PluginConfig options,
        WarpConfig game) {
      return this;
    }
  }

  private final WarpRules rules = WarpRules.of(HouseTables.fourCaptains(AllStop.ID, "echo-test").build(),
      PluginRegistry.discover().with(new EchoRule()));

  private static List<AllStop.Announced> announcements(List<WarpEvent> events) {
    return events.stream().filter(e -> e instanceof AllStop.Announced).map(e -> (AllStop.Announced) e).toList();
  }

  private static int indexOfRoundEnd(List<WarpEvent> events) {
    for (int i = 0; i < events.size(); i++) {
      if (events.get(i) instanceof WarpEvent.RoundEnded) {
        return i;
      }
    }
    return -1;
  }

  @Test
  @DisplayName("A round-winning chart on the Neutral Zone is announced: All Stop!")
  void aNeutralZoneGoOutIsAnnounced() {
    WarpState s = TableSetup.of(rules).hand(0, "6-2").neutralZone("12-6").build();
    List<WarpEvent> events = rules.apply(s, chart("6-2", NZ)).events();
    assertEquals(List.of(new AllStop.Announced(0, false)), announcements(events));
    int roundEnd = indexOfRoundEnd(events);
    assertTrue(roundEnd > events.indexOf(new AllStop.Announced(0, false)), "announced before the round ends");
    assertEquals(OptionalInt.of(0), ((WarpEvent.RoundEnded) events.get(roundEnd)).winner());
  }

  @Test
  void anOwnTrailGoOutEndsTheRoundSilently() {
    WarpState s = TableSetup.of(rules).hand(0, "5-3").trail(0, "12-5").build();
    List<WarpEvent> events = rules.apply(s, chart("5-3", A_TRAIL)).events();
    assertTrue(indexOfRoundEnd(events) >= 0);
    assertEquals(List.of(), announcements(events));
  }

  @Test
  void aNeutralZoneChartThatDoesNotGoOutIsNotAnnounced() {
    WarpState s = TableSetup.of(rules).hand(0, "6-2 1-1").neutralZone("12-6").build();
    assertEquals(List.of(), announcements(rules.apply(s, chart("6-2", NZ)).events()));
  }

  @Test
  void anUncoveredDoubleLeavingAnEmptyHandIsNotAGoOutAndNotAnnounced() {
    WarpState s = TableSetup.of(rules).round(2).hand(0, "6-6").neutralZone("11-6").build();
    var t = rules.apply(s, chart("6-6", NZ));
    assertEquals(List.of(), announcements(t.events()));
    assertEquals(-1, indexOfRoundEnd(t.events()));
  }

  @Test
  @DisplayName("All Stop! echo: any go-out while it is active is announced")
  void theEchoAnnouncesAnOwnTrailGoOut() {
    WarpState s = TableSetup.of(rules).hand(0, "5-3").trail(0, "12-5").pluginState("echo-test", new Echo(true))
        .build();
    List<WarpEvent> events = rules.apply(s, chart("5-3", A_TRAIL)).events();
    assertEquals(List.of(new AllStop.Announced(0, true)), announcements(events));

    WarpState quiet = TableSetup.of(rules).hand(0, "5-3").trail(0, "12-5").pluginState("echo-test", new Echo(false))
        .build();
    assertEquals(List.of(), announcements(rules.apply(quiet, chart("5-3", A_TRAIL)).events()));
  }

  @Test
  void withoutTheCeremonyNeutralZoneGoOutsAreSilent() {
    WarpRules standard = HouseTables.rules();
    WarpState s = TableSetup.of(standard).hand(0, "6-2").neutralZone("12-6").build();
    List<WarpEvent> events = standard.apply(s, chart("6-2", NZ)).events();
    assertTrue(indexOfRoundEnd(events) >= 0);
    assertFalse(events.stream().anyMatch(e -> e instanceof AllStop.Announced));
  }

  @Test
  @DisplayName("No helm hold and no manual button: the round ends at once")
  void theCeremonyHoldsNothing() {
    WarpState s = TableSetup.of(rules).hand(0, "6-2").neutralZone("12-6").build();
    assertEquals(List.of(chart("6-2", NZ)), rules.legalMoves(s));
    WarpState next = rules.apply(s, chart("6-2", NZ)).state();
    assertEquals(2, next.round(), "the next round is dealt straight away");
    assertTrue(rules.legalMoves(next).stream().noneMatch(m -> m instanceof PluginMove));
  }

  @Test
  void theCeremonyTakesNoOptions() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(
        HouseTables.fourCaptains().plugin(PluginConfig.of(AllStop.ID, Map.of("sound", "off"))).build()));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
