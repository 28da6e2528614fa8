// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.HashMap;
import java.util.Map;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpEvent;
import org.jspecify.annotations.Nullable;

/**
 * One move in the making: the new state, written in place ({@link #next}), and what the move has decided
 * so far. Arrays are shared with the original state until first written (copy-on-write), so a chart copies
 * only the board (what lies on the table and the open ends) and adds one link; the original state is never
 * touched.
 */
final class Draft {
  /**
   * The new state itself, written in place while the move is made and handed out by {@link #finish}: no
   * second copy of every field. It starts as a copy of the state the move is made in, sharing its arrays.
   */
  final EngineState next;
  // Which of the new state's parts this draft has copied and may write, one bit each (a draft is made for
  // every move, so its flags share one int).
  private static final int HANDS = 1;
  private static final int BOARD = 1 << 2;
  private static final int FRAME = 1 << 3;
  private static final int SCORES = 1 << 4;
  private static final int WINS = 1 << 5;
  private static final int PLUGINS = 1 << 6;
  // Read (not written) by MoveMaking, which hands these parts rather than the draft to a move's rarer steps:
  // see resumed.
  int owned;
  // The seats whose hand arrays this draft has copied and may write, one bit each; a resumed draft starts
  // with none (it copies a hand again before writing it, which a step taken once a round can afford).
  private int ownedHands;
  /** Where the move's events go, or null when {@code next} builds the state alone. */
  final @Nullable EventLog log;

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

  /** The draft of a move made in {@code s}, its events written to {@code log} (none if null). */
  Draft(EngineState s, @Nullable EventLog log) {
    this.log = log;
    this.recording = log != null;
    this.next = new EngineState(s);
  }

  private Draft(EngineState next, int owned, @Nullable EventLog log) {
    this.next = next;
    this.owned = owned;
    this.log = log;
    this.recording = log != null;
  }

  /**
   * A draft carrying on the move whose draft had these parts, for one of the rarer, larger steps of a move
   * (a round's end, a vote, a rule's own move); that draft is not used again, and its flags start afresh.
   * Why the parts and not the draft: HotSpot keeps a draft in registers rather than allocating it only while
   * it reaches no method left out of line — and a step taken once a round, such as the call that would copy
   * it, is left out of line. Field reads are never calls.
   */
  static Draft resumed(EngineState next, int owned, @Nullable EventLog log) {
    return new Draft(next, owned, log);
  }

  /**
   * This draft carried on as a new object, flags and all, for the rules that act after every move of their
   * book (a step taken at every move is inlined, so the draft it copies stays in registers); this one is not
   * used again.
   */
  Draft handedOn() {
    Draft d = new Draft(next, owned, log);
    d.ownedHands = ownedHands;
    d.turnEnds = turnEnds;
    d.alertPasses = alertPasses;
    d.helmHeld = helmHeld;
    d.goingOut = goingOut;
    return d;
  }

  /** {@code seat}'s hand in the new state, copied first if it is still the old state's: the way to write it. */
  long[] hand(int seat) {
    if ((owned & HANDS) == 0) {
      next.hands = next.hands.clone();
      owned |= HANDS;
    }
    int bit = 1 << seat;
    long[] h = next.hands[seat];
    if ((ownedHands & bit) == 0) {
      h = h.clone();
      next.hands[seat] = h;
      ownedHands |= bit;
    }
    return h;
  }

  /** Every hand replaced by {@code fresh}, one array a seat, which the draft then owns. */
  void replaceHands(long[][] fresh) {
    next.hands = fresh;
    owned |= HANDS;
    ownedHands = -1;
  }

  /** The new state's board, copied first if it is still the old state's: the way to write it. */
  long[] board() {
    if ((owned & BOARD) == 0) {
      next.board = next.board.clone();
      owned |= BOARD;
    }
    return next.board;
  }

  /** {@code tile} charted along route {@code slot}, leaving {@code openEnd} open there; it leaves its hand. */
  void lay(int slot, int tile, int openEnd) {
    Board.chart(board(), next.frame.words, slot, tile, openEnd);
    next.laid = Laid.along(tile, slot, next.laid);
  }

  /** {@code tile} laid as a side branch off route {@code slot}'s double; it leaves its hand. */
  void layBranch(int slot, int tile) {
    Board.lay(board(), tile);
    next.laid = Laid.branch(tile, slot, next.laid);
  }

  /** Routes {@code a} and {@code b} exchanged, with all that lies on them. */
  void swapRoutes(int a, int b) {
    Board.swap(board(), next.frame.words, a, b);
    next.laid = Laid.swapped(next.laid, a, b);
  }

  /** A table with nothing laid and every route waiting on {@code pip}. */
  void clearTable(int pip) {
    next.board = Board.fresh(next.frame.words, next.frame.seats, pip);
    next.laid = null;
    owned |= BOARD;
  }

  /** The new state's round frame, copied first if it is still the old state's: the way to write it. */
  RoundFrame frame() {
    if ((owned & FRAME) == 0) {
      next.frame = next.frame.copy();
      owned |= FRAME;
    }
    return next.frame;
  }

  int[] scores() {
    if ((owned & SCORES) == 0) {
      RoundFrame f = frame();
      f.scores = f.scores.clone();
      owned |= SCORES;
    }
    return next.frame.scores;
  }

  int[] roundWins() {
    if ((owned & WINS) == 0) {
      RoundFrame f = frame();
      f.roundWins = f.roundWins.clone();
      owned |= WINS;
    }
    return next.frame.roundWins;
  }

  @Nullable PluginState pluginState(String id) {
    return next.frame.plugins.get(id);
  }

  void putPluginState(String id, PluginState state) {
    if ((owned & PLUGINS) == 0) {
      RoundFrame f = frame();
      f.plugins = new HashMap<>(f.plugins);
      owned |= PLUGINS;
    }
    next.frame.plugins.put(id, state);
  }

  void addToHand(int seat, int tile) {
    hand(seat)[tile >>> 6] |= 1L << tile;
  }

  void removeFromHand(int seat, int tile) {
    hand(seat)[tile >>> 6] &= ~(1L << tile);
  }

  boolean handEmpty(int seat) {
    for (int w = 0; w < next.frame.words; w++) {
      if (next.handWord(seat, w) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Puts {@code seat} at the helm of the new state. */
  void toAct(int seat) {
    next.turn = Turn.withSeat(next.turn, seat);
  }

  /** Sets the new state's pass streak. */
  void passStreak(int passes) {
    next.turn = Turn.withStreak(next.turn, passes);
  }

  /** Sets whether the helm of the new state has drawn this turn. */
  void drew(boolean drew) {
    next.turn = Turn.withDrew(next.turn, drew);
  }

  /** Sets the new state's phase. */
  void phase(Phase phase) {
    next.turn = Turn.withPhase(next.turn, phase);
  }

  /** Sets the top of the new state's pile. */
  void pileTop(int top) {
    next.turn = Turn.withPileTop(next.turn, top);
  }

  /** The index in the pile of the coordinate drawn now, the top moved past it. */
  int takePileTop() {
    int top = next.pileTop();
    next.turn += Turn.ONE_DRAWN;
    return top;
  }

  /** Takes the top coordinate of Uncharted Sectors into {@code seat}'s hand. */
  int drawTop(int seat) {
    int tile = next.frame.pile[takePileTop()];
    addToHand(seat, tile);
    return tile;
  }

  void emit(WarpEvent e) {
    if (log != null) {
      log.add(e);
    }
  }

  /**
   * The state as the move has left it so far, for a rule to read in the middle of the move: a copy, so
   * that what the move does next does not show in it.
   */
  EngineState build() {
    if ((owned & PLUGINS) != 0) {
      freezePlugins(next);
    }
    EngineState now = new EngineState(next).publish();
    // The copy shares its frame and every array with the draft, so from here on the draft writes copies of its
    // own: a state handed to a rule never changes under it.
    owned = 0;
    ownedHands = 0;
    return now;
  }

  /** The new state, once the move is made; the draft is not used again. */
  EngineState finish() {
    if ((owned & PLUGINS) != 0) {
      freezePlugins(next);
      owned &= ~PLUGINS;
    }
    return next.publish();
  }

  /**
   * The plugin states the draft wrote into {@code next}'s frame made immutable, as a state hands them out.
   * Static, and given the state rather than the draft: a call HotSpot leaves out of line would otherwise take the
   * draft with it, and the draft would be allocated at every move (see {@link #resumed}).
   */
  private static void freezePlugins(EngineState next) {
    next.frame.plugins = Map.copyOf(next.frame.plugins);
  }
}
