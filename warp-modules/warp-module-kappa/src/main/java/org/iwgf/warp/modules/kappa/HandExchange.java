// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.Charts;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * Hand Exchange, Module Kappa's Go-out form. Once per round, when a captain first charts a double (the
 * Spacedock is laid by the deal, never charted, so every charted double counts), the captain holding the
 * most coordinates takes one at random (the state's random numbers) from the captain holding the fewest,
 * then chooses one of their own to give back ({@link GiveBack}). A tie for most or for fewest, one captain
 * being both, or an empty smallest hand skips the exchange for the round.
 *
 * <p>The larger hand decides at once: if they are not at the helm it is handed to them for the give-back
 * and then returned to the captain whose turn it is. When the double ended its charter's turn (a dead
 * double), the give-back is asked as the next captain takes the helm, so that the helm passes exactly as
 * the rules in play send it.
 *
 * @since 0.1.0
 */
public final class HandExchange {
  private HandExchange() {}

  /**
   * The round's exchange.
   *
   * @param spent true once this round's first double was charted (whether the exchange was made or skipped)
   * @param giver the larger hand, who owes the give-back, or -1
   * @param taker the smaller hand, who receives it, or -1
   * @param returnTo the captain to whom the helm returns after the give-back, or -1 if it stays
   * @param endsTurn true if the give-back ends the giver's turn (their double had ended it)
   * @param waiting true while the give-back waits for the next captain to take the helm
   */
  public record Exchange(boolean spent, int giver, int taker, int returnTo, boolean endsTurn, boolean waiting)
      implements PluginState {
    /** A round with no double charted yet. */
    public static final Exchange START = new Exchange(false, -1, -1, -1, false, false);
    /** This round's exchange is over. */
    public static final Exchange SPENT = new Exchange(true, -1, -1, -1, false, false);

    /** True while {@code seat} must choose the coordinate to give back. */
    boolean owedBy(int seat) {
      return giver == seat && !waiting;
    }
  }

  /** The larger hand gives {@code coordinate} back to the smaller hand. */
  public record GiveBack(Coordinate coordinate) implements ModuleKappa.Move {
    @Override
    public String toString() {
      return "give back " + coordinate;
    }
  }

  /** What the Hand Exchange did. */
  public sealed interface ExchangeEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ModuleKappa.ID;
    }
  }

  /**
   * {@code giver} took {@code coordinate} at random from {@code taker}; the coordinate is present only in
   * those two captains' copies.
   */
  public record Taken(int giver, int taker, Optional<Coordinate> coordinate) implements ExchangeEvent {
    /** The two captains of the exchange see the coordinate go into {@code giver}'s hand. */
    @Override
    public List<InHand> showsInHand(int viewer) {
      return coordinate.map(c -> List.of(new InHand(giver, c))).orElse(List.of());
    }

    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(taker) + " takes " + coordinate.map(String::valueOf).orElse("a coordinate") + " from " + captain.apply(giver) + "'s hand";
    }

    @Override
    public ExchangeEvent visibleTo(int viewer) {
      return viewer == giver || viewer == taker ? this : new Taken(giver, taker, Optional.empty());
    }
  }

  /**
   * {@code giver} gave {@code coordinate} back to {@code taker}; the coordinate is present only in those two
   * captains' copies.
   */
  public record GivenBack(int giver, int taker, Optional<Coordinate> coordinate) implements ExchangeEvent {
    /** The two captains of the exchange see the coordinate go back into {@code taker}'s hand. */
    @Override
    public List<InHand> showsInHand(int viewer) {
      return coordinate.map(c -> List.of(new InHand(taker, c))).orElse(List.of());
    }

    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(giver) + " gives " + coordinate.map(String::valueOf).orElse("a coordinate") + " back to " + captain.apply(taker);
    }

    @Override
    public ExchangeEvent visibleTo(int viewer) {
      return viewer == giver || viewer == taker ? this : new GivenBack(giver, taker, Optional.empty());
    }
  }

  /**
   * The round's first double was charted but the exchange is skipped: {@code most} and {@code fewest} are
   * the captains holding the most and the fewest coordinates (a tie, the same captain, or an empty hand).
   */
  public record Skipped(List<Integer> most, List<Integer> fewest) implements ExchangeEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "No hand exchange this round: " + (most.size() > 1 ? "several captains share the largest hand" : "several captains share the smallest hand");
    }

    /** Copies the seat lists. */
    public Skipped {
      most = List.copyOf(most);
      fewest = List.copyOf(fewest);
    }
  }

  static Exchange of(WarpState state) {
    return (Exchange) state.pluginState(ModuleKappa.ID).orElse(Exchange.START);
  }

  static Exchange of(StateEditor editor) {
    return (Exchange) editor.pluginState(ModuleKappa.ID).orElse(Exchange.START);
  }

  static void roundSetup(StateEditor editor) {
    if (!of(editor).equals(Exchange.START)) {
      editor.setPluginState(ModuleKappa.ID, Exchange.START);
    }
  }

  /** Refuses an exchange that does not fit the table (see {@link ModuleKappa#checkState}). */
  static void check(WarpState state, Exchange e) {
    StateCheck of = StateCheck.of(state, "Module Kappa");
    of.seatOrNone(e.giver(), "the giver");
    of.seatOrNone(e.taker(), "the taker");
    of.seatOrNone(e.returnTo(), "the captain the helm returns to");
    boolean owed = e.giver() >= 0;
    of.require(owed == (e.taker() >= 0) && (!owed || e.giver() != e.taker()),
        "a give-back needs a giver and a different taker");
    of.require(e.spent() || (!owed && !e.waiting() && !e.endsTurn() && e.returnTo() < 0),
        "nothing is exchanged before the round's first double");
    of.require(owed || !e.waiting(), "only a give-back can wait");
    of.require(!owed || e.waiting() || state.phase() != Phase.PLAYING || (state.toAct() == e.giver()
        && state.handSize(e.giver()) > 0), "the give-back is owed by a captain who is not at the helm or has "
        + "nothing to give");
  }

  static boolean holdsDecision(WarpState state, int seat) {
    return state.phase() == Phase.PLAYING && of(state).owedBy(seat);
  }

  static void giveBackMoves(WarpState state, int seat, List<WarpMove> out) {
    if (!holdsDecision(state, seat)) {
      return;
    }
    for (Coordinate c : state.hand(seat)) {
      out.add(new GiveBack(c));
    }
  }

  /** Starts the exchange when {@code move} charted the round's first double. */
  static void afterAction(WarpState before, StateEditor editor) {
    Exchange ex = of(editor);
    if (ex.spent() || Charts.doublesCharted(before, editor.current()).isEmpty()) {
      return;
    }
    WarpState now = editor.current();
    List<Integer> most = extremes(now, true);
    List<Integer> fewest = extremes(now, false);
    if (most.size() != 1 || fewest.size() != 1 || most.get(0).equals(fewest.get(0))
        || now.handSize(fewest.get(0)) == 0) {
      editor.setPluginState(ModuleKappa.ID, Exchange.SPENT);
      editor.emit(new Skipped(most, fewest));
      return;
    }
    int giver = most.get(0);
    int taker = fewest.get(0);
    List<Coordinate> smaller = now.hand(taker);
    Coordinate taken = smaller.get(editor.randomInt(smaller.size()));
    editor.takeFromHand(taker, taken);
    editor.giveToHand(giver, taken);
    editor.emit(new Taken(giver, taker, Optional.of(taken)));
    int charter = before.toAct();
    boolean ending = editor.turnEnding();
    Exchange pending;
    if (giver == charter) {
      if (ending) {
        editor.holdHelm();
      }
      pending = new Exchange(true, giver, taker, -1, ending, false);
    } else if (!ending) {
      editor.setToAct(giver);
      pending = new Exchange(true, giver, taker, charter, false, false);
    } else {
      pending = new Exchange(true, giver, taker, -1, false, true);
    }
    editor.setPluginState(ModuleKappa.ID, pending);
  }

  /** Hands the helm to a giver whose give-back waited for the next captain's turn. */
  static void turnStart(StateEditor editor) {
    Exchange ex = of(editor);
    if (!ex.waiting()) {
      return;
    }
    int next = editor.toAct();
    editor.setPluginState(ModuleKappa.ID, new Exchange(true, ex.giver(), ex.taker(), next, false, false));
    editor.setToAct(ex.giver());
  }

  static void giveBack(StateEditor editor, GiveBack move) {
    Exchange ex = of(editor);
    editor.takeFromHand(ex.giver(), move.coordinate());
    editor.giveToHand(ex.taker(), move.coordinate());
    editor.emit(new GivenBack(ex.giver(), ex.taker(), Optional.of(move.coordinate())));
    editor.setPluginState(ModuleKappa.ID, Exchange.SPENT);
    if (ex.returnTo() >= 0) {
      editor.setToAct(ex.returnTo());
    }
    if (ex.endsTurn()) {
      editor.endTurn();
    }
  }

  /** The captains holding the most ({@code most}) or the fewest coordinates in {@code state}, in seat order. */
  static List<Integer> extremes(WarpState state, boolean most) {
    int best = most ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (int seat = 0; seat < state.seats(); seat++) {
      int size = state.handSize(seat);
      best = most ? Math.max(best, size) : Math.min(best, size);
    }
    List<Integer> out = new ArrayList<>();
    for (int seat = 0; seat < state.seats(); seat++) {
      if (state.handSize(seat) == best) {
        out.add(seat);
      }
    }
    return List.copyOf(out);
  }
}
