// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.tabletop.wormhole.ScenarioKind;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;
import org.iwgf.warp.tabletop.wormhole.autopilot.BattleLog;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp scenario}: one of the Wormhole battle game's scenarios between computer commanders, printed as
 * a log with the verdict and the scores. The scenario autopilot flies the sides the rule book gives it; every
 * other side is flown by the autopilot's captain, which also charges its particle bows.
 */
@Command(name = "scenario", sortOptions = false,
    description = {"Plays a Wormhole scenario between computer commanders and prints the battle, the verdict and "
        + "the scores.",
        "The scenario autopilot flies the sides the rule book gives it (the Endurance Trial's Attacker, the "
            + "Training Mission's opposing vessels); every other side is flown by the autopilot's captain, which "
            + "also charges its particle bows."})
final class ScenarioCommand implements Callable<Integer> {
  private static final int MOVE_CAP = 100_000;

  @Mixin
  Context cli = new Context();

  @Option(names = "--scenario", paramLabel = "NAME", description = "standard, training, training-vessels, "
      + "supply-run, light-supply-run, convoy-run, reinforcements, reinforcements-called, dual-reinforcements, "
      + "gauntlet (all three battles), sector-command, endurance or endurance-solo (default training).")
  String scenario = "training";

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the dice and any random fleets (default 1).")
  long seed = 1;

  @Option(names = "--quiet", description = "Print only the verdicts and the scores.")
  boolean quiet;

  @Override
  public Integer call() {
    Catalog catalog = CatalogJson.sathrican();
    Map<String, WormholeConfig> examples = ExampleScenarios.all(catalog, seed);
    if (scenario.equals("gauntlet")) {
      gauntlet(catalog);
    } else if (examples.containsKey(scenario)) {
      WormholeConfig config = examples.get(scenario);
      cli.out().println(config.scenario().kind() + ", seed " + seed);
      play(config, seed, quiet, cli.out());
    } else {
      throw cli.refusal("There is no scenario \"" + scenario + "\".");
    }
    return WarpCli.OK;
  }

  private void gauntlet(Catalog catalog) {
    Gauntlet campaign = Gauntlet.begin(catalog, ExampleFleets.gauntletAttacker());
    for (int part = 1; part <= 3; part++) {
      cli.out().println("GAUNTLET, battle " + part + ", seed " + (seed + part));
      FleetSpec defender = ExampleFleets.gauntletDefender(part);
      campaign = campaign.record(play(campaign.nextBattle(defender), seed + part, quiet, cli.out()));
    }
    cli.out().println("Gauntlet totals: Attacker " + campaign.totals().get(0) + ", Defender "
        + campaign.totals().get(1));
  }

  /** Plays one battle to its end, printing it, and returns the final state. */
  static WormholeState play(WormholeConfig config, long seed, boolean quiet, PrintStream out) {
    WormholeRules rules = WormholeRules.of(config);
    List<Player<WormholeMove, WormholeView>> players = new ArrayList<>();
    for (int seat = 0; seat < 2; seat++) {
      boolean autopilot = config.scenario().autopilot().equals(OptionalInt.of(seat));
      boolean attackOnly = autopilot && config.scenario().kind() == ScenarioKind.TRAINING_MISSION;
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
