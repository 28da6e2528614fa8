// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.List;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * One Distress Beacon per squadron. The engine keeps a beacon per seat, so the squadron's beacon is kept on
 * every member's seat at once: raising or lowering it on one member's seat raises or lowers it on all
 * (the engine reports a {@code BeaconDeployed} or {@code ShieldsUp} for each member). Opponents may chart on
 * the shared trail exactly while that beacon is up.
 */
final class SharedShields {
  private final Squadrons squadrons;

  SharedShields(Squadrons squadrons) {
    this.squadrons = squadrons;
  }

  /**
   * Applies the squadron's shield rules to {@code move}, just made by {@code seat}: a chart on the shared
   * trail raises the squadron's shields; a beacon deployed while a teammate keeps momentum is taken down
   * again (Shield Protocols). Returns the momentum after the move.
   */
  SquadronMomentum afterMove(WarpState before, WarpMove move, StateEditor editor, SquadronMomentum momentum) {
    int seat = before.toAct();
    SquadronMomentum now = momentum;
    if (move instanceof WarpMove.Chart chart
        && chart.route().equals(squadrons.sharedTrail(seat))) {
      now = momentum.with(seat, true);
      // The engine raises shields only for a chart on the charting seat's own trail, the first member's.
      editor.setBeacon(seat, false);
    } else if (move instanceof WarpMove.DeployBeacon && editor.current().beaconUp(seat)) {
      List<Integer> keptBy = momentum.teammatesWithMomentum(squadrons, seat);
      if (!keptBy.isEmpty()) {
        editor.setBeacon(seat, false);
        editor.emit(new SquadronEvent.ShieldsHeld(seat, keptBy));
      }
    }
    share(before, editor);
    return now;
  }

  /**
   * Makes every squadron's members agree on its beacon: a change made on one member's seat since
   * {@code before} (by the engine or another rule) is carried to all members; without one, the first
   * member's seat decides.
   */
  void share(WarpState before, StateEditor editor) {
    WarpState now = editor.current();
    for (int j = 0; j < squadrons.count(); j++) {
      List<Integer> members = squadrons.members(j);
      boolean up = now.beaconUp(j);
      boolean agree = true;
      for (int m : members) {
        agree &= now.beaconUp(m) == up;
      }
      if (agree) {
        continue;
      }
      for (int m : members) {
        if (now.beaconUp(m) != before.beaconUp(m)) {
          up = now.beaconUp(m);
          break;
        }
      }
      for (int m : members) {
        editor.setBeacon(m, up);
      }
    }
  }
}
