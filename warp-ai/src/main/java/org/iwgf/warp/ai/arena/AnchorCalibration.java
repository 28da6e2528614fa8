// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.rating.tei.AnchorRatings;
import org.iwgf.warp.rating.tei.CommissionTrack;
import org.iwgf.warp.rating.tei.ModelParameters;
import org.iwgf.warp.rating.tei.OpenSkill;
import org.iwgf.warp.rating.tei.Rating;

/**
 * Calibrates the AI anchors ({@link AnchorRatings}) from arena matches: for each objective the three
 * commissions meet pairwise (Ensign–Lieutenant, Lieutenant–Commander, Ensign–Commander) in seat-rotated,
 * duplicate-deal matches, and the anchors are the Bradley–Terry fit of those win rates on the TEI scale.
 *
 * <p>The fit: on OpenSkill's scale the chance that skill μ<sub>i</sub> beats μ<sub>j</sub> is the logistic of
 * (μ<sub>i</sub> − μ<sub>j</sub>) / c with c = √(2β² + σ<sub>i</sub>² + σ<sub>j</sub>²), so each match
 * measures a gap c·logit(p). The three gaps over-determine two unknowns; they are reconciled by least
 * squares weighted by games. The Commander is pinned at μ 25, the rating every new captain starts from, so
 * a captain who neither gains nor loses against the officers is rated as strong as a Commander; every
 * anchor has σ {@value #SIGMA}, the small fixed uncertainty of a reference that never moves.
 *
 * @since 0.1.0
 */
public final class AnchorCalibration {
  /** The Commander's pinned skill: the default rating. */
  public static final double PINNED = 25.0;
  /** Every anchor's sigma. */
  public static final double SIGMA = 2.0;
  /** Win rates are clamped to [1 %, 99 %] so that a whitewash gives a finite gap. */
  private static final double CLAMP = 0.01;

  private AnchorCalibration() {}

  /**
   * One match of the calibration.
   *
   * @param objective the objective played
   * @param stronger the commission expected to win
   * @param weaker its opponent
   * @param games games played
   * @param winRate the stronger commission's share of wins
   */
  public record Matchup(Objective objective, CommissionTrack stronger, CommissionTrack weaker, int games,
      double winRate) {
    public Matchup {
      Objects.requireNonNull(objective, "objective");
      Objects.requireNonNull(stronger, "stronger");
      Objects.requireNonNull(weaker, "weaker");
    }
  }

  /**
   * The calibration's result: the anchors and the matches they were fitted to.
   *
   * @param anchors the fitted anchors
   * @param matchups the matches played
   */
  public record Result(AnchorRatings anchors, List<Matchup> matchups) {
    public Result {
      Objects.requireNonNull(anchors, "anchors");
      matchups = List.copyOf(matchups);
    }

    /** The matches and the anchors as a plain-text table. */
    public String table() {
      StringBuilder out = new StringBuilder();
      out.append(String.format(Locale.ROOT, "%-16s %-24s %7s %9s%n", "Objective", "Match", "Games", "Win rate"));
      for (Matchup m : matchups) {
        out.append(String.format(Locale.ROOT, "%-16s %-24s %7d %8.1f%%%n", m.objective(),
            m.stronger().displayName() + " vs " + m.weaker().displayName(), m.games(), 100 * m.winRate()));
      }
      out.append(String.format(Locale.ROOT, "%n%-16s %-12s %8s %8s%n", "Objective", "Anchor", "mu", "sigma"));
      for (Objective o : Objective.values()) {
        for (CommissionTrack t : CommissionTrack.values()) {
          Rating r = anchors.anchor(o, t);
          out.append(String.format(Locale.ROOT, "%-16s %-12s %8.2f %8.2f%n", o, t.displayName(), r.mu(), r.sigma()));
        }
      }
      return out.toString();
    }
  }

  /**
   * Plays the calibration matches on {@code base} (its objective replaced by each objective in turn),
   * {@code deals} deals per match, and fits the anchors; {@code source} is recorded in them, followed by
   * which Commander held the seat for each objective — Ω and the name of its weights where the shipped
   * weights cover the table, the heuristic stack elsewhere — so that anchors name the weights they measured.
   */
  public static Result run(WarpConfig base, int deals, long seed, int threads, String source) {
    return run(base, deals, seed, threads, source, Arena.Progress.NONE);
  }

  /**
   * {@link #run(WarpConfig, int, long, int, String)}, telling {@code progress} about once a second how many
   * deals of all the calibration's matches are done.
   */
  public static Result run(WarpConfig base, int deals, long seed, int threads, String source,
      Arena.Progress progress) {
    List<Matchup> matchups = new ArrayList<>();
    CommissionTrack[][] pairs = {
        {CommissionTrack.LIEUTENANT, CommissionTrack.ENSIGN},
        {CommissionTrack.COMMANDER, CommissionTrack.LIEUTENANT},
        {CommissionTrack.COMMANDER, CommissionTrack.ENSIGN}};
    for (Objective objective : Objective.values()) {
      WarpConfig config = base.toBuilder().objective(objective).build();
      for (CommissionTrack[] pair : pairs) {
        List<Entrant> entrants = List.of(Entrant.officer(commission(pair[0])), Entrant.officer(commission(pair[1])));
        int before = matchups.size() * deals;
        int total = Objective.values().length * pairs.length * deals;
        Standing stronger = Arena.of(config, entrants)
            .play(deals, seed, threads, (done, all) -> progress.dealsDone(before + done, total)).get(0);
        matchups.add(new Matchup(objective, pair[0], pair[1], stronger.games(), stronger.winRate()));
      }
    }
    return new Result(fit(matchups, ModelParameters.DEFAULT_BETA, source + " " + commanders(base)), matchups);
  }

  /** Which Commander the calibration seats for each objective at {@code base}, e.g. "[Points: Ω warp12-…]". */
  static String commanders(WarpConfig base) {
    List<String> out = new ArrayList<>();
    for (Objective objective : Objective.values()) {
      WarpConfig config = base.toBuilder().objective(objective).build();
      out.add(objective + ": Commander " + OmegaModel.covering(config).map(m -> "Ω " + m.network().name())
          .orElse("heuristic stack"));
    }
    return "[" + String.join(", ", out) + "]";
  }

  /**
   * The anchors fitted to {@code matchups} (which must hold, for each objective, the three pairings) with
   * performance spread {@code beta}.
   *
   * @throws IllegalArgumentException if an objective lacks one of the three pairings
   */
  public static AnchorRatings fit(List<Matchup> matchups, double beta, String source) {
    double c = Math.sqrt(2 * beta * beta + 2 * SIGMA * SIGMA);
    Map<Objective, Map<CommissionTrack, Rating>> all = new EnumMap<>(Objective.class);
    for (Objective o : Objective.values()) {
      Matchup le = find(matchups, o, CommissionTrack.LIEUTENANT, CommissionTrack.ENSIGN);
      Matchup cl = find(matchups, o, CommissionTrack.COMMANDER, CommissionTrack.LIEUTENANT);
      Matchup ce = find(matchups, o, CommissionTrack.COMMANDER, CommissionTrack.ENSIGN);
      double g1 = c * logit(le.winRate());
      double g2 = c * logit(cl.winRate());
      double g3 = c * logit(ce.winRate());
      double w1 = le.games();
      double w2 = cl.games();
      double w3 = ce.games();
      // Least squares over x = mu(Ensign), y = mu(Lieutenant) with mu(Commander) pinned:
      //   -(w1 + w3) x + w1 y = w1 g1 - w3 (P - g3)
      //   -w1 x + (w1 + w2) y = w1 g1 + w2 (P - g2)
      double a11 = -(w1 + w3);
      double a12 = w1;
      double b1 = w1 * g1 - w3 * (PINNED - g3);
      double a21 = -w1;
      double a22 = w1 + w2;
      double b2 = w1 * g1 + w2 * (PINNED - g2);
      double det = a11 * a22 - a12 * a21;
      double ensign = (b1 * a22 - a12 * b2) / det;
      double lieutenant = (a11 * b2 - b1 * a21) / det;
      Map<CommissionTrack, Rating> byTrack = new EnumMap<>(CommissionTrack.class);
      byTrack.put(CommissionTrack.ENSIGN, Rating.of(round(ensign), SIGMA));
      byTrack.put(CommissionTrack.LIEUTENANT, Rating.of(round(lieutenant), SIGMA));
      byTrack.put(CommissionTrack.COMMANDER, Rating.of(PINNED, SIGMA));
      all.put(o, byTrack);
    }
    return new AnchorRatings(source, all);
  }

  private static Matchup find(List<Matchup> matchups, Objective o, CommissionTrack a, CommissionTrack b) {
    return matchups.stream().filter(m -> m.objective() == o && m.stronger() == a && m.weaker() == b).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("No " + a + " vs " + b + " match for " + o + "."));
  }

  private static double logit(double p) {
    double q = Math.max(CLAMP, Math.min(1 - CLAMP, p));
    return Math.log(q / (1 - q));
  }

  private static double round(double x) {
    return Math.round(x * 100) / 100.0;
  }

  private static Commission commission(CommissionTrack t) {
    return Commission.valueOf(t.name());
  }
}
