// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Test;

/**
 * {@code apply} decides legality with {@link Turns#check} alone, without listing the moves, so the check and
 * the listing must agree exactly: in positions of seeded games of every variant, player count and
 * partnership, every move there is (each tile led, each tile on each end, a draw, a pass) passes the check
 * if and only if {@code legalMoves} lists it.
 */
class CheckAgreesWithListingTest {
  private static final long SEED = 0xC4EC_7AB1EL;
  private static final int GAMES_PER_TABLE = 4;
  private static final int MOVES_PER_GAME = 120;
  private static final Comparator<ClassicMove> ORDER = Comparator.comparing(ClassicMove::toString);

  @Test
  void everyMoveThereIsPassesTheCheckExactlyWhenItIsListed() {
    List<ClassicMove> everyMove = everyMove();
    SplittableRandom random = new SplittableRandom(SEED);
    int positions = 0;
    for (ClassicConfig config : tables()) {
      ClassicRules rules = ClassicRules.of(config);
      for (int g = 0; g < GAMES_PER_TABLE; g++) {
        long seed = random.nextLong();
        ClassicState s = rules.start(seed);
        for (int n = 0; n < MOVES_PER_GAME && !s.isOver(); n++) {
          List<ClassicMove> listed = rules.legalMoves(s);
          List<ClassicMove> passing = new ArrayList<>();
          for (ClassicMove m : everyMove) {
            if (passes(s, m)) {
              passing.add(m);
            }
          }
          String where = config + ", seed " + seed + "L, " + where(s);
          assertEquals(listed.stream().sorted(ORDER).toList(), passing.stream().sorted(ORDER).toList(),
              () -> where + ": the check and the listing disagree");
          s = rules.apply(s, listed.get(random.nextInt(listed.size()))).state();
          positions++;
        }
      }
    }
    assertTrue(positions > 2_000, "positions checked: " + positions);
  }

  private static String where(ClassicState s) {
    return "hand " + s.handNumber() + ", line " + s.line();
  }

  private static boolean passes(ClassicState s, ClassicMove m) {
    try {
      Turns.check(s, m);
      return true;
    } catch (IllegalMoveException e) {
      return false;
    }
  }

  private static List<ClassicConfig> tables() {
    List<ClassicConfig> out = new ArrayList<>();
    for (Variant v : Variant.values()) {
      for (int players = 2; players <= 4; players++) {
        out.add(ClassicConfig.builder(v).players(players).build());
      }
      out.add(ClassicConfig.builder(v).players(4).partnerships(true).build());
    }
    out.add(ClassicConfig.builder(Variant.DRAW).players(2).drawReserve(true).build());
    out.add(ClassicConfig.builder(Variant.BLOCK).players(4).deal(DealRule.ALL_TILES).build());
    return out;
  }

  /** Each tile led, each tile on each end, a draw and a pass. */
  private static List<ClassicMove> everyMove() {
    List<ClassicMove> out = new ArrayList<>();
    out.add(new ClassicMove.Draw());
    out.add(new ClassicMove.Pass());
    for (int i = 0; i < ClassicConfig.SET.size(); i++) {
      Coordinate c = Coordinate.ofIndex(i);
      out.add(new ClassicMove.Lead(c));
      for (End e : End.values()) {
        out.add(new ClassicMove.Play(c, e));
      }
    }
    return List.copyOf(out);
  }
}
