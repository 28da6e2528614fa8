// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.view;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.plugin.PluginState;
import org.iwgf.warp.core.rules.Phase;
import org.iwgf.warp.core.rules.RedAlert;
import org.iwgf.warp.core.rules.RoundResult;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpMove;

/**
 * Everything one captain may know: their own hand, the table, the public alert, counts of the other hands
 * and of Uncharted Sectors, the scores. It never holds another seat's coordinates or the draw order, in
 * the object, its JSON or its {@code toString()}.
 *
 * @param seat whose view this is
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
 * @param campaignScores campaign totals per seat
 * @param roundWins round wins per seat
 * @param history finished rounds
 * @param legalMoves this seat's legal moves when it is at the helm, else empty
 * @param pluginStates what this seat may see of each plugin's state
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
    List<Integer> campaignScores,
    List<Integer> roundWins,
    List<RoundResult> history,
    List<WarpMove> legalMoves,
    Map<String, PluginState> pluginStates) {

  public SeatView {
    hand = List.copyOf(hand);
    handCounts = List.copyOf(handCounts);
    trails = List.copyOf(trails);
    campaignScores = List.copyOf(campaignScores);
    roundWins = List.copyOf(roundWins);
    history = List.copyOf(history);
    legalMoves = List.copyOf(legalMoves);
    pluginStates = Map.copyOf(pluginStates);
  }

  /** True if this seat is at the helm. */
  public boolean atHelm() {
    return toAct == seat && phase != Phase.OVER;
  }

  /** The name of {@code seat}'s captain. */
  public String captainName(int seat) {
    return config.captainNames().get(seat);
  }
}
