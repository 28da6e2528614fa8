// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;

/**
 * The Orders phase: seat 0, then seat 1, issues this turn's orders in secret ({@link WormholeMove.IssueOrders}
 * per vessel, then {@link WormholeMove.FinishOrders}); a vessel left without orders does nothing this turn.
 * The orders are revealed together when the Special Orders phase begins. What a vessel may be ordered is
 * decided by {@link OrderLimits}.
 *
 * <p>With the Orders Loss advanced rule each commander's orders this turn are limited to his Command
 * Capacity less the dice rolled when the phase begins ({@link OrdersLoss}); bonus orders are outside it.
 *
 * <p>A commander with nothing to order, or in a turn his scenario leaves him without orders (the first
 * turn of the first Gauntlet battle for the Defender), has no decision. A commander whose called
 * reinforcements are due first calls them ({@link Arrivals}).
 *
 * <p>A vessel is ordered once each Orders phase: a second {@link WormholeMove.IssueOrders} for it is refused.
 *
 * <p>Codes: {@code WRONG_PHASE}, {@code NO_SUCH_VESSEL}, {@code NOT_YOUR_VESSEL}, {@code VESSEL_DESTROYED},
 * {@code ALREADY_ORDERED}, {@code ORDERS_LOST}, {@code CALL_FIRST}, those of {@link Arrivals} and those of {@link OrderLimits}.
 */
final class OrdersPhase implements PhaseRules {
  static final PhaseRules RULES = new OrdersPhase();

  private OrdersPhase() {}

  /** With Orders Loss, rolls each commander's loss (seat 0 first) and records the orders he may issue. */
  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    List<Boolean> done = new ArrayList<>(state.ordersDone());
    for (int seat = 0; seat < 2; seat++) {
      int s = seat;
      boolean silent = state.turn() <= state.config().scenario().silentTurns(seat);
      boolean nothing = state.vessels().stream().noneMatch(v -> v.owner() == s && orderable(state, v))
          && !Arrivals.callPending(state, seat);
      done.set(seat, silent || nothing);
    }
    WormholeState next = state.withOrdersDone(done);
    if (!state.config().uses(AdvancedRule.ORDERS_LOSS)) {
      return next.withOrdersAllowed(List.of());
    }
    OrdersLoss.Roll first = OrdersLoss.roll(next, 0, events);
    OrdersLoss.Roll second = OrdersLoss.roll(first.state(), 1, events);
    return second.state().withOrdersAllowed(List.of(first.allowed(), second.allowed()));
  }

  /** Orders {@code seat} may still issue this turn, if Orders Loss limits them, leaving {@code except} out. */
  static OptionalInt allowance(WormholeState state, int seat, String except) {
    if (state.ordersAllowed().isEmpty()) {
      return OptionalInt.empty();
    }
    int used = 0;
    for (Vessel v : state.vessels()) {
      if (v.owner() == seat && !v.id().equals(except)) {
        used += v.issued().counted();
      }
    }
    return OptionalInt.of(state.ordersAllowed().get(seat) - used);
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    for (int seat = 0; seat < 2; seat++) {
      if (!state.ordersDone().get(seat)) {
        return OptionalInt.of(seat);
      }
    }
    return OptionalInt.empty();
  }

  /**
   * For every vessel of the seat not yet ordered this phase, each combination of orders it may take
   * (bonus orders included where it has an admiral or an Ace); then {@link WormholeMove.FinishOrders}.
   */
  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    int seat = toAct(state).orElseThrow();
    if (Arrivals.callPending(state, seat)) {
      return Arrivals.callOptions(state, seat);
    }
    List<WormholeMove> moves = new ArrayList<>();
    for (Vessel v : state.vessels()) {
      if (v.owner() != seat || !orderable(state, v) || state.done().contains(v.id())) {
        continue;
      }
      for (Orders o : choices(state, v, false)) {
        moves.add(new WormholeMove.IssueOrders(v.id(), o));
      }
    }
    moves.add(new WormholeMove.FinishOrders());
    return moves;
  }

  /**
   * The seat's vessels that may take orders, each with every set it may be issued now (as
   * {@link #legalMoves} lists them, with no orders at all besides); a vessel ordered this phase already is
   * listed as issued, with no set: it is ordered once. None while the seat's reinforcements wait to be called.
   */
  static List<WormholeMenu.VesselOrders> menu(WormholeState state, int seat) {
    List<WormholeMenu.VesselOrders> out = new ArrayList<>();
    if (Arrivals.callPending(state, seat)) {
      return out;
    }
    for (Vessel v : state.vessels()) {
      if (v.owner() == seat && orderable(state, v)) {
        boolean issued = state.done().contains(v.id());
        out.add(new WormholeMenu.VesselOrders(v.id(), issued, issued ? List.of() : choices(state, v, true)));
      }
    }
    return out;
  }

  /**
   * The sets of orders {@code v} may be issued: its own limits, and with Orders Loss what the fleet has left;
   * with {@code none}, no orders at all first (the vessel then does nothing this turn).
   */
  private static List<Orders> choices(WormholeState state, Vessel v, boolean none) {
    OptionalInt left = allowance(state, v.owner(), v.id());
    List<Orders> out = new ArrayList<>();
    if (none) {
      out.add(Orders.NONE);
    }
    for (Orders o : OrderLimits.choices(state, v)) {
      if (left.isEmpty() || o.counted() <= left.getAsInt()) {
        out.add(o);
      }
    }
    return out;
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    int seat = toAct(state).orElseThrow();
    if (Arrivals.callPending(state, seat)) {
      if (!(move instanceof WormholeMove.CallReinforcements callReinforcements)) {
        throw new IllegalMoveException("CALL_FIRST", "Your reinforcements are due: call them (or none) before"
            + " issuing orders.");
      }
      return Arrivals.call(state, seat, callReinforcements, events);
    }
    if (move instanceof WormholeMove.FinishOrders) {
      List<Boolean> done = new ArrayList<>(state.ordersDone());
      done.set(seat, true);
      return state.withOrdersDone(done);
    }
    if (!(move instanceof WormholeMove.IssueOrders issue)) {
      throw new IllegalMoveException("WRONG_PHASE", "Commanders are issuing orders; " + Moves.describe(move)
          + " belongs to another phase.");
    }
    Vessel v = Moves.ownVessel(state, issue.vessel(), seat);
    if (!orderable(state, v)) {
      throw new IllegalMoveException("VESSEL_DESTROYED", v.id() + " is destroyed and takes no orders.");
    }
    if (state.done().contains(v.id())) {
      // Orders are given once a turn: a second set would let a commander revise them after seeing how his
      // allowance went, which the listing of legal moves has never offered.
      throw new IllegalMoveException("ALREADY_ORDERED", v.id() + " has its orders for this turn already; a"
          + " vessel is ordered once each Orders phase.");
    }
    OrderLimits.check(state, v, issue.orders());
    OptionalInt left = allowance(state, seat, v.id());
    if (left.isPresent() && issue.orders().counted() > left.getAsInt()) {
      throw new IllegalMoveException("ORDERS_LOST", "Orders Loss leaves " + Math.max(0, left.getAsInt())
          + " orders for the rest of the fleet this turn, not " + issue.orders().counted() + ".");
    }
    events.add(new WormholeEvent.OrdersIssued(seat, v.id(), Optional.of(issue.orders())));
    WormholeState next = state.with(v.withOrders(issue.orders()));
    List<String> done = new ArrayList<>(next.done());
    done.add(v.id());
    return next.withDone(done);
  }

  /**
   * A vessel takes orders while it is in play, on the mat or on deck in a carrier on the mat; shuttles,
   * escape pods and targets take none.
   */
  static boolean orderable(WormholeState state, Vessel v) {
    return state.inPlay(v) && state.atBattle(v)
        && !Shuttles.isCraft(v) && !state.classOf(v).has(Trait.TARGET);
  }
}
