// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.autopilot;

import java.util.Locale;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;

/**
 * One readable line for each event of a Wormhole battle worth telling (arrivals, fire, damage, departures,
 * the verdict); bookkeeping events (dice, phases, orders issued in secret) have none.
 *
 * @since 0.1.0
 */
public final class BattleLog {
  private BattleLog() {}

  /** The line for {@code event}, if it is worth telling. */
  public static Optional<String> line(WormholeEvent event) {
    if (event instanceof WormholeEvent.TurnBegan turnBegan) {
      return Optional.of("— Turn " + turnBegan.turn() + " —");
    }
    if (event instanceof WormholeEvent.Arrived a) {
      
      return Optional.of("  " + a.vessel() + " comes through " + a.wormhole() + " at " + at(a.position().x(),
          a.position().y()));
    }
    if (event instanceof WormholeEvent.AttackDeclared a) {
      
      return Optional.of("  " + a.vessel() + " fires " + a.weapon() + " at " + String.join(", ", a.targets()));
    }
    if (event instanceof WormholeEvent.StatusChanged c) {
      
      return Optional.of("  " + c.vessel() + (c.to() == Status.DESTROYED ? " is destroyed"
          : " is now " + c.to().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
    }
    if (event instanceof WormholeEvent.Exploded x) {
      
      return Optional.of("  " + x.vessel() + " explodes (" + x.potentialMarks() + " potential marks)");
    }
    if (event instanceof WormholeEvent.Departed d) {
      
      return Optional.of("  " + d.vessel() + " leaves through " + d.wormhole()
          + (d.aboard().isEmpty() ? "" : " with " + String.join(", ", d.aboard())));
    }
    if (event instanceof WormholeEvent.ReinforcementsCalled r) {
      
      return Optional.of("  Seat " + r.seat() + " calls reinforcements: "
          + (r.vessels().isEmpty() ? "none" : String.join(", ", r.vessels())));
    }
    if (event instanceof WormholeEvent.AbilityUsed u) {
      
      return Optional.of("  " + u.vessel() + " uses " + u.ability().name().toLowerCase(Locale.ROOT).replace('_', ' ')
          + (u.succeeded() ? "" : " (fails)"));
    }
    if (event instanceof WormholeEvent.ScenarioDecided scenarioDecided) {
      return Optional.of(scenarioDecided.verdict());
    }
    if (event instanceof WormholeEvent.GameEnded g) {
      
      return Optional.of("Scores: seat 0 " + g.scores().get(0) + ", seat 1 " + g.scores().get(1));
    }
    return Optional.empty();
  }

  private static String at(double x, double y) {
    return String.format(Locale.ROOT, "(%.1f\", %.1f\")", x, y);
  }
}
