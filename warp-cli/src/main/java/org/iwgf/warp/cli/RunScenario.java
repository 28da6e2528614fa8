// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.generic.Player;
import org.iwgf.warp.ai.wormhole.Autopilot;
import org.iwgf.warp.ai.wormhole.BattleLog;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.tabletop.wormhole.ScenarioKind;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet;

/**
 * Command line: plays one of the Wormhole battle game's scenarios between computer commanders and prints it
 * as a log with the verdict and the scores. See {@link #USAGE}. Exit status 0 when the battle was played, 2
 * when the options are not valid.
 *
 * @since 0.1.0
 */
public final class RunScenario {
  /** Exit status for a battle played, or help printed. */
  public static final int OK = 0;
  /** Exit status for options that are not valid. */
  public static final int BAD_OPTIONS = 2;
  private static final Catalog CATALOG = CatalogJson.sathrican();
  private static final int MOVE_CAP = 100_000;

  /** The usage text printed by {@code --help}. */
  public static final String USAGE = String.join("\n",
      "Usage: RunScenario [options]",
      "Plays a Wormhole scenario between computer commanders and prints the battle, the verdict and the scores.",
      "",
      "  --scenario NAME   standard, training, training-vessels, supply-run, light-supply-run,",
      "                    convoy-run, reinforcements, reinforcements-called, dual-reinforcements,",
      "                    gauntlet (all three battles), sector-command, endurance or endurance-solo",
      "                    (default training)",
      "  --seed S          seeds the dice and any random fleets (default 1)",
      "  --quiet           print only the verdicts and the scores",
      "  --help            print this text",
      "",
      "The scenario autopilot flies the sides the rule book gives it (the Endurance Trial's Attacker, the",
      "Training Mission's opposing vessels); every other side is flown by the autopilot's captain, which also",
      "charges its particle bows.",
      "",
      "Exit status: 0 when the battle was played, 2 when the options are not valid.");

  private RunScenario() {}

  /** Runs the scenario and exits with a non-zero status if the options are not valid. */
  public static void main(String[] args) {
    int status = run(args, System.out, System.err);
    if (status != OK) {
      System.exit(status);
    }
  }

  /**
   * Plays the scenario, writing the log to {@code out} and any error to {@code err}.
   *
   * @return {@link #OK} or {@link #BAD_OPTIONS}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    String scenario = "training";
    long seed = 1;
    boolean quiet = false;
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--help":
            out.println(USAGE);
            return OK;
          case "--quiet":
            quiet = true;
            break;
          case "--scenario":
            scenario = value(args, ++i, "--scenario");
            break;
          case "--seed":
            String s = value(args, ++i, "--seed");
            try {
              seed = Long.parseLong(s);
            } catch (NumberFormatException e) {
              throw new UsageException("BAD_VALUE", "--seed must be a whole number, not \"" + s + "\".");
            }
            break;
          default:
            throw new UsageException("UNKNOWN_OPTION", "There is no option \"" + args[i] + "\" (see --help).");
        }
      }
      Map<String, WormholeConfig> examples = ExampleScenarios.all(CATALOG, seed);
      if (scenario.equals("gauntlet")) {
        gauntlet(seed, quiet, out);
      } else if (examples.containsKey(scenario)) {
        WormholeConfig config = examples.get(scenario);
        out.println(config.scenario().kind() + ", seed " + seed);
        play(config, seed, quiet, out);
      } else {
        throw new UsageException("BAD_VALUE", "There is no scenario \"" + scenario + "\" (see --help).");
      }
      return OK;
    } catch (WarpException e) {
      err.println(e.getMessage());
      return BAD_OPTIONS;
    }
  }

  private static String value(String[] args, int i, String name) {
    if (i >= args.length) {
      throw new UsageException("MISSING_VALUE", name + " needs a value (see --help).");
    }
    return args[i];
  }

  private static void gauntlet(long seed, boolean quiet, PrintStream out) {
    Gauntlet campaign = Gauntlet.begin(CATALOG, ExampleFleets.gauntletAttacker());
    for (int part = 1; part <= 3; part++) {
      out.println("GAUNTLET, battle " + part + ", seed " + (seed + part));
      FleetSpec defender = ExampleFleets.gauntletDefender(part);
      campaign = campaign.record(play(campaign.nextBattle(defender), seed + part, quiet, out));
    }
    out.println("Gauntlet totals: Attacker " + campaign.totals().get(0) + ", Defender " + campaign.totals().get(1));
  }

  /** Plays one battle to its end, printing it, and returns the final state. */
  static WormholeState play(WormholeConfig config, long seed, boolean quiet, PrintStream out) {
    WormholeRules rules = WormholeRules.of(config);
    List<Player<WormholeMove, WormholeView>> players = new ArrayList<>();
    for (int seat = 0; seat < 2; seat++) {
      boolean autopilot = config.scenario().autopilot().equals(OptionalInt.of(seat));
      boolean attackOnly = autopilot && config.scenario().kind()
          == ScenarioKind.TRAINING_MISSION;
      players.add(attackOnly ? Autopilot.attackOnly() : autopilot ? Autopilot.standard() : Autopilot.captain());
    }
    SplittableRandom random = new SplittableRandom(seed);
    Transition<WormholeState, WormholeEvent> t = rules.open(seed);
    print(t.events(), quiet, out);
    WormholeState state = t.state();
    int moves = 0;
    while (rules.toAct(state).isPresent() && moves++ < MOVE_CAP) {
      int seat = rules.toAct(state).getAsInt();
      WormholeMove move = players.get(seat).choose(rules.view(state, seat), rules.legalMoves(state), random);
      t = rules.apply(state, move);
      print(t.events(), quiet, out);
      state = t.state();
    }
    return state;
  }

  private static void print(List<WormholeEvent> events, boolean quiet, PrintStream out) {
    for (WormholeEvent e : events) {
      boolean ending = e instanceof WormholeEvent.ScenarioDecided || e instanceof WormholeEvent.GameEnded;
      if (!quiet || ending) {
        BattleLog.line(e).ifPresent(out::println);
      }
    }
  }
}
