// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.view;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Everything one captain may know: their own hand, the table, the public alert, counts of the other hands
 * and of Uncharted Sectors, the scores. It never holds another seat's coordinates or the draw order, in
 * the object, its JSON or its {@code toString()} — until a round is over and the table is shown every hand
 * it ended with ({@link #revealedHands}).
 *
 * <p>A spectator's view ({@link org.iwgf.warp.core.engine.WarpRules#spectatorView}) has the same shape with
 * seat {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}: no hand, no legal moves, and each plugin's state
 * as no seat in particular may see it.
 *
 * @param seat whose view this is, or {@link org.iwgf.warp.core.game.GameRules#SPECTATOR} for a spectator
 * @param config the sector's configuration (public)
 * @param phase where the sector stands
 * @param round round in play
 * @param spacedock this round's Spacedock
 * @param toAct the captain at the helm
 * @param hand this seat's coordinates
 * @param handCounts coordinates held per seat
 * @param unchartedCount coordinates left in Uncharted Sectors
 * @param trails every captain's Warp Trail by seat
 * @param neutralZone the Neutral Zone
 * @param redAlert the unsatisfied double, if any
 * @param drewThisTurn whether the captain at the helm has drawn this turn
 * @param firstTurnsPending the seats, in seat order, whose first turn of the round has not ended (it is still to
 *     come, or under way): such a turn charts only on the captain's own Warp Trail or the Neutral Zone
 * @param campaignScores campaign totals per seat
 * @param roundWins round wins per seat
 * @param history finished rounds
 * @param legalMoves this seat's legal moves when it is at the helm, else empty
 * @param pluginStates what this seat may see of each plugin's state
 * @param revealedHands every seat's hand, by seat, once the round in play is over and the state rests there
 *     (awaiting overtime votes, or the sector over); empty while a round is being played. Between ordinary
 *     rounds the next round is dealt at once, and the hands the round ended with are shown by the
 *     {@link org.iwgf.warp.core.model.WarpEvent.RoundEnded} event, which every seat and spectator receives
 * @since 0.1.0
 */
public record SeatView(
    int seat,
    WarpConfig config,
    Phase phase,
    int round,
    Coordinate spacedock,
    int toAct,
    List<Coordinate> hand,
    List<Integer> handCounts,
    int unchartedCount,
    List<TrailView> trails,
    TrailView neutralZone,
    Optional<RedAlert> redAlert,
    boolean drewThisTurn,
    List<Integer> firstTurnsPending,
    List<Integer> campaignScores,
    List<Integer> roundWins,
    List<RoundResult> history,
    List<WarpMove> legalMoves,
    Map<String, PluginState> pluginStates,
    List<List<Coordinate>> revealedHands) {

  public SeatView {
    hand = List.copyOf(hand);
    handCounts = List.copyOf(handCounts);
    trails = List.copyOf(trails);
    firstTurnsPending = List.copyOf(firstTurnsPending);
    campaignScores = List.copyOf(campaignScores);
    roundWins = List.copyOf(roundWins);
    history = List.copyOf(history);
    legalMoves = List.copyOf(legalMoves);
    pluginStates = Map.copyOf(pluginStates);
    revealedHands = copyEach(revealedHands);
  }

  /** A view that shows no captain's first turn of the round as pending, for views built without it. */
  public SeatView(int seat, WarpConfig config, Phase phase, int round, Coordinate spacedock, int toAct,
      List<Coordinate> hand, List<Integer> handCounts, int unchartedCount, List<TrailView> trails,
      TrailView neutralZone, Optional<RedAlert> redAlert, boolean drewThisTurn, List<Integer> campaignScores,
      List<Integer> roundWins, List<RoundResult> history, List<WarpMove> legalMoves,
      Map<String, PluginState> pluginStates, List<List<Coordinate>> revealedHands) {
    this(seat, config, phase, round, spacedock, toAct, hand, handCounts, unchartedCount, trails, neutralZone,
        redAlert, drewThisTurn, List.of(), campaignScores, roundWins, history, legalMoves, pluginStates,
        revealedHands);
  }

  private static List<List<Coordinate>> copyEach(List<List<Coordinate>> hands) {
    if (hands.isEmpty()) {
      return List.of(); // while a round is played: built for every view, so no stream
    }
    @SuppressWarnings("unchecked")
    List<Coordinate>[] out = new List[hands.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = List.copyOf(hands.get(i));
    }
    return List.of(out);
  }

  /** True if this is a spectator's view: it belongs to no seat. */
  public boolean spectator() {
    return seat == GameRules.SPECTATOR;
  }

  /** True if this seat is at the helm. */
  public boolean atHelm() {
    return !spectator() && toAct == seat && phase != Phase.OVER;
  }

  /** The name of {@code seat}'s captain. */
  public String captainName(int seat) {
    return config.captainNames().get(seat);
  }
}
