// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.Arrays;
import java.util.Objects;

/**
 * {@link EngineState}'s {@code equals}, {@code hashCode} and {@code toString}: every part compared as the rules
 * read it, so that a replayed, a restored and a kernel's state of the same position are equal however their
 * arrays are shared or their links ordered.
 */
final class StateEquality {
  private StateEquality() {}

  static boolean same(EngineState a, EngineState b) {
    RoundFrame f = a.frame;
    RoundFrame g = b.frame;
    // The turn's counters but the pile's top: what is left to draw is compared below, wherever it starts.
    return a.turnCounters() == b.turnCounters() && f.round == g.round && f.spacedock == g.spacedock
        && f.roundStarter == g.roundStarter && f.firstTurns == g.firstTurns && a.beacons == b.beacons
        && f.votesPending == g.votesPending && f.votesAccepted == g.votesAccepted && f.rng == g.rng
        && f.config.equals(g.config)
        && sameHands(a, b) && Arrays.equals(a.board, 0, f.words, b.board, 0, g.words)
        && a.uncharted().equals(b.uncharted()) && sameTrails(a, b)
        && Objects.equals(a.alert, b.alert) && Arrays.equals(f.scores, g.scores)
        && Arrays.equals(f.roundWins, g.roundWins) && f.history.equals(g.history) && f.plugins.equals(g.plugins);
  }

  static int hash(EngineState s) {
    // Only what same compares: a restored state keeps the same Uncharted Sectors from a fresh pile position,
    // so the count left is hashed, not the position.
    RoundFrame f = s.frame;
    int h = 1;
    for (int seat = 0; seat < f.seats; seat++) {
      for (int w = 0; w < f.words; w++) {
        h = 31 * h + Long.hashCode(s.handWord(seat, w));
      }
    }
    return Objects.hash(f.round, s.toAct(), h, s.unchartedCount(), f.rng, s.beacons);
  }

  private static boolean sameHands(EngineState a, EngineState b) {
    for (int seat = 0; seat < a.frame.seats; seat++) {
      for (int w = 0; w < a.frame.words; w++) {
        if (a.handWord(seat, w) != b.handWord(seat, w)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean sameTrails(EngineState a, EngineState b) {
    for (int slot = 0; slot <= a.frame.seats; slot++) {
      if (!a.trailAt(slot).equals(b.trailAt(slot))) {
        return false;
      }
    }
    return true;
  }

  static String describe(EngineState s) {
    RoundFrame f = s.frame;
    StringBuilder b = new StringBuilder();
    b.append(f.config.factor().displayName()).append(" round ").append(f.round).append(" Spacedock ")
        .append(s.spacedock()).append(" phase ").append(s.phase()).append(" helm ").append(s.toAct()).append('\n');
    for (int seat = 0; seat < f.seats; seat++) {
      b.append("  ").append(f.config.captainNames().get(seat)).append(s.beaconUp(seat) ? " [beacon]" : "")
          .append(s.firstTurnPending(seat) ? " [first turn]" : "")
          .append(" hand ").append(s.hand(seat)).append(" trail ").append(s.trailAt(seat)).append('\n');
    }
    b.append("  Neutral Zone ").append(s.trailAt(f.seats)).append('\n');
    b.append("  Uncharted ").append(s.unchartedCount());
    if (s.alert != null) {
      b.append("\n  alert ").append(s.alert);
    }
    return b.toString();
  }
}
