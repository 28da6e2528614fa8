// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.GameRules;
import org.junit.jupiter.api.Test;

/**
 * The updates a game draws again for a client that comes back are exactly the ones it drew at the time, for
 * every seat and the spectator, anywhere in the window, also after a move taken back at a checkpoint.
 */
class PastUpdatesTest {
  private static final int[] SEATS = {0, 1, GameRules.SPECTATOR};

  @Test
  void everyMissedUpdateIsDrawnAgainAsItWasShown() {
    LiveGame game = Games.named("warp").start("{\"factor\":\"WARP_12\",\"captains\":2}", 5);
    SplittableRandom random = new SplittableRandom(9);
    // What each seat was shown at each ply, and who was at the helm.
    Map<Integer, List<String>> shown = Map.of(0, new ArrayList<>(), 1, new ArrayList<>(),
        GameRules.SPECTATOR, new ArrayList<>());
    List<OptionalInt> helm = new ArrayList<>();
    record(game, shown, helm);
    while (game.outcome().isEmpty() && game.ply() < 3 * LiveGame.REPLAYED_UPDATES + 10) {
      if ((game.ply() + 1) % LiveGame.REPLAYED_UPDATES == 0 || game.ply() % 17 == 5) {
        // A move whose record could not be written is taken back: the window must not notice.
        game.playOfficer("random", random.split());
        game.undoLast();
      }
      game.playOfficer("random", random);
      record(game, shown, helm);
      if (game.ply() % 29 == 0 || game.ply() % LiveGame.REPLAYED_UPDATES <= 1) {
        check(game, shown, helm);
      }
    }
    assertTrue(game.ply() > 2 * LiveGame.REPLAYED_UPDATES, "the game was long enough: " + game.ply());
    check(game, shown, helm);
  }

  private static void record(LiveGame game, Map<Integer, List<String>> shown, List<OptionalInt> helm) {
    for (int seat : SEATS) {
      shown.get(seat).add(game.seatUpdate(seat));
    }
    helm.add(game.toAct());
  }

  private static void check(LiveGame game, Map<Integer, List<String>> shown, List<OptionalInt> helm) {
    int now = game.ply();
    for (int seat : SEATS) {
      for (int since = Math.max(0, now - LiveGame.REPLAYED_UPDATES); since <= now; since++) {
        List<LiveGame.PastUpdate> past = game.updatesAfter(since, seat).orElseThrow();
        assertEquals(now - since, past.size());
        for (int i = 0; i < past.size(); i++) {
          int ply = since + 1 + i;
          assertEquals(ply, past.get(i).ply());
          assertEquals(shown.get(seat).get(ply), past.get(i).seatUpdate(), "seat " + seat + " at " + ply);
          assertEquals(helm.get(ply), past.get(i).toAct());
        }
      }
      assertTrue(game.updatesAfter(now + 1, seat).isEmpty());
      assertTrue(game.updatesAfter(-1, seat).isEmpty());
      // One more than the window (or a negative number, early on) is not given.
      assertTrue(game.updatesAfter(now - LiveGame.REPLAYED_UPDATES - 1, seat).isEmpty());
    }
  }
}
