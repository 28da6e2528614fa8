// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.officer.Advice;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.TacticalAdvisor;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;

/**
 * The README's "AI officers" examples, kept compiling and passing: the text between the markers of each test is
 * the README's code block, line for line ({@link ReadmeCodeBlocksTest} holds the two equal).
 */
class OfficersExamples {

  @Test
  void seatOfficers() {
    // --- README example starts
    WarpRules rules = WarpRules.of(OfficialWarp.config(WarpFactor.WARP_12, 4));
    Sector sector = Sector.of(rules, List.of(
        Officer.of(Commission.ENSIGN),
        Officer.of(Commission.LIEUTENANT),
        Officer.of(Commission.COMMANDER),          // the Commander is Ω where its weights cover the table
        Officer.heuristicCommander()));            // the heuristic stack, under its own name
    SectorResult result = sector.play(42L, new SectorListener() {});
    System.out.println("Winners: " + result.outcome().winners() + " after " + result.moves() + " moves");
    // --- README example ends

    assertTrue(Officer.of(Commission.COMMANDER).model(rules.config()).isPresent(), "Ω covers this table");
    assertEquals("Heuristic Commander", Officer.heuristicCommander().toString());
    assertFalse(result.outcome().winners().isEmpty());
  }

  @Test
  void askOmegaPlusAndTheAdvisor() {
    // --- README example starts
    WarpRules rules = WarpRules.of(OfficialWarp.config(WarpFactor.WARP_12, 2));
    WarpState state = rules.start(7L);
    SeatView view = rules.view(state, state.toAct());    // what the captain at the helm may see

    WarpMove omega = Officer.of(Commission.COMMANDER).choose(view, new SplittableRandom(1));
    WarpMove searched = OmegaPlus.standard().choose(view, new SplittableRandom(1));  // Ω driving a search
    Advice advice = TacticalAdvisor.standard().advise(view, new SplittableRandom(1));
    System.out.println("Ω: " + omega + ", Ω+: " + searched);
    System.out.println("Advisor: " + advice.move() + " because " + String.join("; ", advice.reasons()));
    // --- README example ends

    List<WarpMove> legal = rules.legalMoves(state);
    assertTrue(legal.contains(omega), omega + " is legal");
    assertTrue(legal.contains(searched), searched + " is legal");
    assertTrue(legal.contains(advice.move()), advice.move() + " is legal");
    assertFalse(advice.reasons().isEmpty(), "the advisor gives its reasons");
  }

  @Test
  void runAnArena() {
    // --- README example starts
    Arena arena = Arena.of(OfficialWarp.config(WarpFactor.WARP_12, 2), List.of(
        Entrant.officer(Commission.COMMANDER),    // Ω at this table
        Entrant.of(Officer.heuristicCommander())));
    for (Standing s : arena.play(20, 1L, 2)) {    // 20 deals, each played once per seat rotation
      System.out.println(s.describe());           // name, games, win rate and its 95 % interval
    }
    // --- README example ends

    List<Standing> again = arena.play(20, 1L, 1);
    assertEquals(2, again.size());
    assertEquals(again, arena.play(20, 1L, 2), "the same deals and seed give the same standings");
  }
}
