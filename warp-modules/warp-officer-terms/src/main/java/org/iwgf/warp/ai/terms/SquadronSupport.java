// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.OwnTrailPressure;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.zeta.ModuleZeta;
import org.iwgf.warp.modules.zeta.Squadrons;

/**
 * Module Zeta, Fleet Squadrons: the squadron shares one Warp Trail and one Distress Beacon, so a captain
 * whose squadron's trail sits in a partner's seat charts it as their own — it keeps the squadron's line
 * moving for every member and, with the shared beacon up, raises the whole squadron's shields (Shield
 * Protocols), which closes the squadron's trail to the opposing squadrons again.
 *
 * @since 0.1.0
 */
public final class SquadronSupport implements Heuristic {
  @Override
  public String name() {
    return "squadron support";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    Optional<Squadrons> squadrons = ModuleZeta.formation(p.view().config());
    if (!p.ruleOn(ModuleZeta.ID) || squadrons.isEmpty()) {
      return 0;
    }
    Route shared = squadrons.get().sharedTrail(p.seat());
    if (!chart.route().equals(shared) || p.isOwn(chart.route())) {
      return 0;
    }
    // Own-trail pressure scores the partner's seat as an opponent's open trail; lift it to own-trail value.
    double lift = OwnTrailPressure.OWN_TRAIL - OwnTrailPressure.OPEN_TRAIL;
    return sharedBeaconUp(p, shared) ? lift + OwnTrailPressure.RAISE_SHIELDS : lift;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    Optional<Squadrons> squadrons = ModuleZeta.formation(p.view().config());
    if (!p.ruleOn(ModuleZeta.ID) || squadrons.isEmpty()) {
      return Optional.empty();
    }
    Route shared = squadrons.get().sharedTrail(p.seat());
    if (!chart.route().equals(shared)) {
      return Optional.empty();
    }
    String squadron = "Squadron " + Squadrons.letter(squadrons.get().squadronOf(p.seat()));
    if (sharedBeaconUp(p, shared) && p.redAlert().isEmpty()) {
      return Optional.of("charts " + squadron + "'s shared Warp Trail and raises the squadron's shields");
    }
    return p.isOwn(chart.route()) ? Optional.empty()
        : Optional.of("keeps " + squadron + "'s shared Warp Trail moving for the whole squadron");
  }

  private static boolean sharedBeaconUp(Position p, Route shared) {
    return !shared.isNeutralZone() && p.beaconUp(shared.owner().orElseThrow());
  }
}
