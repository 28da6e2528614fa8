// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OmegaCommander;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole sectors under every Module and house rule built here, alone and together, under both objectives:
 * every officer — each commission, a Commander with a small Lookahead, and the neural Commander — only ever
 * returns a move its view lists as legal, and a sector replays identically from its seed.
 */
class OfficerProperties {
  private static final List<List<String>> RULE_SETS = List.of(
      List.of(),
      List.of("module-beta"),
      List.of("module-gamma"),
      List.of("module-delta"),
      List.of("module-eta"),
      List.of("module-theta"),
      List.of("subspace-fracture"),
      List.of("drop-to-impulse", "pass-red-alert", "manual-shields"),
      List.of("own-trail-first", "starter-plays-two", "beacon-clears-on-any-play", "all-stop"),
      List.of("neutral-zone-after-all-trails"),
      List.of("module-beta", "module-delta", "module-eta", "module-theta", "subspace-fracture"),
      List.of("module-gamma", "module-beta", "drop-to-impulse", "pass-red-alert"),
      List.of("module-alpha"),
      List.of("module-epsilon"),
      List.of("module-zeta"),
      List.of("module-iota"),
      List.of("module-kappa"),
      List.of("module-lambda"),
      List.of("module-alpha", "module-beta", "drop-to-impulse", "all-stop"),
      List.of("module-alpha", "module-gamma", "module-iota", "module-lambda", "subspace-fracture"));

  static Stream<Arguments> tables() {
    List<Arguments> out = new ArrayList<>();
    for (List<String> rules : RULE_SETS) {
      for (Objective objective : Objective.values()) {
        if (objective == Objective.GO_OUT && rules.contains("module-epsilon")) {
          continue; // the rulebook makes the draft unavailable for Go-out
        }
        WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(4).objective(objective);
        if (objective == Objective.POINTS_CAMPAIGN) {
          b.campaignRounds(2);
        } else {
          b.goOut(GoOutStructure.firstTo(2));
        }
        for (String id : rules) {
          b.plugin(id);
        }
        out.add(Arguments.of(b.build(), 3L + out.size()));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void officersOnlyEverReturnLegalMoves(WarpConfig config, long seed) {
    assertLegalAndReplayable(config, seed, List.of(Officer.of(Commission.ENSIGN), Officer.of(Commission.LIEUTENANT),
        Officer.heuristicCommander(), Officer.heuristicCommander().withLookahead(Lookahead.of(2, 4, 2))));
  }

  /**
   * The neural Commander at a table its model covers — a network of this table's encoding, its weights drawn
   * from the seed, so that every kind of move (plugin moves included) gets chosen — beside the shipped
   * Commander, which falls back to the heuristic stack at these tables.
   */
  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void theNeuralCommanderOnlyEverReturnsLegalMoves(WarpConfig config, long seed) {
    Network random = Network.initialised("property-" + seed, new NetworkShape(
        ObservationEncoder.of(config).layout().size(), List.of(16), ActionSpace.of(config).size()), seed);
    OmegaCommander omega = OmegaCommander.of(List.of(new OmegaModel(random, config.factor(), config.captains(),
        config.objective(), config.plugins())));
    assertTrue(omega.covers(config) && !OmegaCommander.standard().covers(config), config::toString);
    assertLegalAndReplayable(config, seed, List.of(omega, OmegaCommander.standard(), omega, OmegaCommander.standard()));
  }

  private static void assertLegalAndReplayable(WarpConfig config, long seed, List<? extends Captain> officers) {
    WarpRules rules = WarpRules.of(config);
    int[] decisions = new int[1];
    List<Captain> checked = new ArrayList<>();
    for (Captain o : officers) {
      checked.add((view, random) -> {
        WarpMove move = o.choose(view, random);
        assertTrue(view.legalMoves().contains(move), () -> "seed " + seed + ": " + o + " chose " + move
            + ", not among " + view.legalMoves());
        decisions[0]++;
        return move;
      });
    }
    SectorResult first = Sector.of(rules, checked).play(seed, SectorListener.NONE);
    assertTrue(first.finalState().isOver());
    assertTrue(decisions[0] > 0);
    SectorResult again = Sector.of(rules, checked).play(seed, SectorListener.NONE);
    assertEquals(first.finalState(), again.finalState(), "seed " + seed);
  }
}
