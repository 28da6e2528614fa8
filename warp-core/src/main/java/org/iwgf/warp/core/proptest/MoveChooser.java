package org.iwgf.warp.core.proptest;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.rules.WarpMove;

/**
 * How {@link PropertyRunner} picks the move to play from the legal ones. Must be a pure function of its
 * arguments (and of the random numbers it draws), so that a game replays from its seed.
 */
@FunctionalInterface
public interface MoveChooser {

  /**
   * The index into {@code legal} (never empty) of the move to play at ply {@code ply} (0 for the first move
   * of the game); {@code random} is seeded from the game's seed.
   */
  int choose(int ply, List<WarpMove> legal, SplittableRandom random);

  /** Uniformly among the legal moves: the default. */
  static MoveChooser uniform() {
    return (ply, legal, random) -> random.nextInt(legal.size());
  }

  /** Always move {@code (ply × stride) mod size}: no randomness at all, for golden tables. */
  static MoveChooser stride(int stride) {
    return (ply, legal, random) -> (int) (((long) ply * stride) % legal.size());
  }
}
