// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * What a seat or a spectator may know: a state's {@link SeatView} and a move's events with the hidden parts
 * taken out. Nothing here reads a hand or a coordinate of Uncharted Sectors the viewer may not see, but for the
 * hands a round ended with, which Section V's tally shows to the table.
 */
final class SeatViews {
  private SeatViews() {}

  /**
   * What {@code seat} (or a spectator, {@link GameRules#SPECTATOR}) may know of the checked state {@code s}, the
   * moves open to it listed by {@code turns} when it is at the helm.
   */
  static SeatView of(TurnRules turns, EngineState s, int seat) {
    boolean spectator = seat == GameRules.SPECTATOR;
    RoundFrame f = s.frame;
    Integer[] counts = new Integer[f.seats];
    TrailView[] trails = new TrailView[f.seats];
    // The hands a round ended with are shown to the table (Section V's tally) and stay in the state while
    // it rests there: awaiting overtime votes or with the sector over.
    boolean revealed = s.phase() != Phase.PLAYING;
    List<List<Coordinate>> revealedHands = new ArrayList<>(revealed ? f.seats : 0);
    // Every route read off the table's chain in one go, rather than a walk of the chain for each route.
    List<List<Coordinate>> routes = Laid.routes(s.laid, f.seats + 1);
    for (int o = 0; o < f.seats; o++) {
      counts[o] = s.handSize(o);
      trails[o] = new TrailView(Route.trailOf(o), routes.get(2 * o), routes.get(2 * o + 1), s.openEnd(o),
          s.beaconUp(o));
      if (revealed) {
        revealedHands.add(s.hand(o));
      }
    }
    Map<String, PluginState> visible = f.plugins.isEmpty() ? Map.of() : new HashMap<>();
    f.plugins.forEach((id, ps) -> visible.put(id, ps.visibleTo(seat)));
    boolean atHelm = !spectator && s.phase() != Phase.OVER && s.toAct() == seat;
    return new SeatView(seat, f.config, s.phase(), f.round, s.spacedock(), s.toAct(),
        spectator ? List.of() : s.hand(seat), List.of(counts), s.unchartedCount(), List.of(trails),
        new TrailView(Route.NEUTRAL_ZONE, routes.get(2 * f.seats), routes.get(2 * f.seats + 1),
            s.openEnd(f.seats), false),
        s.redAlert(), s.drewThisTurn(), SeatLists.seatsOf(s.phase() == Phase.PLAYING ? f.firstTurns : 0),
        s.campaignScores(), s.roundWins(), f.history, atHelm ? turns.legalMoves(s) : List.of(), visible,
        revealedHands);
  }

  /** {@code events} as {@code viewer} (a seat or {@link GameRules#SPECTATOR}) may see them. */
  static List<WarpEvent> redacted(List<WarpEvent> events, int viewer) {
    List<WarpEvent> out = new ArrayList<>(Guards.events(events).size());
    for (WarpEvent e : events) {
      out.add(e.visibleTo(viewer));
    }
    return out;
  }
}
