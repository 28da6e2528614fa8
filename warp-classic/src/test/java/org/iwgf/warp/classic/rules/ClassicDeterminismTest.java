// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Transition;
import org.junit.jupiter.api.Test;

/**
 * Pins what Warp 6 Classic does, so that it can be made faster without playing differently: seeded whole games
 * over every variant, table size and scoring option, each move chosen by SplitMix64 among the legal moves, are
 * fingerprinted (every legal-move list in order, every event, every state as a snapshot and as text, the view
 * of the seat to act, every seat's and a spectator's events) and compared with the fingerprint the rules
 * produced before their playouts were made faster. Any change to what the rules do, or to the order in which
 * they offer moves, changes the fingerprint.
 */
class ClassicDeterminismTest {
  /** Fingerprint of the rules as they played before; change it only with a deliberate change of the rules. */
  private static final long EXPECTED_FINGERPRINT = 0xde475c083880aecbL;
  private static final long EXPECTED_MOVES = 24_528L;
  private static final int GAMES = 120;

  private static final List<ClassicConfig> CONFIGS = List.of(
      ClassicConfig.builder(Variant.BLOCK).players(4).build(),
      ClassicConfig.builder(Variant.BLOCK).players(4).partnerships(true).build(),
      ClassicConfig.builder(Variant.BLOCK).players(2).winnerScore(WinnerScore.OPPONENTS_MINUS_OWN).build(),
      ClassicConfig.builder(Variant.BLOCK).players(4).deal(DealRule.ALL_TILES).firstLead(FirstLead.RESHUFFLE)
          .build(),
      ClassicConfig.builder(Variant.DRAW).players(3).build(),
      ClassicConfig.builder(Variant.DRAW).players(2).drawReserve(true).build(),
      ClassicConfig.builder(Variant.DRAW).players(4).partnerships(true).drawReserve(true).target(150).build(),
      ClassicConfig.builder(Variant.ALL_FIVES).players(2).build(),
      ClassicConfig.builder(Variant.ALL_FIVES).players(3).deal(DealRule.PAGAT).scoreInFives(true).build(),
      ClassicConfig.builder(Variant.ALL_FIVES).players(4).partnerships(true)
          .winnerScore(WinnerScore.OPPONENTS_MINUS_OWN).drawReserve(true).build());

  private long hash = 0xcbf29ce484222325L;
  private long moves;

  @Test
  void seededGamesPlayExactlyAsBefore() {
    for (int game = 0; game < GAMES; game++) {
      play(ClassicRules.of(CONFIGS.get(game % CONFIGS.size())), 7000L + game);
    }
    assertEquals(EXPECTED_MOVES, moves, "moves played");
    assertEquals(EXPECTED_FINGERPRINT, hash, () -> "fingerprint 0x" + Long.toHexString(hash));
  }

  private void play(ClassicRules rules, long seed) {
    ClassicState s = rules.start(seed);
    mix(s);
    long choice = seed * 31 + 7;
    for (int turn = 0; turn < 100_000 && !s.isOver(); turn++) {
      List<ClassicMove> legal = rules.legalMoves(s);
      mix(legal.toString());
      mix(rules.view(s, s.toAct().getAsInt()).toString());
      Transition<ClassicState, ClassicEvent> t = rules.apply(s, legal.get(SplitMix64.nextInt(choice, legal.size())));
      choice = SplitMix64.next(choice);
      moves++;
      mix(t.events().toString());
      for (int seat = 0; seat < rules.config().players(); seat++) {
        mix(rules.eventsFor(t.events(), seat).toString());
      }
      mix(rules.spectatorEvents(t.events()).toString());
      s = t.state();
      mix(s);
    }
    mix(rules.outcome(s).toString());
    mix(rules.spectatorView(s).toString());
  }

  private void mix(ClassicState s) {
    mix(s.toString());
    mix(s.snapshot().toString());
  }

  private void mix(String text) {
    long h = hash;
    for (int i = 0; i < text.length(); i++) {
      h ^= text.charAt(i);
      h *= 0x100000001b3L;
    }
    hash = h;
  }
}
