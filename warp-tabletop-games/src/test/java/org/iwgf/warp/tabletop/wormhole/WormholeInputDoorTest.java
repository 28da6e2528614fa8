// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.testkit.InputFuzz;
import org.iwgf.warp.testkit.InputFuzz.Target;
import org.junit.jupiter.api.Test;

/** The defects found by sending the battle game hostile configurations and saved battles. */
class WormholeInputDoorTest {
  private static final WormholeJson JSON = WormholeJson.create();
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final WormholeConfig STANDARD = WormholeConfig.standard(CatalogJson.sathrican(),
      SampleFleets.royalist(), SampleFleets.separatist(), SampleFleets.POINTS);
  private static final String CONFIG = JSON.writeConfig(STANDARD);

  private static String code(Class<? extends WarpException> type, String json) {
    return assertThrows(type, () -> JSON.readConfig(json)).code();
  }

  @Test
  void aMatWidthOf9e18Or1e308IsRefusedInsteadOfRunningForever() {
    assertTrue(CONFIG.contains("\"matWidth\":30.0"), CONFIG);
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      for (String width : new String[] {"9.2E18", "1e308", "1e309", "241.0", "0.0", "-30.0"}) {
        String json = CONFIG.replace("\"matWidth\":30.0", "\"matWidth\":" + width);
        assertEquals("FIELD", code(InvalidConfigException.class, json), width);
      }
    });
    assertEquals(60.0, JSON.readConfig(CONFIG.replace("\"matWidth\":30.0", "\"matWidth\":60.0")).matWidth());
  }

  @Test
  void theCatalogEmbeddedInAConfigIsValidatedAsTheCatalogReaderValidatesIt() {
    assertTrue(CONFIG.contains("\"baseRadius\":0.75"), CONFIG);
    assertEquals("CATALOG", code(InvalidConfigException.class,
        CONFIG.replaceFirst("\"baseRadius\":0.75", "\"baseRadius\":1e309")), "an infinite base radius");
    assertEquals("CATALOG", code(InvalidConfigException.class,
        CONFIG.replaceFirst("\"velocity\":6.0", "\"velocity\":-6.0")), "a negative velocity");
    assertEquals("CATALOG", code(InvalidConfigException.class,
        CONFIG.replaceFirst("\"velocity\":12.0", "\"velocity\":-12.0")), "a negative ability value");
  }

  @Test
  void aBaseLargerThanTheDeploymentZoneIsRefused() {
    String json = CONFIG.replace("\"deploymentDepth\":8.0", "\"deploymentDepth\":1.0");
    assertTrue(json.contains("\"deploymentDepth\":1.0"), CONFIG);
    assertEquals("FIELD", code(InvalidConfigException.class, json));
  }

  private static WormholeState inOrdersPhase() {
    WormholeRules rules = WormholeRules.of(STANDARD);
    WormholeState s = rules.start(4L);
    for (int n = 0; n < 500 && s.phase() != Phase.ORDERS; n++) {
      s = rules.apply(s, rules.legalMoves(s).get(0)).state();
    }
    assertEquals(Phase.ORDERS, s.phase());
    return s;
  }

  /** The saved state of {@code s} with its (not its configuration's) vessel list changed by {@code edit}. */
  private static String edited(WormholeState s, Consumer<ArrayNode> edit) throws Exception {
    ObjectNode tree = (ObjectNode) MAPPER.readTree(JSON.writeState(s));
    edit.accept((ArrayNode) tree.get("vessels"));
    return MAPPER.writeValueAsString(tree);
  }

  @Test
  void aStateWithAnEmptiedVesselListIsRefused() throws Exception {
    String emptied = edited(inOrdersPhase(), ArrayNode::removeAll);
    assertEquals("STATE", assertThrows(InvalidStateException.class, () -> JSON.readState(emptied)).code());
  }

  @Test
  void aStateWithFlippedOrdersDoneIsRefusedOrPlaysOn() {
    WormholeState s = inOrdersPhase();
    String saved = JSON.writeState(s);
    assertTrue(saved.contains("\"ordersDone\":[false,false]"), saved);
    String flipped = saved.replace("\"ordersDone\":[false,false]", "\"ordersDone\":[true,true]");
    assertEquals("STATE", assertThrows(InvalidStateException.class, () -> JSON.readState(flipped)).code());
    WormholeRules rules = WormholeRules.of(STANDARD);
    for (String one : new String[] {"[true,false]", "[false,true]"}) {
      try {
        WormholeState read = JSON.readState(saved.replace("\"ordersDone\":[false,false]", "\"ordersDone\":" + one));
        assertTrue(!rules.legalMoves(read).isEmpty(), one);
      } catch (InvalidStateException refused) {
        assertEquals("STATE", refused.code());
      }
    }
  }

  @Test
  void aStateWithARenamedVesselIdIsRefused() throws Exception {
    String renamed = edited(inOrdersPhase(), vessels -> {
      ObjectNode first = (ObjectNode) vessels.get(0);
      first.put("id", first.get("id").asText() + "-renamed");
    });
    assertEquals("STATE", assertThrows(InvalidStateException.class, () -> JSON.readState(renamed)).code());
  }

  /**
   * The inputs the long fuzz (RunFuzz --game wormhole --inputs 1000000 --minutes 25 --seed 1) found playing on
   * into a crash: a missile class without an explosive warhead, a vessel with more orders left than issued,
   * Orders Loss allowances for one seat only.
   */
  @Test
  void theLongFuzzFindingsAreRefused() {
    List<Target<?>> targets = WormholeFuzzTargets.targets(1L, 10, 150);
    String[][] found = {{"wormhole/state", "-3914595261711140409", "CATALOG"},
        {"wormhole/state", "-8385251427206695507", "STATE"}, {"wormhole/state", "-2672339904677117836", "CATALOG"},
        {"wormhole/record", "-7474496795984687935", "CATALOG"}, {"wormhole/state", "9146625310074553898", "STATE"},
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
    }
  }
}
