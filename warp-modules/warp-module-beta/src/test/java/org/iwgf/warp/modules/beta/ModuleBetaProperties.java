package org.iwgf.warp.modules.beta;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
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
import org.iwgf.warp.core.rules.WarpState;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty sectors with Module Beta on — thirty per objective, factors and fleets drawn from the rule space —
 * played with random legal moves: the core invariants and JSON round-trips hold after every move.
 */
class ModuleBetaProperties {
  private static final PluginRegistry REGISTRY = PluginRegistry.discover();
  private static final WarpJsonCodec JSON = WarpJson.codec(REGISTRY);
  private static final RuleSpace SPACE = RuleSpace.standard().withMaxCaptains(6).withMaxFixedRounds(2)
      .withMaxFirstTo(1);

  private static final Invariant<WarpState, WarpMove, WarpEvent> JSON_ROUND_TRIPS = Invariant.ofState(
      "state JSON round-trips", (rules, s) -> {
        WarpState back = JSON.readState(JSON.writeState(s));
        return back.equals(s) ? Optional.empty() : Optional.of("the state read back from JSON differs");
      });

  private static final PropertyRunner RUNNER = PropertyRunner.of(invariants()).withRegistry(REGISTRY);

  private static List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(JSON_ROUND_TRIPS);
    return all;
  }

  @TestFactory
  Stream<DynamicTest> sectorsWithModuleBetaKeepTheCoreInvariants() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      long seed = 0xBE7AL * 1_000 + i;
      Objective objective = i % 2 == 0 ? Objective.POINTS_CAMPAIGN : Objective.GO_OUT;
      WarpConfig drawn = drawWith(objective, seed);
      WarpConfig config = drawn.toBuilder().plugins(List.of(PluginConfig.of(ModuleBeta.ID))).build();
      tests.add(DynamicTest.dynamicTest(i + ": " + config.factor().displayName() + " x" + config.captains() + " "
          + config.objective(), () -> {
            assertEquals(objective, config.objective());
            RUNNER.assertHolds(config, seed);
          }));
    }
    return tests.stream();
  }

  /** The first configuration of the rule space from {@code seed} on with {@code objective}. */
  static WarpConfig drawWith(Objective objective, long seed) {
    for (long s = seed; ; s += 7_919) {
      WarpConfig c = SPACE.config(s);
      if (c.objective() == objective) {
        return c;
      }
    }
  }
}
