// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeMenu;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.junit.jupiter.api.Test;

/**
 * Documents the schemas must refuse: a wrong type id, a missing or unknown property, a malformed value, also
 * where a schema refers to another file for it.
 */
class SchemasRefuseTest {
  private static final SchemaCheck WARP = SchemaCheck.of("warp");
  private static final ObjectMapper TREE = new ObjectMapper();

  private static void refused(SchemaCheck check, String document, String json) {
    assertFalse(check.errors(document, json).isEmpty(), document + " should be refused: " + json);
  }

  @Test
  void theDocumentsBeforeMutationConform() {
    String chart = WarpJson.writeMove(new WarpMove.Chart(Coordinate.of(12, 5), Route.trailOf(2)));
    assertEquals(List.of(), WARP.errors("move", chart));
  }

  @Test
  void wrongTypeIdsAreRefused() {
    refused(WARP, "move", "{\"type\":\"charted\",\"coordinate\":\"12-5\",\"route\":\"trail-2\"}");
    refused(WARP, "move", "{\"type\":\"module-delta.no-such-move\"}");
    refused(WARP, "move", "{\"coordinate\":\"12-5\",\"route\":\"trail-2\"}");
    refused(WARP, "events", "[{\"type\":\"chart\"}]");
    String race = BlackHoleJson.writeConfig(BlackHoleConfig.standard(2));
    refused(SchemaCheck.of("blackhole"), "move", "{\"type\":\"roll\"}");
    assertEquals(List.of(), SchemaCheck.of("blackhole").errors("config", race));
  }

  @Test
  void missingAndUnknownPropertiesAreRefused() {
    refused(WARP, "move", "{\"type\":\"chart\",\"coordinate\":\"12-5\"}");
    refused(WARP, "move", "{\"type\":\"chart\",\"coordinate\":\"12-5\",\"route\":\"trail-2\",\"seat\":1}");
    WarpConfig config = WarpConfig.builder().captains(3).build();
    String record = WarpJson.writeRecord(GameRecord.of(config, 7, List.of(WarpMove.PASS)));
    assertEquals(List.of(), WARP.errors("record", record));
    refused(WARP, "record", record.replace("\"seed\":7,", ""));
    String state = WarpJson.writeState(WarpRules.of(config).start(7));
    assertEquals(List.of(), WARP.errors("state", state));
    refused(WARP, "state", state.replace("\"passStreak\":0,", ""));
    String classic = ClassicJson.writeConfig(ClassicConfig.builder(Variant.ALL_FIVES).players(3).build());
    assertEquals(List.of(), SchemaCheck.of("classic").errors("config", classic));
    refused(SchemaCheck.of("classic"), "config", classic.replace("\"all-fives\"", "\"ALL_FIVES\""));
  }

  /**
   * The battle game's move menu offers the moves its move schema defines, by reference to that file: a choice
   * that is no move, or a move with a property no move has, is refused through it.
   */
  @Test
  void aMenuChoiceIsCheckedAgainstTheMoveSchemaItRefersTo() throws JsonProcessingException {
    SchemaCheck wormhole = SchemaCheck.of("wormhole");
    WormholeRules rules = WormholeRules.of(RandomScenarios.of(CatalogJson.sathrican(), 7));
    WormholeMenu menu = rules.menu(rules.start(7)).orElseThrow();
    String json = WormholeJson.codec().writeMenu(menu);
    assertEquals(List.of(), wormhole.errors("menu", json));
    ObjectNode tree = (ObjectNode) TREE.readTree(json);
    ObjectNode choice = (ObjectNode) tree.withArray("choices").get(0);
    choice.put("seat", 1);
    refused(wormhole, "menu", tree.toString());
    choice.remove("seat");
    choice.put("type", "no-such-move");
    refused(wormhole, "menu", tree.toString());
  }

  @Test
  void malformedValuesAreRefused() {
    refused(WARP, "move", "{\"type\":\"chart\",\"coordinate\":\"12:5\",\"route\":\"trail-2\"}");
    refused(WARP, "move", "{\"type\":\"chart\",\"coordinate\":\"12-5\",\"route\":\"trail-two\"}");
    refused(WARP, "move", "{\"type\":\"overtime-vote\",\"accept\":\"yes\"}");
  }
}
