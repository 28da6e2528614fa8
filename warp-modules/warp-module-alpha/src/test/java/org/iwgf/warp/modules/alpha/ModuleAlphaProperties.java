package org.iwgf.warp.modules.alpha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.SensorGrid;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Alpha on — thirty per objective, factors and fleets drawn from the rule space;
 * by turns also with Module Beta, Subspace Fracture (scopes rotating), Drop to Impulse with the All Stop!
 * ceremony, and the Sensor Grid — played with random legal moves, so random directives: the core invariants,
 * JSON round-trips and a private peek hold after every move, and directives are really chosen.
 */
class ModuleAlphaProperties {
  private static final int SECTORS = 60;
  private static final int CHECKED_FOR_PLAY = 20;
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  private static final RuleSpace SPACE = RuleSpace.standard().withMaxCaptains(4).withMaxFixedRounds(2)
      .withMaxFirstTo(1);
  private static final PropertyRunner RUNNER = PropertyRunner.of(invariants()).withRegistry(REGISTRY);

  private static List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(WarpInvariants.jsonRoundTrips(JSON));
    all.add(peekStaysPrivate());
    return all;
  }

  /** Seats that do not peek never see a hidden coordinate in their view. */
  private static Invariant<WarpState, WarpMove, WarpEvent> peekStaysPrivate() {
    return Invariant.ofState("the peek stays private", (rules, s) -> {
      Continuum c = ModuleAlpha.of(s);
      if (c.peekers() == 0 && c.wagerSeat() < 0) {
        return Optional.empty();
      }
      for (int seat = 0; seat < s.seats(); seat++) {
        if (!c.peeks(seat)) {
          Optional<String> leak = WarpInvariants.leakIn(String.valueOf(((WarpRules) rules).view(s, seat)), s, seat);
          if (leak.isPresent()) {
            return leak;
          }
        }
      }
      return Optional.empty();
    });
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleAlphaKeepTheCoreInvariants() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < SECTORS; i++) {
      long seed = seed(i);
      WarpConfig config = config(i);
      Objective objective = objective(i);
      tests.add(DynamicTest.dynamicTest(i + ": " + config.factor().displayName() + " x" + config.captains() + " "
          + config.objective() + " " + config.plugins().stream().map(PluginConfig::id).toList(), () -> {
            assertEquals(objective, config.objective());
            RUNNER.assertHolds(config, seed);
          }));
    }
    return tests.stream();
  }

  @Test
  void directivesAreChosenInBothObjectives() {
    int[] chosen = new int[2];
    for (int i = 0; i < CHECKED_FOR_PLAY; i++) {
      for (WarpMove m : RUNNER.play(config(i), seed(i)).moves()) {
        if (m instanceof ContinuumMove.ChooseDirective || m instanceof ContinuumMove.ForceDraw) {
          chosen[objective(i).ordinal()]++;
        }
      }
    }
    for (Objective o : Objective.values()) {
      assertTrue(chosen[o.ordinal()] > 0, "no directive chosen in the first " + CHECKED_FOR_PLAY / 2 + " " + o
          + " sectors");
    }
  }

  private static long seed(int i) {
    return 0xA1FAL * 1_000 + i;
  }

  private static Objective objective(int i) {
    return i % 2 == 0 ? Objective.POINTS_CAMPAIGN : Objective.GO_OUT;
  }

  private static WarpConfig config(int i) {
    List<PluginConfig> plugins = new ArrayList<>();
    plugins.add(PluginConfig.of(ModuleAlpha.ID));
    switch (i % 5) {
      case 1:
        plugins.add(PluginConfig.of(ModuleBeta.ID));
        break;
      case 2:
        FractureScope scope = FractureScope.values()[(i / 5) % FractureScope.values().length];
        plugins.add(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name())));
        break;
      case 3:
        plugins.add(PluginConfig.of(DropToImpulse.ID));
        plugins.add(PluginConfig.of(AllStop.ID));
        plugins.add(PluginConfig.of(ModuleBeta.ID));
        break;
      case 4:
        plugins.add(PluginConfig.of(SensorGrid.ID));
        break;
      default:
        break;
    }
    return SPACE.config(objective(i), seed(i)).toBuilder().plugins(plugins).build();
  }
}
