// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.junit.jupiter.api.Test;

class SoakSpaceTest {
  private final SoakSpace space = SoakSpace.discover();

  @Test
  void everyModuleOnTheClasspathIsCombined() {
    long expected = 0;
    for (Objective objective : Objective.values()) {
      int usable = 0;
      for (String id : space.modules()) {
        RulePluginFactory f = space.registry().find(id).orElseThrow();
        if (f.objectives().contains(objective)) {
          usable++;
        }
      }
      expected += 1L << usable;
    }
    long perSubset = (long) SoakSpace.FRACTURE.size() * SoakSpace.HOUSE_RULES.size() * WarpFactor.values().length * 2;
    assertEquals(expected * perSubset, space.cellCount());
    assertTrue(space.modules().contains("module-beta"));
  }

  @Test
  void theKernelsSpaceHoldsEveryCombinationTheKernelPlaysAndNoOther() {
    SoakSpace kernel = space.playableOnKernel();
    assertTrue(kernel.cellCount() > 0 && kernel.cellCount() < space.cellCount(), kernel.cellCount() + " cells");
    Set<SoakCell> kept = new HashSet<>();
    for (long i = 0; i < kernel.cellCount(); i++) {
      SoakCell cell = kernel.cell(i);
      kept.add(cell);
      kernel.game(cell, i).ifPresent(game -> assertTrue(SearchKernel.supports(WarpRules.of(game.config(),
          space.registry())), cell.toString()));
    }
    // Every cell of the whole space the kernel plays is in it: the standard rules under both objectives, and
    // the Modules that act only when a round is scored.
    long played = 0;
    for (long i = 0; i < space.cellCount(); i += 7) {
      SoakCell cell = space.cell(i);
      boolean onKernel = space.game(cell, i).map(game -> SearchKernel.supports(WarpRules.of(game.config(),
          space.registry()))).orElse(false);
      if (onKernel) {
        played++;
        assertTrue(kept.contains(cell), cell + " is played by the kernel but left out");
      }
    }
    assertTrue(played > 0);
    assertTrue(kept.stream().anyMatch(c -> c.modules().isEmpty() && c.objective() == Objective.GO_OUT));
    assertTrue(kept.stream().anyMatch(c -> c.modules().contains("module-beta")));
    assertTrue(space.requiring(Set.of("module-alpha")).playableOnKernel().cellCount() == 0);
  }

  @Test
  void cellsAreAllDistinct() {
    Set<SoakCell> seen = new HashSet<>();
    for (long i = 0; i < space.cellCount(); i++) {
      assertTrue(seen.add(space.cell(i)), "cell " + i + " repeats");
    }
  }

  @Test
  void aModuleUnavailableForAnObjectiveIsNeverCombinedWithIt() {
    for (long i = 0; i < space.cellCount(); i += 37) {
      SoakCell cell = space.cell(i);
      for (String id : cell.modules()) {
        assertTrue(space.registry().find(id).orElseThrow().objectives().contains(cell.objective()), cell::toString);
      }
    }
  }

  @Test
  void gamesFollowTheirCell() {
    // The last cells combine every Module; walk back to the first one the rules allow.
    long index = space.cellCount() - 1;
    while (space.game(space.cell(index), 5L).isEmpty()) {
      index--;
    }
    SoakCell cell = space.cell(index);
    assertTrue(cell.modules().size() >= space.modules().size() - 2, cell::toString);
    var game = space.game(cell, 5L).orElseThrow();
    assertEquals(cell.factor(), game.config().factor());
    assertEquals(cell.objective(), game.config().objective());
    assertEquals(cell.largeFleet(), game.config().captains() >= 5);
    for (String id : cell.modules()) {
      assertTrue(game.config().hasPlugin(id));
    }
    assertEquals(cell.fractureScope().isPresent(), game.config().hasPlugin("subspace-fracture"));
    assertEquals(game, space.game(cell, 5L).orElseThrow());
    assertFalse(cell.moduleKey().isEmpty());
  }

  @Test
  void combinationsTheRulesRefuseYieldNoGame() {
    for (long i = 0; i < space.cellCount(); i++) {
      SoakCell cell = space.cell(i);
      if (cell.modules().contains("module-zeta") && cell.houseRules().contains("manual-shields")) {
        assertTrue(space.game(cell, 1L).isEmpty(), cell::toString);
        return;
      }
    }
    throw new AssertionError("no cell combines squadrons with manual shields");
  }

  @Test
  void cellsOutOfRangeAreRefused() {
    assertThrows(IndexOutOfBoundsException.class, () -> space.cell(space.cellCount()));
    assertThrows(IndexOutOfBoundsException.class, () -> space.cell(-1));
  }

  @Test
  void aFilterKeepsTheCombinationsWithItsModulesOn() {
    SoakSpace narrowed = space.requiring(Set.of("module-alpha", "module-kappa"));
    assertTrue(narrowed.cellCount() > 0 && narrowed.cellCount() < space.cellCount() / 3,
        narrowed.cellCount() + " of " + space.cellCount());
    for (long i = 0; i < narrowed.cellCount(); i += 97) {
      assertTrue(narrowed.cell(i).modules().containsAll(List.of("module-alpha", "module-kappa")), "cell " + i);
    }
    assertEquals(0, SoakRunner.of(narrowed).withThreads(1).run(40, 9L).failureCount());
    assertThrows(IllegalArgumentException.class, () -> space.requiring(Set.of("module-omega")));
  }
}
