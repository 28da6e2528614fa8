// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * A move taken from {@code legalMoves} of the very state it is applied to is not checked a second time, and
 * reaches the same state as an equal move made elsewhere (rules that count their moves check any move as
 * directly as their listing would trust it); a move listed for another state is refused, and the listing
 * cannot be changed by its reader.
 */
class TrustedApplyTest {
  private final WarpRules rules = WarpRules.of(WarpConfig.builder().captains(4).campaignRounds(1).build());

  @Test
  void aListedMoveAndAnEqualFreshMoveReachTheSameState() {
    WarpState s = rules.start(3L);
    long rng = 3L;
    for (int ply = 0; ply < 60 && !s.isOver(); ply++) {
      List<WarpMove> legal = rules.legalMoves(s);
      WarpMove listed = legal.get(SplitMix64.nextInt(rng, legal.size()));
      rng = SplitMix64.next(rng);
      WarpMove fresh = listed instanceof WarpMove.Chart c ? new WarpMove.Chart(c.coordinate(), c.route()) : listed;
      WarpState bySpeed = rules.apply(s, listed).state();
      assertEquals(bySpeed, rules.apply(s, fresh).state(), "move " + ply);
      s = bySpeed;
    }
  }

  @Test
  void aMoveListedForAnotherStateIsCheckedAndRefused() {
    // The first deal whose opener can chart.
    long seed = 5L;
    while (!(rules.legalMoves(rules.start(seed)).get(0) instanceof WarpMove.Chart)) {
      seed++;
    }
    WarpState s = rules.start(seed);
    WarpMove chart = rules.legalMoves(s).get(0);
    WarpState after = rules.apply(s, chart).state();
    rules.legalMoves(after);
    // The same object, listed for the state before, is no longer in the captain's hand at the helm.
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(after, chart));
    assertTrue(List.of("NOT_IN_HAND", "ROUTE_CLOSED", "NO_MATCH", "MUST_DRAW").contains(e.code()), e.code());
  }

  @Test
  void aListingIsReadOnly() {
    WarpState s = rules.start(7L);
    List<WarpMove> legal = rules.legalMoves(s);
    assertThrows(UnsupportedOperationException.class, () -> legal.add(WarpMove.PASS));
    assertThrows(UnsupportedOperationException.class, () -> legal.set(0, WarpMove.PASS));
  }

  /**
   * Rules that count their moves (Sections III–IV alone) all list the same moves for a state, so one of them
   * may trust another's listing: the state is the same either way, and a move no listing holds is still refused.
   */
  @Test
  void aListingOfOtherRulesForTheSameConfigurationReachesTheSameState() {
    WarpRules other = WarpRules.of(rules.config());
    WarpState s = rules.start(9L);
    List<WarpMove> legal = other.legalMoves(s);
    assertEquals(other.apply(s, legal.get(0)).state(), rules.apply(s, legal.get(0)).state());
    assertThrows(IllegalMoveException.class, () -> rules.apply(s, WarpMove.DEPLOY_BEACON));
  }
}
