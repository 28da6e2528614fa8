// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

/**
 * The letter of a TEI grade: how established the rating is, read from its uncertainty sigma alone. Declared
 * from least to most confident, so {@link #compareTo} is the letter order P &lt; I &lt; C &lt; V &lt; E.
 *
 * <table>
 *   <caption>Sigma bands</caption>
 *   <tr><th>letter</th><th>sigma</th><th>typically after</th></tr>
 *   <tr><td>P</td><td>6.0 or more</td><td>a new captain (sigma 8.33)</td></tr>
 *   <tr><td>I</td><td>4.5 to below 6.0</td><td>about 5 rated matches</td></tr>
 *   <tr><td>C</td><td>3.0 to below 4.5</td><td>about 15</td></tr>
 *   <tr><td>V</td><td>2.0 to below 3.0</td><td>about 45</td></tr>
 *   <tr><td>E</td><td>below 2.0</td><td>about 160</td></tr>
 * </table>
 *
 * @since 0.1.0
 */
public enum TeiLetter {
  /** Provisional: still establishing; high uncertainty. */
  P("Provisional", 6.0, Double.POSITIVE_INFINITY, Rating.DEFAULT_SIGMA),
  /** Improving: the estimate is moving; not locked in yet. */
  I("Improving", 4.5, 6.0, 5.25),
  /** Consistent: reliable enough for everyday comparison. */
  C("Consistent", 3.0, 4.5, 3.75),
  /** Veteran: a highly reliable estimate. */
  V("Veteran", 2.0, 3.0, 2.5),
  /** Elite: a tightly anchored rating. */
  E("Elite", 0.0, 2.0, 1.75);

  private final String displayName;
  private final double minSigma;
  private final double maxSigma;
  private final double typicalSigma;

  TeiLetter(String displayName, double minSigma, double maxSigma, double typicalSigma) {
    this.displayName = displayName;
    this.minSigma = minSigma;
    this.maxSigma = maxSigma;
    this.typicalSigma = typicalSigma;
  }

  /** The letter for uncertainty {@code sigma}: the band with {@code min <= sigma < max}. */
  public static TeiLetter ofSigma(double sigma) {
    for (TeiLetter letter : values()) {
      if (sigma >= letter.minSigma) {
        return letter;
      }
    }
    return E;
  }

  /** The word the letter stands for, e.g. "Veteran". */
  public String displayName() {
    return displayName;
  }

  /** Smallest sigma with this letter. */
  public double minSigma() {
    return minSigma;
  }

  /** Sigma bound above this letter's band (exclusive); infinite for P. */
  public double maxSigma() {
    return maxSigma;
  }

  /**
   * The sigma given to a starting rating placed at this letter in the Academy: inside the band, the
   * default 25/3 for P.
   */
  public double typicalSigma() {
    return typicalSigma;
  }
}
