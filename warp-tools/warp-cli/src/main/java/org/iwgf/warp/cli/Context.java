// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Where a command writes, and how it names itself in result files and refusals; mixed into every command. */
@Command // a mixin needs one picocli annotation; this one adds nothing to the command
final class Context {
  @Spec(Spec.Target.MIXEE)
  @SuppressWarnings("NullAway.Init") // injected by picocli before any command runs
  CommandSpec spec;

  /** Results and logs. */
  PrintStream out() {
    return root().out;
  }

  /** Status lines and errors. */
  PrintStream err() {
    return root().err;
  }

  /** The command line as typed, for the result files: {@code warp} and its arguments. */
  String typed() {
    return "warp " + String.join(" ", spec.root().commandLine().getParseResult().originalArgs());
  }

  /** Whether the command line gave {@code option}. */
  boolean given(String option) {
    return spec.commandLine().getParseResult().hasMatchedOption(option);
  }

  /** A refusal of the command line in one sentence: exit status {@link WarpCli#USAGE}. */
  ParameterException refusal(String sentence) {
    return new ParameterException(spec.commandLine(), sentence);
  }

  private WarpCli root() {
    return (WarpCli) spec.root().userObject();
  }
}
