// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.TableOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp train selfplay}: Ω learns from its own search, generation after generation (AlphaZero's loop).
 * Generation 0 is the starting network. For each next generation, Ω+ over the last kept network plays every
 * seat of {@code --games} games at the tables of the mix; at each decision with a choice its root visit shares
 * are the policy target and the game's outcome for the seat the value target. A copy of the kept network
 * trains on the samples of the last {@code --window} generations; the result, the candidate, meets the kept
 * network in a seat-rotated duplicate match and is kept only if it takes at least {@code --gate} of the wins.
 * It is then measured against generation 0 and the heuristic Commander.
 *
 * <p>Self-play reads each seat's view only, as Ω+ does: the search samples the hidden coordinates from what the
 * seat has seen and learned ({@link SelfPlayer}), and a sample holds the seat's encoded view, never the
 * other hands. Only the value target, the game's outcome, is known after the game.
 *
 * <p>The output folder holds each generation's weights and samples and the run's record, from which a
 * stopped run resumes at the next generation; the seeds of every game, batch and match derive from
 * {@code --seed} and the generation's number, so a resumed run plays what an unbroken one would have. A resume
 * is refused, naming the option, if it changes what the generations build on: the tables, {@code --games},
 * {@code --gate}, {@code --window}, {@code --temperature} or the network's shape ({@code --hidden},
 * {@code --features}).
 *
 * <p>This class holds the command line; {@link SelfPlayOptions} reads and checks it, and {@link SelfPlayRun}
 * plays the generations.
 */
@Command(name = "selfplay", sortOptions = false,
    description = {"Trains Ω by self-play, generation after generation: Ω+ over the kept network plays itself, "
        + "its root visit shares and the outcomes train the next network, which is kept only if it beats the kept "
        + "one in the arena. Resumes from its output folder.",
        "Defaults: 2 captains, Sections I-V, 2-round campaigns (with --rules official, the full campaign)."})
final class SelfPlayCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "The run's folder: each "
      + "generation's weights and samples, selfplay.json and generations.csv. A folder with a record resumes.")
  Path folder = Path.of("selfplay");

  @Option(names = "--generations", paramLabel = "N", converter = PositiveInt.class,
      description = "The generation to reach after generation 0, the start (default 10).")
  int generations = 10;

  @Option(names = "--games", paramLabel = "N", converter = PositiveInt.class,
      description = "Self-play games per generation, shared among the tables (default 100).")
  int games = 100;

  @Option(names = "--table", paramLabel = "SPEC", description = "A table of the mix, e.g. "
      + "factor=12,captains=2,rules=official,objective=points,rounds=2,share=2 (keys: factor, captains, objective, "
      + "structure, rounds, rules, rule, share); repeatable. Without it, the table options name the one table.")
  List<String> mix = new ArrayList<>();

  @Option(names = "--iterations", paramLabel = "N", converter = PositiveInt.class,
      description = "Ω+'s search iterations per decision in self-play, at most "
          + Entrant.MAX_OMEGA_PLUS_ITERATIONS + " (default 128).")
  int iterations = 128;

  @Option(names = "--worlds", paramLabel = "N", converter = PositiveInt.class,
      description = "Worlds Ω+ samples per decision, at most " + Entrant.MAX_OMEGA_PLUS_ITERATIONS + " (default "
          + OmegaPlus.DEFAULT_WORLDS + ").")
  int worlds = OmegaPlus.DEFAULT_WORLDS;

  @Option(names = "--temperature", paramLabel = "T", description = "Self-play draws each move from the visit "
      + "shares raised to 1/T (default 0.5; 0 plays the most visited move).")
  double temperature = 0.5;

  @Option(names = "--window", paramLabel = "N", converter = PositiveInt.class,
      description = "Generations whose samples the next network learns from (default 2: its own and the last).")
  int window = 2;

  @Mixin
  LearningOptions learning = new LearningOptions(4);

  @Option(names = "--from", paramLabel = "FILE", description = "Generation 0's weights (default: new ones from "
      + "the seed, which with the Commander's features play their plain sum).")
  Optional<Path> from = Optional.empty();

  @Option(names = "--gate", paramLabel = "RATE", description = "The share of the wins a candidate needs against "
      + "the kept network to be kept (default 0.52).")
  double gate = 0.52;

  @Option(names = "--gate-deals", paramLabel = "N", converter = PositiveInt.class,
      description = "Deals of the gate match, each played once per seat rotation (default 100).")
  int gateDeals = 100;

  @Option(names = "--arena-iterations", paramLabel = "N", converter = PositiveInt.class,
      description = "Ω+'s iterations per decision in the gate and the measures (default: --iterations).")
  int arenaIterations;

  @Option(names = "--eval-deals", paramLabel = "N",
      description = "Deals of each measure, against generation 0 and the heuristic Commander (default 100; 0 "
          + "measures nothing).")
  int evalDeals = 100;

  @Option(names = "--name", paramLabel = "NAME", description = "The weights' name; generation G is NAME-gG "
      + "(default omega-selfplay).")
  String name = "omega-selfplay";

  @Option(names = "--compact", description = "Write the weights as bfloat16; every match plays the rounded ones.")
  boolean compact;

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Start no generation after M minutes (default: no limit); the run resumes later.")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--threads", paramLabel = "N", converter = PositiveInt.class,
      description = "Threads playing the games and matches (default: every processor). Results do not depend on "
          + "it.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--seed", paramLabel = "S", description = "Seeds generation 0, every game, batch and match "
      + "(default 1). A resumed run keeps its record's.")
  long seed = 1;

  @Option(names = "--quiet", description = "No status lines on standard error.")
  boolean quiet;

  @Mixin
  TableOptions table = new TableOptions();

  @Override
  public Integer call() {
    return new SelfPlayRun(cli, SelfPlayOptions.read(this)).run();
  }
}
