// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.testkit.InputFuzz;
import org.iwgf.warp.testkit.InputFuzz.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The input door of every game under seeded fuzz: mutated configurations, states, moves, event lists, views
 * and records are refused with a documented exception or play on. Warp's corpus spreads over the soak's rule
 * space, so every plugin meets the door. A failure prints the seed of its input; {@code -Dwarp.fuzz.seed=S}
 * reruns a run with another seed.
 */
class InputDoorFuzzTest {
  private static final long SEED_OFFSET = Long.getLong("warp.fuzz.seed", 0L);

  @ParameterizedTest(name = "{0}")
  // Warp's door also meets the test kit's own fuzz (WarpInputFuzzTest) on every build; `warp fuzz` runs for
  // as long as it is given.
  @CsvSource({"warp, 17, 40, 2000, 6", "classic, 6, 12, 1500, 4", "dice-race, 2, 12, 1500, 4",
      "wormhole, 3, 16, 1500, 6"})
  void everyMutatedInputIsRefusedWithADocumentedCodeOrPlaysOn(String game, long seed, int games, long inputs,
      int seconds) {
    long s = seed + SEED_OFFSET;
    List<Target<?>> targets = InputDoors.targets(game, s, games);
    InputFuzz.Report report = InputFuzz.standard().run(targets, s, inputs, Duration.ofSeconds(seconds),
        (t, d, n, f) -> { });
    System.out.println(report.summary());
    assertTrue(report.clean(), report.summary());
  }

  @Test
  void anUnknownGameIsRefusedWithItsName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> InputDoors.targets("chess", 1L, 4));
    assertTrue(e.getMessage().contains("chess") && e.getMessage().contains("dice-race"), e.getMessage());
  }

  /**
   * The inputs the long fuzz ({@code warp fuzz --game wormhole --inputs 1000000 --minutes 25 --seed 1}) found
   * playing on into a crash: a missile class without an explosive warhead, a vessel with more orders left
   * than issued, Orders Loss allowances for one seat only.
   */
  @Test
  void theLongWormholeFuzzFindingsAreRefused() {
    List<Target<?>> targets = WormholeFuzzTargets.targets(1L, 10, 150);
    // A state or record whose catalog breaks a rule is refused as a document (CONFIG), the catalog's code behind it.
    String[][] found = {{"wormhole/state", "-3914595261711140409", "CONFIG", "CATALOG"},
        {"wormhole/state", "-8385251427206695507", "STATE"},
        {"wormhole/state", "-2672339904677117836", "CONFIG", "CATALOG"},
        {"wormhole/record", "-7474496795984687935", "CONFIG", "CATALOG"},
        {"wormhole/state", "9146625310074553898", "STATE"},
        // the 10^6-input run: Wormhole radii, a scenario zone too shallow for a base, Wormholes named like
        // vessels, a placement heading at -Infinity
        {"wormhole/config", "7563147549575211297", "BAD_VALUE"}, {"wormhole/config", "8316394774017062465", "BAD_VALUE"},
        {"wormhole/config", "4234637782555172935", "BAD_VALUE"}, {"wormhole/config", "-1257440846779509373", "BAD_VALUE"},
        {"wormhole/config", "-414369796143643753", "BAD_VALUE"}, {"wormhole/config", "-8037439741317038289", "BAD_VALUE"},
        {"wormhole/config", "9207012891071191442", "FIELD"}, {"wormhole/state", "-100395081441012123", "STATE"},
        {"wormhole/state", "-7916870773407802921", "STATE"}, {"wormhole/state", "4264963120224808756", "STATE"},
        {"wormhole/record", "-1158406883944682554", "BAD_VALUE"}};
    for (String[] f : found) {
      Target<?> target = targets.stream()
          .filter(t -> t.name().equals(f[0])).findFirst().orElseThrow();
      String json = InputFuzz.standard().input(target, Long.parseLong(f[1]));
      WarpException e = assertThrows(WarpException.class, () -> target.reader().read(json), f[1]);
      assertEquals(f[2], e.code(), f[1]);
      if (f.length > 3) {
        assertEquals(f[3], assertInstanceOf(WarpException.class, e.getCause()).code(), f[1]);
      }
    }
  }
}
