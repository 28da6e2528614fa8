// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;

/**
 * What one seat has learned this round about the coordinates it cannot see, from nothing but its own views
 * and its own copy of the events — as a captain at the table remembers the play:
 *
 * <ul>
 *   <li>coordinates known to be in a captain's hand: taken face up from a rule's public display (a Sensor
 *       Grid take, Module Gamma), or passed in a Hand Exchange this seat took part in (Module Kappa), until that captain charts them
 *       or loses coordinates this seat did not see go;
 *   <li>{@link Unmatched} records: a captain who drew, deployed their Distress Beacon or passed could chart
 *       nothing, so held none of the coordinates that would have charted on a route open to them — except
 *       as many as they have received since.
 * </ul>
 *
 * <p>Intel is an immutable value and forgets everything when a round ends. Fold each move into it with
 * {@link #after}, or rebuild it from a game record with {@link #follow}.
 *
 * @param round the round this intel is about (0 before any move was seen)
 * @param known coordinates known to be in each captain's hand, by seat
 * @param unmatched what each captain's failures to chart showed, by seat
 * @since 0.1.0
 */
public record Intel(int round, Map<Integer, Set<Coordinate>> known, Map<Integer, List<Unmatched>> unmatched) {
  /** Records kept per captain; older ones, loosened by later draws, are the first to go. */
  static final int MAX_RECORDS = 6;

  private static final Intel NONE = new Intel(0, Map.of(), Map.of());

  public Intel {
    Map<Integer, Set<Coordinate>> k = new HashMap<>();
    known.forEach((seat, set) -> {
      if (!set.isEmpty()) {
        k.put(seat, Set.copyOf(set));
      }
    });
    known = Map.copyOf(k);
    Map<Integer, List<Unmatched>> u = new HashMap<>();
    unmatched.forEach((seat, list) -> {
      if (!list.isEmpty()) {
        u.put(seat, List.copyOf(list));
      }
    });
    unmatched = Map.copyOf(u);
  }

  /** Nothing learned: worlds are sampled from hand counts alone. */
  public static Intel none() {
    return NONE;
  }

  /** Coordinates known to be in {@code seat}'s hand. */
  public Set<Coordinate> knownHeldBy(int seat) {
    return known.getOrDefault(seat, Set.of());
  }

  /** What {@code seat}'s failures to chart showed, oldest first. */
  public List<Unmatched> unmatchedBy(int seat) {
    return unmatched.getOrDefault(seat, List.of());
  }

  /**
   * The intel of a seat that has followed the game {@code record} describes from its own seat: every move
   * replayed, and only that seat's views and copies of the events consulted.
   *
   * @throws IllegalArgumentException if {@code rules} play another configuration than the record
   */
  public static Intel follow(WarpRules rules, GameRecord record, int seat) {
    if (!rules.config().equals(record.config())) {
      throw new IllegalArgumentException("these rules play another configuration than the record");
    }
    WarpState state = rules.start(record.seed());
    Intel intel = none();
    SeatView before = rules.view(state, seat);
    for (WarpMove move : record.moves()) {
      Transition<WarpState, WarpEvent> t = rules.apply(state, move);
      state = t.state();
      SeatView after = rules.view(state, seat);
      intel = intel.after(rules, before, move, rules.eventsFor(t.events(), seat), after);
      before = after;
    }
    return intel;
  }

  /**
   * This intel once the captain at the helm in {@code before} has made {@code move}.
   *
   * <p>Only what the seat may know is read: its views before and after, its own copy of the events, and
   * whether the move was one of the public non-charting moves (draw, Distress Beacon, pass) — the
   * coordinates inside any other move are not looked at.
   *
   * @param rules the rules in play (asked which coordinates would have charted for that captain, on the
   *     table the seat saw)
   * @param before the seat's view before the move
   * @param move the move made
   * @param seen the events of the move as the seat may see them ({@link WarpRules#eventsFor})
   * @param after the seat's view after the move
   */
  public Intel after(WarpRules rules, SeatView before, WarpMove move, List<WarpEvent> seen, SeatView after) {
    if (before.phase() != Phase.PLAYING || after.phase() != Phase.PLAYING || after.round() != before.round()) {
      return after.round() == round && known.isEmpty() && unmatched.isEmpty() ? this
          : new Intel(after.round(), Map.of(), Map.of());
    }
    int me = before.seat();
    int seats = before.handCounts().size();
    int actor = before.toAct();
    // Per seat, indexed by seat number while the move is learnt from.
    List<Set<Coordinate>> k = new ArrayList<>(seats);
    List<List<Unmatched>> u = new ArrayList<>(seats);
    boolean sameRound = round == before.round();
    for (int s = 0; s < seats; s++) {
      k.add(new HashSet<>(sameRound ? knownHeldBy(s) : Set.of()));
      u.add(new ArrayList<>(sameRound ? unmatchedBy(s) : List.of()));
    }
    if (actor != me && (move.equals(WarpMove.DRAW) || move.equals(WarpMove.DEPLOY_BEACON)
        || move.equals(WarpMove.PASS))) {
      Set<Coordinate> couldChart = chartableFor(rules, before, actor);
      if (!couldChart.isEmpty()) {
        u.get(actor).add(new Unmatched(couldChart, 0));
      }
    }
    int[] charted = new int[seats];
    for (WarpEvent e : seen) {
      if (e instanceof WarpEvent.Charted c) {
        
        charted[c.seat()]++;
        k.get(c.seat()).remove(c.coordinate());
      }
    }
    int[] gained = new int[seats];
    for (int s = 0; s < seats; s++) {
      if (s == me) {
        continue;
      }
      int change = after.handCounts().get(s) - before.handCounts().get(s) + charted[s];
      if (change < 0) {
        k.get(s).clear(); // coordinates left unseen: what was known may be what went
      } else if (change > 0) {
        gained[s] = change;
        List<Unmatched> list = u.get(s);
        list.replaceAll(r -> r.receiving(change));
      }
    }
    learnFromNamedTakes(me, seen, k);
    learnFromPublicTakes(me, before, after, gained, k);
    for (int s = 0; s < seats; s++) {
      int held = after.handCounts().get(s);
      if (s == me || k.get(s).size() > held) {
        k.get(s).clear();
      }
      Set<Coordinate> knownHere = k.get(s);
      List<Unmatched> list = u.get(s);
      list.removeIf(r -> r.receivedSince() >= held || !r.admits(knownHere));
      while (list.size() > MAX_RECORDS) {
        list.remove(0);
      }
    }
    return new Intel(before.round(), bySeat(k), bySeat(u));
  }

  /**
   * Events that name a coordinate going into another captain's hand: a face-up Sensor Grid take (Module
   * Gamma), and Kappa's Hand Exchange, whose coordinate a party to it sees.
   */
  private static <T> Map<Integer, T> bySeat(List<T> perSeat) {
    Map<Integer, T> out = new HashMap<>();
    for (int s = 0; s < perSeat.size(); s++) {
      out.put(s, perSeat.get(s));
    }
    return out;
  }

  private static void learnFromNamedTakes(int me, List<WarpEvent> seen, List<Set<Coordinate>> k) {
    for (WarpEvent e : seen) {
      if (e instanceof PluginEvent p) {
        // Each rule says what its events show; a coordinate in this seat's own hand it already knows.
        for (PluginEvent.InHand h : p.showsInHand(me)) {
          if (h.captain() != me && h.captain() >= 0 && h.captain() < k.size()) {
            k.get(h.captain()).add(h.coordinate());
          }
        }
      }
    }
  }

  /**
   * Coordinates that were face up before the move and are neither on the table nor in this seat's hand
   * after it went into a hand; when exactly one captain gained enough coordinates, they are in theirs.
   */
  private static void learnFromPublicTakes(int me, SeatView before, SeatView after, int[] gained,
      List<Set<Coordinate>> k) {
    Set<Coordinate> vanished = new HashSet<>(Worlds.seen(before));
    vanished.removeAll(before.hand());
    vanished.removeAll(Worlds.seen(after));
    if (vanished.isEmpty()) {
      return;
    }
    int taker = -1;
    for (int s = 0; s < gained.length; s++) {
      if (s != me && gained[s] >= vanished.size()) {
        if (taker >= 0) {
          return;
        }
        taker = s;
      }
    }
    if (taker >= 0) {
      k.get(taker).addAll(vanished);
    }
  }

  /**
   * The hidden coordinates {@code actor} could have charted on the table {@code before} shows: the rules
   * are asked for the legal charts of a captain holding every coordinate the seat cannot see.
   */
  static Set<Coordinate> chartableFor(WarpRules rules, SeatView before, int actor) {
    List<Coordinate> unseen = Worlds.unseen(before);
    int seats = before.handCounts().size();
    List<List<Coordinate>> hands = new ArrayList<>(seats);
    for (int s = 0; s < seats; s++) {
      hands.add(s == before.seat() ? before.hand() : s == actor ? unseen : List.of());
    }
    try {
      WarpState probe = Worlds.restore(before, hands, List.of(), 0);
      Set<Coordinate> out = new HashSet<>();
      for (WarpMove m : rules.legalMoves(probe)) {
        if (m instanceof WarpMove.Chart chart) {
          out.add(chart.coordinate());
        }
      }
      return out;
    } catch (WarpException e) {
      // The rules refuse a table this seat cannot fully show: learn nothing rather than guess.
      return Set.of();
    }
  }
}
