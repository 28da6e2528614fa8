// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;

/**
 * A TEI grade as captains see it, e.g. "V67": a {@link TeiLetter} for confidence and a 0–99 score for
 * conservative skill on one global scale (the same score means about the same skill whatever the letter).
 * In JSON the grade is its text, {@code "V67"}. Grades order by letter, then score.
 *
 * <p><b>The mapping</b> (see docs/tei.md): the letter comes from sigma ({@link TeiLetter#ofSigma}); the score
 * is {@code floor(25 + 2 * (mu - 3 * sigma))} clamped to 0–99. A new captain (mu 25, sigma 25/3,
 * conservative skill 0) is therefore P25, the default starting TEI.
 *
 * @param letter the confidence letter
 * @param score the conservative skill score, 0–99
 * @since 0.1.0
 */
public record TeiGrade(TeiLetter letter, int score) implements Comparable<TeiGrade> {
  /** How many sigmas below mu the conservative skill sits. */
  public static final double CONFIDENCE_K = 3.0;
  /** Score of a conservative skill of 0 (a new captain). */
  public static final double SCORE_OFFSET = 25.0;
  /** Score points per skill point. */
  public static final double SCORE_SLOPE = 2.0;
  /** Highest score. */
  public static final int MAX_SCORE = 99;

  /** Guards the floor against the last bit of a rating built from a grade by {@link #startingRating()}. */
  private static final double ROUNDING_GUARD = 1e-9;

  /**
   * @throws TeiException {@code BAD_GRADE} if the score is outside 0–99
   */
  public TeiGrade {
    Objects.requireNonNull(letter, "letter");
    if (score < 0 || score > MAX_SCORE) {
      throw new TeiException("BAD_GRADE", "A TEI score runs 0–99, not " + score + ".");
    }
  }

  /** The grade {@code letter}{@code score}. */
  public static TeiGrade of(TeiLetter letter, int score) {
    return new TeiGrade(letter, score);
  }

  /** The grade of {@code rating}. */
  public static TeiGrade of(Rating rating) {
    return new TeiGrade(TeiLetter.ofSigma(rating.sigma()), scoreOf(rating));
  }

  /** The 0–99 score of {@code rating}: {@code floor(25 + 2 * (mu - 3 sigma))}, clamped. */
  public static int scoreOf(Rating rating) {
    double raw = SCORE_OFFSET + SCORE_SLOPE * rating.conservative(CONFIDENCE_K) + ROUNDING_GUARD;
    if (raw <= 0) {
      return 0;
    }
    return raw >= MAX_SCORE ? MAX_SCORE : (int) Math.floor(raw);
  }

  /**
   * Reads a grade such as "V67" or "P0".
   *
   * @throws TeiException {@code BAD_GRADE} if the text is not a letter P/I/C/V/E followed by 0–99
   */
  public static TeiGrade parse(String text) {
    if (text == null || !text.matches("[PICVE](0|[1-9][0-9]?)")) {
      throw new TeiException("BAD_GRADE", "A TEI grade is a letter P, I, C, V or E and a score 0–99, like"
          + " \"V67\"; \"" + text + "\" is not one.");
    }
    return new TeiGrade(TeiLetter.valueOf(text.substring(0, 1)), Integer.parseInt(text.substring(1)));
  }

  /**
   * A rating with this grade, used as a starting TEI: sigma is the letter's
   * {@linkplain TeiLetter#typicalSigma() typical sigma} and mu puts the score exactly at this grade's score.
   * P25 gives the default rating (mu 25, sigma 25/3).
   */
  public Rating startingRating() {
    double sigma = letter.typicalSigma();
    return new Rating((score - SCORE_OFFSET) / SCORE_SLOPE + CONFIDENCE_K * sigma, sigma);
  }

  @Override
  public int compareTo(TeiGrade other) {
    int byLetter = letter.compareTo(other.letter);
    return byLetter != 0 ? byLetter : Integer.compare(score, other.score);
  }

  /** Whether this grade is at least {@code low} and at most {@code high}. */
  public boolean within(TeiGrade low, TeiGrade high) {
    return compareTo(low) >= 0 && compareTo(high) <= 0;
  }

  /** The grade as shown, e.g. "V67". */
  @Override
  public String toString() {
    return letter.name() + score;
  }
}
