// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.function.Consumer;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.junit.jupiter.api.Test;

/** The defects found by sending the battle game hostile configurations and saved battles. */
class WormholeInputDoorTest {
  private static final WormholeJsonCodec JSON = WormholeJson.codec();
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

  /** README: a saved state that does not hold together is refused with {@code InvalidStateException}. */
  @Test
  void savedStateWithImpossibleConfigIsAnInvalidState() {
    String saved = JSON.writeState(WormholeRules.of(STANDARD).start(4L));
    assertTrue(saved.contains("\"matWidth\":30.0"), saved);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> JSON.readState(saved.replace("\"matWidth\":30.0", "\"matWidth\":9.2E18")));
    assertEquals("CONFIG", e.code());
    assertEquals("FIELD", assertInstanceOf(InvalidConfigException.class, e.getCause()).code());
    assertTrue(e.getMessage().contains("(FIELD)"), e.getMessage());
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

}
