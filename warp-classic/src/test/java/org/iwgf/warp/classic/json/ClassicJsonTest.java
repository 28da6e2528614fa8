// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.End;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

/** The JSON shape, and clear errors for what cannot be read. */
class ClassicJsonTest {

  @Test
  void movesAndConfigurationsHaveAStableShape() {
    assertEquals("{\"type\":\"play\",\"tile\":\"6-4\",\"end\":\"left\"}",
        ClassicJson.writeMove(new ClassicMove.Play(Coordinate.of(6, 4), End.LEFT)));
    assertEquals("{\"type\":\"draw\"}", ClassicJson.writeMove(new ClassicMove.Draw()));
    ClassicConfig c = ClassicConfig.builder(Variant.ALL_FIVES).players(2).build();
    assertEquals("{\"variant\":\"all-fives\",\"players\":2,\"partnerships\":false,\"deal\":\"standard\","
        + "\"firstLead\":\"heaviest-tile\",\"winnerScore\":\"opponents-pips\",\"drawReserve\":false,"
        + "\"target\":250,\"scoreInFives\":false}", ClassicJson.writeConfig(c));
    assertEquals(c, ClassicJson.readConfig(ClassicJson.writeConfig(c)));
  }

  @Test
  void whatCannotBeReadIsRefusedWithACode() {
    assertEquals("UNKNOWN_TYPE", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readMove("{\"type\":\"chart\"}")).code());
    assertEquals("MISSING_FIELD", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readMove("{\"type\":\"lead\"}")).code());
    assertEquals("UNKNOWN_FIELD", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readMove("{\"type\":\"pass\",\"seat\":1}")).code());
    assertEquals("COORDINATES", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readMove("{\"type\":\"lead\",\"tile\":\"six\"}")).code());
    assertEquals("MALFORMED_JSON", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readEvents("[")).code());
    String bad = ClassicJson.writeConfig(ClassicConfig.builder(Variant.BLOCK).build()).replace("\"players\":4",
        "\"players\":7");
    assertEquals("PLAYERS", assertThrows(InvalidConfigException.class, () -> ClassicJson.readConfig(bad)).code());
  }

  @Test
  void aStateThatDoesNotHoldTogetherIsRefused() {
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(2).build());
    ClassicState s = rules.start(7);
    String json = ClassicJson.writeState(s);
    assertEquals(s, ClassicJson.readState(json));
    String first = s.boneyard().get(0).toString();
    String twice = json.replaceFirst("\"" + s.boneyard().get(1) + "\"", "\"" + first + "\"");
    assertEquals("COORDINATES", assertThrows(InvalidStateException.class,
        () -> ClassicJson.readState(twice)).code());
    String wrongSeat = json.replace("\"toAct\":" + s.toAct().orElseThrow(), "\"toAct\":5");
    assertEquals("SEATS", assertThrows(InvalidStateException.class, () -> ClassicJson.readState(wrongSeat)).code());
    assertEquals(List.of(0, 0), ClassicJson.readState(json).scores());
  }

  /** README: a saved state that does not hold together is refused with {@code InvalidStateException}. */
  @Test
  void savedStateWithImpossibleConfigIsAnInvalidState() {
    String json = ClassicJson.writeState(ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(2).build())
        .start(7));
    assertTrue(json.contains("\"players\":2"), json);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> ClassicJson.readState(json.replace("\"players\":2", "\"players\":99")));
    assertEquals("CONFIG", e.code());
    assertEquals("PLAYERS", assertInstanceOf(InvalidConfigException.class, e.getCause()).code());
    assertTrue(e.getMessage().contains("(PLAYERS)"), e.getMessage());
  }
}
