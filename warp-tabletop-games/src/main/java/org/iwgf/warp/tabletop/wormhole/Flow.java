// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The turn sequence: which phase follows which, and the automatic steps between them (Cleanup and End of
 * Turn after the Attack phase, arrivals through Wormholes and from the reserve as a turn begins, the end of
 * the battle when its scenario is decided or after the last turn). A phase in which no one has a decision
 * ends at once.
 */
final class Flow {
  private Flow() {}

  /** The decisions of {@code phase}. */
  static PhaseRules rulesOf(Phase phase) {
    switch (phase) {
      case DEPLOYMENT:
        return Deployment.RULES;
      case ORDERS:
        return OrdersPhase.RULES;
      case SPECIAL_ORDERS:
        return SpecialOrdersPhase.RULES;
      case MOVEMENT:
        return MovementPhase.RULES;
      case ATTACK:
        return AttackPhase.RULES;
      default:
        throw new IllegalStateException("The battle is over.");
    }
  }

  /** The owner of {@code vessel}, or empty when there is no vessel. */
  static OptionalInt ownerOf(Optional<Vessel> vessel) {
    return vessel.isPresent() ? OptionalInt.of(vessel.get().owner()) : OptionalInt.empty();
  }

  /** The seat to act in {@code state}, empty once the battle is over. */
  static OptionalInt toAct(WormholeState state) {
    return state.phase() == Phase.OVER ? OptionalInt.empty() : rulesOf(state.phase()).toAct(state);
  }

  /** Ends every phase in which no one has a decision left, until a decision is awaited or the game ends. */
  static WormholeState settle(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    while (s.phase() != Phase.OVER) {
      if (Objectives.endsEarly(s)) {
        return Objectives.finish(s, events);
      }
      if (rulesOf(s.phase()).toAct(s).isPresent()) {
        break;
      }
      s = advance(s, events);
    }
    return s;
  }

  /** Begins {@code phase}: its bookkeeping cleared, then its automatic steps. */
  static WormholeState enter(WormholeState state, Phase phase, List<WormholeEvent> events) {
    WormholeState s = state.inPhase(phase);
    events.add(new WormholeEvent.PhaseBegan(phase));
    return rulesOf(phase).begin(s, events);
  }

  private static WormholeState advance(WormholeState s, List<WormholeEvent> events) {
    switch (s.phase()) {
      case DEPLOYMENT:
        return beginTurn(s, 1, events);
      case ORDERS:
        return enter(s, Phase.SPECIAL_ORDERS, events);
      case SPECIAL_ORDERS:
        return enter(s, Phase.MOVEMENT, events);
      case MOVEMENT:
        return enter(s, Phase.ATTACK, events);
      case ATTACK:
        WormholeState ended = TurnEnd.run(s, events);
        if (ended.turn() >= ended.config().turns()) {
          return Objectives.finish(ended, events);
        }
        return beginTurn(ended, ended.turn() + 1, events);
      default:
        throw new IllegalStateException("The battle is over.");
    }
  }

  private static WormholeState beginTurn(WormholeState s, int turn, List<WormholeEvent> events) {
    WormholeState next = new WormholeState(s.config(), turn, s.phase(), s.advantage(), s.vessels(), s.band(),
        List.of(), s.explosions(), List.of(0, 0), List.of(false, false), List.of(), s.dice(), List.of(), s.debris(),
        List.of(), s.wormholes(), s.departed());
    events.add(new WormholeEvent.TurnBegan(turn));
    // Reinforcements through Wormholes first, then vessels held in reserve for want of room when deploying.
    return enter(Deployment.fromReserve(Arrivals.arrive(next, events), events), Phase.ORDERS, events);
  }
}
