// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.log.CampaignLog;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp simulate}: one sector between AI officers, printed as its log round by round (every turn with
 * {@code --turns}). The officers take the seats in turn — an Ensign, a Lieutenant, a Commander and a
 * Commander with Lookahead, then again from the Ensign — and the first line names them.
 */
@Command(name = "simulate", sortOptions = false,
    description = {"Plays one Warp sector between AI officers (Ensign, Lieutenant, Commander, Commander with "
        + "Lookahead, in turn around the table) and prints its log.",
        "Defaults: 4 captains, the Official Warp rules."})
final class SimulateCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Mixin
  TableOptions table = new TableOptions();

  @Option(names = "--seed", paramLabel = "S", description = "Deals the sector; the same seed replays it exactly "
      + "(default 1).")
  long seed = 1;

  @Option(names = "--turns", description = "Also tell every turn.")
  boolean turns;

  /** The sector's table: 4 captains and the Official Warp rules unless the options say otherwise. */
  WarpConfig config() {
    return table.toConfig(4, true);
  }

  @Override
  public Integer call() {
    WarpRules rules = WarpRules.of(config());
    CampaignLog log = turns ? CampaignLog.everyTurn(cli.out()) : CampaignLog.rounds(cli.out());
    List<Entrant> officers = lineup(rules.config().captains());
    List<String> seated = new ArrayList<>();
    for (int seat = 0; seat < officers.size(); seat++) {
      seated.add(rules.config().captainNames().get(seat) + " (" + officers.get(seat).name() + ")");
    }
    Entrant.fallbackNotices(rules.config(), officers.stream().distinct().toList())
        .forEach(notice -> cli.err().println("warp simulate: " + notice));
    cli.out().println("Officers: " + String.join(", ", seated));
    cli.out().println("Rules: " + (table.official(true) ? "Official Warp rules" : "Sections I-V")
        + rulesOn(rules.config()));
    Sector.of(rules, officers.stream().map(Entrant::captain).toList()).play(seed, log);
    cli.out().flush();
    return WarpCli.OK;
  }

  private static String rulesOn(WarpConfig config) {
    List<String> ids = new ArrayList<>();
    config.plugins().forEach(p -> ids.add(p.id()));
    return ids.isEmpty() ? "" : " (" + String.join(", ", ids) + ")";
  }

  /**
   * One officer per seat: Ensign, Lieutenant, Commander (Ω where its weights cover the table), Commander with
   * Lookahead, and round again.
   */
  static List<Entrant> lineup(int captains) {
    List<Entrant> four = List.of(Entrant.officer(Commission.ENSIGN), Entrant.officer(Commission.LIEUTENANT),
        Entrant.officer(Commission.COMMANDER),
        Entrant.of(Officer.heuristicCommander().withLookahead(Lookahead.standard())));
    List<Entrant> out = new ArrayList<>(captains);
    for (int seat = 0; seat < captains; seat++) {
      out.add(four.get(seat % four.size()));
    }
    return out;
  }
}
