// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.agent.Agent;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.view.SeatView;

/**
 * Training data from an expert's games: every seat is played by the expert, and each decision becomes a
 * {@link TrainingSample} — the seat's encoded view, its legal action indices, the expert's move as the
 * target policy and the game's outcome for that seat (1 for a winner, −1 otherwise) as the target value.
 * Game {@code g} is dealt from {@code SplitMix64.mix(seed + g)}, so the data is a function of the
 * configuration, the expert, the number of games and the seed.
 *
 * @since 0.1.0
 */
public final class ExpertGames {
  private ExpertGames() {}

  /** Told after each game how many of the games are played. */
  @FunctionalInterface
  public interface Progress {
    /** {@code done} of {@code total} games are played. */
    void gamesDone(int done, int total);
  }

  /**
   * The samples of {@code games} games of {@code config} played by {@code expert} at every seat.
   *
   * @throws IllegalArgumentException if {@code games} is not positive
   */
  public static List<TrainingSample> play(WarpConfig config, Agent expert, int games, long seed, Progress progress) {
    Objects.requireNonNull(expert, "expert");
    if (games < 1) {
      throw new IllegalArgumentException("expert data needs at least one game, not " + games);
    }
    WarpRules rules = WarpRules.of(config);
    ObservationEncoder encoder = ObservationEncoder.of(config);
    ActionSpace space = ActionSpace.of(config);
    List<TrainingSample> out = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      List<Decision> decisions = new ArrayList<>();
      Agent recorder = new Recorder(expert, decisions);
      SectorResult result = Sector.of(rules, Collections.nCopies(config.captains(), recorder))
          .play(SplitMix64.mix(seed + g), SectorListener.NONE);
      List<Integer> winners = result.outcome().winners();
      for (Decision d : decisions) {
        List<WarpMove> legal = d.view().legalMoves();
        int[] indices = new int[legal.size()];
        float[] policy = new float[legal.size()];
        for (int k = 0; k < legal.size(); k++) {
          indices[k] = space.indexOf(d.view(), legal.get(k));
          policy[k] = legal.get(k).equals(d.move()) ? 1 : 0;
        }
        float value = winners.contains(d.view().seat()) ? 1 : -1;
        out.add(new TrainingSample(encoder.encode(d.view()), indices, policy, value));
      }
      progress.gamesDone(g + 1, games);
    }
    return List.copyOf(out);
  }

  /** One decision of the expert: what its seat saw and what it chose. */
  private record Decision(SeatView view, WarpMove move) {}

  /** The expert, writing down each decision it makes; its intel is kept as the expert's own would be. */
  private record Recorder(Agent expert, List<Decision> decisions) implements Agent {
    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      return note(view, expert.choose(view, random));
    }

    @Override
    public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
      return note(view, expert.choose(view, intel, random));
    }

    @Override
    public boolean usesIntel() {
      return expert.usesIntel();
    }

    private WarpMove note(SeatView view, WarpMove move) {
      decisions.add(new Decision(view, move));
      return move;
    }
  }
}
