// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Games;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.core.game.Replay;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** The registry as warp-json alone sees it: Warp is installed, found by id, and its records replay. */
class WarpGameProviderTest {

  @Test
  void warpCoreInstallsWarp() {
    assertEquals(List.of("warp"), Games.ids());
    GameProvider<?, ?, ?, ?, ?> warp = Games.byId("warp").orElseThrow();
    assertInstanceOf(WarpGameProvider.class, warp);
    assertEquals("Warp", warp.displayName());
    assertTrue(Games.byId("chess").isEmpty());
  }

  @Test
  void aRecordMadeByTheProviderIsWarpsGameRecordAndReplaysThroughTheGenericType() {
    WarpGameProvider warp = new WarpGameProvider();
    WarpConfig config = WarpConfig.standard(WarpFactor.WARP_9, 2);
    WarpRules rules = WarpRules.of(config);
    WarpState state = rules.start(3);
    WarpMove first = rules.legalMoves(state).get(0);
    RecordedGame<WarpConfig, WarpMove> record = warp.record(config, 3, List.of(first));
    assertInstanceOf(GameRecord.class, record);
    GameRules<WarpState, WarpMove, ?, ?> generic = rules;
    assertEquals(rules.apply(state, first).state(), record.replay(generic));
    assertEquals(warp.codec().writeRecord(record), warp.codec().writeRecord((GameRecord) record));
  }

  @Test
  void aMoveThatCannotBeReplayedIsNamedByItsPlaceInTheRecord() {
    WarpConfig config = WarpConfig.standard(WarpFactor.WARP_9, 2);
    WarpRules rules = WarpRules.of(config);
    WarpState state = rules.start(3);
    WarpMove first = rules.legalMoves(state).get(0);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> Replay.of(rules, 3, List.of(first, first)));
    assertEquals("REPLAY", e.code());
    assertTrue(e.getMessage().contains("moves[1]"), e.getMessage());
  }
}
