// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private static final WarpRules RULES = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4)
      .objective(Objective.GO_OUT).build(), PluginRegistry.empty());

  @Test
  void aRecordReadFromJsonReplaysToTheLiveGamesStateAtEveryLength() {
    RandomGames.Game game = RandomGames.play(RULES, 77L, 4000);
    assertTrue(game.last().isOver());
    for (int n = 0; n <= game.moves().size(); n += 7) {
      GameRecord record = GameRecord.of(RULES.config(), 77L, game.moves().subList(0, n));
      assertEquals(game.states().get(n), WarpJson.readRecord(WarpJson.writeRecord(record)).replay(RULES));
    }
    assertEquals(game.last(), GameRecord.of(RULES.config(), 77L, game.moves()).replay(RULES));
  }

  @Test
  void thenAppendsAMove() {
    WarpMove first = RULES.legalMoves(RULES.start(3L)).get(0);
    GameRecord record = GameRecord.of(RULES.config(), 3L, List.of()).then(first);
    assertEquals(List.of(first), record.moves());
    assertEquals(RULES.apply(RULES.start(3L), first).state(), record.replay(RULES));
  }

  @Test
  void aTamperedRecordNamesTheFirstIllegalMove() {
    RandomGames.Game game = RandomGames.play(RULES, 78L, 60);
    List<WarpMove> moves = new ArrayList<>(game.moves());
    int tampered = 40;
    WarpState before = game.states().get(tampered);
    WarpMove illegal = moves.get(tampered) instanceof WarpMove.Draw ? WarpMove.PASS : WarpMove.DRAW;
    assertTrue(!RULES.isLegal(before, illegal), "the substitute must be illegal for the test to mean anything");
    moves.set(tampered, illegal);
    GameRecord record = WarpJson.readRecord(WarpJson.writeRecord(GameRecord.of(RULES.config(), 78L, moves)));
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> record.replay(RULES));
    assertEquals("REPLAY", e.code());
    assertTrue(e.getMessage().contains("moves[" + tampered + "]"), e.getMessage());
  }

  @Test
  void movesAfterTheEndAreRefused() {
    RandomGames.Game game = RandomGames.play(RULES, 79L, 4000);
    List<WarpMove> moves = new ArrayList<>(game.moves());
    moves.add(WarpMove.PASS);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> GameRecord.of(RULES.config(), 79L, moves).replay(RULES));
    assertEquals("REPLAY", e.code());
    assertTrue(e.getMessage().contains("moves[" + game.moves().size() + "]"), e.getMessage());
  }

  @Test
  void rulesForAnotherConfigurationAreRejected() {
    GameRecord record = GameRecord.of(WarpConfig.standard(WarpFactor.WARP_9, 2), 1L, List.of());
    assertThrows(InvalidStateException.class, () -> record.replay(RULES));
  }

  @Test
  void anAssistedMarkSurvivesJsonAndFurtherMoves() {
    GameRecord plain = GameRecord.of(RULES.config(), 3L, List.of());
    assertTrue(!plain.assisted());
    GameRecord assisted = plain.markAssisted();
    assertTrue(assisted.assisted());
    assertTrue(assisted.then(RULES.legalMoves(RULES.start(3L)).get(0)).assisted());
    assertTrue(WarpJson.readRecord(WarpJson.writeRecord(assisted)).assisted());
    assertTrue(!WarpJson.readRecord(WarpJson.writeRecord(plain)).assisted());
    assertTrue(WarpJson.writeRecord(plain).contains("\"assisted\":false"), WarpJson.writeRecord(plain));
  }
}
