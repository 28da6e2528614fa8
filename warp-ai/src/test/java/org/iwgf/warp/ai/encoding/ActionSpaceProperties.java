// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * At every position of seeded sectors over factors, fleets and every rule: each legal move has an index
 * inside the space, distinct moves have distinct indices, the index gives the move back, the mask marks
 * exactly the legal indices, and an unmarked index is refused.
 */
class ActionSpaceProperties {

  static Stream<GameCase> cases() {
    return EncodingCases.cases(0xAC7L, 2, 12).stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void everyLegalMoveRoundTripsThroughItsIndex(GameCase game) {
    WarpRules rules = WarpRules.of(game.config());
    ActionSpace space = ActionSpace.of(game.config());
    boolean[] mask = new boolean[space.size()];
    float[] floats = new float[space.size()];
    int plies = 0;
    for (WarpState s : EncodingCases.positions(rules, game)) {
      if (s.isOver()) {
        continue;
      }
      SeatView view = rules.view(s, s.toAct());
      List<WarpMove> legal = view.legalMoves();
      assertEquals(rules.legalMoves(s), legal, game + ": the view lists the rules' legal moves");
      Set<Integer> seen = new HashSet<>();
      int[] batch = new int[legal.size() + 1];
      batch[legal.size()] = Integer.MIN_VALUE;
      space.indicesOf(view.seat(), legal, batch);
      assertEquals(Integer.MIN_VALUE, batch[legal.size()], game + ": only the legal moves' indices are written");
      for (int k = 0; k < legal.size(); k++) {
        WarpMove m = legal.get(k);
        int index = space.indexOf(view, m);
        int ply = plies;
        Supplier<String> where = () -> game + " at ply " + ply + ", " + m + " → " + index;
        assertEquals(index, batch[k], () -> where.get() + ": all the legal moves at once give another index");
        assertTrue(index >= 0 && index < space.size(), where);
        assertTrue(seen.add(index), () -> where.get() + ": two legal moves share the index");
        assertEquals(m, space.moveAt(view, index), () -> where.get() + ": the index does not give the move back");
      }
      space.mask(view, mask);
      space.mask(view.seat(), legal, floats);
      int marked = 0;
      // Every entry of the space at every ply: the messages are written only for a failure.
      for (int i = 0; i < space.size(); i++) {
        if (seen.contains(i) != mask[i] || floats[i] != (mask[i] ? 1f : 0f)) {
          fail(game + " at ply " + plies + ": mask entry " + i + " is " + mask[i] + " and " + floats[i]
              + " for a " + (seen.contains(i) ? "legal" : "refused") + " move");
        }
        marked += mask[i] ? 1 : 0;
      }
      assertEquals(legal.size(), marked, game + " at ply " + plies + ": the mask counts the legal moves");
      int unmarked = firstUnmarked(mask);
      if (unmarked >= 0) {
        assertThrows(IllegalArgumentException.class, () -> space.moveAt(view, unmarked),
            game + ": index " + unmarked + " is not legal");
      }
      plies++;
    }
    assertTrue(plies > 0, game + ": no position was checked");
  }

  @Test
  void everyRuleIsCoveredAndPluginMovesAreMet() {
    Set<String> rules = new HashSet<>();
    boolean pluginMove = false;
    for (GameCase c : EncodingCases.cases(0xAC7L, 2, 0)) {
      c.config().plugins().forEach(p -> rules.add(p.id()));
      if (!pluginMove) {
        WarpRules r = WarpRules.of(c.config());
        pluginMove = EncodingCases.positions(r, c).stream().filter(s -> !s.isOver())
            .anyMatch(s -> r.legalMoves(s).stream().anyMatch(m -> m instanceof PluginMove));
      }
    }
    assertEquals(new HashSet<>(EncodingCases.ruleIds()), rules, "a rule has no sector in the cases");
    assertTrue(pluginMove, "no plugin move was ever legal: the plugin slots were not exercised");
  }

  @Test
  void theWarp12FourCaptainSpaceHasItsDocumentedSize() {
    ActionSpace space = ActionSpace.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    assertEquals(91 * 5 + 5, space.size());
    assertEquals(91 + 10, space.pluginSlots());
    assertFalse(space.describe().isBlank());
    ActionSpace withRules = ActionSpace.of(WarpConfig.builder().plugin("module-gamma").plugin("module-delta").build());
    assertEquals(91 * 5 + 5 + 2 * 101, withRules.size());
    assertEquals(91 * 5 + 5 + 101, withRules.pluginBlock("module-delta").orElseThrow());
  }

  private static int firstUnmarked(boolean[] mask) {
    for (int i = 0; i < mask.length; i++) {
      if (!mask[i]) {
        return i;
      }
    }
    return -1;
  }

}
