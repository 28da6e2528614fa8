// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.AnchorCalibration;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.rating.tei.TeiJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp calibrate}: the Commander against the Ensign with no Module and with each Module of Section VI,
 * beside the rulebook's figures; or, with {@code --anchors}, the matches the TEI anchors are fitted to.
 */
@Command(name = "calibrate", sortOptions = false,
    description = {"Plays the Commander against the Ensign with no Module and with each Module, and prints the "
        + "Commander's win rates beside the rulebook's figures; with --anchors, calibrates the TEI anchors "
        + "(Ensign, Lieutenant, Commander) for both objectives and prints the table, then the anchors' JSON.",
        "Defaults: 2 captains, Sections I-V."})
final class CalibrateCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--anchors", description = "Calibrate the TEI anchors instead of the Module rows.")
  boolean anchors;

  @Option(names = "--omega-games", paramLabel = "N", converter = PositiveInt.class,
      description = "Seat Ω as the Commander of each row, trained for the row's table before it is played: "
          + "it imitates the Commander with Lookahead over N seeded games (the Commander's move features, "
          + "64 wide, 3 epochs).")
  Optional<Integer> omegaGames = Optional.empty();

  @Mixin
  MatchOptions match = new MatchOptions();

  @Mixin
  TableOptions table = new TableOptions();

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    WarpConfig config = table.matchTable();
    String command = cli.typed() + " (seed " + match.seed() + ")";
    MatchOptions.Status progress = match.progress(files, cli.err());
    if (anchors) {
      AnchorCalibration.Result result = AnchorCalibration.run(config, match.deals(), match.seed(), match.threads,
          command, progress);
      progress.finish();
      cli.out().print(result.table());
      cli.out().println();
      cli.out().println(TeiJson.create().writeAnchors(result.anchors()));
      files.write(() -> StandingsFiles.anchorsCsv(command, result),
          () -> StandingsFiles.anchorsJson(command, match.seed(), match.deals(), config, result));
      return WarpCli.OK;
    }
    if (omegaGames.isEmpty()) {
      Calibration.fallbackNotices(config).forEach(notice -> cli.err().println("warp calibrate: " + notice));
    }
    List<Calibration.Result> results = omegaGames.isEmpty()
        ? Calibration.run(config, match.deals(), match.seed(), match.threads, progress)
        : Calibration.run(config, match.deals(), match.seed(), match.threads, progress,
            table -> TableOmega.commander(table, omegaGames.get(), match.seed(), match.threads, cli.err()));
    progress.finish();
    cli.out().print(Calibration.report(config, match.deals(), match.seed(), results));
    files.write(() -> Calibration.csv(command, results),
        () -> Calibration.json(command, match.seed(), match.deals(), config, results));
    return WarpCli.OK;
  }
}
