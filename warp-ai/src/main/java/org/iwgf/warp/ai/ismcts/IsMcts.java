// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.generic.LearningPlayer;
import org.iwgf.warp.core.game.Determinization;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.jspecify.annotations.Nullable;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and Whitehouse 2012,
 * "Information Set Monte Carlo Tree Search"), a player of any game of the registry: the literature's baseline
 * for games of hidden information and chance.
 *
 * <p><b>The search.</b> Each iteration samples one world consistent with what the deciding seat has seen
 * ({@link Determinization}: its view and what it has learned; never the hidden state) and walks one tree shared
 * by all worlds — a node is the sequence of moves made since the seat's view, so a node stands for the
 * deciding seat's information set there. At a node, the moves legal in this world that have no child yet are
 * untried: one of them, picked at random, is added and the walk ends there. When every legal move has a child,
 * each of those children is counted once more as available and the seat to act in this world picks the child
 * of highest UCB1, X̄ + c · √(ln A / N) — X̄ the mean reward the child's move brought the seat that made it, N
 * its visits, A how often it was available, c {@link #exploration()} — the availability-adjusted count that
 * lets moves legal in only some worlds compete fairly. From the node reached, random moves play the world on
 * to the game's end or to the {@link Horizon}; each seat's reward (1 for first place, 0 for last, shares
 * between; or the horizon's judgement) is added to every node of the walk for the seat that made its move.
 * The move played is the root's most visited child, the first in the list of legal moves among equals.
 *
 * <p>A position offering more than {@value #MAX_BRANCHING} moves (the dice race's secret choice of faces lists
 * millions) is not branched on: at the root the search considers {@value #MAX_BRANCHING} of the moves drawn at
 * random, and deeper in the tree the walk stops there and the playout takes over.
 *
 * <p><b>Budgets:</b> {@link #iterations()} per decision (default {@value #DEFAULT_ITERATIONS}) and, if set, a
 * wall-clock {@link #timeLimit()} after which no iteration starts (one always runs). Without a time limit a
 * decision depends only on the view, the knowledge and the generator's position, so matches replay from their
 * seed; with one, the move depends on the machine's speed. A decision with one legal move returns it at once.
 *
 * <p>It is a {@link LearningPlayer}: a table keeps each seat's knowledge from the seat's own views and events.
 * Immutable and thread-safe.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 * @param <K> what a seat has learned, the determinization's knowledge
 * @since 1.0.0
 */
public final class IsMcts<S, M, E, V, K> implements LearningPlayer<M, V, E, K> {
  /** Iterations per decision unless {@link #withIterations} says otherwise. */
  public static final int DEFAULT_ITERATIONS = 1_000;
  /** UCB1's exploration constant for rewards from 0 to 1, as Cowling, Powley and Whitehouse used it. */
  public static final double DEFAULT_EXPLORATION = 0.7;
  /** The most moves a position may offer and still be branched on (see the class description). */
  public static final int MAX_BRANCHING = 256;
  /** Moves after which a playout is stopped and judged a draw: a guard against a game that never ends. */
  static final int PLAYOUT_MOVE_CAP = 100_000;

  private final GameRules<S, M, E, V> rules;
  private final Determinization<S, M, E, V, K> determinization;
  private final Horizon<S> horizon;
  private final int iterations;
  private final Optional<Duration> timeLimit;
  private final double exploration;

  private IsMcts(GameRules<S, M, E, V> rules, Determinization<S, M, E, V, K> determinization, Horizon<S> horizon,
      int iterations, Optional<Duration> timeLimit, double exploration) {
    this.rules = rules;
    this.determinization = determinization;
    this.horizon = horizon;
    this.iterations = iterations;
    this.timeLimit = timeLimit;
    this.exploration = exploration;
  }

  /**
   * A search of games of {@code rules} whose worlds {@code determinization} samples, playing out to the game's
   * end, at the default budget: {@value #DEFAULT_ITERATIONS} iterations, no time limit, c =
   * {@value #DEFAULT_EXPLORATION}.
   */
  public static <S, M, E, V, K> IsMcts<S, M, E, V, K> of(GameRules<S, M, E, V> rules,
      Determinization<S, M, E, V, K> determinization) {
    return new IsMcts<>(Objects.requireNonNull(rules, "rules"), Objects.requireNonNull(determinization,
        "determinization"), Horizon.gameEnd(), DEFAULT_ITERATIONS, Optional.empty(), DEFAULT_EXPLORATION);
  }

  /**
   * This search with {@code iterations} per decision.
   *
   * @throws IllegalArgumentException if {@code iterations} is not positive
   */
  public IsMcts<S, M, E, V, K> withIterations(int iterations) {
    return new IsMcts<>(rules, determinization, horizon, checkIterations(iterations), timeLimit, exploration);
  }

  /** {@code iterations}, refused unless positive. */
  static int checkIterations(int iterations) {
    if (iterations < 1) {
      throw new IllegalArgumentException("IS-MCTS needs at least one iteration per decision, not " + iterations);
    }
    return iterations;
  }

  /**
   * This search with a wall-clock limit per decision: once {@code limit} has passed no iteration starts (one
   * always runs). When the limit, not the iteration budget, ends a search, the move depends on the machine.
   *
   * @throws IllegalArgumentException if {@code limit} is not positive
   */
  public IsMcts<S, M, E, V, K> withTimeLimit(Duration limit) {
    if (limit.isNegative() || limit.isZero()) {
      throw new IllegalArgumentException("a time limit must be positive, not " + limit);
    }
    return new IsMcts<>(rules, determinization, horizon, iterations, Optional.of(limit), exploration);
  }

  /** This search with no time limit: the iteration budget alone ends a search, so decisions replay exactly. */
  public IsMcts<S, M, E, V, K> withoutTimeLimit() {
    return new IsMcts<>(rules, determinization, horizon, iterations, Optional.empty(), exploration);
  }

  /**
   * This search with UCB1's exploration constant {@code c}: larger tries the less visited moves longer.
   *
   * @throws IllegalArgumentException if {@code c} is negative or not finite
   */
  public IsMcts<S, M, E, V, K> withExploration(double c) {
    if (!(c >= 0) || Double.isInfinite(c)) {
      throw new IllegalArgumentException("the exploration constant must be a finite number ≥ 0, not " + c);
    }
    return new IsMcts<>(rules, determinization, horizon, iterations, timeLimit, c);
  }

  /** This search stopping its playouts at {@code horizon} instead of the game's end. */
  public IsMcts<S, M, E, V, K> withHorizon(Horizon<S> horizon) {
    return new IsMcts<>(rules, determinization, Objects.requireNonNull(horizon, "horizon"), iterations, timeLimit,
        exploration);
  }

  /** Iterations per decision. */
  public int iterations() {
    return iterations;
  }

  /** The wall-clock limit per decision, if any. */
  public Optional<Duration> timeLimit() {
    return timeLimit;
  }

  /** UCB1's exploration constant. */
  public double exploration() {
    return exploration;
  }

  @Override
  public K remember(V view) {
    return determinization.remember(view);
  }

  @Override
  public K learn(K memory, V before, M move, List<E> seatEvents, V after) {
    return determinization.learn(memory, before, move, seatEvents, after);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Searches worlds consistent with {@code view} and {@code memory} alone.
   *
   * @throws IllegalArgumentException if {@code legalMoves} is empty
   */
  @Override
  public M choose(V view, K memory, List<M> legalMoves, RandomGenerator random) {
    if (legalMoves.isEmpty()) {
      throw new IllegalArgumentException("IS-MCTS was asked for a move where none is open.");
    }
    if (legalMoves.size() == 1) {
      return legalMoves.get(0);
    }
    return search(determinization.worlds(view, memory), candidates(legalMoves, random), random);
  }

  /** The root's moves: all of them, or {@value #MAX_BRANCHING} drawn at random from a longer list. */
  private List<M> candidates(List<M> legalMoves, RandomGenerator random) {
    if (legalMoves.size() <= MAX_BRANCHING) {
      return List.copyOf(legalMoves);
    }
    Map<Integer, M> drawn = new LinkedHashMap<>();
    while (drawn.size() < MAX_BRANCHING) {
      int k = random.nextInt(legalMoves.size());
      drawn.putIfAbsent(k, legalMoves.get(k));
    }
    return List.copyOf(drawn.values());
  }

  private M search(Determinization.Worlds<S> worlds, List<M> candidates, RandomGenerator random) {
    Node<M> root = new Node<>(null, -1);
    long deadline = timeLimit.map(t -> System.nanoTime() + saturatedNanos(t)).orElse(Long.MAX_VALUE);
    for (int i = 0; i < iterations; i++) {
      if (i > 0 && timeLimit.isPresent() && System.nanoTime() >= deadline) {
        break;
      }
      iterate(root, worlds.sample(random), candidates, random);
    }
    M best = candidates.get(0);
    int most = -1;
    for (M move : candidates) {
      Node<M> child = root.children.get(move);
      int visits = child == null ? 0 : child.visits;
      if (visits > most) {
        most = visits;
        best = move;
      }
    }
    return best;
  }

  /** One iteration in {@code world}: select and expand down the tree, play out, and back the rewards up. */
  private void iterate(Node<M> root, S world, List<M> candidates, RandomGenerator random) {
    List<Node<M>> path = new ArrayList<>();
    Node<M> node = root;
    S state = world;
    boolean expanded = false;
    while (!expanded && !stops(world, state)) {
      List<M> legal = node == root ? candidates : rules.legalMoves(state);
      if (legal.size() > MAX_BRANCHING) {
        break;
      }
      int actor = rules.toAct(state).orElseThrow();
      List<M> untried = new ArrayList<>();
      Node<M> chosen = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      List<Node<M>> available = new ArrayList<>(legal.size());
      for (M move : legal) {
        Node<M> child = node.children.get(move);
        if (child == null) {
          untried.add(move);
        } else {
          available.add(child);
        }
      }
      if (!untried.isEmpty()) {
        M move = untried.get(random.nextInt(untried.size()));
        chosen = new Node<>(move, actor);
        node.children.put(move, chosen);
        expanded = true;
      } else {
        for (Node<M> child : available) {
          child.availability++;
        }
        for (Node<M> child : available) {
          double score = child.reward / child.visits
              + exploration * Math.sqrt(Math.log(child.availability) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            chosen = child;
          }
        }
      }
      Node<M> next = Objects.requireNonNull(chosen, "chosen");
      state = rules.next(state, next.move());
      path.add(next);
      node = next;
    }
    double[] rewards = playOut(world, state, random);
    root.visits++;
    for (Node<M> n : path) {
      n.visits++;
      n.reward += rewards[n.actor];
    }
  }

  /** Whether a walk or playout from {@code root} ends at {@code state}: the game is over or the horizon reached. */
  private boolean stops(S root, S state) {
    return rules.toAct(state).isEmpty() || horizon.reached(root, state);
  }

  /** Plays {@code state} on with random moves and returns every seat's reward where it stops. */
  private double[] playOut(S root, S state, RandomGenerator random) {
    S s = state;
    for (int moves = 0; moves < PLAYOUT_MOVE_CAP; moves++) {
      Optional<Outcome> outcome = rules.outcome(s);
      if (outcome.isPresent()) {
        return rewards(outcome.get());
      }
      if (horizon.reached(root, s)) {
        double[] rewards = new double[rules.seats(s)];
        for (int seat = 0; seat < rewards.length; seat++) {
          rewards[seat] = horizon.reward(root, s, seat);
        }
        return rewards;
      }
      List<M> legal = rules.legalMoves(s);
      s = rules.next(s, legal.get(random.nextInt(legal.size())));
    }
    double[] draw = new double[rules.seats(s)];
    Arrays.fill(draw, 0.5);
    return draw;
  }

  /** A finished game's rewards: 1 for first place, 0 for last, evenly between; seats sharing a place share its reward. */
  static double[] rewards(Outcome outcome) {
    int seats = outcome.places().size();
    double[] rewards = new double[seats];
    for (int seat = 0; seat < seats; seat++) {
      rewards[seat] = seats == 1 ? 1 : (double) (seats - outcome.places().get(seat)) / (seats - 1);
    }
    return rewards;
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  @Override
  public String toString() {
    return "IS-MCTS(" + iterations + " iterations" + timeLimit.map(t -> ", " + t.toMillis() + " ms").orElse("")
        + ")";
  }

  /**
   * One node of the tree: the move that led to it, the seat that made it, and the rewards that seat took from
   * it. The root has no move. Lives only during one decision, on one thread.
   */
  private static final class Node<M> {
    private final @Nullable M move;
    private final int actor;
    private final Map<M, Node<M>> children = new LinkedHashMap<>();
    private int visits;
    private int availability = 1;
    private double reward;

    Node(@Nullable M move, int actor) {
      this.move = move;
      this.actor = actor;
    }

    M move() {
      return Objects.requireNonNull(move, "the root has no move");
    }
  }
}
