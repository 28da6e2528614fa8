// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;

/**
 * The tables one network learns at, and how a number of games or deals is shared among them. A table is
 * written {@code factor=9,captains=2,rules=official,objective=go-out,structure=first-to:3,rounds=2,
 * rule=ID,share=W} — any of the keys, each meaning what the table option of the same name means
 * ({@link TableOptions}), {@code rule} repeatable, and {@code share} the table's weight in the mix (default 1).
 * One network reads every table of a mix, so the tables must share its encoding: the same set and fleet,
 * differing in rules, objective or campaign length.
 */
final class TableMix {
  /** The most tables a mix holds. */
  static final int MAX_TABLES = 32;
  /** The largest share a table of a mix takes. */
  static final int MAX_SHARE = 1_000;

  private static final Map<String, String> KEYS = Map.of("factor", "--factor", "captains", "--captains",
      "objective", "--objective", "structure", "--structure", "rounds", "--rounds", "rules", "--rules", "rule",
      "--rule");

  /** One table of the mix and its weight. */
  record Table(WarpConfig config, int share) {}

  private final List<Table> tables;

  private TableMix(List<Table> tables) {
    this.tables = List.copyOf(tables);
  }

  /** A mix of one table. */
  static TableMix of(WarpConfig config) {
    return new TableMix(List.of(new Table(config, 1)));
  }

  /**
   * The mix of the tables {@code specs} describe.
   *
   * @throws IllegalArgumentException if a table is not written as above, there are none or more than
   *     {@value #MAX_TABLES}, or two tables need different encodings
   */
  static TableMix parse(List<String> specs) {
    if (specs.isEmpty() || specs.size() > MAX_TABLES) {
      throw new IllegalArgumentException("A mix holds 1 to " + MAX_TABLES + " tables, not " + specs.size() + ".");
    }
    List<Table> tables = new ArrayList<>();
    for (String spec : specs) {
      tables.add(table(spec));
    }
    Table first = tables.get(0);
    for (Table t : tables) {
      if (inputs(t.config()) != inputs(first.config()) || actions(t.config()) != actions(first.config())) {
        throw new IllegalArgumentException(String.format(Locale.ROOT, "The tables of a mix are read by one network: "
            + "%s needs %d inputs and %d actions, %s %d and %d; mix tables of one set and fleet.",
            t.config().factor().displayName(), inputs(t.config()), actions(t.config()),
            first.config().factor().displayName(), inputs(first.config()), actions(first.config())));
      }
    }
    return new TableMix(tables);
  }

  /**
   * The table of a training run: the options' match table, a Points campaign of 2 rounds unless the options
   * set its length or ask for the Official Warp rules (whose campaign is the full ladder), so that a run on the
   * defaults is short.
   */
  static WarpConfig trainingTable(TableOptions options) {
    WarpConfig config = options.matchTable();
    if (options.rounds().isEmpty() && config.objective() == Objective.POINTS_CAMPAIGN && !options.official(false)) {
      return config.toBuilder().campaignRounds(2).build();
    }
    return config;
  }

  /** A new network's shape at {@code config}: its observation, {@code hidden} layers, its actions, the features. */
  static NetworkShape shape(WarpConfig config, List<Integer> hidden, MoveFeatures features) {
    return new NetworkShape(inputs(config), hidden, actions(config), features.count());
  }

  /** The tables, in the order given. */
  List<Table> tables() {
    return tables;
  }

  /** The first table: the one whose shape the network takes. */
  WarpConfig first() {
    return tables.get(0).config();
  }

  /**
   * {@code count} shared among the tables by their shares: each its whole part, the rest one each to the
   * first tables.
   */
  int[] split(int count) {
    long total = tables.stream().mapToLong(Table::share).sum();
    int[] out = new int[tables.size()];
    int given = 0;
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) (count * (long) tables.get(i).share() / total);
      given += out[i];
    }
    for (int i = 0; given < count; i = (i + 1) % out.length, given++) {
      out[i]++;
    }
    return out;
  }

  private static Table table(String spec) {
    List<String> args = new ArrayList<>();
    int share = 1;
    for (String part : spec.split(",", -1)) {
      int eq = part.indexOf('=');
      String key = eq < 0 ? part : part.substring(0, eq).trim();
      String value = eq < 0 ? "" : part.substring(eq + 1).trim();
      if (key.equals("share")) {
        share = share(spec, value);
      } else if (KEYS.containsKey(key) && !value.isEmpty()) {
        args.add(KEYS.get(key));
        args.add(value);
      } else {
        throw new IllegalArgumentException("The table \"" + spec + "\" has \"" + part + "\"; a table is key=value,"
            + " ... with the keys factor, captains, objective, structure, rounds, rules, rule and share.");
      }
    }
    Options options = new Options();
    try {
      new CommandLine(options).parseArgs(args.toArray(String[]::new));
      return new Table(trainingTable(options.table), share);
    } catch (ParameterException e) {
      throw new IllegalArgumentException("The table \"" + spec + "\": " + e.getMessage(), e);
    }
  }

  private static int share(String spec, String value) {
    try {
      int share = Integer.parseInt(value);
      if (share >= 1 && share <= MAX_SHARE) {
        return share;
      }
    } catch (NumberFormatException e) {
      // refused below, with the table it came from
    }
    throw new IllegalArgumentException("The table \"" + spec + "\" has share \"" + value + "\"; a share is 1 to "
        + MAX_SHARE + ".");
  }

  private static int inputs(WarpConfig config) {
    return ObservationEncoder.of(config).layout().size();
  }

  private static int actions(WarpConfig config) {
    return ActionSpace.of(config).size();
  }

  /** The table options of one table of a mix, read as the command line reads them. */
  @Command(name = "--table")
  static final class Options {
    @Mixin
    TableOptions table = new TableOptions();
  }
}
