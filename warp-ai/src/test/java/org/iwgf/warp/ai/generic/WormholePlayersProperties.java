// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.wormhole.Phase;
import org.iwgf.warp.tabletop.wormhole.Vessel;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The generic players on the Wormhole battle game: random and greedy ("close in and fire") commanders play
 * Standard Wormhole Engagements of the two sample fleets to the end of the sixth turn; the battles replay
 * from their records.
 */
class WormholePlayersProperties {
  private static final int SEEDS = 3;
  private static final int MOVE_CAP = 20_000;
  private static final WormholeJsonCodec JSON = WormholeJson.codec();

  private static final Player<WormholeMove, WormholeView> RANDOM = Player.random();
  private static final Player<WormholeMove, WormholeView> GREEDY = Player.greedy(
      WormholePlayersProperties::closeInAndFire);

  /**
   * Fire rather than hold; issue as many orders as allowed; move to end nearest the closest enemy; use an
   * ability rather than cancel it.
   */
  static double closeInAndFire(WormholeView view, WormholeMove move) {
    if (move instanceof WormholeMove.Fire) {
      return 10;
    }
    if (move instanceof WormholeMove.IssueOrders issueOrders) {
      return issueOrders.orders().total();
    }
    if (move instanceof WormholeMove.UseAbility) {
      return 1;
    }
    if (move instanceof WormholeMove.Maneuver m) {
      
      Vessel self = view.vessels().stream().filter(v -> v.id().equals(m.vessel())).findFirst().orElseThrow();
      Point from = self.position().orElse(Point.of(view.config().matWidth() / 2, self.owner() == 0 ? 4 : 36));
      Point to = from.travel(self.heading() + m.turn(), m.distance());
      double nearest = Double.MAX_VALUE;
      for (Vessel v : view.vessels()) {
        if (v.owner() != self.owner() && v.position().isPresent()) {
          nearest = Math.min(nearest, to.distanceTo(v.position().get()));
        }
      }
      return -nearest / 100.0;
    }
    return 0;
  }

  @TestFactory
  Stream<DynamicTest> battlesEndReplayAndRoundTrip() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String table : List.of("random", "greedy", "mixed")) {
      for (long seed = 0; seed < SEEDS; seed++) {
        long s = seed;
        tests.add(DynamicTest.dynamicTest(table + ", seed " + s, () -> playAndCheck(table, s)));
      }
    }
    return tests.stream();
  }

  private static void playAndCheck(String table, long seed) {
    WormholeConfig config = WormholeConfig.standard(CatalogJson.sathrican(), SampleFleets.royalist(),
        SampleFleets.separatist(), SampleFleets.POINTS);
    WormholeRules rules = WormholeRules.of(config);
    List<Player<WormholeMove, WormholeView>> players = List.of(
        table.equals("random") ? RANDOM : GREEDY, table.equals("greedy") ? GREEDY : RANDOM);
    var game = GameTable.of(rules, players).play(seed, MOVE_CAP);
    assertTrue(game.finished(), table + " battle of seed " + seed + " hit the cap of " + MOVE_CAP + " moves");
    WormholeState last = game.finalState();
    assertEquals(Phase.OVER, last.phase());
    assertEquals(config.turns(), last.turn());
    var again = GameTable.of(rules, players).play(seed, MOVE_CAP);
    assertEquals(game.moves(), again.moves(), "the same seed replays the same battle");
    WormholeRecord record = JSON.readRecord(JSON.writeRecord(new WormholeRecord(config, seed, game.moves())));
    assertEquals(last, record.replay());
    List<WormholeEvent> none = List.of();
    assertEquals(none, rules.eventsFor(none, 0));
  }
}
