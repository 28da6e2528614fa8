// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * The Commander's knowledge as {@linkplain MoveFeatures move features} for an Ω network: for each legal move,
 * the score of each of the Commander's core terms (in pip-equivalents, as the heuristic Commander weighs them;
 * for a move other than a chart, the term's manoeuvre score), the sum of the installed Module terms, and the
 * officers' rank of the kind of move (a chart {@value OfficerTerms#CHART}, a draw {@value OfficerTerms#DRAW},
 * …). The network learns how much each counts in each position; untrained, it plays their plain sum — about
 * the heuristic Commander without its noise.
 *
 * <p>Computed from the seat's view only, like every term. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class CommanderFeatures implements MoveFeatures {
  private static final CommanderFeatures INSTANCE = new CommanderFeatures(false, false, false, false);
  private static final CommanderFeatures WITH_OUTS = new CommanderFeatures(true, false, false, false);
  private static final CommanderFeatures WITH_NEXT_TURN = new CommanderFeatures(true, true, false, false);
  private static final CommanderFeatures WITH_INTEL = new CommanderFeatures(true, true, true, false);
  private static final CommanderFeatures WITH_LINE = new CommanderFeatures(true, true, false, true);
  /** Every set, each a different number of features per move: how a network's set is recognised. */
  private static final List<CommanderFeatures> SETS =
      List.of(INSTANCE, WITH_OUTS, WITH_NEXT_TURN, WITH_INTEL, WITH_LINE);

  private final List<Heuristic> core;
  private final List<String> names;
  private final boolean outs;
  private final boolean nextTurn;
  private final boolean intel;
  private final boolean line;
  /** Where the own line's features start among a move's. */
  private final int lineAt;

  private CommanderFeatures(boolean outs, boolean nextTurn, boolean intel, boolean line) {
    this.outs = outs;
    this.nextTurn = nextTurn;
    this.intel = intel;
    this.line = line;
    List<Heuristic> terms = new ArrayList<>();
    List<String> n = new ArrayList<>();
    for (Commission.WeightedHeuristic w : Commission.COMMANDER.coreStack()) {
      terms.add(w.heuristic());
      n.add(w.heuristic().name());
    }
    n.add("Module terms");
    n.add("kind of move");
    if (outs) {
      n.add("unseen on the new end");
      n.add("own on the new end");
    }
    if (nextTurn) {
      n.add("next captain stranded");
      n.add("next captain's answers");
      n.add("own answers after");
    }
    if (intel) {
      n.add("next captain known short");
    }
    this.lineAt = n.size();
    if (line) {
      n.add("own line after");
      n.add("pips off the own line");
      n.add("bare doubles kept");
    }
    this.core = List.copyOf(terms);
    this.names = List.copyOf(n);
  }

  /** The features: the Commander's core terms, its Module terms, the kind of move. */
  public static CommanderFeatures of() {
    return INSTANCE;
  }

  /**
   * The Commander's features and two of what a chart leaves open: how many coordinates the seat cannot see
   * (opponents' hands and Uncharted Sectors) show the end the chart leaves open, and how many of its own do —
   * each as a share of the coordinates that show a pip. A move other than a chart has 0 for both.
   */
  public static CommanderFeatures withOuts() {
    return WITH_OUTS;
  }

  /**
   * The Commander's features with outs and three of what the next turns hold, as a rollout would see them:
   * the chance that the next captain holds no coordinate for any end open to them after the move (their hand
   * taken as a uniform draw from the coordinates the seat cannot see; while a Red Alert stands, or after a
   * double charted without a cover in hand, only the double's pip answers), the share of those unseen
   * coordinates that would answer them, and the share of the seat's own remaining hand that matches an end
   * open to it after the move. Every move has them — a Distress Beacon opens the seat's trail to the others,
   * a chart on its own trail closes it.
   */
  public static CommanderFeatures withNextTurn() {
    return WITH_NEXT_TURN;
  }

  /**
   * The {@linkplain #withNextTurn() next turn's features} reading what the seat has learned this round
   * ({@link Intel}) as the Lookahead's worlds do: the next captain's hand is drawn from the coordinates they
   * are known to hold, then from those no failure to chart has ruled out (as many of the ruled-out ones as they
   * have received since), and a fourteenth feature gives the share of the unseen coordinates that would answer
   * the next captain after the move which they are known not to hold. A captain playing them must be given
   * the seat's intel ({@link #usesIntel()}).
   */
  public static CommanderFeatures withIntel() {
    return WITH_INTEL;
  }

  /**
   * The {@linkplain #withNextTurn() next turn's features} and three of the line the seat's own hand makes on
   * its own Warp Trail after the move, as a rollout finds it turn after turn: the share of its remaining
   * coordinates on the heaviest line it could chart there alone from the end the trail shows after the move,
   * the share of its remaining pips off that line, and how many doubles it keeps that no other coordinate of
   * its hand covers (each a Red Alert it cannot answer itself). 16 features a move.
   */
  public static CommanderFeatures withOwnLine() {
    return WITH_LINE;
  }

  /**
   * The features {@code network} reads: none, the Commander's, the Commander's with outs, those with the
   * next turn's, those reading intel, or those with the own line — told apart by their number.
   *
   * @throws IllegalArgumentException if it reads another number of features per move
   */
  public static MoveFeatures readBy(Network network) {
    int count = network.shape().moveFeatures();
    if (count == 0) {
      return MoveFeatures.NONE;
    }
    for (CommanderFeatures set : SETS) {
      if (count == set.count()) {
        return set;
      }
    }
    throw new IllegalArgumentException("network " + network.name() + " reads " + count
        + " features per move; the Commander's are " + INSTANCE.count() + ", with outs " + WITH_OUTS.count()
        + ", with the next turn's " + WITH_NEXT_TURN.count() + ", reading intel " + WITH_INTEL.count()
        + ", with the own line " + WITH_LINE.count());
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public boolean usesIntel() {
    return intel;
  }

  @Override
  public void write(SeatView view, List<WarpMove> moves, float[] out) {
    write(view, Intel.none(), moves, out);
  }

  @Override
  public void write(SeatView view, Intel learned, List<WarpMove> moves, float[] out) {
    int f = names.size();
    if (out.length < moves.size() * f) {
      throw new IllegalArgumentException(moves.size() + " moves of " + f + " features do not fit " + out.length
          + " numbers");
    }
    Position p = Position.of(view);
    NextTurn turn = nextTurn ? NextTurn.of(view, p, learned, intel) : null;
    OwnLine own = line ? OwnLine.of(p) : null;
    List<Commission.WeightedHeuristic> stack = Commission.COMMANDER.stack();
    for (int k = 0; k < moves.size(); k++) {
      WarpMove m = moves.get(k);
      int at = k * f;
      for (int j = 0; j < core.size(); j++) {
        out[at + j] = (float) score(core.get(j), p, m);
      }
      double modules = 0;
      for (int j = core.size(); j < stack.size(); j++) {
        // The installed stack starts with the core terms, in the same order; the rest are the Modules'.
        modules += score(stack.get(j).heuristic(), p, m);
      }
      out[at + core.size()] = (float) modules;
      out[at + core.size() + 1] = Manoeuvres.rank(p, m);
      if (outs) {
        writeOuts(view, p, m, out, at + core.size() + 2);
      }
      if (turn != null) {
        turn.write(m, out, at + core.size() + 4);
      }
      if (own != null) {
        own.write(m, out, at + lineAt);
      }
    }
  }

  /** The two outs features of {@code m} at {@code out[at]} and {@code out[at + 1]}. */
  static void writeOuts(SeatView view, Position p, WarpMove m, float[] out, int at) {
    if (!(m instanceof WarpMove.Chart chart)) {
      out[at] = 0;
      out[at + 1] = 0;
      return;
    }
    int end = p.endAfter(chart);
    int showing = view.config().factor().maxPip() + 1;
    int charted = 0;
    for (int s = 0; s <= p.seats(); s++) {
      TrailView trail = p.trail(s == p.seats() ? Route.NEUTRAL_ZONE : Route.trailOf(s));
      for (Coordinate c : trail.coordinates()) {
        charted += c.has(end) ? 1 : 0;
      }
    }
    int own = p.heldShowing(end, chart.coordinate());
    int charting = chart.coordinate().has(end) ? 1 : 0;
    int unseen = Math.max(0, showing - charted - charting - own);
    out[at] = (float) unseen / showing;
    out[at + 1] = (float) own / showing;
  }

  private static double score(Heuristic h, Position p, WarpMove m) {
    return m instanceof WarpMove.Chart chart ? h.score(p, chart) : h.scoreManoeuvre(p, m);
  }

  @Override
  public String toString() {
    return line ? "the Commander's features with outs, the next turn's and the own line"
        : intel ? "the Commander's features with outs and the next turn's, reading intel"
        : nextTurn ? "the Commander's features with outs and the next turn's"
        : outs ? "the Commander's features with outs" : "the Commander's features";
  }

  /**
   * The Commander's feature sets as a {@link MoveFeatures.Catalog} service, so that the search finds the set a
   * network reads ({@link MoveFeatures#readBy}); not meant to be called directly.
   *
   * @since 1.0.0
   */
  public static final class Catalog implements MoveFeatures.Catalog {
    /** The catalog, as {@link java.util.ServiceLoader} makes it. */
    public Catalog() {}

    @Override
    public Optional<MoveFeatures> readBy(Network network) {
      int count = network.shape().moveFeatures();
      return SETS.stream().filter(set -> set.count() == count).<MoveFeatures>map(set -> set).findFirst();
    }
  }
}
