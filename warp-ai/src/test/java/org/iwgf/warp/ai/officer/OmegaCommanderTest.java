// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;

/** The shipped weights, what they cover, and the Commander that plays them. */
class OmegaCommanderTest {
  private static final long SEED = 77L;
  private static final WarpConfig OFFICIAL_TWO = OfficialWarp.config(WarpFactor.WARP_12, 2);

  @Test
  void theShippedWeightsAreSmallAndCoverTheRatedTables() throws IOException {
    OmegaModel model = OmegaModel.shipped().get(0);
    assertEquals(OmegaModel.WARP12_OFFICIAL, model.network().name());
    assertEquals(OfficialWarp.plugins(), model.plugins(), "the preset's rules, in its order");
    try (InputStream in = OmegaModel.class.getResourceAsStream(OmegaModel.WARP12_OFFICIAL + ".warpnet")) {
      int bytes = in.readAllBytes().length;
      assertTrue(bytes < 500_000, bytes + " bytes");
    }
    assertSame(model, OmegaModel.shipped().get(0), "read once");
    assertTrue(model.covers(OFFICIAL_TWO));
    assertTrue(model.covers(OFFICIAL_TWO.toBuilder().campaignRounds(3).captainNames("Kirk", "Spock").build()));
    assertFalse(model.covers(OfficialWarp.config(WarpFactor.WARP_12, 4)), "another fleet size");
    assertFalse(model.covers(WarpConfig.standard(WarpFactor.WARP_12, 2)), "Sections I-V alone");
    assertFalse(model.covers(OfficialWarp.without(OFFICIAL_TWO, "all-stop")), "another set of rules");
    OmegaModel four = OmegaModel.shipped().get(1);
    assertEquals(OmegaModel.WARP12_OFFICIAL_FOUR, four.network().name());
    assertTrue(four.covers(OfficialWarp.config(WarpFactor.WARP_12, 4)), "the four-captain table");
    assertFalse(four.covers(OFFICIAL_TWO));
    try (InputStream in = OmegaModel.class.getResourceAsStream(OmegaModel.WARP12_OFFICIAL_FOUR + ".warpnet")) {
      int bytes = in.readAllBytes().length;
      assertTrue(bytes < 600_000, bytes + " bytes");
    }
    assertEquals(OmegaModel.WARP12_OFFICIAL_FOUR,
        OmegaModel.covering(OfficialWarp.config(WarpFactor.WARP_12, 4)).orElseThrow().network().name());
    assertTrue(OmegaModel.covering(OFFICIAL_TWO).isPresent());
    assertTrue(OmegaModel.covering(WarpConfig.standard(WarpFactor.WARP_9, 2)).isEmpty());
  }

  @Test
  void elsewhereTheCommanderIsTheHeuristicStack() {
    WarpConfig other = WarpConfig.standard(WarpFactor.WARP_9, 3);
    OmegaCommander omega = OmegaCommander.standard();
    assertFalse(omega.covers(other));
    WarpRules rules = WarpRules.of(other);
    WarpState state = rules.start(SEED);
    for (int turn = 0; turn < 40 && !state.isOver(); turn++) {
      SeatView view = rules.view(state, state.toAct());
      WarpMove mine = omega.choose(view, new SplittableRandom(SEED + turn));
      assertEquals(Officer.heuristicCommander().choose(view, new SplittableRandom(SEED + turn)), mine,
          "seed " + SEED + ", turn " + turn);
      state = rules.apply(state, mine).state();
    }
  }

  @Test
  void theCommanderOfficerIsOmegaWhereTheWeightsCoverTheTableAndTheHeuristicCommanderHasItsOwnName() {
    Officer commander = Officer.of(Commission.COMMANDER);
    Officer heuristic = Officer.heuristicCommander();
    assertEquals("Commander", commander.toString());
    assertEquals("Heuristic Commander", heuristic.toString());
    assertEquals("Commander+Lookahead", commander.withLookahead(Lookahead.standard()).toString(),
        "Lookahead searches the heuristic stack");
    assertFalse(commander.withLookahead(Lookahead.standard()).playsOmega());
    assertTrue(commander.playsOmega());
    assertFalse(heuristic.playsOmega());
    assertFalse(Officer.of(Commission.LIEUTENANT).playsOmega());
    assertEquals(Commission.COMMANDER, heuristic.commission());
    assertEquals(OmegaModel.WARP12_OFFICIAL, commander.model(OFFICIAL_TWO).orElseThrow().network().name());
    assertEquals(OmegaModel.WARP12_OFFICIAL_FOUR,
        commander.model(OfficialWarp.config(WarpFactor.WARP_12, 4)).orElseThrow().network().name());
    assertTrue(commander.model(WarpConfig.standard(WarpFactor.WARP_9, 3)).isEmpty());
    assertTrue(heuristic.model(OFFICIAL_TWO).isEmpty());
    for (OmegaModel model : OmegaModel.shipped()) {
      assertEquals(CommanderFeatures.readBy(model.network()).names(), MoveFeatures.readBy(model.network()).names(),
          "the search finds the Commander's features as a service");
    }
    // Move for move: Ω's Commander at its table, the heuristic Commander elsewhere.
    for (WarpConfig config : List.of(OFFICIAL_TWO, WarpConfig.standard(WarpFactor.WARP_9, 3))) {
      Captain same = commander.model(config).isPresent() ? OmegaCommander.standard() : heuristic;
      WarpRules rules = WarpRules.of(config);
      WarpState state = rules.start(SEED);
      for (int turn = 0; turn < 30 && !state.isOver(); turn++) {
        SeatView view = rules.view(state, state.toAct());
        WarpMove mine = commander.choose(view, new SplittableRandom(SEED + turn));
        assertEquals(same.choose(view, new SplittableRandom(SEED + turn)), mine, config + ", turn " + turn);
        state = rules.apply(state, mine).state();
      }
    }
  }

  @Test
  void atItsTableTheCommanderPlaysOmegasPolicyWithTheCommissionOnTop() {
    OmegaCommander omega = OmegaCommander.standard();
    assertTrue(omega.covers(OFFICIAL_TWO));
    Network network = OmegaModel.shipped().get(0).network();
    OmegaCaptain greedy = OmegaCaptain.of(network, OFFICIAL_TWO, CommanderFeatures.readBy(network));
    WarpRules rules = WarpRules.of(OFFICIAL_TWO);
    int choices = 0;
    int same = 0;
    for (long game = 0; game < 6; game++) {
      WarpState state = rules.start(SEED + game);
      for (int turn = 0; turn < 60 && !state.isOver(); turn++) {
        SeatView view = rules.view(state, state.toAct());
        WarpMove mine = omega.choose(view, new SplittableRandom(SEED * 31 + turn));
        assertTrue(view.legalMoves().contains(mine), "seed " + (SEED + game) + ", turn " + turn);
        assertEquals(mine, omega.choose(view, new SplittableRandom(SEED * 31 + turn)), "the same generator, the same move");
        if (view.legalMoves().size() > 1) {
          choices++;
          same += mine.equals(greedy.choose(view, new SplittableRandom(0))) ? 1 : 0;
        }
        state = rules.apply(state, mine).state();
      }
    }
    // Blunders (0.5 %) and near-ties aside, the Commander plays Ω's greedy choice.
    assertTrue(choices > 50 && same > 0.85 * choices, "seed " + SEED + ": " + same + " of " + choices);
  }
}
