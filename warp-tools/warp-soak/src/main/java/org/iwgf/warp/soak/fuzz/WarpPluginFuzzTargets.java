// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.soak.SoakCell;
import org.iwgf.warp.soak.SoakSpace;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.InputFuzz;
import org.iwgf.warp.testkit.WarpFuzzTargets;

/**
 * The Warp engine's {@linkplain WarpFuzzTargets fuzz targets} over the soak's whole rule space: games drawn
 * from spread-out {@linkplain SoakSpace cells}, so every Module, house rule and Subspace Fracture scope
 * meets the input door.
 *
 * @since 0.1.0
 */
public final class WarpPluginFuzzTargets {
  private WarpPluginFuzzTargets() {}

  /**
   * The six Warp targets, their corpora built from {@code games} games of {@code space} drawn from
   * {@code seed}; accepted inputs are played on for at most {@code maxMoves} moves.
   */
  public static List<InputFuzz.Target<?>> targets(SoakSpace space, long seed, int games, int maxMoves) {
    SplittableRandom r = new SplittableRandom(seed);
    List<GameCase> cases = new ArrayList<>();
    for (int tries = 0; cases.size() < games && tries < games * 20; tries++) {
      SoakCell cell = space.cell(r.nextLong(space.cellCount()));
      space.game(cell, r.nextLong()).ifPresent(cases::add);
    }
    return WarpFuzzTargets.of(space.registry(), maxMoves).targets(cases);
  }
}
