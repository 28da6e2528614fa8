// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.ismcts.IsMcts;
import org.iwgf.warp.ai.ismcts.IsMctsCaptain;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OmegaCommander;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;

/** The arena's named entrants: the neural ones play at every table the shipped weights cover, and elsewhere. */
class EntrantTest {
  private static final long SEED = 91L;

  @Test
  void omegaPlusPlaysEveryShippedTableAndFallsBackElsewhere() {
    Entrant plus = Entrant.parse("omega+", Lookahead.standard());
    assertEquals("Omega+", plus.name());
    for (WarpConfig config : List.of(OfficialWarp.config(WarpFactor.WARP_12, 2),
        OfficialWarp.config(WarpFactor.WARP_12, 4), WarpConfig.standard(WarpFactor.WARP_9, 3))) {
      WarpRules rules = WarpRules.of(config);
      WarpState state = rules.start(SEED);
      for (int turn = 0; turn < 12 && !state.isOver(); turn++) {
        SeatView view = rules.view(state, state.toAct());
        WarpMove move = plus.captain().choose(view, new SplittableRandom(SEED + turn));
        assertTrue(view.legalMoves().contains(move), config + ", seed " + SEED + ", turn " + turn);
        state = rules.apply(state, move).state();
      }
    }
  }

  @Test
  void theCommanderSeatIsTheNeuralCommanderAndTheHeuristicStackHasItsOwnName() {
    Entrant commander = Entrant.officer(Commission.COMMANDER);
    assertEquals("Commander", commander.name());
    assertTrue(commander.captain() instanceof Officer o && o.playsOmega());
    assertEquals("Commander", Entrant.parse("commander", Lookahead.standard()).name());
    for (String id : List.of("heuristic-commander", "commander-heuristic", "Heuristic-Commander")) {
      Entrant heuristic = Entrant.parse(id, Lookahead.standard());
      assertEquals("Heuristic Commander", heuristic.name(), id);
      assertTrue(heuristic.captain() instanceof Officer o && !o.playsOmega()
          && o.commission() == Commission.COMMANDER && o.lookahead().isEmpty(), id);
      assertEquals("Heuristic Commander", heuristic.plays(OfficialWarp.config(WarpFactor.WARP_12, 2)), id);
    }
    assertThrows(IllegalArgumentException.class, () -> Entrant.parse("admiral", Lookahead.standard()));
  }

  @Test
  void aLookaheadEntrantMayNameItsWorldsAndTwoBudgetsMeetUnderTwoNames() {
    Lookahead standard = Lookahead.standard();
    Entrant deep = Entrant.parse("Commander+Lookahead:32", standard);
    assertEquals("Commander+Lookahead:32", deep.name());
    Lookahead budget = ((Officer) deep.captain()).lookahead().orElseThrow();
    assertEquals(List.of(32, standard.depth(), standard.candidates()),
        List.of(budget.samples(), budget.depth(), budget.candidates()));
    assertEquals("Commander+Lookahead", Entrant.parse("commander+lookahead", standard).name());
    assertEquals(8, ((Officer) Entrant.parse("lieutenant+lookahead:8", standard).captain()).lookahead()
        .orElseThrow().samples());
    for (String refused : List.of("commander+lookahead:", "commander+lookahead:0", "commander+lookahead:1025",
        "commander+lookahead:-3", "commander+lookahead:3x", "commander+lookahead:99999999999", "admiral+lookahead:8",
        "commander:8")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Entrant.parse(refused, standard), refused);
      assertTrue(e.getMessage().contains(refused), e.getMessage());
    }
  }

  @Test
  void anOmegaPlusEntrantMayNameItsIterationsAndTwoBudgetsMeetUnderTwoNames() {
    Lookahead standard = Lookahead.standard();
    Entrant deep = Entrant.parse("Omega+:512", standard);
    assertEquals("Omega+:512", deep.name());
    assertEquals(512, searchOf(deep).iterations());
    Entrant plain = Entrant.parse("omega+", standard);
    assertEquals("Omega+", plain.name());
    assertEquals(OmegaPlus.DEFAULT_ITERATIONS, searchOf(plain).iterations());
    Entrant tuned = Entrant.parse("Omega+:512:depth=8:share=0.5", standard);
    assertEquals("Omega+:512:depth=8:share=0.5", tuned.name());
    assertEquals(512, searchOf(tuned).iterations());
    assertEquals(8, searchOf(tuned).rolloutDepth());
    assertEquals(0.5, searchOf(tuned).valueShare());
    Entrant valueOnly = Entrant.parse("omega+:64:depth=0:share=1", standard);
    assertEquals(0, searchOf(valueOnly).rolloutDepth());
    assertEquals(1.0, searchOf(valueOnly).valueShare());
    Entrant shareAlone = Entrant.parse("omega+:64:share=0.125", standard);
    assertEquals(OmegaPlus.DEFAULT_ROLLOUT_DEPTH, searchOf(shareAlone).rolloutDepth());
    assertEquals(0.125, searchOf(shareAlone).valueShare());
    assertEquals(OmegaPlus.DEFAULT_VALUE_SHARE, searchOf(plain).valueShare());
    assertEquals(OmegaPlus.DEFAULT_ROLLOUT_DEPTH, searchOf(plain).rolloutDepth());
    for (String refused : List.of("omega+:", "omega+:0", "omega+:4097", "omega+:-3", "omega+:3x",
        "omega+:99999999999", "omega:8", "omega+:64:depth=65", "omega+:64:depth=", "omega+:64:depth=-1",
        "omega+:64:share=1.5", "omega+:64:share=.5", "omega+:64:share=0.12345", "omega+:64:share=NaN",
        "omega+:64:share=0.5:depth=8", "omega+:64:depth=8:depth=8", "omega+:64:width=3", "omega+:64:",
        "omega+:depth=8", "omega+:64:depth=8:share=0.5:x")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Entrant.parse(refused, standard), refused);
      assertTrue(e.getMessage().contains(refused), e.getMessage());
    }
  }

  @Test
  void anIsMctsEntrantSearchesItsDefaultOrNamedIterationsAndRefusesBadBudgets() {
    Lookahead standard = Lookahead.standard();
    Entrant plain = Entrant.parse("ismcts", standard);
    assertEquals("IS-MCTS", plain.name());
    assertEquals(IsMcts.DEFAULT_ITERATIONS, ((IsMctsCaptain) plain.captain()).iterations());
    Entrant small = Entrant.parse(" ISMCTS:64 ", standard);
    assertEquals("IS-MCTS:64", small.name());
    assertEquals(64, ((IsMctsCaptain) small.captain()).iterations());
    assertEquals("IS-MCTS:64", small.plays(OfficialWarp.config(WarpFactor.WARP_12, 2)));
    assertEquals(Entrant.MAX_ISMCTS_ITERATIONS,
        ((IsMctsCaptain) Entrant.parse("ismcts:" + Entrant.MAX_ISMCTS_ITERATIONS, standard).captain()).iterations());
    for (String refused : List.of("ismcts:", "ismcts:0", "ismcts:8193", "ismcts:-3", "ismcts:3x",
        "ismcts:99999999999", "ismcts:64:", "ismcts:64:depth=8", "ismcts8")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Entrant.parse(refused, standard), refused);
      assertTrue(e.getMessage().contains(refused), e.getMessage());
    }
    IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
        () -> Entrant.parse("ismcts:0", standard));
    assertEquals("\"ismcts:0\" asks for \"0\" iterations; IS-MCTS is ismcts or ismcts:N, searching 1 to 8192 "
        + "iterations a decision.", zero.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Entrant.ismctsIterations("omega+:64"));
  }

  private static OmegaPlus searchOf(Entrant e) {
    return (OmegaPlus) ((Entrant.WhereCovered) e.captain()).covered().get(0).captain();
  }

  @Test
  void omegaPlaysTheModelsItIsGivenAndTheCommanderSeatStaysShipped() {
    WarpConfig nine = WarpConfig.standard(WarpFactor.WARP_9, 2);
    Network network = Network.initialised("nine-test", new NetworkShape(ObservationEncoder.of(nine).layout().size(),
        List.of(8), ActionSpace.of(nine).size(), CommanderFeatures.of().count()), SEED);
    List<OmegaModel> mine = List.of(OmegaModel.of(network, nine));
    assertTrue(Entrant.parse("omega", Lookahead.standard(), mine).captain() instanceof OmegaCommander c
        && c.covers(nine));
    assertTrue(Entrant.parse("omega", Lookahead.standard()).captain() instanceof OmegaCommander c && !c.covers(nine),
        "no shipped weights play Warp 9");
    assertTrue(Entrant.parse("commander", Lookahead.standard(), mine).captain() instanceof Officer c
        && c.playsOmega() && c.model(nine).isEmpty(), "the commander seat is the shipped Commander");
    Entrant plus = Entrant.parse("omega+", Lookahead.standard(), mine);
    WarpRules rules = WarpRules.of(nine);
    WarpState state = rules.start(SEED);
    SeatView view = rules.view(state, state.toAct());
    assertTrue(view.legalMoves().contains(plus.captain().choose(view, new SplittableRandom(SEED))));
  }

  @Test
  void anEntrantSaysWhatItPlaysAtATableAndOmegaWithoutWeightsSaysSoOnce() {
    WarpConfig rated = OfficialWarp.config(WarpFactor.WARP_12, 2);
    Entrant omega = Entrant.parse("omega", Lookahead.standard());
    Entrant plus = Entrant.parse("omega+:64", Lookahead.standard());
    Entrant ensign = Entrant.parse("ensign", Lookahead.standard());
    assertEquals("Ω (weights " + OmegaModel.WARP12_OFFICIAL + ")", omega.plays(rated));
    assertEquals("Ω+ (weights " + OmegaModel.WARP12_OFFICIAL + ")", plus.plays(rated));
    assertEquals("Ensign", ensign.plays(rated));
    assertEquals(List.of(), Entrant.fallbackNotices(rated, List.of(omega, plus, ensign)));

    // The rated table's rules turned on one by one: Drop to Impulse without its 1-coordinate catch.
    WarpConfig spelled = rated.toBuilder().captains(3)
        .plugins(List.of(PluginConfig.of("module-alpha"), PluginConfig.of("module-beta"),
            PluginConfig.of("drop-to-impulse"), PluginConfig.of("all-stop"))).build();
    String table = "no Ω weights for Warp 12 × 3 captains, points campaign, rules module-alpha, module-beta, "
        + "drop-to-impulse, all-stop";
    assertEquals("heuristic Commander: " + table, omega.plays(spelled));
    assertEquals("heuristic Commander: " + table, plus.plays(spelled));
    assertEquals(List.of("Omega plays the heuristic Commander: " + table,
        "Omega+:64 plays the heuristic Commander: " + table),
        Entrant.fallbackNotices(spelled, List.of(omega, ensign, plus)));
    assertEquals("heuristic Commander: no Ω weights for Warp 9 × 2 captains, go out, Sections I-V",
        Entrant.officer(Commission.COMMANDER).plays(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
            .objective(Objective.GO_OUT).build()));
    assertTrue(Entrant.officer(Commission.COMMANDER).plays(rated).startsWith("Ω (weights"));
    assertTrue(omega.plays(rated.toBuilder().plugins(List.of(PluginConfig.of("drop-to-impulse",
        Map.of("catchDraw", "2")))).build()).endsWith("rules drop-to-impulse (catchDraw=2)"));
  }
}
