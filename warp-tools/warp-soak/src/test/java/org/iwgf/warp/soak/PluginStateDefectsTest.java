// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.alpha.Continuum;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.delta.HazardMarker;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.iwgf.warp.modules.epsilon.ModuleEpsilon;
import org.iwgf.warp.modules.epsilon.RequisitionPacks;
import org.iwgf.warp.modules.kappa.HandExchange;
import org.iwgf.warp.modules.kappa.ModuleKappa;
import org.iwgf.warp.soak.fuzz.WarpPluginFuzzTargets;
import org.iwgf.warp.testkit.InputFuzz.Target;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/**
 * Plugin states the engine could never have reached are refused on restore with code {@code PLUGINS},
 * each rule checking its own state through the SPI: one test per defect found by corrupting saved games.
 */
class PluginStateDefectsTest {

  private static WarpRules rules(Objective objective, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(3).objective(objective);
    for (String id : plugins) {
      b.plugin(id);
    }
    return WarpRules.of(b.build());
  }

  /** The code restoring {@code rules}' opening table with plugin {@code id}'s state changed by {@code edit}. */
  private static String refusal(WarpRules rules, String id, Function<PluginState, PluginState> edit) {
    TableSetup table = TableSetup.of(rules);
    StateSnapshot snap = table.build().snapshot();
    Map<String, PluginState> states = new HashMap<>(snap.pluginStates());
    PluginState changed = edit.apply(states.get(id));
    if (changed == null) {
      states.remove(id);
    } else {
      states.put(id, changed);
    }
    return assertThrows(InvalidStateException.class, () -> table.restore(snap.withPluginStates(states))).code();
  }

  @Test
  void moduleAlphaWithAnEmptyWagerIsRefused() {
    WarpRules alpha = rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.ID);
    TableSetup.of(alpha).build();
    assertEquals("PLUGINS", refusal(alpha, ModuleAlpha.ID, s -> new Continuum(-1, false, List.of(), false, false,
        0, -1, 0, List.of(), 0, List.of())));
  }

  @Test
  void moduleDeltaWithItsPassesClearedIsRefused() {
    WarpRules delta = rules(Objective.POINTS_CAMPAIGN, ModuleDelta.ID);
    TableSetup.of(delta).build();
    assertEquals("PLUGINS", refusal(delta, ModuleDelta.ID, s -> new HazardMarker(0, List.of(), 0, -1)));
    assertEquals("PLUGINS", refusal(delta, ModuleDelta.ID, s -> new HazardMarker(7, List.of(0, 0, 0), 0, -1)));
  }

  @Test
  void moduleEpsilonWithItsStateRemovedOrPackSizesChangedIsRefused() {
    WarpRules epsilon = rules(Objective.POINTS_CAMPAIGN, ModuleEpsilon.ID);
    TableSetup.of(epsilon).build();
    assertEquals("PLUGINS", refusal(epsilon, ModuleEpsilon.ID, s -> null));
    assertEquals("PLUGINS", refusal(epsilon, ModuleEpsilon.ID, s -> new RequisitionPacks(
        List.of(List.of(), List.of(), List.of()), List.of(2, 0, 0), 0)));
  }

  @Test
  void moduleKappaWithItsWaitingFlagFlippedIsRefused() {
    WarpRules kappa = rules(Objective.GO_OUT, ModuleKappa.ID);
    TableSetup.of(kappa).build();
    assertEquals("PLUGINS", refusal(kappa, ModuleKappa.ID, s -> new HandExchange.Exchange(false, -1, -1, -1, false,
        true)));
  }

  @Test
  void aPluginStateOfTheWrongTypeForItsIdIsRefused() {
    WarpRules alpha = rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.ID);
    assertEquals("PLUGINS", refusal(alpha, ModuleAlpha.ID, s -> new HazardMarker(0, List.of(0, 0, 0), 0, -1)));
  }

  @Test
  void aPluginDroppedFromTheConfigIsRefusedRatherThanLeavingItsStateBehind() {
    WarpRules alpha = rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.ID);
    StateSnapshot snap = TableSetup.of(alpha).build().snapshot();
    WarpConfig without = snap.config().toBuilder().plugins(List.of()).build();
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> WarpRules.restoreState(snap.withConfig(without)));
    assertEquals("PLUGINS", e.code());
    assertTrue(e.getMessage().contains(ModuleAlpha.ID), e.getMessage());
  }

  /**
   * The four saved states the long fuzz (RunFuzz --game warp --inputs 1000000 --seed 1) found playing on, kept as
   * they were found: the fuzz corpus is made from seeded games, so a change of the rules changes what those seeds
   * produce, while these documents stay the regression cases.
   */
  @Test
  void moduleEpsilonSelectionsThatDoNotFitThePacksAreRefused() throws IOException {
    Target<?> states = WarpPluginFuzzTargets.targets(SoakSpace.discover(), 1L, 40, 400)
        .stream().filter(t -> t.name().equals("warp/state")).findFirst().orElseThrow();
    for (long seed : new long[] {-2899458593046379834L, -4744290699438577460L, 1119894847381073719L,
        -853023506349618781L}) {
      String json = found("/fuzz-finds/module-epsilon-state-" + seed + ".json");
      InvalidStateException e = assertThrows(InvalidStateException.class, () -> states.reader().read(json),
          "seed " + seed);
      assertEquals("PLUGINS", e.code());
      assertTrue(e.getMessage().contains("Module Epsilon"), e.getMessage());
    }
  }

  private static String found(String resource) throws IOException {
    try (InputStream in = PluginStateDefectsTest.class.getResourceAsStream(resource)) {
      assertNotNull(in, resource);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
