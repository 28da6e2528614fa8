// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Ω+ extended thinking (Section VII): the Ω network's weights driving a Commander-free PUCT search. Ω's
 * policy is the prior over each position's moves, Ω's value — its value head, blended with the campaign
 * standing a short greedy continuation reaches — judges the positions the search stops at, and the search's
 * most visited move is played. Stronger than greedy {@link OmegaCaptain} play, slower by the iteration
 * budget.
 *
 * <p><b>Exhibition only.</b> Ω+ is meant for exhibitions and casual hard mode, never as a rating anchor: a
 * sector seating it ({@link org.iwgf.warp.rating.rated.OfficerClass#OMEGA_PLUS}) is unrated, with reason code
 * {@value org.iwgf.warp.rating.rated.Eligibility#UNRATED_OFFICER}.
 *
 * <p><b>The search</b> is single-observer information-set search. It sees only its seat's view and what the
 * seat has learned ({@link Intel}); hidden coordinates are never read. Before searching it samples up to
 * {@link #worlds()} full worlds consistent with both ({@link org.iwgf.warp.ai.intel.Determinizer}: opponents'
 * hands by their counts, known holdings placed, coordinates a captain was shown not to hold kept from them,
 * the rest shuffled into Uncharted Sectors), and iteration i replays world i mod {@code worlds} down one tree
 * shared by all worlds: a node is a sequence of moves from the seat's view, an edge a seat's move there.
 * At each node the captain to act in that world chooses among the moves legal in that world by PUCT,
 * Q + c · P · √A / (1 + N) — Q the mean value the move has brought that captain, P Ω's prior from that
 * captain's own view in the world (the root's from the real view), A how often the move was legal there, N
 * its visits, c {@link #exploration()}. The first position not yet in the tree is a leaf: Ω's value for the
 * captain to act there. A finished game is worth 1 to each winner and −1 to the others; the search does not
 * cross into the next round (a new deal is chance, not choice) but judges its first position.
 *
 * <p><b>Judging a leaf.</b> A campaign's outcome is a noisy label for a position early in it, so Ω's value
 * head alone separates sibling moves poorly. A leaf's value for each seat is therefore a blend: the value
 * head's share {@link #valueShare()} (default {@value #DEFAULT_VALUE_SHARE}) of Ω's value for the captain to
 * act (every other seat given an even share of the rest: with two captains, minus that value), and the rest
 * the campaign standing each seat reaches once Ω's greedy policy has played {@link #rolloutDepth()} (default
 * {@value #DEFAULT_ROLLOUT_DEPTH}) more moves of the round in that world: its lead over the average opponent
 * in campaign points, pips still held counted (Points; rounds won less 0.06 of a round per coordinate held in
 * Go-out), as tanh(lead / (30 · √(rounds left + 1))) — the mixture of a value network and rollouts that
 * AlphaGo used. Forced moves in the tree are passed through without an
 * evaluation, and a view met again in a decision is answered as Ω answered it the first time, without a
 * second evaluation; a move the network's action space cannot index gets an even share of the prior.
 *
 * <p><b>Budgets:</b> {@link #iterations()} per decision and a wall-clock {@link #timeLimit()} after which
 * no iteration starts (at least one always runs). A decision with one legal move returns it at once. Given
 * the same view, intel and generator position the move is the same whenever the iteration budget, not the
 * clock, ends the search; all randomness comes from the generator passed in.
 *
 * <p>Plays at any table whose encoding matches the network's shape; each thread keeps its own evaluator
 * and, per configuration, its own encoder, action space and buffers. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class OmegaPlus implements Teacher {
  /** Iterations per decision unless {@link #withIterations} says otherwise. */
  public static final int DEFAULT_ITERATIONS = 1024;
  /** Milliseconds per decision after which no iteration starts, unless {@link #withTimeLimit} says otherwise. */
  public static final long DEFAULT_TIME_LIMIT_MILLIS = 100;
  /** Worlds sampled per decision unless {@link #withWorlds} says otherwise. */
  public static final int DEFAULT_WORLDS = 32;
  /** PUCT's exploration constant c unless {@link #withExploration} says otherwise. */
  public static final double DEFAULT_EXPLORATION = 1.5;
  /** Greedy moves played on from each leaf unless {@link #withRolloutDepth} says otherwise. */
  public static final int DEFAULT_ROLLOUT_DEPTH = 4;
  /** The most greedy moves {@link #withRolloutDepth} accepts. */
  public static final int MAX_ROLLOUT_DEPTH = 64;
  /** The value head's share of a leaf's value unless {@link #withValueShare} says otherwise. */
  public static final double DEFAULT_VALUE_SHARE = 0.25;
  /** Configurations a thread keeps ready; a thread that meets more starts again. */
  private static final int TABLES_PER_THREAD = 8;

  /**
   * The weights it plays: one network at every table whose encoding it reads ({@link #of(Network)}), or the
   * shipped models each at the tables it covers ({@link #standard()}).
   */
  private final List<Weights> weights;
  private final int iterations;
  private final Duration timeLimit;
  private final int worlds;
  private final double exploration;
  private final int rolloutDepth;
  private final double valueShare;
  private final ThreadLocal<Tables> tables;

  /** A network, the move features it reads, and the model whose tables it plays (empty: every table it reads). */
  private record Weights(Network network, MoveFeatures features, Optional<OmegaModel> model) {
    boolean plays(WarpConfig config) {
      if (model.isPresent()) {
        return model.get().covers(config);
      }
      NetworkShape shape = network.shape();
      return shape.inputs() == ObservationEncoder.of(config).layout().size()
          && shape.actions() == ActionSpace.of(config).size();
    }
  }

  /** One thread's evaluators and its assessors by configuration. */
  private static final class Tables {
    final Map<Network, Evaluator> evaluators = new HashMap<>();
    final Map<WarpConfig, Assessor> byConfig = new LinkedHashMap<>();

    Assessor at(WarpConfig config, List<Weights> weights) {
      Assessor a = byConfig.get(config);
      if (a == null) {
        // The first weights that play the table; a lone network is checked (and refused) by the encoding.
        Weights w = weights.stream().filter(x -> x.plays(config)).findFirst().orElse(weights.get(0));
        if (w.model().isPresent() && !w.plays(config)) {
          throw new IllegalArgumentException("Ω+ has no weights for this table; the shipped weights cover "
              + weights.stream().map(x -> x.network().name()).toList() + " (see OmegaModel#shipped)");
        }
        a = Assessor.of(config, evaluators.computeIfAbsent(w.network(), Network::evaluator), w.features());
        if (byConfig.size() >= TABLES_PER_THREAD) {
          byConfig.clear();
        }
        byConfig.put(config, a);
      }
      return a;
    }
  }

  private OmegaPlus(List<Weights> weights, int iterations, Duration timeLimit, int worlds,
      double exploration, int rolloutDepth, double valueShare) {
    this.weights = weights;
    this.iterations = iterations;
    this.timeLimit = timeLimit;
    this.worlds = worlds;
    this.exploration = exploration;
    this.rolloutDepth = rolloutDepth;
    this.valueShare = valueShare;
    this.tables = ThreadLocal.withInitial(Tables::new);
  }

  private static OmegaPlus atDefaults(List<Weights> weights) {
    return new OmegaPlus(weights, DEFAULT_ITERATIONS, Duration.ofMillis(DEFAULT_TIME_LIMIT_MILLIS),
        DEFAULT_WORLDS, DEFAULT_EXPLORATION, DEFAULT_ROLLOUT_DEPTH, DEFAULT_VALUE_SHARE);
  }

  /**
   * Ω+ thinking with the {@linkplain OmegaModel#shipped() shipped weights}, each at the tables it covers (Warp
   * 12, a Points campaign under the Official Warp rules, with two or four captains), reading the move features
   * they were trained with, at the default budget: {@value #DEFAULT_ITERATIONS} iterations,
   * {@value #DEFAULT_TIME_LIMIT_MILLIS} ms, {@value #DEFAULT_WORLDS} worlds, c = {@value #DEFAULT_EXPLORATION}.
   * This is the Ω+ of Section VII; {@link #plays} says where it can sit. At another table it refuses to choose
   * (the arena's {@code omega+} entrant seats the heuristic Commander there instead).
   *
   * @since 1.0.0
   */
  public static OmegaPlus standard() {
    List<Weights> shipped = new ArrayList<>();
    for (OmegaModel model : OmegaModel.shipped()) {
      shipped.add(new Weights(model.network(), MoveFeatures.readBy(model.network()), Optional.of(model)));
    }
    return atDefaults(List.copyOf(shipped));
  }

  /**
   * Ω+ thinking with {@code network} at the default budget: {@value #DEFAULT_ITERATIONS} iterations,
   * {@value #DEFAULT_TIME_LIMIT_MILLIS} ms, {@value #DEFAULT_WORLDS} worlds, c = {@value #DEFAULT_EXPLORATION}.
   * It plays at every table whose encoding matches the network ({@link #plays}). For the shipped weights call
   * {@link #standard()}.
   *
   * @throws IllegalArgumentException if the network reads move features (the shipped weights do: call
   *     {@link #standard()}, or {@link #of(Network, MoveFeatures)} with the features it reads)
   */
  public static OmegaPlus of(Network network) {
    Objects.requireNonNull(network, "network");
    if (network.shape().moveFeatures() != 0) {
      throw new IllegalArgumentException("network " + network.name() + " reads " + network.shape().moveFeatures()
          + " features per move; for the shipped weights call OmegaPlus.standard(), for other weights "
          + "OmegaPlus.of(network, features) with the features it was trained with (for the Commander's, "
          + "CommanderFeatures.readBy(network))");
    }
    return of(network, MoveFeatures.NONE);
  }

  /**
   * As {@link #of(Network)}, for a network that reads {@code features} of each legal move.
   *
   * @throws IllegalArgumentException if the network reads another number of move features
   */
  public static OmegaPlus of(Network network, MoveFeatures features) {
    Objects.requireNonNull(network, "network");
    network.checkReads(features);
    return atDefaults(List.of(new Weights(network, features, Optional.empty())));
  }

  /**
   * As {@link #of(Network)}, checked now against the table it is seated at.
   *
   * @throws IllegalArgumentException if the network's inputs or actions do not match the encoding of
   *     {@code config} (it was trained for another table)
   */
  public static OmegaPlus of(Network network, WarpConfig config) {
    OmegaPlus plus = of(network);
    // Reading the table's encoding now refuses a network trained for another table.
    Assessor.of(config, network.evaluator(), MoveFeatures.NONE);
    return plus;
  }

  /**
   * This Ω+ with {@code iterations} per decision.
   *
   * @throws IllegalArgumentException if {@code iterations} is not positive
   */
  public OmegaPlus withIterations(int iterations) {
    if (iterations < 1) {
      throw new IllegalArgumentException("Ω+ needs at least one iteration per decision, not " + iterations);
    }
    return new OmegaPlus(weights, iterations, timeLimit, worlds, exploration, rolloutDepth, valueShare);
  }

  /**
   * This Ω+ with a wall-clock limit per decision: once {@code limit} has passed no iteration starts (one
   * always runs). When the limit, not the iteration budget, ends a search, the move depends on the machine.
   *
   * @throws IllegalArgumentException if {@code limit} is not positive
   */
  public OmegaPlus withTimeLimit(Duration limit) {
    if (limit.isNegative() || limit.isZero()) {
      throw new IllegalArgumentException("a time limit must be positive, not " + limit);
    }
    return new OmegaPlus(weights, iterations, limit, worlds, exploration, rolloutDepth, valueShare);
  }

  /** This Ω+ with no time limit: the iteration budget alone ends a search, so decisions replay exactly. */
  public OmegaPlus withoutTimeLimit() {
    return new OmegaPlus(weights, iterations, Duration.ofNanos(Long.MAX_VALUE), worlds, exploration,
        rolloutDepth, valueShare);
  }

  /**
   * This Ω+ sampling {@code worlds} worlds per decision (fewer costs less sampling; more, less reliance on
   * any one guess at the hidden coordinates).
   *
   * @throws IllegalArgumentException if {@code worlds} is not positive
   */
  public OmegaPlus withWorlds(int worlds) {
    if (worlds < 1) {
      throw new IllegalArgumentException("Ω+ samples at least one world, not " + worlds);
    }
    return new OmegaPlus(weights, iterations, timeLimit, worlds, exploration, rolloutDepth, valueShare);
  }

  /**
   * This Ω+ with PUCT's exploration constant {@code cPuct}: larger trusts the prior longer, smaller follows
   * the values sooner.
   *
   * @throws IllegalArgumentException if {@code cPuct} is negative or not finite
   */
  public OmegaPlus withExploration(double cPuct) {
    if (!(cPuct >= 0) || Double.isInfinite(cPuct)) {
      throw new IllegalArgumentException("the exploration constant must be a finite number ≥ 0, not " + cPuct);
    }
    return new OmegaPlus(weights, iterations, timeLimit, worlds, cPuct, rolloutDepth, valueShare);
  }

  /**
   * This Ω+ playing each position the search stops at on for {@code depth} moves of Ω's greedy policy (within
   * the searched round) before reading the campaign standing there; 0 reads it at the position itself.
   *
   * @throws IllegalArgumentException if {@code depth} is negative or above {@value #MAX_ROLLOUT_DEPTH}
   */
  public OmegaPlus withRolloutDepth(int depth) {
    if (depth < 0 || depth > MAX_ROLLOUT_DEPTH) {
      throw new IllegalArgumentException("Ω+ plays on 0 to " + MAX_ROLLOUT_DEPTH + " moves from a leaf, not " + depth);
    }
    return new OmegaPlus(weights, iterations, timeLimit, worlds, exploration, depth, valueShare);
  }

  /**
   * This Ω+ giving Ω's value head the share {@code share} of a leaf's value and the campaign standing the
   * rest: 1 judges leaves by the value head alone, 0 by the standing alone.
   *
   * @throws IllegalArgumentException if {@code share} is not between 0 and 1
   */
  public OmegaPlus withValueShare(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the value head's share of a leaf's value is between 0 and 1, not " + share);
    }
    return new OmegaPlus(weights, iterations, timeLimit, worlds, exploration, rolloutDepth, share);
  }

  /**
   * The network whose policy and value drive the search: the one it was made with, or for the
   * {@linkplain #standard() standard} Ω+ the first of the shipped weights (two captains).
   */
  public Network network() {
    return weights.get(0).network();
  }

  /** Iterations per decision. */
  public int iterations() {
    return iterations;
  }

  /** The wall-clock limit per decision ({@code Duration.ofNanos(Long.MAX_VALUE)} when there is none). */
  public Duration timeLimit() {
    return timeLimit;
  }

  /** Worlds sampled per decision. */
  public int worlds() {
    return worlds;
  }

  /** PUCT's exploration constant. */
  public double exploration() {
    return exploration;
  }

  /** Moves of Ω's greedy policy played on from each leaf before the standing is read. */
  public int rolloutDepth() {
    return rolloutDepth;
  }

  /** The value head's share of a leaf's value; the campaign standing has the rest. */
  public double valueShare() {
    return valueShare;
  }

  /**
   * Whether Ω+ can play at tables of {@code config}: its network reads their encoding, or for the
   * {@linkplain #standard() standard} Ω+, a shipped model covers them.
   */
  public boolean plays(WarpConfig config) {
    Objects.requireNonNull(config, "config");
    return weights.stream().anyMatch(w -> w.plays(config));
  }

  /**
   * {@inheritDoc}
   *
   * <p>Searches worlds sampled from hand counts alone.
   *
   * @throws IllegalArgumentException if the network does not read this table's encoding
   */
  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the network does not read this table's encoding
   */
  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    return think(view, intel, random).move();
  }

  /**
   * {@inheritDoc}
   *
   * <p>The shares are the search's visits of each root move over all of them (AlphaZero's policy target);
   * a forced move has the whole share.
   *
   * @throws IllegalArgumentException if the network does not read this table's encoding
   */
  @Override
  public WarpMove teach(SeatView view, Intel intel, RandomGenerator random, float[] shares) {
    List<WarpMove> legal = Captain.movesOpenTo(view);
    Search.Result r = think(view, intel, random);
    // Nothing searched (a forced move, or a world the rules refused at once): the move played has it all.
    Teacher.oneHot(legal, r.move(), shares);
    int visits = r.visits().stream().mapToInt(Integer::intValue).sum();
    for (int k = 0; visits > 0 && k < legal.size(); k++) {
      shares[k] = r.visits().get(k) / (float) visits;
    }
    return r.move();
  }

  /** Ω+ searches worlds that respect what its seat has learned. */
  @Override
  public boolean usesIntel() {
    return true;
  }

  /** The decision with the work behind it: iterations run, evaluations, worlds, root visits. */
  Search.Result think(SeatView view, Intel intel, RandomGenerator random) {
    List<WarpMove> legal = Captain.movesOpenTo(view);
    Assessor assessor = tables.get().at(view.config(), weights);
    if (legal.size() == 1) {
      return new Search.Result(legal.get(0), 0, 0, 0, legal, List.of(0));
    }
    return Search.run(assessor, view, intel, random, iterations, worlds, saturatedNanos(timeLimit), exploration,
        rolloutDepth, valueShare);
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
    String names = String.join(" | ", weights.stream().map(w -> w.network().name()).toList());
    return "Omega+(" + names + ", " + iterations + " iterations, " + rolloutDepth + " moves on"
        + (saturatedNanos(timeLimit) == Long.MAX_VALUE ? "" : ", " + timeLimit.toMillis() + " ms") + ")";
  }
}
