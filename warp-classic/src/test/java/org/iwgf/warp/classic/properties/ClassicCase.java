// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.DealRule;
import org.iwgf.warp.classic.rules.FirstLead;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.classic.rules.WinnerScore;
import org.iwgf.warp.core.domino.SplitMix64;

/**
 * One generated game: a configuration and a seed. Configurations are drawn from a seed over variants,
 * player counts and every option, so a failing case is reproduced from the printed JSON and seed.
 */
record ClassicCase(ClassicConfig config, long seed) {

  /** {@code count} cases drawn from {@code seed}; every variant × player count appears. */
  static List<ClassicCase> draw(long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<ClassicCase> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Variant variant = Variant.values()[i % 3];
      int players = 2 + (i / 3) % 3;
      ClassicConfig.Builder b = ClassicConfig.builder(variant).players(players)
          .firstLead(random.nextBoolean() ? FirstLead.HEAVIEST_TILE : FirstLead.RESHUFFLE)
          .winnerScore(random.nextBoolean() ? WinnerScore.OPPONENTS_PIPS : WinnerScore.OPPONENTS_MINUS_OWN);
      if (players == 4) {
        b.partnerships(random.nextBoolean());
        if (variant != Variant.ALL_FIVES && random.nextInt(3) == 0) {
          b.deal(DealRule.ALL_TILES);
        }
      }
      if (variant == Variant.ALL_FIVES) {
        if (random.nextBoolean()) {
          b.deal(DealRule.PAGAT);
        }
        b.scoreInFives(random.nextInt(3) == 0);
      }
      if (variant.draws()) {
        b.drawReserve(random.nextBoolean());
      }
      // Mostly short games keep the suite fast; some play to the usual target.
      if (random.nextInt(4) != 0) {
        b.target(1 + random.nextInt(variant == Variant.ALL_FIVES ? 120 : 60));
      }
      out.add(new ClassicCase(b.build(), SplitMix64.mix(seed + i)));
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return config.variant() + " " + config.players() + "p" + (config.partnerships() ? " teams" : "") + " "
        + config.deal() + " " + config.firstLead() + " " + config.winnerScore() + (config.drawReserve() ? " reserve" : "")
        + (config.scoreInFives() ? " in-fives" : "") + " to " + config.target() + ", seed " + seed + "L";
  }
}
