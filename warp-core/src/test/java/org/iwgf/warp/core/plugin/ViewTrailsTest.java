// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;
import org.junit.jupiter.api.Test;

/**
 * A view reads every route off the table at once; each route it shows is the state's own trail for that route
 * ({@link WarpState#trail}), read alone: coordinates, side branches, open end and beacon, for every seat and
 * the spectator, on every factor and fleet, with side branches laid (doubles needing three stabilizers) and
 * without.
 */
class ViewTrailsTest {
  @Test
  void everyRouteAViewShowsIsTheStatesTrailForIt() {
    int[] seen = new int[2];
    for (WarpFactor factor : WarpFactor.values()) {
      for (int captains : new int[] {2, 4, factor.maxCaptains()}) {
        for (boolean branches : new boolean[] {false, true}) {
          PluginRegistry registry = PluginRegistry.empty();
          WarpConfig.Builder b = WarpConfig.builder().factor(factor).captains(captains).campaignRounds(2);
          if (branches) {
            registry = registry.with(TestPlugins.factory("three-stabilizers", new TestPlugins.ThreeStabilizers()));
            b.plugin("three-stabilizers");
          }
          WarpRules rules = WarpRules.of(b.build(), registry);
          long seed = 31L * captains + factor.maxPip() + (branches ? 7 : 0);
          playOut(rules, seed, factor + " x " + captains + (branches ? " with branches" : "") + ", seed " + seed,
              seen);
        }
      }
    }
    assertTrue(seen[0] > 500, "only " + seen[0] + " states were checked");
    assertTrue(seen[1] > 0, "no view showed a side branch");
  }

  private static void playOut(WarpRules rules, long seed, String where, int[] seen) {
    WarpState s = rules.start(seed);
    long rng = seed;
    for (int ply = 0; !s.isOver() && ply < 300; ply++) {
      if (ply % 3 == 0) {
        for (int seat = -1; seat < s.seats(); seat++) {
          SeatView v = seat < 0 ? rules.spectatorView(s) : rules.view(s, seat);
          for (int o = 0; o < s.seats(); o++) {
            Route r = Route.trailOf(o);
            assertEquals(TrailView.of(r, s.trail(r), s.beaconUp(o)), v.trails().get(o),
                where + ", ply " + ply + ", seat " + seat + ", " + r);
            seen[1] += v.trails().get(o).branches().isEmpty() ? 0 : 1;
          }
          assertEquals(TrailView.of(Route.NEUTRAL_ZONE, s.neutralZone(), false), v.neutralZone(),
              where + ", ply " + ply + ", seat " + seat + ", the Neutral Zone");
        }
        seen[0]++;
      }
      List<WarpMove> legal = rules.legalMoves(s);
      s = rules.next(s, legal.get(SplitMix64.nextInt(rng, legal.size())));
      rng = SplitMix64.next(rng);
    }
  }
}
