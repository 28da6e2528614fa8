// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.StringJoiner;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.rating.rated.VerifiedResult;

/** The one implementation of {@link LiveGame}, typed by its game; the state is replaced, never changed. */
final class TypedGame<S, M, E, V> implements LiveGame {
  private final GameKind<S, M, E, V> kind;
  private final GameRules<S, M, E, V> rules;
  private final String configJson;
  private final long seed;
  private final List<M> moves = new ArrayList<>();
  // The seat that made each move, so that past moments can be played again as they were (applyAs).
  private final List<Integer> movers = new ArrayList<>();
  // The moments past updates are drawn again from: the start, then one every REPLAYED_UPDATES moves, the last
  // two only. A state is never changed, so a checkpoint costs one state, and the two always include one at
  // least REPLAYED_UPDATES moves back (also after a move is taken back).
  private final Deque<Checkpoint<S, E>> checkpoints = new ArrayDeque<>();
  // Officers keep no memory between turns here, so one per rank serves every seat of that rank.
  private final Map<String, Player<M, V>> officers = new HashMap<>();
  private S state;
  private List<E> lastEvents = List.of();
  // The state and events before the last move, while that move may still be taken back.
  private Optional<S> previousState = Optional.empty();
  private List<E> previousEvents = List.of();

  TypedGame(GameKind<S, M, E, V> kind, String configJson, long seed) {
    this.kind = kind;
    this.rules = kind.rules().apply(configJson);
    this.configJson = configJson;
    this.seed = seed;
    this.state = rules.start(seed);
    checkpoints.addLast(new Checkpoint<>(0, state, List.of()));
  }

  /** The state and the last move's events right after move {@code ply}. */
  private record Checkpoint<T, U>(int ply, T state, List<U> events) {}

  @Override
  public String game() {
    return kind.name();
  }

  @Override
  public int seats() {
    return rules.seats(state);
  }

  @Override
  public OptionalInt toAct() {
    return toAct(state);
  }

  private OptionalInt toAct(S at) {
    return rules.outcome(at).isPresent() ? OptionalInt.empty() : rules.toAct(at);
  }

  @Override
  public int ply() {
    return moves.size();
  }

  @Override
  public String play(int seat, String moveJson) {
    M move = kind.readMove().apply(moveJson);
    return record(seat, move, rules.applyAs(state, seat, move));
  }

  @Override
  public void checkOfficer(String rank) {
    officer(rank);
  }

  private Player<M, V> officer(String rank) {
    return officers.computeIfAbsent(rank, r -> kind.officers().officer(r, rules));
  }

  @Override
  public String playOfficer(String rank, RandomGenerator random) {
    OptionalInt seat = toAct();
    if (seat.isEmpty()) {
      throw new IllegalMoveException("GAME_OVER", "The game is over; there is no move to make.");
    }
    Player<M, V> officer = officer(rank);
    M move = officer.choose(rules.view(state, seat.getAsInt()), rules.legalMoves(state), random);
    return record(seat.getAsInt(), move, rules.applyAs(state, seat.getAsInt(), move));
  }

  private String record(int seat, M move, Transition<S, E> t) {
    previousState = Optional.of(state);
    previousEvents = lastEvents;
    state = t.state();
    lastEvents = t.events();
    moves.add(move);
    movers.add(seat);
    if (moves.size() % REPLAYED_UPDATES == 0) {
      checkpoints.addLast(new Checkpoint<>(moves.size(), state, lastEvents));
      if (checkpoints.size() > 2) {
        checkpoints.removeFirst();
      }
    }
    return kind.writeMove().apply(move);
  }

  @Override
  public void undoLast() {
    state = previousState.orElseThrow(() -> new IllegalStateException("There is no move to take back"));
    lastEvents = previousEvents;
    if (checkpoints.getLast().ply() == moves.size()) {
      checkpoints.removeLast();
    }
    moves.remove(moves.size() - 1);
    movers.remove(movers.size() - 1);
    previousState = Optional.empty();
    previousEvents = List.of();
  }

  @Override
  public String seatUpdate(int seat) {
    return seatUpdate(state, lastEvents, seat);
  }

  @Override
  public Optional<List<PastUpdate>> updatesAfter(int since, int seat) {
    int now = moves.size();
    if (since < 0 || since > now || now - since > REPLAYED_UPDATES) {
      return Optional.empty();
    }
    // The latest checkpoint at or before the first moment asked for; the moves after it are played again.
    Checkpoint<S, E> from = checkpoints.getFirst();
    if (from.ply() > since + 1) {
      return Optional.empty();
    }
    for (Checkpoint<S, E> c : checkpoints) {
      if (c.ply() <= since + 1) {
        from = c;
      }
    }
    List<PastUpdate> past = new ArrayList<>();
    S at = from.state();
    List<E> events = from.events();
    for (int ply = from.ply(); ; ply++) {
      if (ply > since) {
        past.add(new PastUpdate(ply, toAct(at), rules.outcome(at).isPresent(), seatUpdate(at, events, seat)));
      }
      if (ply == now) {
        return Optional.of(past);
      }
      Transition<S, E> t = rules.applyAs(at, movers.get(ply), moves.get(ply));
      at = t.state();
      events = t.events();
    }
  }

  @Override
  public LiveGame replayed(int ply) {
    if (ply < 0 || ply > moves.size()) {
      throw new IllegalArgumentException("No moment " + ply + " in a record of " + moves.size() + " moves");
    }
    TypedGame<S, M, E, V> copy = new TypedGame<>(kind, configJson, seed);
    for (int i = 0; i < ply; i++) {
      copy.record(movers.get(i), moves.get(i), copy.rules.applyAs(copy.state, movers.get(i), moves.get(i)));
    }
    return copy;
  }

  private String seatUpdate(S at, List<E> moveEvents, int seat) {
    List<M> open = toAct(at).equals(OptionalInt.of(seat)) ? rules.legalMoves(at) : List.of();
    // A list past the bound is never written whole (a secret choice of faces has millions of moves): the
    // game's description of the moves goes instead, or, for a game without one, the first moves listed. A game
    // whose board is built from its description gets it with every update at the helm.
    boolean described = !open.isEmpty() && (open.size() > MAX_LISTED_MOVES
        || kind.menu().map(GameKind.MoveMenu::withEveryUpdate).orElse(false));
    Optional<String> menu = described ? kind.menu().flatMap(m -> m.describe(rules, at)) : Optional.empty();
    StringJoiner legal = new StringJoiner(",", "[", "]");
    if (menu.isEmpty() || open.size() <= MAX_LISTED_MOVES) {
      open.stream().limit(MAX_LISTED_MOVES).forEach(m -> legal.add(kind.writeMove().apply(m)));
    }
    // A spectator gets the public view and events only: the rules decide what that is, not the server.
    boolean spectator = seat == GameRules.SPECTATOR;
    V view = spectator ? rules.spectatorView(at) : rules.view(at, seat);
    List<E> events = spectator ? rules.spectatorEvents(moveEvents) : rules.eventsFor(moveEvents, seat);
    return "{\"view\":" + kind.writeView().apply(view)
        + ",\"events\":" + kind.writeEvents().apply(events)
        + ",\"legalMoves\":" + legal + ",\"moveCount\":" + open.size()
        + menu.map(m -> ",\"moveMenu\":" + m).orElse("")
        + rules.outcome(at).map(TypedGame::outcomeJson).map(o -> ",\"outcome\":" + o).orElse("") + "}";
  }

  @Override
  public Optional<String> outcome() {
    return rules.outcome(state).map(TypedGame::outcomeJson);
  }

  private static String outcomeJson(Outcome outcome) {
    return PlainJson.write(outcome);
  }

  @Override
  public boolean rateable() {
    return kind.verifier().isPresent();
  }

  @Override
  public VerifiedResult verifiedResult() {
    Outcome outcome = rules.outcome(state).orElseThrow(() -> new IllegalStateException("The game is not over"));
    return kind.verifier().orElseThrow(() -> new IllegalStateException(kind.name() + " is not rated"))
        .verify(configJson, seed, List.copyOf(moves), outcome.scores());
  }

  @Override
  public Optional<String> advise() {
    if (toAct().isEmpty()) {
      throw new IllegalMoveException("GAME_OVER", "The game is over; there is no move to advise.");
    }
    return kind.advisor().map(a -> a.advise(rules, configJson, seed, List.copyOf(moves)));
  }
}
