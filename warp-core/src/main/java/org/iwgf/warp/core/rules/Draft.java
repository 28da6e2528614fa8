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
 * The mutable working copy one {@code apply} builds its new state in. Arrays are shared with the
 * original state until first written (copy-on-write), so a chart copies only the hand words and one
 * trail slot array; the original state is never touched.
 */
final class Draft {
  final WarpState base;
  final WarpConfig config;
  final int seats;
  final int words;
  Phase phase;
  int round;
  int spacedock;
  int roundStarter;
  int toAct;
  private long[] hands;
  private boolean handsOwned;
  private long[] table;
  private boolean tableOwned;
  int[] pile;
  int pileTop;
  private Trail[] trails;
  private boolean trailsOwned;
  int beacons;
  @Nullable RedAlert alert;
  boolean drew;
  int passStreak;
  private int[] scores;
  private boolean scoresOwned;
  private int[] roundWins;
  private boolean winsOwned;
  int votesPending;
  int votesAccepted;
  List<RoundResult> history;
  long rng;
  private Map<String, PluginState> plugins;
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
    this.config = s.config;
    this.seats = s.seats;
    this.words = s.words;
    this.phase = s.phase;
    this.round = s.round;
    this.spacedock = s.spacedock;
    this.roundStarter = s.roundStarter;
    this.toAct = s.toAct;
    this.hands = s.hands;
    this.table = s.table;
    this.pile = s.pile;
    this.pileTop = s.pileTop;
    this.trails = s.trails;
    this.beacons = s.beacons;
    this.alert = s.alert;
    this.drew = s.drew;
    this.passStreak = s.passStreak;
    this.scores = s.scores;
    this.roundWins = s.roundWins;
    this.votesPending = s.votesPending;
    this.votesAccepted = s.votesAccepted;
    this.history = s.history;
    this.rng = s.rng;
    this.plugins = s.plugins;
  }

  long[] hands() {
    if (!handsOwned) {
      hands = hands.clone();
      handsOwned = true;
    }
    return hands;
  }

  long[] handsReadOnly() {
    return hands;
  }

  void replaceHands(long[] fresh) {
    hands = fresh;
    handsOwned = true;
  }

  long[] table() {
    if (!tableOwned) {
      table = table.clone();
      tableOwned = true;
    }
    return table;
  }

  long[] tableReadOnly() {
    return table;
  }

  void replaceTable(long[] fresh) {
    table = fresh;
    tableOwned = true;
  }

  Trail[] trails() {
    if (!trailsOwned) {
      trails = trails.clone();
      trailsOwned = true;
    }
    return trails;
  }

  Trail trail(int slot) {
    return trails[slot];
  }

  void replaceTrails(Trail[] fresh) {
    trails = fresh;
    trailsOwned = true;
  }

  int[] scores() {
    if (!scoresOwned) {
      scores = scores.clone();
      scoresOwned = true;
    }
    return scores;
  }

  int[] roundWins() {
    if (!winsOwned) {
      roundWins = roundWins.clone();
      winsOwned = true;
    }
    return roundWins;
  }

  @Nullable PluginState pluginState(String id) {
    return plugins.get(id);
  }

  void putPluginState(String id, PluginState state) {
    if (!pluginsOwned) {
      plugins = new HashMap<>(plugins);
      pluginsOwned = true;
    }
    plugins.put(id, state);
  }

  void addToHand(int seat, int tile) {
    long[] h = hands();
    h[seat * words + (tile >>> 6)] |= 1L << tile;
  }

  void removeFromHand(int seat, int tile) {
    long[] h = hands();
    int i = seat * words + (tile >>> 6);
    h[i] &= ~(1L << tile);
  }

  boolean handEmpty(int seat) {
    int base = seat * words;
    for (int w = 0; w < words; w++) {
      if (hands[base + w] != 0) {
        return false;
      }
    }
    return true;
  }

  /** Takes the top coordinate of Uncharted Sectors into {@code seat}'s hand. */
  int drawTop(int seat) {
    int tile = pile[pileTop++];
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

  WarpState build() {
    return new WarpState(config, phase, round, spacedock, roundStarter, toAct, hands, table, pile, pileTop,
        trails, beacons, alert, drew, passStreak, scores, roundWins, votesPending, votesAccepted, history,
        rng, pluginsOwned ? Map.copyOf(plugins) : plugins);
  }
}
