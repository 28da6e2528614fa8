// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

/**
 * The constants of the Weng–Lin update.
 *
 * @param beta spread of one performance around the skill (default 25/6)
 * @param tau uncertainty added to every rated captain before each match, so that ratings keep moving
 *     (default 25/300)
 * @param kappa floor of the factor that shrinks sigma, keeping it above zero (default 1e-4)
 * @since 0.1.0
 */
public record ModelParameters(double beta, double tau, double kappa) {
  /** Default beta: half the default sigma. */
  public static final double DEFAULT_BETA = 25.0 / 6.0;
  /** Default tau: one hundredth of the default sigma. */
  public static final double DEFAULT_TAU = 25.0 / 300.0;
  /** Default kappa. */
  public static final double DEFAULT_KAPPA = 1e-4;

  /**
   * @throws TeiException {@code BAD_PARAMETERS} if beta or kappa is not above zero, or tau is negative
   */
  public ModelParameters {
    if (!(beta > 0) || !(kappa > 0) || !(tau >= 0) || !Double.isFinite(beta) || !Double.isFinite(tau)
        || !Double.isFinite(kappa)) {
      throw new TeiException("BAD_PARAMETERS", "Beta and kappa must be above zero and tau at least zero, not beta "
          + beta + ", tau " + tau + ", kappa " + kappa + ".");
    }
  }

  /** beta 25/6, tau 25/300, kappa 1e-4: the TEI settings. */
  public static ModelParameters defaults() {
    return new ModelParameters(DEFAULT_BETA, DEFAULT_TAU, DEFAULT_KAPPA);
  }

  /** These parameters with {@code tau} instead. */
  public ModelParameters withTau(double tau) {
    return new ModelParameters(beta, tau, kappa);
  }
}
