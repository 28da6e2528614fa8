// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.iwgf.warp.core.game.WarpException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;

/**
 * Warp's command line, {@code warp}: one command per job, each with {@code --help}.
 *
 * <pre>
 * warp simulate  [--captains 4] [--seed 1] [--turns] ...   a sector between AI officers, as a log
 * warp arena     --entrants commander,ensign --deals 500   a seat-rotated, duplicate-deal match
 * warp calibrate [--anchors]                                Commander vs Ensign per Module, or the TEI anchors
 * warp soak      --games 1000000                            the all-combination soak
 * warp fuzz      --game all --inputs 1000000                the input doors of every game
 * warp scenario  --scenario gauntlet                        a Wormhole battle, as a log
 * warp plot      ladder|calibration|blocked|loss FILE...    charts of the data the others write
 * warp train     --expert commander+lookahead --out FILE    an Ω network learnt from an expert officer
 * warp train selfplay --generations 10 --out DIR         Ω learnt from its own search, gated in the arena
 * warp distil    --network FILE --out FILE                  the tactical advisor distilled from an Ω network
 * </pre>
 *
 * <p>Every command takes the same option for the same thing ({@code --seed}, {@code --threads},
 * {@code --csv}, {@code --json}, {@code --quiet}, the table options). Exit status: {@value #OK} when the job
 * was done, {@value #CHECKS_FAILED} when a soak or fuzz found a failure, {@value #USAGE} when the command
 * line is not valid (one sentence on standard error says why), {@value #IO_ERROR} when a result file could not
 * be read or written.
 *
 * @since 0.1.0
 */
@Command(name = "warp", mixinStandardHelpOptions = true, versionProvider = WarpCli.Version.class,
    scope = ScopeType.INHERIT,
    description = "Warp's command line: simulated campaigns, the arena and its calibration, the soak, the fuzz, "
        + "the Wormhole scenarios and their charts.",
    subcommands = {SimulateCommand.class, ArenaCommand.class, CalibrateCommand.class, SoakCommand.class,
        FuzzCommand.class, ScenarioCommand.class, PlotCommand.class, TrainCommand.class, DistilCommand.class, CommandLine.HelpCommand.class},
    footerHeading = "%nExit status:%n",
    footer = {"  0  the job was done", "  1  a soak or fuzz found a failure (its seed is printed)",
        "  2  the command line is not valid", "  3  a result file could not be read or written"})
public final class WarpCli implements Runnable {
  /** Exit status: the job was done. */
  public static final int OK = 0;
  /** Exit status: a soak or a fuzz found a failure; the report names the seed that reproduces it. */
  public static final int CHECKS_FAILED = 1;
  /** Exit status: the command line is not valid. */
  public static final int USAGE = 2;
  /** Exit status: a result file could not be read or written. */
  public static final int IO_ERROR = 3;

  final PrintStream out;
  final PrintStream err;

  private WarpCli(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  /** Runs the command line {@code args} and exits with its status. */
  public static void main(String[] args) {
    int status = run(args, new PrintStream(System.out, true, StandardCharsets.UTF_8),
        new PrintStream(System.err, true, StandardCharsets.UTF_8));
    System.exit(status);
  }

  /**
   * Runs the command line {@code args}, writing results to {@code out} and status lines and errors to
   * {@code err}.
   *
   * @return the exit status: {@link #OK}, {@link #CHECKS_FAILED}, {@link #USAGE} or {@link #IO_ERROR}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cli = new CommandLine(new WarpCli(out, err));
    cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
    cli.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    cli.setExecutionExceptionHandler(WarpCli::failed);
    cli.setParameterExceptionHandler((e, parsed) -> {
      String name = e.getCommandLine().getCommandSpec().qualifiedName();
      err.println(name + ": " + e.getMessage() + " (" + name + " --help lists the options)");
      return USAGE;
    });
    return cli.execute(args);
  }

  /** Without a command: the list of commands. */
  @Override
  public void run() {
    new CommandLine(this).usage(out);
  }

  /**
   * A job that could not be done: a refused value or configuration is the command line's fault, a file that
   * cannot be written is not; anything else is a defect and keeps its stack trace.
   */
  private static int failed(Exception e, CommandLine command, ParseResult parsed) throws Exception {
    PrintStream err = ((WarpCli) command.getCommandSpec().root().userObject()).err;
    String name = command.getCommandSpec().qualifiedName();
    if (e instanceof WarpException w) {
      err.println(name + ": " + w.getMessage() + " [" + w.code() + "]");
      return USAGE;
    }
    if (e instanceof IllegalArgumentException) {
      err.println(name + ": " + e.getMessage());
      return USAGE;
    }
    if (e instanceof UncheckedIOException) {
      err.println(name + ": " + e.getMessage());
      return IO_ERROR;
    }
    throw e;
  }

  /** The version of the jar the command runs from. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = WarpCli.class.getPackage().getImplementationVersion();
      return new String[] {"warp " + (v == null ? "(development build)" : v)};
    }
  }
}
