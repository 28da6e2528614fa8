// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.model.WarpMove;

/**
 * One named consideration an officer weighs when it picks a coordinate to chart. Each heuristic looks at
 * the seat's {@link Position} only, so no heuristic can read hidden information.
 *
 * <p>Scores are in pip-equivalents (one point of campaign score is worth 1), so terms add up meaningfully;
 * an officer multiplies each by its commission's weight.
 *
 * @since 0.1.0
 */
public interface Heuristic {

  /** A short name in the game's words, for reports and tests. */
  String name();

  /** How much this consideration favours {@code chart} (negative: disfavours). */
  double score(Position position, WarpMove.Chart chart);

  /**
   * A plain-language reason this consideration speaks for {@code chart}, if it does. Every reason states a
   * fact about the position that holds when it is given.
   */
  Optional<String> reason(Position position, WarpMove.Chart chart);

  /**
   * How much this consideration favours {@code move}, one of several equally ranked moves other than charts
   * that a rule in play offers (a draft selection, a Continuum directive, a coordinate to give back); by
   * default it has no opinion.
   */
  default double scoreManoeuvre(Position position, WarpMove move) {
    return 0;
  }

  /** A plain-language reason this consideration speaks for {@code move}, a move other than a chart. */
  default Optional<String> reasonForManoeuvre(Position position, WarpMove move) {
    return Optional.empty();
  }
}
