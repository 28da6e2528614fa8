// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.TileBits;
import org.iwgf.warp.core.plugin.PluginState;
import org.jspecify.annotations.Nullable;

/**
 * One move in the making: the new state, written in place ({@link #next}), and what the move has decided
 * so far. Arrays are shared with the original state until first written (copy-on-write), so a chart copies
 * only the hand words, the table words and one trail slot array; the original state is never touched.
 */
final class Draft {
  final WarpState base;
  /**
   * The new state itself, written in place while the move is made and handed out by {@link #finish}: no
   * second copy of every field. It starts as a copy of {@code base} sharing its arrays.
   */
  final WarpState next;
  private boolean handsOwned;
  private boolean tableOwned;
  private boolean trailsOwned;
  private boolean scoresOwned;
  private boolean winsOwned;
  private boolean pluginsOwned;
  // Most moves report one or two events: they are kept in fields and become an immutable list once, so
  // a move allocates no growable list and Transition's defensive copy finds nothing to copy.
  private @Nullable WarpEvent first;
  private @Nullable WarpEvent second;
  private @Nullable List<WarpEvent> more;

  /**
   * Whether events are kept: {@code next} builds the state alone, and the core actions, the deal and the
   * round's end then make none.
   */
  final boolean recording;

  /** Set by a core action when the turn is complete and the helm should pass. */
  boolean turnEnds;
  /** Set when responsibility for the double moves on with the helm (beacon or pass). */
  boolean alertPasses;
  /** Set by a plugin to keep the helm with the current captain for now. */
  boolean helmHeld;
  /** Seat whose chart just emptied its hand with no double waiting, or −1. */
  int goingOut = -1;

  Draft(WarpState s, boolean recording) {
    this.base = s;
    this.recording = recording;
    this.next = new WarpState(s, s.plugins);
  }

  long[] hands() {
    if (!handsOwned) {
      next.hands = next.hands.clone();
      handsOwned = true;
    }
    return next.hands;
  }

  long[] handsReadOnly() {
    return next.hands;
  }

  void replaceHands(long[] fresh) {
    next.hands = fresh;
    handsOwned = true;
  }

  long[] table() {
    if (!tableOwned) {
      next.table = next.table.clone();
      tableOwned = true;
    }
    return next.table;
  }

  long[] tableReadOnly() {
    return next.table;
  }

  void replaceTable(long[] fresh) {
    next.table = fresh;
    tableOwned = true;
  }

  Trail[] trails() {
    if (!trailsOwned) {
      next.trails = next.trails.clone();
      trailsOwned = true;
    }
    return next.trails;
  }

  Trail trail(int slot) {
    return next.trails[slot];
  }

  void replaceTrails(Trail[] fresh) {
    next.trails = fresh;
    trailsOwned = true;
  }

  int[] scores() {
    if (!scoresOwned) {
      next.scores = next.scores.clone();
      scoresOwned = true;
    }
    return next.scores;
  }

  int[] roundWins() {
    if (!winsOwned) {
      next.roundWins = next.roundWins.clone();
      winsOwned = true;
    }
    return next.roundWins;
  }

  @Nullable PluginState pluginState(String id) {
    return next.plugins.get(id);
  }

  void putPluginState(String id, PluginState state) {
    if (!pluginsOwned) {
      next.plugins = new HashMap<>(next.plugins);
      pluginsOwned = true;
    }
    next.plugins.put(id, state);
  }

  void addToHand(int seat, int tile) {
    long[] h = hands();
    h[seat * next.words + (tile >>> 6)] |= 1L << tile;
  }

  void removeFromHand(int seat, int tile) {
    long[] h = hands();
    int i = seat * next.words + (tile >>> 6);
    h[i] &= ~(1L << tile);
  }

  boolean handEmpty(int seat) {
    int from = seat * next.words;
    long[] hands = next.hands;
    for (int w = 0; w < next.words; w++) {
      if (hands[from + w] != 0) {
        return false;
      }
    }
    return true;
  }

  /** Takes the top coordinate of Uncharted Sectors into {@code seat}'s hand. */
  int drawTop(int seat) {
    int tile = next.pile[next.pileTop++];
    addToHand(seat, tile);
    return tile;
  }

  void emit(WarpEvent e) {
    if (!recording) {
      return;
    }
    if (first == null) {
      first = e;
    } else if (second == null) {
      second = e;
    } else {
      if (more == null) {
        more = new ArrayList<>();
        more.add(first);
        more.add(second);
      }
      more.add(e);
    }
  }

  /** The events emitted so far, in order, as an immutable list. */
  List<WarpEvent> events() {
    if (more != null) {
      return List.copyOf(more);
    }
    if (second != null) {
      return List.of(first, second);
    }
    return first != null ? List.of(first) : List.of();
  }

  /**
   * The state as the move has left it so far, for a rule to read in the middle of the move: a copy, so
   * that what the move does next does not show in it.
   */
  WarpState build() {
    WarpState now = new WarpState(next, pluginsOwned ? Map.copyOf(next.plugins) : next.plugins).publish();
    // The copy shares every array with the draft, so from here on the draft writes copies of its own: a
    // state handed to a rule never changes under it.
    handsOwned = false;
    tableOwned = false;
    trailsOwned = false;
    scoresOwned = false;
    winsOwned = false;
    return now;
  }

  /** The new state, once the move is made; the draft is not used again. */
  WarpState finish() {
    if (pluginsOwned) {
      next.plugins = Map.copyOf(next.plugins);
      pluginsOwned = false;
    }
    return next.publish();
  }
}
