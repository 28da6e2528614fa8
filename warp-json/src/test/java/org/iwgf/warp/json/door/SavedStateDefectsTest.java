// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json.door;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Consumer;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.junit.jupiter.api.Test;

/**
 * Saved states the engine could never have reached are refused on reading, each with a code, and the
 * state as saved still reads back: one test per defect found by trying the library as a server would.
 */
class SavedStateDefectsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final WarpRules THREE =
      WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).build(), PluginRegistry.empty());

  /** A state of a three-seat Warp 9 game after a few moves, with a double waiting if one was charted. */
  private static WarpState played(long seed, int moves) {
    WarpState s = THREE.start(seed);
    for (int i = 0; i < moves && !THREE.legalMoves(s).isEmpty(); i++) {
      s = THREE.apply(s, THREE.legalMoves(s).get(0)).state();
    }
    return s;
  }

  private static WarpState withAlert() {
    for (long seed = 1; ; seed++) {
      WarpState s = THREE.start(seed);
      for (int i = 0; i < 60 && !THREE.legalMoves(s).isEmpty(); i++) {
        WarpMove m = THREE.legalMoves(s).stream().filter(x -> x instanceof WarpMove.Chart c
            && c.coordinate().isDouble()).findFirst().orElse(THREE.legalMoves(s).get(0));
        s = THREE.apply(s, m).state();
        if (s.redAlert().isPresent()) {
          return s;
        }
      }
    }
  }

  private static String edited(WarpState s, Consumer<ObjectNode> edit) {
    try {
      ObjectNode tree = (ObjectNode) MAPPER.readTree(WarpJson.writeState(s));
      edit.accept(tree);
      return MAPPER.writeValueAsString(tree);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static String refusal(String json) {
    return assertThrows(InvalidStateException.class, () -> WarpJson.readState(json)).code();
  }

  @Test
  void aRedAlertOnACoordinateThatIsNotADoubleIsRefused() {
    WarpState s = withAlert();
    assertEquals(s, WarpJson.readState(WarpJson.writeState(s)));
    assertEquals("COORDINATES", refusal(edited(s, t -> ((ObjectNode) t.get("redAlert")).put("doubleCharted", "9-1"))));
  }

  @Test
  void aRedAlertOnADoubleThatIsNotOnTheTableIsRefused() {
    WarpState s = withAlert();
    String other = s.redAlert().orElseThrow().doubleCharted().high() == 0 ? "1-1" : "0-0";
    assertEquals("COORDINATES", refusal(edited(s, t -> ((ObjectNode) t.get("redAlert")).put("doubleCharted", other))));
  }

  @Test
  void aRedAlertOnAPipTheFactorDoesNotHaveIsRefused() {
    WarpState s = withAlert();
    assertEquals("COORDINATES", refusal(edited(s, t -> ((ObjectNode) t.get("redAlert"))
        .put("doubleCharted", "12-12"))));
  }

  @Test
  void aPassCounterOfFiftyAtAThreeSeatTableIsRefused() {
    WarpState s = played(5L, 9);
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("passStreak", 50))));
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("passStreak", -1))));
    // Counters a state packs into bits of one int: one too wide for its bits must not spill into the others.
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("passStreak", Integer.MAX_VALUE))));
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("passStreak", 32))));
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("passStreak", 4))));
  }

  @Test
  void campaignScoresAndRoundNumbersNearIntegerMaxValueAreRefused() {
    WarpState s = played(5L, 9);
    assertEquals("COUNTS", refusal(edited(s, t -> ((ArrayNode) t.get("campaignScores")).set(0,
        MAPPER.getNodeFactory().numberNode(Integer.MAX_VALUE - 3)))));
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("round", Integer.MAX_VALUE))));
  }

  @Test
  void negativeCampaignScoresAreRefused() {
    WarpState s = played(5L, 9);
    assertEquals("COUNTS", refusal(edited(s, t -> ((ArrayNode) t.get("campaignScores")).set(1,
        MAPPER.getNodeFactory().numberNode(-3)))));
  }

  @Test
  void aRoundThatDoesNotMatchItsSpacedockIsRefused() {
    WarpState s = played(5L, 9);
    assertEquals(1, s.round());
    assertEquals("COUNTS", refusal(edited(s, t -> t.put("round", 2))));
    assertEquals("COORDINATES", refusal(edited(s, t -> t.put("spacedock", 8))));
  }

  @Test
  void sideBranchesOffARouteWithNoCoordinatesAreRefused() {
    WarpState s = played(5L, 0);
    assertEquals(s, WarpJson.readState(WarpJson.writeState(s)));
    String moved = s.hand(0).get(0).toString();
    assertEquals("COORDINATES", refusal(edited(s, t -> {
      ((ArrayNode) t.get("hands").get(0)).remove(0);
      ArrayNode branches = t.putArray("branches");
      branches.addArray().add(moved);
      for (int slot = 1; slot <= 3; slot++) {
        branches.addArray();
      }
    })));
  }
}
