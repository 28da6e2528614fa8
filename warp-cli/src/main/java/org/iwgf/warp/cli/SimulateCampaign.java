// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.log.CampaignLog;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpRules;

/**
 * Command line: plays one sector between AI officers and prints its log, round by round (every turn
 * with {@code --turns}). See {@link CampaignOptions#USAGE} for the options.
 *
 * <p>The officers take the seats in turn: an Ensign, a Lieutenant, a Commander and a Commander with
 * Lookahead, then again from the Ensign for larger fleets. The first line of the output names them.
 *
 * <p>Exit status 0 when the sector was played (or {@code --help} printed), 2 when the options are not
 * valid; the reason is one line on standard error.
 *
 * @since 0.1.0
 */
public final class SimulateCampaign {
  /** Exit status for a sector played, or help printed. */
  public static final int OK = 0;
  /** Exit status for options that are not valid. */
  public static final int BAD_OPTIONS = 2;

  private SimulateCampaign() {}

  /** Runs the simulator and exits with a non-zero status if the options are not valid. */
  public static void main(String[] args) {
    int status = run(args, System.out, System.err);
    if (status != OK) {
      System.exit(status);
    }
  }

  /**
   * Runs the simulator, writing the log to {@code out} and any error to {@code err}.
   *
   * @return {@link #OK} or {@link #BAD_OPTIONS}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    WarpRules rules;
    CampaignOptions options;
    try {
      options = CampaignOptions.parse(args);
      if (options.help()) {
        out.println(CampaignOptions.USAGE);
        return OK;
      }
      WarpConfig config = options.toConfig();
      rules = WarpRules.of(config);
    } catch (WarpException e) {
      err.println("SimulateCampaign: " + e.getMessage() + " [" + e.code() + "]");
      return BAD_OPTIONS;
    }
    CampaignLog log = options.turns() ? CampaignLog.everyTurn(out) : CampaignLog.rounds(out);
    List<Officer> officers = lineup(rules.config().captains());
    List<String> seated = new ArrayList<>();
    for (int seat = 0; seat < officers.size(); seat++) {
      seated.add(rules.config().captainNames().get(seat) + " (" + officers.get(seat) + ")");
    }
    out.println("Officers: " + String.join(", ", seated));
    out.println("Rules: " + (options.official() ? "Official Warp rules" : "Sections I-V") + rulesOn(rules.config()));
    Sector.of(rules, officers).play(options.seed(), log);
    out.flush();
    return OK;
  }

  private static String rulesOn(WarpConfig config) {
    List<String> ids = new ArrayList<>();
    config.plugins().forEach(p -> ids.add(p.id()));
    return ids.isEmpty() ? "" : " (" + String.join(", ", ids) + ")";
  }

  /** One officer per seat: Ensign, Lieutenant, Commander, Commander with Lookahead, and round again. */
  static List<Officer> lineup(int captains) {
    List<Officer> four = List.of(Officer.of(Commission.ENSIGN), Officer.of(Commission.LIEUTENANT),
        Officer.of(Commission.COMMANDER), Officer.of(Commission.COMMANDER).withLookahead(Lookahead.standard()));
    List<Officer> out = new ArrayList<>(captains);
    for (int seat = 0; seat < captains; seat++) {
      out.add(four.get(seat % four.size()));
    }
    return out;
  }
}
