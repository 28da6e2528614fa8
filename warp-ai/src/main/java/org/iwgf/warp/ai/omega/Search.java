// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.intel.Determinizer;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.jspecify.annotations.Nullable;

/**
 * One Ω+ decision: a single-observer information-set search with PUCT selection (the scheme of
 * {@link OmegaPlus}). The tree belongs to the deciding seat's information set: a node is the sequence of
 * moves from its view, an edge one seat's move there, and each iteration replays one sampled world down
 * the tree, choosing among the moves legal in that world only.
 */
final class Search {
  /** What one decision found: the move, and the work that went into it. */
  record Result(WarpMove move, int iterations, int evaluations, int worlds, List<WarpMove> moves,
      List<Integer> visits) {
    Result {
      moves = List.copyOf(moves);
      visits = List.copyOf(visits);
    }
  }

  /** One seat's move from a node, with what the iterations through it found for that seat. */
  private static final class Edge {
    final WarpMove move;
    /** The move's hash, which a node's scan compares before the move itself. */
    final int hash;
    final int seat;
    final float prior;
    int visits;
    /** How many iterations found this move legal at its node: the parent count of PUCT's exploration term. */
    int available;
    /** Sum of the backed-up values, for {@link #seat}. */
    double value;
    /** The number of the last iteration that found this move legal at its node (see {@code openEdges}). */
    int seen = -1;
    @Nullable Node child;

    Edge(WarpMove move, int seat, float prior) {
      this.move = move;
      this.hash = move.hashCode();
      this.seat = seat;
      this.prior = prior;
    }
  }

  /** A position of the information set: the moves tried from it so far, for any world. */
  private static final class Node {
    final List<Edge> edges = new ArrayList<>(4);
    /** Whether a world has reached this node yet (its first visit is a leaf). */
    boolean reached;
    /** What this node is in each world that has reached it, by world number (null: not reached in that world). */
    final @Nullable Place[] places;

    Node(int worlds) {
      this.places = new Place[worlds];
    }

    @Nullable Edge edge(int seat, WarpMove move) {
      int hash = move.hashCode();
      for (Edge e : edges) {
        if (e.hash == hash && e.seat == seat && e.move.equals(move)) {
          return e;
        }
      }
      return null;
    }
  }

  /**
   * A node in one world. The moves from the root fix the state a world reaches at a node, so each later
   * iteration of that world finds here what the first one worked out: the state, its legal moves, the edges
   * open there and, where the descent ends, every seat's value.
   */
  private static final class Place {
    final WarpState state;
    @Nullable List<WarpMove> legal;
    /** The edges of the legal moves, in the tree's order, once every legal move has one. */
    Edge @Nullable [] open;
    /** Every seat's value where the descent stops here for good: the game over, or a new deal judged. */
    double @Nullable [] values;

    Place(WarpState state) {
      this.state = state;
    }
  }

  private final Assessments assessments;
  private final WarpRules rules;
  private final double exploration;
  private final Leaves leaves;
  private final int rootMoves;
  private final int round;
  private final Node root;
  private final List<Edge> path = new ArrayList<>();
  private float[] priors = new float[64];
  /** The number of the iteration under way, for the edges' {@code seen} stamps. */
  private int iteration;

  private Search(Assessor assessor, SeatView view, int worlds, double exploration, int rolloutDepth,
      double valueShare) {
    this.root = new Node(worlds);
    this.assessments = new Assessments(assessor);
    this.rules = assessor.rules();
    this.exploration = exploration;
    this.round = view.round();
    this.leaves = new Leaves(assessments, rules, rolloutDepth, valueShare, round, view.handCounts().size());
    this.rootMoves = view.legalMoves().size();
  }

  /**
   * Searches from {@code view} for at most {@code iterations} iterations over {@code worlds} sampled worlds
   * (iteration i replays world i mod {@code worlds}), starting no iteration after {@code timeLimitNanos}
   * (the first always runs), judging the positions it stops at as {@link Leaves} do with
   * {@code rolloutDepth} greedy moves and the value head's share {@code valueShare}.
   */
  static Result run(Assessor assessor, SeatView view, Intel intel, RandomGenerator random, int iterations,
      int worlds, long timeLimitNanos, double exploration, int rolloutDepth, double valueShare) {
    long start = System.nanoTime();
    Search search = new Search(assessor, view, worlds, exploration, rolloutDepth, valueShare);
    List<WarpMove> legal = view.legalMoves();
    // The root is read from the seat's own view, not from a world: its prior is exactly Ω's policy.
    search.expand(search.root, view, legal, view.seat());
    search.root.reached = true;
    List<WarpState> sampled = new ArrayList<>();
    int done = 0;
    try {
      Determinizer determinizer = Determinizer.of(view, intel);
      for (; done < iterations && (done == 0 || System.nanoTime() - start < timeLimitNanos); done++) {
        int w = done % worlds;
        if (w == sampled.size()) {
          sampled.add(determinizer.sample(random));
        }
        search.iterate(w, sampled.get(w));
      }
    } catch (WarpException e) {
      // A world the rules refuse (a rule keeps coordinates the view does not show): the interrupted
      // iteration is dropped, what was searched stands, and with nothing searched Ω's favourite is played.
      search.path.clear();
    }
    return search.result(done, sampled.size());
  }

  /**
   * One iteration: down the tree in world number {@code w}, {@code world}, to a new position, and its values
   * back up the path.
   */
  private void iterate(int w, WarpState world) {
    iteration++;
    Node node = root;
    Place place = placeOf(root, w, world);
    path.clear();
    double[] values;
    while (true) {
      WarpState state = place.state;
      if (place.values != null) {
        values = place.values;
        break;
      }
      if (state.isOver()) {
        values = leaves.outcome(state);
        place.values = values;
        break;
      }
      int actor = state.toAct();
      if (state.round() != round) {
        // A new deal: its coordinates are this world's chance, not the seat's choice, so it is judged, not played.
        SeatView view = rules.view(state, actor);
        values = leaves.judgeDeal(state, assessments.assess(view, view.legalMoves(), new float[0]));
        place.values = values;
        break;
      }
      // The moves alone steer the descent; the actor's view, which Ω reads, is built only where Ω is asked.
      List<WarpMove> legal = place.legal;
      if (legal == null) {
        legal = rules.legalMoves(state);
        place.legal = legal;
      }
      if (!node.reached && legal.size() > 1) {
        node.reached = true;
        values = leaves.judge(state, expand(node, rules.view(state, actor), legal, actor), legal, priors);
        break;
      }
      node.reached = true;
      Edge edge = select(node, place, legal, actor);
      path.add(edge);
      Node child = edge.child;
      Place next = child == null ? null : child.places[w];
      if (next == null) {
        next = new Place(rules.next(state, edge.move));
      }
      if (child == null) {
        child = new Node(root.places.length);
        edge.child = child;
      }
      child.places[w] = next;
      node = child;
      place = next;
    }
    for (Edge e : path) {
      e.visits++;
      e.value += values[e.seat];
    }
  }

  /** What {@code node}, the root, is in world number {@code w}, {@code world}. */
  private static Place placeOf(Node node, int w, WarpState world) {
    Place place = node.places[w];
    if (place == null) {
      place = new Place(world);
      node.places[w] = place;
    }
    return place;
  }

  /** Adds the edges of {@code legal} with Ω's prior for {@code view}; returns Ω's value for the actor. */
  private float expand(Node node, SeatView view, List<WarpMove> legal, int actor) {
    if (priors.length < legal.size()) {
      priors = new float[legal.size()];
    }
    float value = assessments.assess(view, legal, priors);
    for (int k = 0; k < legal.size(); k++) {
      if (node.edge(actor, legal.get(k)) == null) {
        node.edges.add(new Edge(legal.get(k), actor, priors[k]));
      }
    }
    return value;
  }

  /**
   * The PUCT choice among the moves legal in this world: Q + c · P · √(available) / (1 + N), an untried
   * move's Q being the mean of the tried ones. A move first met in this world gets Ω's prior from this
   * world's view (a forced move needs none). The first best in the tree's order wins a tie.
   */
  private Edge select(Node node, Place place, List<WarpMove> legal, int actor) {
    Edge[] open = place.open;
    if (open == null) {
      open = openEdges(node, place.state, legal, actor);
      // Every legal move of this world has its edge now, and edges are only ever appended: later iterations
      // of this world find the same edges, in the same order.
      place.open = open;
    }
    int tried = 0;
    double sum = 0;
    for (Edge e : open) {
      e.available++;
      tried += e.visits;
      sum += e.value;
    }
    double untried = tried == 0 ? 0 : sum / tried;
    Edge best = open[0];
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Edge e : open) {
      double q = e.visits == 0 ? untried : e.value / e.visits;
      double score = q + exploration * e.prior * Math.sqrt(e.available) / (1 + e.visits);
      if (score > bestScore) {
        bestScore = score;
        best = e;
      }
    }
    return best;
  }

  /**
   * The edges of {@code legal} at {@code node}, in the tree's order (which breaks ties), adding those first met
   * in this world with Ω's prior from this world's view (a forced move needs none).
   */
  private Edge[] openEdges(Node node, WarpState state, List<WarpMove> legal, int actor) {
    // One scan finds each legal move's edge and stamps it with this iteration's number; the open edges are then
    // the stamped ones, taken in the tree's order without asking the list for each edge.
    boolean unmet = false;
    for (WarpMove m : legal) {
      Edge e = node.edge(actor, m);
      if (e == null) {
        unmet = true;
      } else {
        e.seen = iteration;
      }
    }
    if (unmet) {
      int before = node.edges.size();
      if (legal.size() == 1) {
        node.edges.add(new Edge(legal.get(0), actor, 1f));
      } else {
        expand(node, rules.view(state, actor), legal, actor);
      }
      // The edges just added are this world's legal moves met for the first time.
      for (int k = before; k < node.edges.size(); k++) {
        node.edges.get(k).seen = iteration;
      }
    }
    List<Edge> open = new ArrayList<>(legal.size());
    for (Edge e : node.edges) {
      if (e.seen == iteration) {
        open.add(e);
      }
    }
    return open.toArray(new Edge[0]);
  }

  /**
   * The most visited root move; among equals the one Ω's policy prefers, then the first listed. Only the
   * view's own moves count (the first edges of the root), whatever a world offered besides.
   */
  private Result result(int iterations, int worlds) {
    Edge best = root.edges.get(0);
    List<WarpMove> moves = new ArrayList<>();
    List<Integer> visits = new ArrayList<>();
    for (Edge e : root.edges.subList(0, rootMoves)) {
      moves.add(e.move);
      visits.add(e.visits);
      if (e.visits > best.visits || (e.visits == best.visits && e.prior > best.prior)) {
        best = e;
      }
    }
    return new Result(best.move, iterations, assessments.evaluations(), worlds, moves, visits);
  }
}
