// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;

/**
 * The rules of the Wormhole miniatures battle game for one configuration. States are immutable and
 * {@link #apply} is a pure function, so a battle replays exactly from (configuration, seed, moves); every
 * die comes from the state's own {@link Dice}.
 *
 * <p>Positions, headings and distances are continuous, so {@link #legalMoves} is a finite menu of legal
 * moves (every kind of decision open, with sampled turns, distances and positions) while {@link #apply}
 * accepts any move within the rules. An illegal move raises {@link IllegalMoveException}; the codes are
 * listed in {@code docs/wormhole.md}.
 *
 * @since 0.1.0
 */
public final class WormholeRules
    implements GameRules<WormholeState, WormholeMove, WormholeEvent, WormholeView> {
  private final WormholeConfig config;

  private WormholeRules(WormholeConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    FleetCheck.check(config);
  }

  /**
   * The rules for battles set up as {@code config}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if a fleet is illegal or the set-up is invalid
   */
  public static WormholeRules of(WormholeConfig config) {
    if (config == null) {
      throw new InvalidConfigException("MISSING_CONFIG", "No configuration was given.");
    }
    return new WormholeRules(config);
  }

  /** The configuration these rules play. */
  public WormholeConfig config() {
    return config;
  }

  /** A new battle: Advantage decided (rolling from {@code seed} when needed) and deployment begun. */
  @Override
  public WormholeState start(long seed) {
    return startWith(Dice.seeded(seed));
  }

  /** A new battle whose dice roll {@code dice}: scripted dice replay a printed example exactly. */
  public WormholeState startWith(Dice dice) {
    return open(dice).state();
  }

  /**
   * A new battle as {@link #start} makes it, with the events of its opening for a front-end to show:
   * Advantage decided, and — in scenarios where no one deploys — the first turn begun and the vessels
   * arriving through their Wormholes.
   */
  public Transition<WormholeState, WormholeEvent> open(long seed) {
    return open(Dice.seeded(seed));
  }

  /** As {@link #open(long)}, with the dice rolling {@code dice}. */
  public Transition<WormholeState, WormholeEvent> open(Dice dice) {
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState s = Setup.start(config, dice, events);
    return new Transition<>(Flow.settle(s, events), events);
  }

  @Override
  public int seats(WormholeState state) {
    return 2;
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    return Flow.toAct(checked(state));
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    if (checked(state).phase() == Phase.OVER) {
      return List.of();
    }
    return Flow.rulesOf(state.phase()).legalMoves(state);
  }

  /**
   * Every move open to the seat to act, described part by part ({@link WormholeMenu}): unlike
   * {@link #legalMoves}, which samples the continuous moves and lists every combination of the rest, it stands
   * for every legal move and for nothing else, and stays small however large the battle. A client builds a move
   * from it and sends it like any other; {@link #apply} checks it as it checks every move. Empty when the battle
   * is over.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the state was not made by these rules
   * @since 1.0.0
   */
  public Optional<WormholeMenu> menu(WormholeState state) {
    OptionalInt seat = toAct(state);
    if (seat.isEmpty() || state.phase() == Phase.OVER) {
      return Optional.empty();
    }
    return Optional.of(Menus.of(state, seat.getAsInt()));
  }

  @Override
  public Transition<WormholeState, WormholeEvent> apply(WormholeState state, WormholeMove move) {
    checked(state);
    if (move == null) {
      throw new IllegalMoveException("UNKNOWN_MOVE", "No move was given.");
    }
    if (state.phase() == Phase.OVER) {
      throw new IllegalMoveException("GAME_OVER", "The battle is over.");
    }
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState next = Flow.rulesOf(state.phase()).apply(state, move, events);
    next = Flow.settle(next, events);
    return new Transition<>(next, events);
  }

  /**
   * Once the battle is over: places and scores as its scenario decides them (engagement points in a Standard
   * Wormhole Engagement, higher is better, tied scores sharing a place).
   */
  @Override
  public Optional<Outcome> outcome(WormholeState state) {
    if (checked(state).phase() != Phase.OVER) {
      return Optional.empty();
    }
    return Optional.of(Objectives.result(state).outcome());
  }

  @Override
  public WormholeView view(WormholeState state, int seat) {
    Guards.seat(seat, 2);
    return WormholeView.of(checked(state), seat);
  }

  /** The whole mat, with every commander's orders hidden while the Orders phase lasts. */
  @Override
  public WormholeView spectatorView(WormholeState state) {
    return WormholeView.spectating(checked(state));
  }

  /** Events as {@code seat} may see them: other seats' orders are hidden until they are revealed. */
  @Override
  public List<WormholeEvent> eventsFor(List<WormholeEvent> events, int seat) {
    Guards.seat(seat, 2);
    return redacted(events, seat);
  }

  /** Events as a spectator may see them: every order is hidden until it is revealed. */
  @Override
  public List<WormholeEvent> spectatorEvents(List<WormholeEvent> events) {
    return redacted(events, SPECTATOR);
  }

  private static List<WormholeEvent> redacted(List<WormholeEvent> events, int viewer) {
    Guards.events(events);
    List<WormholeEvent> out = new ArrayList<>(events.size());
    for (WormholeEvent e : events) {
      if (e instanceof WormholeEvent.OrdersIssued o && o.seat() != viewer) {
        out.add(new WormholeEvent.OrdersIssued(o.seat(), o.vessel(), Optional.empty()));
      } else {
        out.add(e);
      }
    }
    return out;
  }

  /** Refuses a state these rules cannot play: none, or one set up under another configuration. */
  private WormholeState checked(WormholeState state) {
    return Guards.ownState(state, config, WormholeState::config);
  }
}
