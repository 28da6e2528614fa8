package org.iwgf.warp.modules.iota;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.json.WarpJson;
import org.iwgf.warp.core.json.WarpJsonCodec;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.proptest.Invariant;
import org.iwgf.warp.core.proptest.PropertyRunner;
import org.iwgf.warp.core.proptest.RuleSpace;
import org.iwgf.warp.core.proptest.WarpInvariants;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.PluginConfig;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpEvent;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.SensorGrid;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.house.StarterPlaysTwo;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Iota on — thirty per objective, factors and fleets drawn from the rule space; one
 * in four also with Subspace Fracture (scopes rotating), one in four with Module Gamma's Sensor Grid, one in
 * four with Round starter plays two, Pass Red Alert and Drop to Impulse — played with random legal moves:
 * the core invariants and JSON round-trips hold after every move, and Double Down actually comes into play.
 */
class ModuleIotaProperties {
  private static final int SECTORS = 60;
  private static final int CHECKED_FOR_PLAY = 12;
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  private static final RuleSpace SPACE = RuleSpace.standard().withMaxCaptains(5).withMaxFixedRounds(2)
      .withMaxFirstTo(1);

  private static final PropertyRunner RUNNER = PropertyRunner.of(invariants()).withRegistry(REGISTRY);

  private static List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(WarpInvariants.jsonRoundTrips(JSON));
    return all;
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleIotaKeepTheCoreInvariants() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < SECTORS; i++) {
      long seed = seed(i);
      Objective objective = objective(i);
      WarpConfig config = config(i);
      tests.add(DynamicTest.dynamicTest(i + ": " + config.factor().displayName() + " x" + config.captains() + " "
          + config.objective() + " " + config.plugins().stream().map(PluginConfig::id).toList(), () -> {
            assertEquals(objective, config.objective());
            RUNNER.assertHolds(config, seed);
          }));
    }
    return tests.stream();
  }

  @Test
  void doubleDownComesIntoPlayUnderBothObjectives() {
    for (Objective objective : Objective.values()) {
      int fired = 0;
      for (int i = 0; i < CHECKED_FOR_PLAY; i++) {
        if (objective(i) == objective) {
          fired += RUNNER.countEvents(config(i), seed(i), ModuleIota.DoubleDown.class);
        }
      }
      assertTrue(fired > 0, "no DoubleDown in the first " + CHECKED_FOR_PLAY / 2 + " " + objective + " sectors");
    }
  }

  private static long seed(int i) {
    return 0x10AL * 1_000 + i;
  }

  private static Objective objective(int i) {
    return i % 2 == 0 ? Objective.POINTS_CAMPAIGN : Objective.GO_OUT;
  }

  private static WarpConfig config(int i) {
    List<PluginConfig> plugins = new ArrayList<>();
    plugins.add(PluginConfig.of(ModuleIota.ID));
    switch (i % 4) {
      case 1:
        FractureScope scope = FractureScope.values()[(i / 4) % FractureScope.values().length];
        plugins.add(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name())));
        break;
      case 2:
        plugins.add(PluginConfig.of(SensorGrid.ID));
        break;
      case 3:
        plugins.add(PluginConfig.of(StarterPlaysTwo.ID));
        plugins.add(PluginConfig.of(PassRedAlert.ID));
        plugins.add(PluginConfig.of(DropToImpulse.ID));
        break;
      default:
        break;
    }
    return SPACE.config(objective(i), seed(i)).toBuilder().plugins(plugins).build();
  }
}
