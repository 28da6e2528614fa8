// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;

/**
 * An officer's commission (Section VII): how complete its heuristic stack is, how often it blunders (charts
 * a coordinate at random instead of its choice) and how much noise blurs its preferences between close
 * charts.
 *
 * @since 0.1.0
 */
public enum Commission {
  /** Provisional profile: sheds pips and little else, and blunders often. */
  ENSIGN("Ensign", 0.30, 6.0, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 0.3))),
  /**
   * Competent profile: the core stack and the Module terms for Alpha, Epsilon, Zeta, Iota, Kappa and
   * Lambda, few blunders.
   */
  LIEUTENANT("Lieutenant", 0.15, 4.0, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 1.0),
      new WeightedHeuristic(new OwnTrailPressure(), 1.0),
      new WeightedHeuristic(new PlayableLine(), 1.0),
      new WeightedHeuristic(new NeutralZoneUse(), 1.0),
      new WeightedHeuristic(new ContinuumFlash(), 1.0),
      new WeightedHeuristic(new RequisitionPick(), 1.0),
      new WeightedHeuristic(new SquadronSupport(), 1.0),
      new WeightedHeuristic(new DoubleDownPressure(), 1.0),
      new WeightedHeuristic(new InversionAndExchange(), 1.0),
      new WeightedHeuristic(new WormholeJudgement(), 1.0))),
  /** Veteran profile: the whole stack, objective and Module awareness included, almost no blunders. */
  COMMANDER("Commander", 0.005, 0.25, List.of(
      new WeightedHeuristic(new ShedPips(), 1.0),
      new WeightedHeuristic(new RedAlertSafety(), 1.0),
      new WeightedHeuristic(new OwnTrailPressure(), 1.0),
      new WeightedHeuristic(new PlayableLine(), 1.0),
      new WeightedHeuristic(new NeutralZoneUse(), 1.0),
      new WeightedHeuristic(new ObjectiveAwareness(), 1.0),
      new WeightedHeuristic(new SalamanderDouble(), 1.0),
      new WeightedHeuristic(new HazardMarkerAvoidance(), 1.0),
      new WeightedHeuristic(new TemporalDebtThrift(), 1.0),
      new WeightedHeuristic(new ContinuumFlash(), 1.0),
      new WeightedHeuristic(new RequisitionPick(), 1.0),
      new WeightedHeuristic(new SquadronSupport(), 1.0),
      new WeightedHeuristic(new DoubleDownPressure(), 1.0),
      new WeightedHeuristic(new InversionAndExchange(), 1.0),
      new WeightedHeuristic(new WormholeJudgement(), 1.0)));

  private final String title;
  private final double blunderRate;
  private final double noise;
  private final List<WeightedHeuristic> stack;

  Commission(String title, double blunderRate, double noise, List<WeightedHeuristic> stack) {
    this.title = title;
    this.blunderRate = blunderRate;
    this.noise = noise;
    this.stack = stack;
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

  /** The heuristics this commission weighs, with their weights. */
  public List<WeightedHeuristic> stack() {
    return stack;
  }

  /**
   * A heuristic and the weight a commission gives it.
   *
   * @param heuristic the consideration
   * @param weight its multiplier
   */
  public record WeightedHeuristic(Heuristic heuristic, double weight) {}
}
