// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OmegaCommander;
import org.iwgf.warp.ai.omega.ExpertGames;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.Training;
import org.iwgf.warp.ai.omega.TrainingSample;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * A neural Commander trained for one table on the spot, for the calibration's Ω rows: the Commander with
 * Lookahead plays every seat of the given number of seeded games, a network with the Commander's move
 * features ({@value #HIDDEN} wide) imitates it for {@value #EPOCHS} epochs, and the neural Commander plays
 * that network there. The library ships weights for the rated table only; this is how every other table's Ω
 * is measured.
 */
final class TableOmega {
  static final int HIDDEN = 64;
  static final int EPOCHS = 3;
  private static final int BATCH = 64;

  private TableOmega() {}

  /** The Commander entrant for {@code config}, trained from {@code games} expert games dealt from {@code seed}. */
  static Entrant commander(WarpConfig config, int games, long seed, int threads, PrintStream err) {
    long start = System.nanoTime();
    Officer expert = Officer.heuristicCommander().withLookahead(Lookahead.standard());
    CommanderFeatures features = CommanderFeatures.of();
    List<TrainingSample> samples = new ArrayList<>(ExpertGames.play(config, expert, expert, features, games, seed,
        threads, (done, total) -> { }));
    NetworkShape shape = new NetworkShape(ObservationEncoder.of(config).layout().size(), List.of(HIDDEN),
        ActionSpace.of(config).size(), features.count());
    Training training = Training.of(Network.initialised("table-omega", shape, seed), 1e-3, 0.25);
    SplittableRandom order = new SplittableRandom(seed);
    for (int epoch = 0; epoch < EPOCHS; epoch++) {
      training.epoch(samples, BATCH, order);
    }
    Network network = training.network();
    err.printf(Locale.ROOT, "Omega for %s: %,d decisions of %d games, %.0f s%n", config.plugins().isEmpty()
        ? "Sections I-V" : config.plugins().get(config.plugins().size() - 1).id(), samples.size(), games,
        (System.nanoTime() - start) / 1e9);
    OmegaModel model = new OmegaModel(network, config.factor(), config.captains(), config.objective(),
        config.plugins());
    return new Entrant("Commander", OmegaCommander.of(List.of(model)));
  }
}
