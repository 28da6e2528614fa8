// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Locale;

/**
 * A skill estimate: a normal belief with mean {@code mu} and standard deviation {@code sigma}. Higher
 * {@code mu} is stronger; smaller {@code sigma} is more certain. In JSON: {@code {"mu": 25.0, "sigma": 8.33}}.
 *
 * @param mu the skill estimate
 * @param sigma the uncertainty of the estimate, above zero
 * @since 0.1.0
 */
public record Rating(double mu, double sigma) {
  /** Mean of a new captain's rating. */
  public static final double DEFAULT_MU = 25.0;
  /** Uncertainty of a new captain's rating. */
  public static final double DEFAULT_SIGMA = 25.0 / 3.0;

  /**
   * @throws TeiException {@code BAD_RATING} if {@code mu} is not finite or {@code sigma} is not a finite
   *     number above zero
   */
  public Rating {
    if (!Double.isFinite(mu) || !Double.isFinite(sigma) || sigma <= 0) {
      throw new TeiException("BAD_RATING", "A rating needs a finite skill and an uncertainty above zero, not "
          + "mu " + mu + " and sigma " + sigma + ".");
    }
  }

  /** The rating {@code (mu, sigma)}. */
  public static Rating of(double mu, double sigma) {
    return new Rating(mu, sigma);
  }

  /** A new captain's rating: mu 25, sigma 25/3. */
  public static Rating initial() {
    return new Rating(DEFAULT_MU, DEFAULT_SIGMA);
  }

  /** The conservative skill {@code mu - k * sigma}: the skill the captain very probably has at least. */
  public double conservative(double k) {
    return mu - k * sigma;
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%.3f/%.3f", mu, sigma);
  }
}
