package org.iwgf.warp.ai.wormhole;

import java.util.Locale;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;

/**
 * One readable line for each event of a Wormhole battle worth telling (arrivals, fire, damage, departures,
 * the verdict); bookkeeping events (dice, phases, orders issued in secret) have none.
 */
public final class BattleLog {
  private BattleLog() {}

  /** The line for {@code event}, if it is worth telling. */
  public static Optional<String> line(WormholeEvent event) {
    if (event instanceof WormholeEvent.TurnBegan) {
      return Optional.of("— Turn " + ((WormholeEvent.TurnBegan) event).turn() + " —");
    }
    if (event instanceof WormholeEvent.Arrived) {
      WormholeEvent.Arrived a = (WormholeEvent.Arrived) event;
      return Optional.of("  " + a.vessel() + " comes through " + a.wormhole() + " at " + at(a.position().x(),
          a.position().y()));
    }
    if (event instanceof WormholeEvent.AttackDeclared) {
      WormholeEvent.AttackDeclared a = (WormholeEvent.AttackDeclared) event;
      return Optional.of("  " + a.vessel() + " fires " + a.weapon() + " at " + String.join(", ", a.targets()));
    }
    if (event instanceof WormholeEvent.StatusChanged) {
      WormholeEvent.StatusChanged c = (WormholeEvent.StatusChanged) event;
      return Optional.of("  " + c.vessel() + (c.to() == Status.DESTROYED ? " is destroyed"
          : " is now " + c.to().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
    }
    if (event instanceof WormholeEvent.Exploded) {
      WormholeEvent.Exploded x = (WormholeEvent.Exploded) event;
      return Optional.of("  " + x.vessel() + " explodes (" + x.potentialMarks() + " potential marks)");
    }
    if (event instanceof WormholeEvent.Departed) {
      WormholeEvent.Departed d = (WormholeEvent.Departed) event;
      return Optional.of("  " + d.vessel() + " leaves through " + d.wormhole()
          + (d.aboard().isEmpty() ? "" : " with " + String.join(", ", d.aboard())));
    }
    if (event instanceof WormholeEvent.ReinforcementsCalled) {
      WormholeEvent.ReinforcementsCalled r = (WormholeEvent.ReinforcementsCalled) event;
      return Optional.of("  Seat " + r.seat() + " calls reinforcements: "
          + (r.vessels().isEmpty() ? "none" : String.join(", ", r.vessels())));
    }
    if (event instanceof WormholeEvent.AbilityUsed) {
      WormholeEvent.AbilityUsed u = (WormholeEvent.AbilityUsed) event;
      return Optional.of("  " + u.vessel() + " uses " + u.ability().name().toLowerCase(Locale.ROOT).replace('_', ' ')
          + (u.succeeded() ? "" : " (fails)"));
    }
    if (event instanceof WormholeEvent.ScenarioDecided) {
      return Optional.of(((WormholeEvent.ScenarioDecided) event).verdict());
    }
    if (event instanceof WormholeEvent.GameEnded) {
      WormholeEvent.GameEnded g = (WormholeEvent.GameEnded) event;
      return Optional.of("Scores: seat 0 " + g.scores().get(0) + ", seat 1 " + g.scores().get(1));
    }
    return Optional.empty();
  }

  private static String at(double x, double y) {
    return String.format(Locale.ROOT, "(%.1f\", %.1f\")", x, y);
  }
}
