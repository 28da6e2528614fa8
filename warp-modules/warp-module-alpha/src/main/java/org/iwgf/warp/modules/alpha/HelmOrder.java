// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * Where the helm goes under the Continuum's turn-order directives, and which skipped turns that used up.
 * Shared by both forms: reverse turn order and temporal inversion set the direction; skip lowest points
 * and skip lightest hand mark seats that the helm then passes over once.
 */
final class HelmOrder {
  private HelmOrder() {}

  /**
   * The captain who takes the helm after {@code from}, given the choice of the rules before this one
   * ({@code proposed}). An extra turn ({@code proposed == from}) is kept; otherwise the helm moves one seat in
   * the Continuum's direction, passing over seats that skip. When every seat is due to skip, a full lap of
   * skips is no skip at all: the helm simply moves on.
   */
  static int next(Continuum c, int seats, int from, int proposed) {
    if (proposed == from || (c.skipping() == 0 && !c.counterClockwise())) {
      return proposed;
    }
    int step = c.counterClockwise() ? seats - 1 : 1;
    int start = c.counterClockwise() ? (from + step) % seats : proposed;
    if (allSkip(c, seats)) {
      return start;
    }
    int next = start;
    while (next != from && c.skips(next)) {
      next = (next + step) % seats;
    }
    return next;
  }

  /** Clears the skips the helm just passed over on its way from the last captain to the one now at the helm. */
  static Continuum useSkips(Continuum c, int seats, StateEditor editor) {
    int from = c.lastAtHelm();
    if (c.skipping() == 0 || from < 0) {
      return c;
    }
    if (allSkip(c, seats)) {
      for (int s = 0; s < seats; s++) {
        editor.emit(new ContinuumEvent.TurnSkipped(s));
      }
      return c.withSkipping(0, Continuum.NONE);
    }
    int to = editor.toAct();
    int step = c.counterClockwise() ? seats - 1 : 1;
    int jumped = 0;
    List<Integer> order = new ArrayList<>();
    int p = (from + step) % seats;
    while (p != to && c.skips(p)) {
      jumped |= 1 << p;
      order.add(p);
      p = (p + step) % seats;
    }
    if (p != to) {
      // Another rule moved the helm elsewhere (an extra turn): no skip was used.
      return c.withSkipping(c.skipping(), Continuum.NONE);
    }
    for (int s : order) {
      editor.emit(new ContinuumEvent.TurnSkipped(s));
    }
    return c.withSkipping(c.skipping() & ~jumped, Continuum.NONE);
  }

  private static boolean allSkip(Continuum c, int seats) {
    return Integer.bitCount(c.skipping()) == seats;
  }
}
