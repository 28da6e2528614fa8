// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** A command mixing in every option set, as the arena does, to read a command line into them. */
@Command(name = "probe")
final class Probe implements Callable<Integer> {
  @Mixin
  EntrantOptions entrants = new EntrantOptions();

  @Mixin
  DealOptions deals = new DealOptions();

  @Mixin
  TableOptions table = new TableOptions();

  @Mixin
  ResultFiles files = new ResultFiles();

  /** The options {@code args} give, parsed as picocli parses a command's. */
  static Probe parse(String... args) {
    Probe probe = new Probe();
    new CommandLine(probe).parseArgs(args);
    return probe;
  }

  @Override
  public Integer call() {
    return 0;
  }
}
