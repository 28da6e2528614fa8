package org.iwgf.warp.ai.cli;

import java.io.PrintStream;
import java.util.Collections;
import org.iwgf.warp.ai.agent.GreedyCaptain;
import org.iwgf.warp.ai.log.CampaignLog;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpRules;

/**
 * Command line: plays one sector between greedy captains and prints its log, round by round (every turn
 * with {@code --turns}). See {@link CampaignOptions#USAGE} for the options.
 *
 * <p>Exit status 0 when the sector was played (or {@code --help} printed), 2 when the options are not
 * valid; the reason is one line on standard error.
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
    Sector.of(rules, Collections.nCopies(rules.config().captains(), GreedyCaptain.create()))
        .play(options.seed(), log);
    out.flush();
    return OK;
  }
}
