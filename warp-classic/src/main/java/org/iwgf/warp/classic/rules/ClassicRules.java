// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;

/**
 * Warp 6, classic dominoes on a double-six single line: Block, Draw and All Fives, with 2–4 players or two
 * partnerships of two. Bound to one {@link ClassicConfig}; states are immutable and {@link #apply} is pure,
 * so a game replays exactly from (configuration, seed, moves). Thread-safe.
 *
 * <p>A game is a series of hands. Each hand is led (the first by the highest double or, failing one, the
 * heaviest tile; later ones by the previous winner), then seats play in turn (seat {@code n+1} after seat
 * {@code n}) onto the open ends, drawing (Draw, All Fives) or passing (Block, or when nothing may be drawn)
 * when they cannot. A hand ends when a seat lays its last tile or when nobody can play; its winner's side
 * scores, and the next hand is dealt within the same {@link #apply} until a side reaches the target.
 *
 * <p>{@link #apply} refuses an illegal move with an {@link IllegalMoveException} whose code is one of
 * {@code GAME_OVER}, {@code LINE_STARTED}, {@code LEAD_FIRST}, {@code MUST_LEAD}, {@code NOT_IN_HAND},
 * {@code END_CLOSED}, {@code NO_MATCH}, {@code MUST_PLAY}, {@code NO_DRAW}, {@code BONEYARD_EMPTY},
 * {@code MUST_DRAW}, {@code UNKNOWN_MOVE}.
 *
 * @since 0.1.0
 */
public final class ClassicRules implements GameRules<ClassicState, ClassicMove, ClassicEvent, ClassicView> {
  /**
   * Most hands one game deals. A game still short of its target after that many hands ends as it stands;
   * no real game comes near, but the bound keeps the hand number finite whatever a saved game holds.
   */
  public static final int MAX_HANDS = 100_000;

  private final ClassicConfig config;

  private ClassicRules(ClassicConfig config) {
    this.config = Objects.requireNonNull(config, "config");
  }

  /** The rules of the game {@code config} describes. */
  public static ClassicRules of(ClassicConfig config) {
    if (config == null) {
      throw new InvalidConfigException("MISSING_CONFIG", "No configuration was given.");
    }
    return new ClassicRules(config);
  }

  public ClassicConfig config() {
    return config;
  }

  /** Deals the first hand; every shuffle of the game follows from {@code seed}. */
  @Override
  public ClassicState start(long seed) {
    return Dealer.deal(config, 1, -1, new int[config.sides()], seed, new ArrayList<>(1));
  }

  @Override
  public int seats(ClassicState state) {
    requireOwn(state);
    return state.config().players();
  }

  @Override
  public OptionalInt toAct(ClassicState state) {
    requireOwn(state);
    return state.toAct();
  }

  @Override
  public List<ClassicMove> legalMoves(ClassicState state) {
    return Turns.legalMoves(requireOwn(state));
  }

  /**
   * Applies {@code move} for the seat to act.
   *
   * @throws IllegalMoveException if the move is not legal (see the class description for the codes)
   */
  @Override
  public Transition<ClassicState, ClassicEvent> apply(ClassicState state, ClassicMove move) {
    if (move == null) {
      throw new IllegalMoveException("UNKNOWN_MOVE", "No move was given.");
    }
    requireOwn(state);
    // Each kind of move is checked alone, without listing the moves (listing them again for every move made
    // a playout half as fast); CheckAgreesWithListingTest holds the checks to the listing, move for move.
    if (move instanceof ClassicMove.Play play) {
      Turns.checkPlay(state, play);
      int seat = state.toActSeat();
      return afterPlay(state, seat, play.tile(), state.line().play(play.tile(), play.end()),
          Laid.played(seat, play.tile(), play.end()));
    }
    if (move instanceof ClassicMove.Lead lead) {
      Turns.checkLead(state, lead);
      int seat = state.toActSeat();
      Coordinate tile = lead.tile();
      return afterPlay(state, seat, tile, state.line().lead(tile), Laid.led(seat, tile));
    }
    if (move instanceof ClassicMove.Draw) {
      Turns.checkDraw(state);
      return draw(state, state.toActSeat());
    }
    if (!(move instanceof ClassicMove.Pass)) {
      throw Turns.unknown(state);
    }
    Turns.checkPass(state);
    int seat = state.toActSeat();
    ClassicState next = state.after(seat, state.handBits(seat), state.boneyardArray(), state.line(),
        (seat + 1) % config.players(), state.scoresShared());
    return new Transition<>(next, Laid.passed(seat));
  }

  // Most moves make one event and change no score: those share the scores array and make no event list
  // beyond the event itself; a list grows only when a hand or the game ends.
  private Transition<ClassicState, ClassicEvent> afterPlay(ClassicState s, int seat, Coordinate tile, Line line,
      List<ClassicEvent> laid) {
    long hand = s.handBits(seat) & ~(1L << tile.index());
    int[] scores = s.scoresShared();
    List<ClassicEvent> events = laid;
    if (config.variant().countsFives()) {
      int count = line.count();
      if (count > 0 && count % 5 == 0) {
        int side = config.sideOf(seat);
        int points = config.scoreInFives() ? count / 5 : count;
        scores = s.scoresCopy();
        scores[side] += points;
        events = new ArrayList<>(laid);
        events.add(new ClassicEvent.FivesScored(seat, side, count, points));
        if (scores[side] >= config.target()) {
          long[] hands = s.handsCopy();
          hands[seat] = hand;
          return new Transition<>(HandScoring.gameOver(s, line, hands, s.boneyardArray(), scores, events), events);
        }
      }
    }
    ClassicState played = s.after(seat, hand, s.boneyardArray(), line, (seat + 1) % config.players(), scores);
    if (hand == 0) {
      return handEnded(played, seat, events);
    }
    if (Turns.blocked(played)) {
      return handEnded(played, -1, events);
    }
    return new Transition<>(played, events);
  }

  private static Transition<ClassicState, ClassicEvent> handEnded(ClassicState played, int dominoSeat,
      List<ClassicEvent> events) {
    // Room for the hand's end: the hands shown, the hand ended, and the deal or the game over.
    List<ClassicEvent> all = new ArrayList<>(events.size() + 3);
    all.addAll(events);
    return new Transition<>(HandScoring.endHand(played, dominoSeat, all), all);
  }

  private Transition<ClassicState, ClassicEvent> draw(ClassicState s, int seat) {
    int[] boneyard = s.boneyardArray();
    int tile = boneyard[0];
    List<ClassicEvent> events = List.of(new ClassicEvent.Drew(seat, Optional.of(Coordinate.ofIndex(tile))));
    ClassicState drawn = s.after(seat, s.handBits(seat) | 1L << tile, Arrays.copyOfRange(boneyard, 1,
        boneyard.length), s.line(), seat, s.scoresShared());
    return Turns.blocked(drawn) ? handEnded(drawn, -1, events) : new Transition<>(drawn, events);
  }

  /** The final ranking: each seat placed by its side's score, higher being better. */
  @Override
  public Optional<Outcome> outcome(ClassicState state) {
    if (!requireOwn(state).isOver()) {
      return Optional.empty();
    }
    List<Integer> seatScores = new ArrayList<>(config.players());
    for (int seat = 0; seat < config.players(); seat++) {
      seatScores.add(state.score(config.sideOf(seat)));
    }
    return Optional.of(Outcome.ranked(seatScores, false, config.scoreInFives() ? "points in fives" : "points"));
  }

  /** What {@code seat} may know: its own hand, the line, counts of the other hands and of the boneyard. */
  @Override
  public ClassicView view(ClassicState state, int seat) {
    requireOwn(state);
    Guards.seat(seat, config.players());
    return viewFor(state, seat);
  }

  /** What anyone watching may know: the line, hand sizes, the boneyard's size, the scores; no tiles in hand. */
  @Override
  public ClassicView spectatorView(ClassicState state) {
    return viewFor(requireOwn(state), SPECTATOR);
  }

  private ClassicView viewFor(ClassicState state, int seat) {
    List<Integer> sizes = new ArrayList<>(config.players());
    // Once the game is over the hands it ended with are shown (as each hand's end shows them in its
    // hands-shown event), and the state keeps them.
    boolean over = state.toAct().isEmpty();
    List<List<Coordinate>> revealed = new ArrayList<>(over ? config.players() : 0);
    for (int s = 0; s < config.players(); s++) {
      sizes.add(state.handSize(s));
      if (over) {
        revealed.add(state.hand(s));
      }
    }
    return new ClassicView(config, seat, seat == SPECTATOR ? List.of() : state.hand(seat), sizes,
        state.boneyardSize(), state.drawable(), state.line(), state.scores(), state.handNumber(), state.toAct(),
        state.leader(), state.requiredLead(), revealed);
  }

  /** {@code events} with the tiles other seats drew hidden from {@code seat}. */
  @Override
  public List<ClassicEvent> eventsFor(List<ClassicEvent> events, int seat) {
    Guards.seat(seat, config.players());
    return redacted(events, seat);
  }

  /** {@code events} with every drawn tile hidden. */
  @Override
  public List<ClassicEvent> spectatorEvents(List<ClassicEvent> events) {
    return redacted(events, SPECTATOR);
  }

  private static List<ClassicEvent> redacted(List<ClassicEvent> events, int viewer) {
    Guards.events(events);
    List<ClassicEvent> out = new ArrayList<>(events.size());
    for (ClassicEvent e : events) {
      if (e instanceof ClassicEvent.Drew drew && drew.seat() != viewer) {
        out.add(new ClassicEvent.Drew(drew.seat(), Optional.empty()));
      } else {
        out.add(e);
      }
    }
    return List.copyOf(out);
  }

  private ClassicState requireOwn(ClassicState state) {
    // A state of these very rules, the usual case, is known without calling through Guards' function.
    return state != null && state.config() == config ? state : Guards.ownState(state, config, ClassicState::config);
  }
}
