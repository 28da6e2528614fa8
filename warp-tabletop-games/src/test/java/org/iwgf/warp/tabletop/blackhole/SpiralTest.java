// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SpiralTest {
  private final Spiral spiral = Spiral.standard();

  @Test
  void theStandardBoardHas126SpacesInSixRingsFromTheOutsideIn() {
    assertEquals(List.of(36, 30, 24, 18, 12, 6), spiral.rings());
    assertEquals(126, spiral.size());
    assertEquals(126, spiral.centre());
    assertEquals(1, spiral.ring(0));
    assertEquals(1, spiral.ring(35));
    assertEquals(2, spiral.ring(36));
    assertEquals(6, spiral.ring(125));
    assertEquals(6, spiral.ringsFromCentre(0));
    assertEquals(1, spiral.ringsFromCentre(120));
  }

  @Test
  void hyperjumpLinesFollowThePublishedFormula() {
    // ring 1 (s = 6): j = 0..5 -> 36, 37, 38, 39, 40, 40; j = 6 starts the next sector at 41
    assertEquals(List.of(36, 37, 38, 39, 40, 40, 41), spiral.hyperjumps().subList(0, 7));
    // ring 5 (s = 2): pairs of spaces share one space of ring 6
    assertEquals(List.of(120, 120, 121, 121), spiral.hyperjumps().subList(108, 112));
    for (int space = 120; space < 126; space++) {
      assertEquals(spiral.centre(), spiral.hyperjump(space));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 6, 9})
  void everyLineGoesExactlyOneRingInwardAndIsOntoTheNextRing(int rings) {
    Spiral board = Spiral.sectored(rings);
    List<Set<Integer>> reached = new ArrayList<>();
    for (int r = 0; r <= board.ringCount(); r++) {
      reached.add(new HashSet<>());
    }
    for (int space = 0; space < board.size(); space++) {
      int to = board.hyperjump(space);
      int ring = board.ring(space);
      if (ring == board.ringCount()) {
        assertEquals(board.centre(), to, "space " + space);
      } else {
        assertEquals(ring + 1, board.ring(to), "space " + space);
        reached.get(ring).add(to);
      }
    }
    for (int ring = 1; ring < board.ringCount(); ring++) {
      assertEquals(board.rings().get(ring), reached.get(ring).size(), "ring " + (ring + 1));
    }
  }

  @Test
  void aLineThatSkipsARingIsRefusedWhenTheBoardIsLoaded() {
    List<Integer> lines = new ArrayList<>(spiral.hyperjumps());
    lines.set(0, 66);
    var e = assertThrows(InvalidConfigException.class, () -> Spiral.of(spiral.rings(), lines));
    assertEquals("BOARD", e.code());
    assertTrue(e.getMessage().contains("space 0"), e.getMessage());
  }

  @Test
  void aBoardWhoseLinesMissASpaceOfTheNextRingIsRefused() {
    List<Integer> lines = new ArrayList<>(spiral.hyperjumps());
    for (int space = 0; space < 36; space++) {
      lines.set(space, 36);
    }
    var e = assertThrows(InvalidConfigException.class, () -> Spiral.of(spiral.rings(), lines));
    assertEquals("BOARD", e.code());
    assertTrue(e.getMessage().contains("No hyperjump line leads to space 37"), e.getMessage());
  }

  @Test
  void theNumberOfLinesMustBeTheNumberOfSpaces() {
    var e = assertThrows(InvalidConfigException.class,
        () -> Spiral.of(List.of(2, 1), List.of(2, 2)));
    assertEquals("BOARD", e.code());
  }

  @Test
  void aBoardIsDataReadFromJson() {
    String json = BlackHoleJson.writeSpiral(spiral);
    assertTrue(json.startsWith("{\"rings\":[36,30,24,18,12,6],\"hyperjumps\":[36,37,38,39,40,40,41,"), json);
    assertEquals(spiral, BlackHoleJson.readSpiral(json));
    Spiral small = BlackHoleJson.readSpiral("{\"rings\":[3,1],\"hyperjumps\":[3,3,3,4]}");
    assertEquals(4, small.size());
    var e = assertThrows(InvalidConfigException.class,
        () -> BlackHoleJson.readSpiral("{\"rings\":[3,1],\"hyperjumps\":[3,3,4,4]}"));
    assertEquals("BOARD", e.code());
  }

  @Test
  void aShipHyperjumpsWhileItLandsOnOccupiedSpacesAndOvershootsIntoTheCentre() {
    Set<Integer> taken = Set.of(2, 38, 68);
    // 2 -> 38 (ring 2, j = 2) -> 68 (ring 3: 66 + min(2, 3)) -> 68 is taken -> ring 4 at 90 + min(2, 2)
    assertEquals(92, spiral.destination(0, 2, taken::contains));
    assertEquals(3, spiral.destination(0, 3, taken::contains));
    assertEquals(spiral.centre(), spiral.destination(124, 5, taken::contains));
    assertEquals(spiral.centre(), spiral.destination(118, 2, Set.of(120)::contains));
  }
}
