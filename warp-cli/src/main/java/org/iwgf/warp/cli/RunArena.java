// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.tei.AnchorCalibration;
import org.iwgf.warp.ai.tei.TeiJson;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.plugin.PluginConfig;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.testkit.ProgressLine;

/**
 * Command line for the arena: a seat-rotated, duplicate-deal match between agents, or the calibration
 * report. See {@link #USAGE}. Exit status 0 when the match was played, 2 when the options are not valid.
 *
 * @since 0.1.0
 */
public final class RunArena {
  /** Exit status for a match played, or help printed. */
  public static final int OK = 0;
  /** Exit status for options that are not valid. */
  public static final int BAD_OPTIONS = 2;

  /** The usage text printed by {@code --help}. */
  public static final String USAGE = String.join("\n",
      "Usage: RunArena [options]",
      "Plays seat-rotated, duplicate-deal matches between computer captains and prints win rates with",
      "95 % confidence intervals.",
      "",
      "  --entrants A,B[,...]       who plays: " + Entrant.NAMES,
      "                             (default commander,ensign)",
      "  --deals N                  deals; each is played once per seat rotation (default 100)",
      "  --factor 9|12|15|18        the set in play (default 12)",
      "  --captains N               seats at the table (default 2); entrants are seated in turn",
      "  --objective points|go-out  points campaign or go out (default points)",
      "  --structure S              go-out structure, as for SimulateCampaign (default sudden-death)",
      "  --rounds N                 rounds of a points campaign (default: the full ladder)",
      "  --rule ID                  turn on a rule by id (module-beta, subspace-fracture, ...); repeatable",
      "  --samples N --depth N      Lookahead budget: worlds per decision, moves per world (default 8, 12)",
      "  --seed S                   seeds the deals (default 1)",
      "  --threads N                parallel workers (default: all cores)",
      "  --until-decided            stop once the leader's 99 % interval leaves out a fair share, checked",
      "                             every 50 deals; --deals is then the most played",
      "  --csv FILE --json FILE     write the standings (or calibration rows), with this command and",
      "                             seed, as CSV or JSON",
      "  --quiet                    no status line on stderr",
      "  --calibrate                instead of a match: Commander vs Ensign for no Module and each Module",
      "  --anchors                  instead of a match: calibrate the TEI anchors (Ensign, Lieutenant,",
      "                             Commander) for both objectives; prints the table, then the anchors' JSON",
      "  --help                     print this text",
      "",
      "Exit status: 0 when the match was played, 2 when the options are not valid.");

  private RunArena() {}

  /** Runs the arena and exits with a non-zero status if the options are not valid. */
  public static void main(String[] args) {
    int status = run(args, System.out, System.err);
    if (status != OK) {
      System.exit(status);
    }
  }

  /**
   * Runs the arena, writing the report to {@code out} and any error to {@code err}.
   *
   * @return {@link #OK} or {@link #BAD_OPTIONS}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    String entrants = "commander,ensign";
    int deals = 100;
    int samples = 8;
    int depth = 12;
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    boolean calibrate = false;
    boolean anchors = false;
    boolean untilDecided = false;
    boolean quiet = false;
    Optional<Path> csv = Optional.empty();
    Optional<Path> json = Optional.empty();
    List<String> campaign = new ArrayList<>(List.of("--captains", "2"));
    List<PluginConfig> rules = new ArrayList<>();
    try {
      for (int i = 0; i < args.length; i++) {
        String name = args[i];
        if (name.equals("--help") || name.equals("-h")) {
          out.println(USAGE);
          return OK;
        }
        if (name.equals("--calibrate")) {
          calibrate = true;
          continue;
        }
        if (name.equals("--anchors")) {
          anchors = true;
          continue;
        }
        if (name.equals("--until-decided")) {
          untilDecided = true;
          continue;
        }
        if (name.equals("--quiet")) {
          quiet = true;
          continue;
        }
        if (i + 1 >= args.length) {
          throw new UsageException("MISSING_VALUE", name + " needs a value (see --help).");
        }
        String value = args[++i];
        switch (name) {
          case "--entrants":
            entrants = value;
            break;
          case "--deals":
            deals = positive(name, value);
            break;
          case "--samples":
            samples = positive(name, value);
            break;
          case "--depth":
            depth = positive(name, value);
            break;
          case "--threads":
            threads = positive(name, value);
            break;
          case "--seed":
            seed = Long.parseLong(value);
            break;
          case "--rule":
            rules.add(PluginConfig.of(value));
            break;
          case "--csv":
            csv = Optional.of(Path.of(value));
            break;
          case "--json":
            json = Optional.of(Path.of(value));
            break;
          case "--factor":
          case "--captains":
          case "--objective":
          case "--structure":
          case "--rounds":
            campaign.add(name);
            campaign.add(value);
            break;
          default:
            throw new UsageException("UNKNOWN_OPTION", "There is no option \"" + name + "\" (see --help).");
        }
      }
      CampaignOptions options = CampaignOptions.parse(campaign.toArray(new String[0]));
      WarpConfig config = options.toConfig().toBuilder().plugins(rules).build();
      if (anchors) {
        String source = "RunArena --anchors --deals " + deals + " --seed " + seed + " " + String.join(" ", campaign);
        AnchorCalibration.Result result = AnchorCalibration.run(config, deals, seed, threads, source.trim());
        out.print(result.table());
        out.println();
        out.println(TeiJson.create().writeAnchors(result.anchors()));
        return OK;
      }
      String command = "RunArena " + String.join(" ", args) + " (seed " + seed + ")";
      ProgressLine line = ProgressLine.to(err, "deals", Duration.ofSeconds(5));
      Arena.Progress progress = quiet ? Arena.Progress.NONE : (done, total) -> line.update(done, total, 0);
      if (calibrate) {
        List<Calibration.Result> results = Calibration.run(config, deals, seed, threads, progress);
        out.print(Calibration.report(config, deals, seed, results));
        if (csv.isPresent()) {
          Files.writeString(csv.get(), StandingsFiles.calibrationCsv(command, results), StandardCharsets.UTF_8);
        }
        if (json.isPresent()) {
          Files.writeString(json.get(), StandingsFiles.calibrationJson(command, seed, deals, config, results),
              StandardCharsets.UTF_8);
        }
        return OK;
      }
      Lookahead lookahead = Lookahead.of(samples, depth, 4);
      List<Entrant> field = new ArrayList<>();
      for (String e : entrants.split(",")) {
        field.add(Entrant.parse(e, lookahead));
      }
      Arena arena = Arena.of(config, field);
      long start = System.nanoTime();
      List<Standing> standings = untilDecided ? arena.playUntilDecided(deals, seed, threads, progress)
          : arena.play(deals, seed, threads, progress);
      int played = standings.get(0).games() / config.captains();
      double seconds = (System.nanoTime() - start) / 1e9;
      out.println(String.format(Locale.ROOT, "Arena: %s, Warp %d %s, %d captains%s; %d deals x %d rotations, seed %d",
          String.join(" vs ", names(field)), config.factor().maxPip(), options.objective() == null ? ""
              : options.objective().name().toLowerCase(Locale.ROOT).replace('_', ' '), config.captains(),
          rules.isEmpty() ? "" : ", rules " + ids(rules), played, config.captains(), seed));
      for (Standing s : standings) {
        out.println(String.format(Locale.ROOT, "  %-22s %6d games  %s", s.name(), s.games(), s.describe()));
      }
      out.println(String.format(Locale.ROOT, "  (%.1f s on %d threads)", seconds, threads));
      if (csv.isPresent()) {
        Files.writeString(csv.get(), StandingsFiles.csv(command, standings), StandardCharsets.UTF_8);
      }
      if (json.isPresent()) {
        Files.writeString(json.get(), StandingsFiles.json(command, seed, played, config, standings),
            StandardCharsets.UTF_8);
      }
      return OK;
    } catch (IOException e) {
      err.println("RunArena: could not write the results: " + e.getMessage());
      return BAD_OPTIONS;
    } catch (WarpException e) {
      err.println("RunArena: " + e.getMessage() + " [" + e.code() + "]");
      return BAD_OPTIONS;
    } catch (IllegalArgumentException e) {
      err.println("RunArena: " + e.getMessage());
      return BAD_OPTIONS;
    }
  }

  private static List<String> names(List<Entrant> field) {
    List<String> out = new ArrayList<>();
    for (Entrant e : field) {
      out.add(e.name());
    }
    return out;
  }

  private static String ids(List<PluginConfig> rules) {
    List<String> out = new ArrayList<>();
    for (PluginConfig p : rules) {
      out.add(p.id());
    }
    return String.join(", ", out);
  }

  private static int positive(String name, String value) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UsageException("BAD_VALUE", name + " must be a positive whole number, not \"" + value + "\".");
  }

}
