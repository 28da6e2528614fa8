// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * What each directive does the moment it is chosen. The rule code is shared by both objectives; only the
 * lists differ (see {@link Directive#listFor}).
 */
final class Flash {
  private Flash() {}

  /** Applies {@code d}, chosen by {@code seat}, to {@code c}; Force Draw's target is {@code target}. */
  static Continuum resolve(Continuum c, StateEditor editor, int seat, Directive d, int target) {
    WarpState s = editor.current();
    editor.emit(new ContinuumEvent.DirectiveChosen(seat, d));
    switch (d) {
      case SKIP_LOWEST_POINTS:
        return markSkips(c, editor, lowest(s.campaignScores()));
      case SKIP_LIGHTEST_HAND:
        return markSkips(c, editor, lowest(handSizes(s)));
      case PEEK_UNCHARTED_SECTOR:
        return refreshPeek(c.withPeek(c.peekers() | (1 << seat), c.peek()), s);
      case TEMPORAL_INVERSION:
        return c.withTemporalInversion(true);
      case FRACTURE_IMMUNITY:
        return c.withImmunity(true);
      case FORCE_DRAW:
        boolean drew = editor.forcedDraw(target).isPresent();
        editor.emit(new ContinuumEvent.ForcedDraw(seat, target, drew));
        return c;
      case CONTINUUM_WAGER:
        return wager(c, editor, seat);
      case REVERSE_TURN_ORDER:
      case DISTRESS_AMPLIFICATION:
      case SALAMANDER_SWAP:
      case ALL_STOP_ECHO:
      default:
        return c.withActive(d);
    }
  }

  /** Keeps wagered coordinate {@code pick} in {@code seat}'s hand and returns the other face-down. */
  static Continuum keep(Continuum c, StateEditor editor, int seat, int pick) {
    Coordinate back = c.wagered().get(1 - pick);
    editor.takeFromHand(seat, back);
    editor.returnToUncharted(back);
    editor.emit(new ContinuumEvent.WagerSettled(seat));
    return c.withWager(Continuum.NONE, List.of());
  }

  /** Brings the peeked top of Uncharted Sectors up to date (it is empty when nobody peeks or the pile is). */
  static Continuum refreshPeek(Continuum c, WarpState s) {
    if (c.peekers() == 0) {
      return c.peek().isEmpty() ? c : c.withPeek(0, List.of());
    }
    List<Coordinate> top = s.unchartedCount() == 0 ? List.of() : List.of(s.uncharted().get(0));
    return top.equals(c.peek()) ? c : c.withPeek(c.peekers(), top);
  }

  private static Continuum wager(Continuum c, StateEditor editor, int seat) {
    List<Coordinate> drawn = new ArrayList<>(2);
    for (int k = 0; k < 2; k++) {
      Optional<Coordinate> got = editor.drawFromUncharted(seat);
      got.ifPresent(drawn::add);
    }
    editor.emit(new ContinuumEvent.WagerDrawn(seat, drawn.size()));
    // With one coordinate left there is nothing to return: the captain keeps it.
    return drawn.size() == 2 ? c.withWager(seat, drawn) : c;
  }

  private static Continuum markSkips(Continuum c, StateEditor editor, int seats) {
    int all = (1 << editor.current().seats()) - 1;
    int mark = seats == all ? 0 : seats;
    List<Integer> listed = new ArrayList<>();
    for (int m = mark; m != 0; m &= m - 1) {
      listed.add(Integer.numberOfTrailingZeros(m));
    }
    editor.emit(new ContinuumEvent.SkipsDue(listed));
    return c.withSkipping(c.skipping() | mark, c.lastAtHelm());
  }

  /** The seats holding the lowest value, as a bit set (ties all count). */
  static int lowest(List<Integer> values) {
    int best = Integer.MAX_VALUE;
    for (int v : values) {
      best = Math.min(best, v);
    }
    int mask = 0;
    for (int s = 0; s < values.size(); s++) {
      if (values.get(s) == best) {
        mask |= 1 << s;
      }
    }
    return mask;
  }

  private static List<Integer> handSizes(WarpState s) {
    List<Integer> out = new ArrayList<>(s.seats());
    for (int seat = 0; seat < s.seats(); seat++) {
      out.add(s.handSize(seat));
    }
    return out;
  }
}
