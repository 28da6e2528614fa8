// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * The view-leak check walks a view's values instead of scanning its text; it must find a hidden coordinate
 * exactly when the text names one, whatever shape the value has.
 */
class LeakWalkTest {
  /** A part of a view, rendered by the record's own toString. */
  record Part(String label, Object value, int count) {}

  /** A part that renders itself its own way: the walk must read its text, not its parts. */
  record Rendered(int high, int low) {
    @Override
    public String toString() {
      return high + "-" + low;
    }
  }

  private final WarpState state = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).build())
      .start(5);

  private boolean walkFinds(Object view, int seat) {
    BitSet hidden = hidden(seat);
    return new LeakWalk().find(view, hidden, text -> WarpInvariants.leakIn(text, state, seat)).isPresent();
  }

  private BitSet hidden(int seat) {
    BitSet hidden = new BitSet();
    for (int other = 0; other < state.seats(); other++) {
      if (other != seat) {
        state.hand(other).forEach(c -> hidden.set(c.index()));
      }
    }
    state.uncharted().forEach(c -> hidden.set(c.index()));
    return hidden;
  }

  @Test
  void theWalkAgreesWithTheTextOnRandomValuesOfEveryShape() {
    long seed = 20261204L;
    SplittableRandom random = new SplittableRandom(seed);
    int leaks = 0;
    for (int i = 0; i < 5_000; i++) {
      Object view = value(random, 0);
      boolean text = WarpInvariants.leakIn(String.valueOf(view), state, 0).isPresent();
      leaks += text ? 1 : 0;
      int n = i;
      assertEquals(text, walkFinds(view, 0), () -> "seed " + seed + ", value " + n + ": the walk and the text "
          + "disagree on " + view);
    }
    assertTrue(leaks > 500 && leaks < 4_500, "both findings and clean values are tried: " + leaks);
  }

  @Test
  void aHiddenCoordinateIsFoundInEveryPlaceAViewCanHoldIt() {
    Coordinate theirs = state.hand(1).get(0);
    Coordinate mine = state.hand(0).get(0);
    for (Object leak : List.of(theirs, List.of(state.spacedock(), theirs), Map.of(theirs, 1), Map.of(1, theirs),
        Optional.of(theirs), new Part("trail", theirs, 3), new Object[] {state.spacedock(), theirs},
        new Rendered(theirs.high(), theirs.low()), "charted " + theirs)) {
      assertTrue(walkFinds(new Part("view", leak, 0), 0), () -> "found in " + leak);
      assertTrue(!walkFinds(new Part("view", leak, 0), 1), () -> "seat 1 holds it: " + leak);
    }
    assertTrue(!walkFinds(new Part("view", List.of(mine, OptionalInt.of(7), Phase.values()[0]), 2), 0));
  }

  @Test
  void everySeatsViewOfPlayedGamesIsCleanByTheWalkAndByTheText() {
    WarpRules rules = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).build());
    SplittableRandom random = new SplittableRandom(7);
    WarpState s = rules.start(7);
    for (int ply = 0; ply < 300 && !rules.legalMoves(s).isEmpty(); ply++) {
      for (int seat = 0; seat < s.seats(); seat++) {
        assertEquals(Optional.empty(), WarpInvariants.leakIn(String.valueOf(rules.view(s, seat)), s, seat));
      }
      assertEquals(Optional.empty(), WarpInvariants.viewsHideOthersCoordinates().check(rules, s,
          rules.legalMoves(s).get(0), rules.apply(s, rules.legalMoves(s).get(0))));
      s = rules.apply(s, rules.legalMoves(s).get(random.nextInt(rules.legalMoves(s).size()))).state();
    }
  }

  /**
   * A random value: coordinates, numbers, text, enums, optionals, lists, maps and records. (Not arrays: text
   * shows an array as its type and hash, the walk looks inside, so it finds more there.)
   */
  private Object value(SplittableRandom random, int depth) {
    int kind = random.nextInt(depth > 3 ? 5 : 11);
    return switch (kind) {
      case 0 -> Coordinate.of(random.nextInt(13), random.nextInt(13));
      case 1 -> random.nextInt(-20, 20);
      case 2 -> random.nextInt(13) + "-" + random.nextInt(13) + (random.nextBoolean() ? "" : "x");
      case 3 -> Phase.values()[random.nextInt(Phase.values().length)];
      case 4 -> new Rendered(random.nextInt(13), random.nextInt(13));
      case 5 -> random.nextBoolean() ? Optional.empty() : Optional.of(value(random, depth + 1));
      case 6, 7 -> {
        List<Object> items = new ArrayList<>();
        for (int k = random.nextInt(4); k > 0; k--) {
          items.add(value(random, depth + 1));
        }
        yield items;
      }
      case 8 -> {
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int k = random.nextInt(3); k > 0; k--) {
          map.put(value(random, depth + 1), value(random, depth + 1));
        }
        yield map;
      }
      case 9 -> List.of(value(random, depth + 1), value(random, depth + 1));
      default -> new Part("p" + random.nextInt(3), value(random, depth + 1), random.nextInt(5));
    };
  }
}
