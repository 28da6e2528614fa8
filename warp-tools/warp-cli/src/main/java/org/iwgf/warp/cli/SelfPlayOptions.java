// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.cli.LearningOptions.Learning;
import org.iwgf.warp.cli.SelfPlayRecord.Settings;
import org.iwgf.warp.json.WarpJson;

/**
 * The options of one {@code warp train selfplay} command line, read and checked: every value here is one the
 * run may use as it is (see {@link SelfPlayCommand} for what each means).
 *
 * @param arenaIterations Ω+'s iterations per decision in the gate and the measures, {@code --iterations} when
 *     the command line gives none
 * @param seedGiven whether the command line gave {@code --seed}; a resumed run keeps its record's otherwise
 */
record SelfPlayOptions(Path folder, int generations, int games, TableMix tables, int iterations, int worlds,
    double temperature, int window, Learning learning, Optional<Path> from, double gate, int gateDeals,
    int arenaIterations, int evalDeals, String name, boolean compact, Optional<Duration> budget, int threads,
    long seed, boolean seedGiven, boolean quiet) {

  /** The table options that describe the one table of a run without {@code --table}. */
  private static final List<String> TABLE_OPTIONS = List.of("--factor", "--captains", "--objective",
      "--structure", "--rounds", "--rules", "--rule");

  /**
   * The options {@code command} was given, checked.
   *
   * @throws picocli.CommandLine.ParameterException for a gate outside 0 to 1, a negative number of measure
   *     deals, a temperature that is not a finite number at least 0, a search past Ω+'s bound, or a table
   *     described both by {@code --table} and by the table options
   * @throws IllegalArgumentException for a {@code --table} that is not one, or a mix one network cannot read
   */
  static SelfPlayOptions read(SelfPlayCommand command) {
    Context cli = command.cli;
    if (!(command.gate >= 0 && command.gate <= 1) || command.evalDeals < 0 || !(command.temperature >= 0)
        || Double.isInfinite(command.temperature)) {
      throw cli.refusal("--gate is a share from 0 to 1, --eval-deals at least 0 and --temperature a finite number "
          + "at least 0.");
    }
    int most = Entrant.MAX_OMEGA_PLUS_ITERATIONS;
    if (command.iterations > most || command.arenaIterations > most || command.worlds > most) {
      throw cli.refusal("Ω+ searches at most " + most + " iterations and worlds a decision.");
    }
    return new SelfPlayOptions(command.folder, command.generations, command.games, tables(command),
        command.iterations, command.worlds, command.temperature, command.window, command.learning.fixed(),
        command.from, command.gate, command.gateDeals,
        command.arenaIterations > 0 ? command.arenaIterations : command.iterations, command.evalDeals,
        command.name, command.compact, command.budget, command.threads, command.seed, cli.given("--seed"),
        command.quiet);
  }

  /** The mix of {@code --table}s, or the table options' one table; not both. */
  private static TableMix tables(SelfPlayCommand command) {
    if (command.mix.isEmpty()) {
      return TableMix.of(TableMix.trainingTable(command.table));
    }
    for (String option : TABLE_OPTIONS) {
      if (command.cli.given(option)) {
        throw command.cli.refusal(option + " describes the one table of a run without --table; put it in each "
            + "--table.");
      }
    }
    return TableMix.parse(command.mix);
  }

  /** The shape of the run's networks: the first table's observation and actions, the hidden layers, the features. */
  NetworkShape shape() {
    return TableMix.shape(tables.first(), learning.hidden(), learning.features());
  }

  /** What a resumed run must share with the run's first command line. */
  Settings settings() {
    List<String> mix = tables.tables().stream()
        .map(t -> Settings.table(t.share(), WarpJson.writeConfig(t.config()))).toList();
    NetworkShape shape = shape();
    String network = shape.inputs() + " inputs, hidden layers " + shape.hidden() + ", " + shape.actions()
        + " actions, " + learning.features();
    return new Settings(mix, games, gate, window, temperature, network);
  }
}
