// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.view.SeatView;

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
  private static final CommanderFeatures INSTANCE = new CommanderFeatures();

  private final List<Heuristic> core;
  private final List<String> names;

  private CommanderFeatures() {
    List<Heuristic> terms = new ArrayList<>();
    List<String> n = new ArrayList<>();
    for (Commission.WeightedHeuristic w : Commission.COMMANDER.coreStack()) {
      terms.add(w.heuristic());
      n.add(w.heuristic().name());
    }
    n.add("Module terms");
    n.add("kind of move");
    this.core = List.copyOf(terms);
    this.names = List.copyOf(n);
  }

  /** The features: the Commander's core terms, its Module terms, the kind of move. */
  public static CommanderFeatures of() {
    return INSTANCE;
  }

  /**
   * The features {@code network} reads: none, or these.
   *
   * @throws IllegalArgumentException if it reads another number of features per move
   */
  public static MoveFeatures readBy(Network network) {
    int count = network.shape().moveFeatures();
    if (count == 0) {
      return MoveFeatures.NONE;
    }
    if (count != INSTANCE.count()) {
      throw new IllegalArgumentException("network " + network.name() + " reads " + count
          + " features per move; the Commander's are " + INSTANCE.count());
    }
    return INSTANCE;
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public void write(SeatView view, List<WarpMove> moves, float[] out) {
    int f = names.size();
    if (out.length < moves.size() * f) {
      throw new IllegalArgumentException(moves.size() + " moves of " + f + " features do not fit " + out.length
          + " numbers");
    }
    Position p = Position.of(view);
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
    }
  }

  private static double score(Heuristic h, Position p, WarpMove m) {
    return m instanceof WarpMove.Chart chart ? h.score(p, chart) : h.scoreManoeuvre(p, m);
  }

  @Override
  public String toString() {
    return "the Commander's features";
  }
}
