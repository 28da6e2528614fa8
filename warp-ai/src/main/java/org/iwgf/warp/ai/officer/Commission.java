// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import org.iwgf.warp.core.model.WarpMove;

/**
 * An officer's commission (Section VII's officer tracks: Ensign, Lieutenant, Commander): how complete its
 * heuristic stack is, how often it blunders (charts a coordinate at random instead of its choice) and how much
 * noise blurs its preferences between close charts. The TEI's personal ranks (Cadet … Fleet Admiral) are
 * warp-rating's {@code FederationCommission}; the tracks an officer is rated at are its {@code CommissionTrack}.
 *
 * @since 0.1.0
 */
public enum Commission {
  /** Provisional profile: sheds pips and little else, and blunders often. */
  ENSIGN("Ensign", 0.30, 6.0, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 0.3))),
  /**
   * Competent profile: the core stack and the installed Module terms a Lieutenant knows (in
   * {@code warp-officer-terms}: Alpha, Epsilon, Zeta, Iota, Kappa and Lambda), few blunders.
   */
  LIEUTENANT("Lieutenant", 0.15, 4.0, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 1.0),
      new WeightedHeuristic(new OwnTrailPressure(), 1.0),
      new WeightedHeuristic(new PlayableLine(), 1.0),
      new WeightedHeuristic(new NeutralZoneUse(), 1.0))),
  /**
   * Veteran profile: the whole core stack, objective awareness included, and every installed Module term,
   * almost no blunders. This is the heuristic Commander's stack ({@link Officer#heuristicCommander()}); the
   * Commander officer, {@code Officer.of(COMMANDER)}, plays Ω with these blunders where the shipped weights
   * cover the table and this stack elsewhere.
   */
  COMMANDER("Commander", 0.005, 0.25, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 1.0),
      new WeightedHeuristic(new OwnTrailPressure(), 1.0),
      new WeightedHeuristic(new PlayableLine(), 1.0),
      new WeightedHeuristic(new NeutralZoneUse(), 1.0),
      new WeightedHeuristic(new ObjectiveAwareness(), 1.0)));

  private final String title;
  private final double blunderRate;
  private final double noise;
  private final List<WeightedHeuristic> coreStack;

  Commission(String title, double blunderRate, double noise, List<WeightedHeuristic> coreStack) {
    this.title = title;
    this.blunderRate = blunderRate;
    this.noise = noise;
    this.coreStack = coreStack;
  }

  /** The commission's title, e.g. "Lieutenant". */
  public String title() {
    return title;
  }

  /** Chance, per decision between two or more charts, of charting one at random. */
  public double blunderRate() {
    return blunderRate;
  }

  /** Width of the uniform noise added to each chart's score to break near-ties. */
  public double noise() {
    return noise;
  }

  /**
   * The heuristics this commission weighs, with their weights: its core terms, then the terms every
   * installed {@link OfficerTerms} adds for this commission, in their stack order.
   */
  public List<WeightedHeuristic> stack() {
    return InstalledTerms.stack(this);
  }

  /** How much this commission's stack favours {@code chart}: the weighted sum of its heuristics' scores. */
  public double score(Position position, WarpMove.Chart chart) {
    double s = 0;
    for (WeightedHeuristic w : stack()) {
      s += w.weight() * w.heuristic().score(position, chart);
    }
    return s;
  }

  /** The terms of the core rules alone. */
  List<WeightedHeuristic> coreStack() {
    return coreStack;
  }

  /**
   * A heuristic and the weight a commission gives it.
   *
   * @param heuristic the consideration
   * @param weight its multiplier
   */
  public record WeightedHeuristic(Heuristic heuristic, double weight) {}
}
