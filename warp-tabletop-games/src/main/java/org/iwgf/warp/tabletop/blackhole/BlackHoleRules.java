// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;

/**
 * The rules of the dice race around the black hole for one configuration. States are immutable and
 * {@link #apply} is a pure function, so a game replays exactly from (configuration, seed, moves); every
 * die roll after the start (hyperjump re-rolls, tie re-rolls) comes from the state's own random stream.
 *
 * <p>An illegal move raises {@link IllegalMoveException} with one of the codes {@code GAME_OVER},
 * {@code WRONG_PHASE} (a move of another phase of the game), {@code NO_SUCH_SHIP}, {@code NOT_YOUR_SHIP},
 * {@code ALREADY_PLACED}, {@code NOT_ON_BOARD}, {@code FACE_RANGE} ("a d4 cannot show 5"), {@code ONE_STEP} (a turn by more or
 * less than one) or {@code FACE_COUNT} (a choice of faces for the wrong number of dice).
 *
 * @since 0.1.0
 */
public final class BlackHoleRules
    implements GameRules<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> {
  private final BlackHoleConfig config;
  private final FaceChoices faceChoices;

  private BlackHoleRules(BlackHoleConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    this.faceChoices = new FaceChoices(config.fleet());
  }

  /** The rules for games set up as {@code config}. */
  public static BlackHoleRules of(BlackHoleConfig config) {
    if (config == null) {
      throw new InvalidConfigException("MISSING_CONFIG", "No configuration was given.");
    }
    return new BlackHoleRules(config);
  }

  /** The configuration these rules play. */
  public BlackHoleConfig config() {
    return config;
  }

  /**
   * A new game. With rolled dice, every die is rolled, the turn order is settled and the first player is
   * to place a ship; with the secret setup, seat 0 is first to choose its faces.
   */
  @Override
  public BlackHoleState start(long seed) {
    List<List<Integer>> noChoices = new ArrayList<>();
    for (int seat = 0; seat < config.players(); seat++) {
      noChoices.add(List.of());
    }
    if (config.secretSetup()) {
      return new BlackHoleState(config, Phase.CHOOSING, List.of(), 0, config.unplacedShips(), noChoices,
          seed);
    }
    Opening.Result opening = Opening.rolled(config, seed);
    return new BlackHoleState(config, Phase.PLACING, opening.order(), 0, opening.ships(), noChoices,
        opening.random());
  }

  @Override
  public int seats(BlackHoleState state) {
    return checked(state).config().players();
  }

  @Override
  public OptionalInt toAct(BlackHoleState state) {
    return checked(state).toAct();
  }

  /**
   * The moves open to the seat to act, in a fixed order: while choosing, every combination of faces (a
   * list made on demand); while placing, each waiting ship; while racing, for each ship on the board an
   * {@link BlackHoleMove.Advance} then the {@link BlackHoleMove.Turn}s down and up that its die allows.
   */
  @Override
  public List<BlackHoleMove> legalMoves(BlackHoleState state) {
    OptionalInt toAct = checked(state).toAct();
    if (toAct.isEmpty()) {
      return List.of();
    }
    int seat = toAct.getAsInt();
    if (state.phase() == Phase.CHOOSING) {
      return faceChoices;
    }
    List<BlackHoleMove> moves = new ArrayList<>();
    for (Ship ship : state.ships()) {
      if (ship.seat() != seat) {
        continue;
      }
      if (state.phase() == Phase.PLACING) {
        if (ship.space() == Ship.WAITING) {
          moves.add(new BlackHoleMove.Place(ship.id()));
        }
      } else if (ship.onBoard()) {
        moves.add(new BlackHoleMove.Advance(ship.id()));
        if (ship.face() > 1) {
          moves.add(new BlackHoleMove.Turn(ship.id(), ship.face() - 1));
        }
        if (ship.face() < ship.die().sides()) {
          moves.add(new BlackHoleMove.Turn(ship.id(), ship.face() + 1));
        }
      }
    }
    return moves;
  }

  /**
   * The secret choice open to the seat to act, described die by die: present exactly while faces are being
   * chosen (advanced variant), when {@link #legalMoves} lists every combination of faces — millions of moves
   * for a two-player fleet. A client shows the menu, builds the move from one pick per die with
   * {@link FaceMenu#choose} and sends it like any other move; {@link #apply} checks it as it checks every move.
   */
  public Optional<FaceMenu> faceMenu(BlackHoleState state) {
    OptionalInt toAct = checked(state).toAct();
    return state.phase() == Phase.CHOOSING && toAct.isPresent()
        ? Optional.of(FaceMenu.of(config, toAct.getAsInt())) : Optional.empty();
  }

  /**
   * Applies {@code move}: exactly the moves {@link #legalMoves} lists are accepted.
   *
   * @throws IllegalMoveException {@code GAME_OVER} once a seat has won, {@code UNKNOWN_MOVE} for no move, or
   *     the reason the move is not legal now
   * @throws InvalidStateException {@code MISSING_STATE} for no state, {@code CONFIG_MISMATCH} for a state of
   *     another configuration
   */
  @Override
  public Transition<BlackHoleState, BlackHoleEvent> apply(BlackHoleState state, BlackHoleMove move) {
    checked(state);
    if (move == null) {
      throw new IllegalMoveException("UNKNOWN_MOVE", "No move was given.");
    }
    if (state.phase() == Phase.OVER) {
      throw new IllegalMoveException("GAME_OVER", "The game is over; seat " + state.winner().orElseThrow()
          + " has won.");
    }
    if (legalMoves(state).contains(move)) {
      return play(state, move);
    }
    throw refusal(state, move);
  }

  /**
   * Why {@code move}, which {@link #legalMoves} does not list, is refused. Whether a move is legal is decided
   * by the list alone; the phase rules are asked only for the reason they give.
   */
  private static IllegalMoveException refusal(BlackHoleState state, BlackHoleMove move) {
    try {
      play(state, move);
    } catch (IllegalMoveException reason) {
      return reason;
    } catch (RuntimeException noReason) {
      // A move too malformed for the phase rules to explain is refused all the same, below.
    }
    return new IllegalMoveException("UNKNOWN_MOVE", move + " is not open to seat " + state.toAct().orElseThrow()
        + " now.");
  }

  private static Transition<BlackHoleState, BlackHoleEvent> play(BlackHoleState state, BlackHoleMove move) {
    if (move instanceof BlackHoleMove.Choose choose) {
      return Setup.choose(state, choose);
    }
    if (move instanceof BlackHoleMove.Place place) {
      return Setup.place(state, place);
    }
    if (move instanceof BlackHoleMove.Advance advance) {
      return Race.advance(state, advance);
    }
    return Race.turn(state, (BlackHoleMove.Turn) move);
  }

  /** Refuses a state these rules cannot play: none, or one dealt under another configuration. */
  private BlackHoleState checked(BlackHoleState state) {
    return Guards.ownState(state, config, BlackHoleState::config);
  }


  /**
   * Once a seat has won: the winner first, then the others by their {@linkplain SeriesScore series
   * points} (lower is better); the scores are those points.
   */
  @Override
  public Optional<Outcome> outcome(BlackHoleState state) {
    if (checked(state).phase() != Phase.OVER) {
      return Optional.empty();
    }
    return Optional.of(Outcome.ranked(SeriesScore.points(state), true, "series points"));
  }

  @Override
  public BlackHoleView view(BlackHoleState state, int seat) {
    Guards.seat(seat, checked(state).config().players());
    return BlackHoleView.of(state, seat);
  }

  /** Everything but the faces chosen in secret and not yet revealed. */
  @Override
  public BlackHoleView spectatorView(BlackHoleState state) {
    return BlackHoleView.spectating(checked(state));
  }

  /** Events hide nothing (secret faces are never in an event before the reveal), so all are returned. */
  @Override
  public List<BlackHoleEvent> eventsFor(List<BlackHoleEvent> events, int seat) {
    Guards.seat(seat, config.players());
    return List.copyOf(Guards.events(events));
  }

  /** Events hide nothing, so a spectator receives them all. */
  @Override
  public List<BlackHoleEvent> spectatorEvents(List<BlackHoleEvent> events) {
    return List.copyOf(Guards.events(events));
  }
}
