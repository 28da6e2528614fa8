// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;

/**
 * The Special Orders phase: the orders issued in secret are revealed, then every vessel holding a Special
 * Order executes it ({@link WormholeMove.UseAbility}) or cancels it ({@link WormholeMove.CancelSpecial}), by
 * initiative band from high to low, the commander with Advantage first in each band. A vessel that has
 * fallen to Damaged or worse since its orders were issued can only cancel.
 *
 * <p>Codes: {@code WRONG_PHASE}, {@code NOT_THIS_VESSEL} (another vessel is to act), {@code NO_SPECIAL_ORDERS},
 * and those of {@link Abilities} and {@link SelfDestruct}.
 */
final class SpecialOrdersPhase implements PhaseRules {
  static final PhaseRules RULES = new SpecialOrdersPhase();

  private SpecialOrdersPhase() {}

  /** Reveals every vessel's orders. */
  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    List<WormholeEvent.VesselOrders> revealed = new ArrayList<>();
    for (Vessel v : state.vessels()) {
      if (v.issued().total() > 0) {
        revealed.add(new WormholeEvent.VesselOrders(v.id(), v.issued()));
      }
    }
    events.add(new WormholeEvent.OrdersRevealed(revealed));
    return state;
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    return Flow.ownerOf(next(state));
  }

  private static Optional<Vessel> next(WormholeState state) {
    return Sequence.nextSpecial(state, v -> state.inPlay(v) && v.remaining().specials() > 0);
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    Vessel v = next(state).orElseThrow();
    List<WormholeMove> moves = new ArrayList<>();
    if (Capabilities.specialsAllowed(state, v)) {
      moves.addAll(Abilities.options(state, v));
      moves.addAll(Wormholes.specials(state, v));
      for (String cargo : Shuttles.cargoes(state, v)) {
        moves.add(new WormholeMove.LaunchShuttle(v.id(), cargo));
      }
    }
    moves.add(new WormholeMove.CancelSpecial(v.id()));
    moves.addAll(SelfDestruct.cancellations(state, v.owner()));
    return moves;
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    Vessel v = next(state).orElseThrow();
    if (move instanceof WormholeMove.CancelSelfDestruct cancelSelfDestruct) {
      return SelfDestruct.cancel(state, cancelSelfDestruct, v.owner(), events);
    }
    if (move instanceof WormholeMove.CancelSpecial cancelSpecial) {
      checkVessel(state, v, cancelSpecial.vessel());
      events.add(new WormholeEvent.OrderCancelled(v.id(), OrderKind.SPECIAL));
      return state.with(v.withRemaining(v.remaining().spend(OrderKind.SPECIAL)));
    }
    if (move instanceof WormholeMove.LaunchShuttle launchShuttle) {
      checkVessel(state, v, launchShuttle.vessel());
      if (!Capabilities.specialsAllowed(state, v)) {
        throw new IllegalMoveException("NO_SPECIAL_ORDERS", v.id() + " is " + state.statusOf(v)
            + " and can only cancel its Special Order.");
      }
      WormholeState spent = state.with(v.withRemaining(v.remaining().spend(OrderKind.SPECIAL)));
      return Shuttles.launch(spent, spent.vessel(v.id()).orElseThrow(), launchShuttle, events);
    }
    if (move instanceof WormholeMove.HackWormhole || move instanceof WormholeMove.TuneWormhole) {
      String named = move instanceof WormholeMove.HackWormhole hackWormhole ? hackWormhole.vessel()
          : ((WormholeMove.TuneWormhole) move).vessel();
      checkVessel(state, v, named);
      if (!Capabilities.specialsAllowed(state, v)) {
        throw new IllegalMoveException("NO_SPECIAL_ORDERS", v.id() + " is " + state.statusOf(v)
            + " and can only cancel its Special Order.");
      }
      WormholeState spent = state.with(v.withRemaining(v.remaining().spend(OrderKind.SPECIAL)));
      return Wormholes.hackOrTune(spent, spent.vessel(v.id()).orElseThrow(), move, events);
    }
    if (!(move instanceof WormholeMove.UseAbility use)) {
      throw new IllegalMoveException("WRONG_PHASE", "Special Orders are being executed; "
          + Moves.describe(move) + " belongs to another phase.");
    }
    
    checkVessel(state, v, use.vessel());
    if (!Capabilities.specialsAllowed(state, v)) {
      throw new IllegalMoveException("NO_SPECIAL_ORDERS", v.id() + " is " + state.statusOf(v)
          + " and can only cancel its Special Order.");
    }
    WormholeState spent = state.with(v.withRemaining(v.remaining().spend(OrderKind.SPECIAL)));
    return Abilities.use(spent, spent.vessel(v.id()).orElseThrow(), use, events);
  }

  private static void checkVessel(WormholeState state, Vessel next, String named) {
    Moves.checkNext(state, next, named, "executes its Special Order");
  }
}
