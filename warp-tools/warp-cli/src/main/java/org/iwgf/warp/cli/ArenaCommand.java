// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.DealJournal;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.cli.options.EntrantOptions;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.json.WarpJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp arena}: a seat-rotated, duplicate-deal match between computer captains, printed as win rates
 * with 95 % Wilson intervals and written as data on request.
 */
@Command(name = "arena", sortOptions = false,
    description = {"Plays a seat-rotated, duplicate-deal match between computer captains and prints each one's "
        + "win rate with its 95 %% confidence interval.",
        "Defaults: 2 captains, Sections I-V (add --rules official or --rule ID).",
        "With --game classic or --game dice-race, the players of that game (" + GameArena.NAMES + ") meet at "
            + "--captains seats; the Warp table's other options are not read."})
final class ArenaCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Mixin
  EntrantOptions entrants = new EntrantOptions();

  @Option(names = "--weights", paramLabel = "FILE", description = "Ω weights (as warp train writes them) that "
      + "omega and omega+ play at this table instead of the shipped ones; the commander seat stays the shipped "
      + "Commander.")
  Optional<Path> weights = Optional.empty();

  @Mixin
  MatchOptions match = new MatchOptions();

  @Option(names = "--until-decided", description = "Stop once the leader's 99 %% interval leaves out a fair share, "
      + "looked at every " + Arena.DECISION_BATCH + " deals; --deals is then the most played.")
  boolean untilDecided;

  @Option(names = "--journal", paramLabel = "FILE", description = "Keep each deal's result in FILE as it is "
      + "played, and take from it the deals it already holds: the same command started again resumes a stopped "
      + "match with the same standings.")
  Optional<Path> journal = Optional.empty();

  @Option(names = "--game", paramLabel = "warp|classic|dice-race", description = "The game played (default "
      + "warp): Warp 6 Classic (the variant --variant names) and the dice race seat random and ismcts entrants.")
  String game = "warp";

  @Option(names = "--variant", paramLabel = "block|draw|all-fives", description = "The Warp 6 Classic variant "
      + "(default draw); only with --game classic.")
  Optional<String> variant = Optional.empty();

  @Mixin
  TableOptions table = new TableOptions();

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    if (!game.equals("warp")) {
      return otherGame();
    }
    if (variant.isPresent()) {
      throw cli.refusal("--variant chooses a Warp 6 Classic variant; add --game classic or leave it out.");
    }
    WarpConfig config = table.matchTable();
    List<OmegaModel> models = new ArrayList<>();
    if (weights.isPresent()) {
      Network network = WeightFiles.read(weights.get(), Network::read);
      try {
        models.add(OmegaModel.of(network, config));
      } catch (IllegalArgumentException e) {
        throw cli.refusal(weights.get() + " does not play this table: " + e.getMessage() + ".");
      }
    }
    models.addAll(OmegaModel.shipped());
    List<Entrant> field = entrants.field(models);
    Entrant.fallbackNotices(config, field).forEach(notice -> cli.err().println("warp arena: " + notice));
    Arena arena = Arena.of(config, field);
    MatchOptions.Status progress = match.progress(files, cli.err());
    long start = System.nanoTime();
    List<Standing> standings;
    if (journal.isPresent()) {
      try (ArenaJournal kept = ArenaJournal.open(journal.get(), matchName(field, config), field.size())) {
        progress.resumedAt(kept.dealsBelow(match.deals()));
        standings = play(arena, progress, kept);
      }
    } else {
      standings = play(arena, progress, DealJournal.NONE);
    }
    progress.finish();
    int played = standings.get(0).games() / config.captains();
    double seconds = (System.nanoTime() - start) / 1e9;
    cli.out().println(String.format(Locale.ROOT, "Arena: %s, Warp %d %s, %d captains%s; %d deals x %d rotations, seed %d",
        String.join(" vs ", field.stream().map(Entrant::name).toList()), config.factor().maxPip(),
        config.objective().name().toLowerCase(Locale.ROOT).replace('_', ' '), config.captains(),
        config.plugins().isEmpty() ? "" : ", rules " + String.join(", ",
            config.plugins().stream().map(p -> p.id()).toList()), played, config.captains(), match.seed()));
    // The names' column as wide as the longest name (tuned entrants are long), so the figures line up.
    int width = Math.max(22, standings.stream().mapToInt(s -> s.name().length()).max().orElse(0));
    for (Standing s : standings) {
      cli.out().println(String.format(Locale.ROOT, "  %-" + width + "s %6d games  %s", s.name(), s.games(),
          s.describe()));
    }
    cli.out().println(String.format(Locale.ROOT, "  (%.1f s on %d threads)", seconds, match.threads));
    String command = cli.typed() + " (seed " + match.seed() + ")";
    files.write(() -> Standing.csv(command, standings),
        () -> Standing.json(command, match.seed(), played, config, standings));
    return WarpCli.OK;
  }

  /**
   * A match of Warp 6 Classic or the dice race: written as CSV on request (the JSON standings describe a Warp
   * table, so they are refused here).
   */
  private Integer otherGame() {
    GameArena.Game chosen = Arrays.stream(GameArena.Game.values()).filter(g -> g.id.equals(game)).findFirst()
        .orElseThrow(() -> cli.refusal("There is no game \"" + game + "\" to play in the arena; games: warp, "
            + "classic, dice-race."));
    if (variant.isPresent() && chosen != GameArena.Game.CLASSIC) {
      throw cli.refusal("--variant chooses a Warp 6 Classic variant; add --game classic or leave it out.");
    }
    if (cli.given("--json") || journal.isPresent() || weights.isPresent()) {
      throw cli.refusal("--json, --journal and --weights are for Warp matches; a " + game + " match writes --csv.");
    }
    Variant classic = variant.map(v -> Arrays.stream(Variant.values())
        .filter(x -> x.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(v)).findFirst()
        .orElseThrow(() -> cli.refusal("There is no Warp 6 Classic variant \"" + v + "\"; variants: block, draw, "
            + "all-fives."))).orElse(Variant.DRAW);
    int seats = table.matchTable().captains();
    Arena arena = GameArena.of(chosen, classic, seats, entrants.names());
    MatchOptions.Status progress = match.progress(files, cli.err());
    long start = System.nanoTime();
    List<Standing> standings = play(arena, progress, DealJournal.NONE);
    progress.finish();
    int played = standings.get(0).games() / seats;
    cli.out().println(String.format(Locale.ROOT, "Arena: %s, %s, %d seats; %d deals x %d rotations, seed %d",
        String.join(" vs ", GameArena.printed(entrants.names())), chosen == GameArena.Game.CLASSIC
            ? "Warp 6 Classic " + classic.name().toLowerCase(Locale.ROOT).replace('_', ' ') : "the dice race",
        seats, played, seats, match.seed()));
    int width = Math.max(22, standings.stream().mapToInt(s -> s.name().length()).max().orElse(0));
    for (Standing s : standings) {
      cli.out().println(String.format(Locale.ROOT, "  %-" + width + "s %6d games  %s", s.name(), s.games(),
          s.describe()));
    }
    cli.out().println(String.format(Locale.ROOT, "  (%.1f s on %d threads)", (System.nanoTime() - start) / 1e9,
        match.threads));
    String command = cli.typed() + " (seed " + match.seed() + ")";
    files.write(() -> Standing.csv(command, standings), () -> {
      throw new IllegalStateException("--json was refused before the match");
    });
    return WarpCli.OK;
  }

  private List<Standing> play(Arena arena, MatchOptions.Status progress, DealJournal deals) {
    return untilDecided ? arena.playUntilDecided(match.deals(), match.seed(), match.threads, progress, deals)
        : arena.play(match.deals(), match.seed(), match.threads, progress, deals);
  }

  /**
   * What makes one match differ from another for its journal: the entrants, the table, the seed, Lookahead's
   * budget and the weights played (not the deals, workers or files, which a resumed run may change).
   */
  private String matchName(List<Entrant> field, WarpConfig config) {
    return String.format(Locale.ROOT, "%s; seed %d; lookahead %d x %d; weights %s; %s",
        String.join(" vs ", field.stream().map(Entrant::name).toList()), match.seed(), entrants.samples(),
        entrants.depth(), weights.map(Path::toString).orElse("shipped"), WarpJson.writeConfig(config));
  }
}
