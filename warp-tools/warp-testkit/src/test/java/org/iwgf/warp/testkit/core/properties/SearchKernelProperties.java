// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search kernel plays exactly as the pure engine: over the seeded cases of the standard rule space (every
 * factor, fleets of every size, both objectives, whole sectors across rounds), at every move it lists the same
 * legal moves in the same order, and the state it gives back equals the engine's. A failure names the case
 * (configuration and seed) and the move number.
 */
class SearchKernelProperties {
  static Stream<GameCase> cases() {
    return Cases.draw(0x4B45524EL, 60);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theKernelListsTheSameMovesAndReachesTheSameStateAtEveryMove(GameCase game) {
    WarpRules rules = WarpRules.of(game.config());
    WarpState s = rules.start(game.seed());
    SearchKernel kernel = SearchKernel.of(rules, s);
    int[] codes = new int[kernel.maxMoves()];
    long rng = game.seed();
    for (int ply = 0; !s.isOver(); ply++) {
      assertTrue(ply < Cases.MOVE_BUDGET, game + ": no end within the move budget");
      int n = kernel.legalMoves(codes);
      List<WarpMove> legal = rules.legalMoves(s);
      int at = ply;
      assertEquals(legal, decoded(kernel, codes, n), () -> game + ", move " + at + ": the legal moves differ");
      assertEquals(n, kernel.legalCount(), () -> game + ", move " + at + ": the count differs from the list");
      for (int i = 0; i < n; i++) {
        int index = i;
        assertEquals(codes[i], kernel.legalMove(i), () -> game + ", move " + at + ": pick " + index + " differs");
      }
      assertSamePosition(s, kernel, game + ", move " + at);
      for (int i = 0; i < n; i++) {
        int index = i;
        assertEquals(codes[i], kernel.code(legal.get(i)), () -> game + ", move " + at + ": code " + index + " differs");
      }
      int pick = SplitMix64.nextInt(rng, n);
      rng = SplitMix64.next(rng);
      s = rules.apply(s, legal.get(pick)).state();
      kernel.play(codes[pick]);
      WarpState mine = kernel.state();
      assertEquals(s, mine, () -> game + ", move " + at + " (" + legal.get(pick) + "): the states differ");
      assertEquals(s.hashCode(), mine.hashCode());
    }
    assertFalse(kernel.isPlaying(), game + ": the kernel plays on after the sector ended");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void aKernelLeftToPlayOnItsOwnEndsWhereTheEngineEnds(GameCase game) {
    WarpRules rules = WarpRules.of(game.config());
    WarpState s = rules.start(game.seed());
    SearchKernel kernel = SearchKernel.of(rules, s);
    long rng = game.seed() ^ 0x9E37L;
    int plies = 0;
    while (kernel.isPlaying()) {
      // Counted and picked, as a playout does, without a list.
      int pick = SplitMix64.nextInt(rng, kernel.legalCount());
      rng = SplitMix64.next(rng);
      s = rules.apply(s, rules.legalMoves(s).get(pick)).state();
      kernel.play(kernel.legalMove(pick));
      assertTrue(++plies < Cases.MOVE_BUDGET, game + ": no end within the move budget");
    }
    assertTrue(s.isOver(), game + ": the engine plays on after the kernel stopped");
    assertEquals(s, kernel.state(), game + ": the final states differ");
  }

  /** What the kernel says of its position, read without a state, is what the engine's state says. */
  private static void assertSamePosition(WarpState s, SearchKernel kernel, String where) {
    assertEquals(s.round(), kernel.round(), where);
    assertEquals(s.toAct(), kernel.toAct(), where);
    assertEquals(s.redAlert(), kernel.redAlert(), where);
    assertEquals(s.neutralZone().openEnd(), kernel.openEnd(Route.NEUTRAL_ZONE), where);
    for (int seat = 0; seat < s.seats(); seat++) {
      assertEquals(s.hand(seat), kernel.hand(seat), where + ", hand " + seat);
      assertEquals(s.handSize(seat), kernel.handSize(seat), where + ", hand " + seat);
      assertEquals(s.beaconUp(seat), kernel.beaconUp(seat), where + ", beacon " + seat);
      assertEquals(s.trail(Route.trailOf(seat)).openEnd(), kernel.openEnd(Route.trailOf(seat)), where + ", trail " + seat);
    }
  }

  @Test
  void aMoveTheKernelCannotCodeIsRefusedWithItsCode() {
    WarpRules rules = WarpRules.of(WarpConfig.builder().captains(3).build());
    SearchKernel kernel = SearchKernel.of(rules, rules.start(1L));
    WarpMove offTable = new WarpMove.Chart(Coordinate.of(1, 2), Route.trailOf(7));
    assertEquals("UNKNOWN_MOVE", assertThrows(IllegalMoveException.class, () -> kernel.code(offTable)).code());
    assertEquals("UNKNOWN_MOVE", assertThrows(IllegalMoveException.class, () -> kernel.code(null)).code());
    assertEquals("SEATS", assertThrows(InvalidStateException.class, () -> kernel.hand(3)).code());
    assertEquals("SEATS", assertThrows(InvalidStateException.class, () -> kernel.openEnd(Route.trailOf(5))).code());
  }

  private static List<WarpMove> decoded(SearchKernel kernel, int[] codes, int n) {
    List<WarpMove> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(kernel.move(codes[i]));
    }
    return out;
  }

  @Test
  void aRuleThatActsOnlyAtTheDealOrTheScoringIsPlayedByTheKernel() {
    WarpConfig config = WarpConfig.builder().captains(3).plugins(List.of(PluginConfig.of("quiet"))).build();
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty().with(new Rule("quiet", Set.of())));
    assertTrue(SearchKernel.supports(rules));
    assertTrue(SearchKernel.of(rules, rules.start(1L)).isPlaying());
  }

  @Test
  void aRuleThatChangesPlayWithinARoundIsRefusedWithItsCode() {
    WarpConfig config = WarpConfig.builder().captains(3).plugins(List.of(PluginConfig.of("routes"))).build();
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty()
        .with(new Rule("routes", Set.of(DecisionPoint.ROUTES))));
    assertFalse(SearchKernel.supports(rules));
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> SearchKernel.of(rules, rules.start(1L)));
    assertEquals("KERNEL_UNSUPPORTED", e.code());
  }

  /** A rule hooking the given decision points and changing nothing there. */
  private record Rule(String id, Set<DecisionPoint> decisionPoints) implements RulePluginFactory, RulePlugin {
    @Override
    public String displayName() {
      return id;
    }

    @Override
    public RulePlugin create(PluginConfig options, WarpConfig game) {
      return this;
    }
  }
}
