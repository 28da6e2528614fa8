// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

/**
 * The dice race's input door: the defects its seeded fuzz found (the fuzz itself runs in
 * warp-soak's InputDoorFuzzTest).
 */
class BlackHoleInputFuzzTest {
  @Test
  void everyReaderRefusesTheTextNullInsteadOfReturningNull() {
    List<Function<String, ?>> readers = List.of(BlackHoleJson::readSpiral, BlackHoleJson::readConfig,
        BlackHoleJson::readState, BlackHoleJson::readMove, BlackHoleJson::readEvents, BlackHoleJson::readView,
        BlackHoleJson::readRecord);
    for (Function<String, ?> reader : readers) {
      for (String text : new String[] {"null", " null ", "", null}) {
        assertEquals("MALFORMED_JSON", assertThrows(InvalidStateException.class, () -> reader.apply(text)).code());
      }
    }
  }

  @Test
  void applyWithoutAMoveOrAStateIsRefusedWithACode() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2));
    BlackHoleState s = rules.start(1L);
    assertEquals("UNKNOWN_MOVE", assertThrows(IllegalMoveException.class, () -> rules.apply(s, null)).code());
    assertEquals("MISSING_STATE", assertThrows(InvalidStateException.class,
        () -> rules.apply(null, rules.legalMoves(s).get(0))).code());
    int other = (s.toAct().orElseThrow() + 1) % 2;
    assertEquals("NOT_YOUR_TURN", assertThrows(IllegalMoveException.class,
        () -> rules.applyAs(s, other, rules.legalMoves(s).get(0))).code());
    assertEquals("NOT_YOUR_TURN", assertThrows(IllegalMoveException.class,
        () -> rules.applyAs(s, 7, rules.legalMoves(s).get(0))).code());
    assertEquals("SEATS", assertThrows(InvalidStateException.class, () -> rules.view(s, 2)).code());
    rules.applyAs(s, s.toAct().orElseThrow(), rules.legalMoves(s).get(0));
  }

  @Test
  void aShipPlacedOutOfTurnOrderIsRefusedRatherThanStallingThePlacing() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(3));
    BlackHoleState s = rules.start(5L);
    assertEquals(Phase.PLACING, s.phase());
    int first = s.order().get(0);
    Ship other = s.ships().stream().filter(x -> x.seat() != first).findFirst().orElseThrow();
    String saved = BlackHoleJson.writeState(s);
    assertTrue(saved.contains("{\"id\":" + other.id() + ","), saved);
    String placed = saved.replaceFirst("(\\{\"id\":" + other.id() + ",[^}]*\"space\":)-1", "$10");
    assertTrue(!placed.equals(saved), "the ship was placed in the document");
    assertEquals("PHASE", assertThrows(InvalidStateException.class, () -> BlackHoleJson.readState(placed)).code());
  }
}
