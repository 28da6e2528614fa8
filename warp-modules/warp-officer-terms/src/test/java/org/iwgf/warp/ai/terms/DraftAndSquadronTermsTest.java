// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.iwgf.warp.testkit.PracticeTables.chart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OwnTrailPressure;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.epsilon.ModuleEpsilon;
import org.iwgf.warp.modules.zeta.ModuleZeta;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** The Module terms for Epsilon (the draft) and Zeta (squadrons). */
class DraftAndSquadronTermsTest {

  private static WarpRules rules(int captains, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(captains);
    for (String p : plugins) {
      b.plugin(p);
    }
    return WarpRules.of(b.build());
  }

  @Test
  void theDraftSelectsACoordinateThatCanOpenTheTrail() {
    WarpRules epsilon = rules(3, ModuleEpsilon.ID);
    RequisitionPick term = new RequisitionPick();
    int checked = 0;
    for (long seed = 1; seed <= 20; seed++) {
      SeatView v = epsilon.view(epsilon.start(seed), epsilon.start(seed).toAct());
      List<Coordinate> pack = v.legalMoves().stream().filter(m -> m instanceof ModuleEpsilon.Select)
          .map(m -> ((ModuleEpsilon.Select) m).coordinate()).toList();
      int dock = v.spacedock().high();
      boolean mixed = pack.stream().anyMatch(c -> c.has(dock)) && pack.stream().anyMatch(c -> !c.has(dock));
      if (!mixed) {
        continue;
      }
      checked++;
      for (Commission c : List.of(Commission.LIEUTENANT, Commission.COMMANDER)) {
        WarpMove pick = Officer.heuristic(c).choose(v, new SplittableRandom(seed));
        Coordinate picked = ((ModuleEpsilon.Select) pick).coordinate();
        assertTrue(picked.has(dock), c.title() + " picked " + picked + " from " + pack + " under Spacedock " + dock);
      }
      WarpMove best = Officer.heuristicCommander().choose(v, new SplittableRandom(seed));
      Coordinate picked = ((ModuleEpsilon.Select) best).coordinate();
      assertEquals(Optional.of("selects " + picked + ": it shows the Spacedock's " + dock
          + ", so it can open your Warp Trail"), term.reasonForManoeuvre(Position.of(v), best));
    }
    assertTrue(checked > 0, "some pack held both kinds");

    WarpRules plain = rules(3);
    SeatView v = plain.view(plain.start(1), 0);
    assertEquals(0, term.scoreManoeuvre(Position.of(v), new ModuleEpsilon.Select(Coordinate.of(9, 1))));
    assertEquals(Optional.empty(), term.reasonForManoeuvre(Position.of(v), new ModuleEpsilon.Select(Coordinate.of(9, 1))));
  }

  /**
   * Four captains in two squadrons: A is seats 0 and 2 and shares seat 0's trail, whose beacon is up; seat 2
   * at the helm can chart 4-1 on the shared trail or 4-2 on the Neutral Zone.
   */
  private static TableSetup partnersTrailDown(WarpRules rules) {
    TableSetup t = TableSetup.of(rules).toAct(2).trail(0, "9-4").trail(1, "9-8").neutralZone("9-7 7-4")
        .hand(0, "0-0 0-1 0-2").hand(1, "1-1 1-3 1-5").hand(2, "4-1 4-2 7-7").hand(3, "3-3 3-5 3-6");
    return rules.config().hasPlugin(ModuleZeta.ID) ? t.beacon(0, 2) : t.beacon(0);
  }

  @Test
  void aSquadronMemberChartsTheSharedTrailToRaiseTheSquadronsShields() {
    WarpRules zeta = rules(4, ModuleZeta.ID);
    SquadronSupport term = new SquadronSupport();
    SeatView v = zeta.view(partnersTrailDown(zeta).build(), 2);
    Position p = Position.of(v);
    WarpMove.Chart shared = chart(v, "4-1", Route.trailOf(0));
    WarpMove.Chart zone = chart(v, "4-2", Route.NEUTRAL_ZONE);
    assertEquals(OwnTrailPressure.OWN_TRAIL - OwnTrailPressure.OPEN_TRAIL + OwnTrailPressure.RAISE_SHIELDS,
        term.score(p, shared));
    assertEquals(0, term.score(p, zone));
    assertEquals(Optional.of("charts Squadron A's shared Warp Trail and raises the squadron's shields"),
        term.reason(p, shared));
    assertTrue(v.trails().get(0).beaconUp(), "the fact the reason names: the shared beacon is up");
    assertTrue(CommanderReasons.forChart(p, shared).contains(term.reason(p, shared).orElseThrow()));

    WarpRules plain = rules(4);
    SeatView pv = plain.view(partnersTrailDown(plain).build(), 2);
    WarpMove.Chart open = chart(pv, "4-1", Route.trailOf(0));
    assertEquals(0, term.score(Position.of(pv), open));
    assertEquals(Optional.empty(), term.reason(Position.of(pv), open));
  }
}
