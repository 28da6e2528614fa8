// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

/**
 * Warp 6 Classic's input door: the defects its seeded fuzz found (the fuzz itself runs in
 * warp-soak's InputDoorFuzzTest).
 */
class ClassicInputFuzzTest {
  @Test
  void aHandNumberOfIntegerMaxValueIsRefusedInsteadOfOverflowing() {
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(2).build());
    String saved = ClassicJson.writeState(rules.start(3L));
    assertTrue(saved.contains("\"handNumber\":1"), saved);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> ClassicJson.readState(saved.replace("\"handNumber\":1", "\"handNumber\":" + Integer.MAX_VALUE)));
    assertEquals("COUNTS", e.code());
    ClassicState last = ClassicJson.readState(saved.replace("\"handNumber\":1",
        "\"handNumber\":" + ClassicRules.MAX_HANDS));
    assertEquals(ClassicRules.MAX_HANDS, last.handNumber());
  }

  @Test
  void theLastHandAGameMayDealEndsItAndTheEngineReadsItsOwnState() {
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(2).build());
    String saved = ClassicJson.writeState(rules.start(3L));
    ClassicState s = ClassicJson.readState(saved.replace("\"handNumber\":1",
        "\"handNumber\":" + ClassicRules.MAX_HANDS));
    for (int n = 0; n < 500 && !rules.legalMoves(s).isEmpty(); n++) {
      s = rules.apply(s, rules.legalMoves(s).get(0)).state();
      assertEquals(s, ClassicJson.readState(ClassicJson.writeState(s)), "the engine reads its own state");
    }
    assertTrue(s.isOver(), "the last hand ends the game");
    assertEquals(ClassicRules.MAX_HANDS, s.handNumber());
  }

  @Test
  void aMissingStateOrASeatNotAtTheTableIsRefusedWithACode() {
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.BLOCK).players(3).build());
    ClassicState s = rules.start(1L);
    assertEquals("MISSING_STATE", assertThrows(InvalidStateException.class, () -> rules.legalMoves(null)).code());
    assertEquals("SEATS", assertThrows(InvalidStateException.class, () -> rules.view(s, 3)).code());
    int other = (s.toAct().orElseThrow() + 1) % 3;
    assertEquals("NOT_YOUR_TURN", assertThrows(IllegalMoveException.class,
        () -> rules.applyAs(s, other, rules.legalMoves(s).get(0))).code());
  }
}
