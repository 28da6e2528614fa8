// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.rating.tei.Placements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Authoritative results: honest records verify; tampered ones are refused. */
class ResultVerifierTest {
  static final ResultVerifier VERIFIER = ResultVerifier.of(PluginRegistry.empty());
  static final WarpConfig POINTS = WarpConfig.builder().captains(3).campaignRounds(2).build();
  static final WarpConfig GO_OUT = WarpConfig.builder().captains(3).objective(Objective.GO_OUT)
      .goOut(GoOutStructure.firstTo(2)).build();

  /** A finished game: each captain plays the last legal move listed, a simple deterministic policy. */
  static GameRecord played(WarpConfig config, long seed) {
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty());
    WarpState state = rules.start(seed);
    GameRecord record = GameRecord.of(config, seed, List.of());
    while (rules.outcome(state).isEmpty()) {
      List<WarpMove> moves = rules.legalMoves(state);
      WarpMove move = moves.get(moves.size() - 1);
      state = rules.apply(state, move).state();
      record = record.then(move);
    }
    return record;
  }

  static List<Integer> engineStandings(GameRecord record) {
    WarpRules rules = WarpRules.of(record.config(), PluginRegistry.empty());
    return rules.outcome(record.replay(rules)).orElseThrow().scores();
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 42})
  void anHonestPointsRecordVerifies(long seed) {
    GameRecord record = played(POINTS, seed);
    VerifiedResult result = VERIFIER.verify(new ClaimedResult(record, engineStandings(record)));
    assertEquals(Placements.pointsCampaign(engineStandings(record)), result.placements());
  }

  @Test
  void anHonestGoOutRecordVerifiesAndRanksByRoundWins() {
    GameRecord record = played(GO_OUT, 7);
    VerifiedResult result = VERIFIER.verify(new ClaimedResult(record, engineStandings(record)));
    assertEquals(Placements.goOut(engineStandings(record)), result.placements());
    assertTrue(result.outcome().scores().contains(2));
  }

  @Test
  void aSwappedStandingIsRefused() {
    GameRecord record = played(POINTS, 11);
    List<Integer> standings = new ArrayList<>(engineStandings(record));
    int other = standings.indexOf(standings.stream().filter(s -> !s.equals(standings.get(0))).findFirst()
        .orElseThrow());
    Collections.swap(standings, 0, other);
    RatedPlayException e = assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(record, standings)));
    assertEquals("STANDINGS_MISMATCH", e.code());
  }

  @Test
  void aShavedScoreIsRefused() {
    GameRecord record = played(POINTS, 12);
    List<Integer> standings = new ArrayList<>(engineStandings(record));
    standings.set(1, standings.get(1) - 1);
    assertEquals("STANDINGS_MISMATCH", assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(record, standings))).code());
  }

  @Test
  void aChangedMoveIsRefused() {
    // The first coordinate charted is replaced by a draw: a captain who can chart must, so the draw is illegal.
    GameRecord record = played(POINTS, 13);
    List<WarpMove> moves = new ArrayList<>(record.moves());
    int index = 0;
    while (!(moves.get(index) instanceof WarpMove.Chart)) {
      index++;
    }
    moves.set(index, new WarpMove.Draw());
    GameRecord tampered = GameRecord.of(POINTS, 13, moves);
    RatedPlayException e = assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(tampered, engineStandings(record))));
    assertEquals("ILLEGAL_MOVE", e.code());
    assertNotEquals(record, tampered);
  }

  @Test
  void anEditedHandIsRefused() {
    // A client that edited its hand charts a coordinate it was never dealt.
    GameRecord record = played(POINTS, 21);
    WarpRules rules = WarpRules.of(POINTS, PluginRegistry.empty());
    WarpState state = rules.start(21);
    int index = 0;
    while (!(record.moves().get(index) instanceof WarpMove.Chart)) {
      state = rules.apply(state, record.moves().get(index)).state();
      index++;
    }
    WarpMove.Chart honest = (WarpMove.Chart) record.moves().get(index);
    Coordinate notHeld = null;
    for (int other = 0; other < POINTS.captains() && notHeld == null; other++) {
      if (other != state.toAct()) {
        notHeld = state.hand(other).get(0);
      }
    }
    List<WarpMove> moves = new ArrayList<>(record.moves());
    moves.set(index, new WarpMove.Chart(notHeld, honest.route()));
    GameRecord tampered = GameRecord.of(POINTS, 21, moves);
    RatedPlayException e = assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(tampered, engineStandings(record))));
    assertEquals("ILLEGAL_MOVE", e.code());
    assertTrue(e.getMessage().contains("moves[" + index + "]"), e.getMessage());
  }

  @Test
  void anotherSeedDealsOtherHandsAndIsRefused() {
    GameRecord record = played(POINTS, 31);
    GameRecord reseeded = GameRecord.of(POINTS, 32, record.moves());
    assertThrows(RatedPlayException.class, () -> VERIFIER.verify(new ClaimedResult(reseeded,
        engineStandings(record))));
  }

  @Test
  void anUnfinishedRecordIsRefused() {
    GameRecord record = played(POINTS, 41);
    GameRecord cut = GameRecord.of(POINTS, 41, record.moves().subList(0, record.moves().size() - 1));
    assertEquals("UNFINISHED", assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(cut, engineStandings(record)))).code());
  }

  @Test
  void movesAfterTheEndAreRefused() {
    GameRecord record = played(POINTS, 51);
    GameRecord extra = record.then(new WarpMove.Draw());
    assertEquals("ILLEGAL_MOVE", assertThrows(RatedPlayException.class,
        () -> VERIFIER.verify(new ClaimedResult(extra, engineStandings(record)))).code());
  }
}
