// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TeiGradeTest {

  @Test
  void aNewCaptainIsP25() {
    assertEquals("P25", TeiGrade.of(Rating.initial()).toString());
    assertEquals(StartingTei.DEFAULT_GRADE, TeiGrade.of(Rating.initial()));
  }

  @ParameterizedTest
  @CsvSource({"8.34, P", "6.0, P", "5.99, I", "4.5, I", "4.49, C", "3.0, C", "2.99, V", "2.0, V", "1.99, E",
      "0.5, E"})
  void theLetterComesFromSigma(double sigma, String letter) {
    assertEquals(TeiLetter.valueOf(letter), TeiLetter.ofSigma(sigma));
  }

  @ParameterizedTest
  @CsvSource({"25, 8.333333333333334, 25", "30, 5, 55", "0, 1, 19", "-20, 1, 0", "60, 1, 99", "37.5, 2.5, 85"})
  void theScoreIsTwentyFivePlusTwiceTheConservativeSkill(double mu, double sigma, int score) {
    assertEquals(score, TeiGrade.scoreOf(Rating.of(mu, sigma)));
  }

  @Test
  void moreConfidenceNeverLowersTheLetterNorTheScore() {
    for (double mu = -10; mu <= 60; mu += 0.7) {
      TeiGrade previous = null;
      for (double sigma = 10; sigma > 0.05; sigma -= 0.01) {
        TeiGrade g = TeiGrade.of(Rating.of(mu, sigma));
        if (previous != null) {
          assertTrue(g.letter().compareTo(previous.letter()) >= 0, "letter fell at mu " + mu + " sigma " + sigma);
          assertTrue(g.score() >= previous.score(), "score fell at mu " + mu + " sigma " + sigma);
        }
        previous = g;
      }
    }
  }

  @Test
  void moreSkillNeverLowersTheScoreAndNeverChangesTheLetter() {
    for (double sigma = 0.5; sigma <= 9; sigma += 0.37) {
      TeiGrade previous = null;
      for (double mu = -30; mu <= 80; mu += 0.05) {
        TeiGrade g = TeiGrade.of(Rating.of(mu, sigma));
        if (previous != null) {
          assertEquals(previous.letter(), g.letter());
          assertTrue(g.score() >= previous.score());
        }
        previous = g;
      }
    }
  }

  @Test
  void theSameScoreIsTheSameConservativeSkillAcrossLetters() {
    // I40 and C40 are equally strong estimates: the same mu - 3 sigma, whatever sigma is.
    double conservative = 7.6;
    for (TeiLetter letter : TeiLetter.values()) {
      double sigma = letter.typicalSigma();
      TeiGrade g = TeiGrade.of(Rating.of(conservative + 3 * sigma, sigma));
      assertEquals(letter, g.letter());
      assertEquals(40, g.score());
    }
  }

  @Test
  void everyGradeHasAStartingRatingWithThatGrade() {
    for (TeiLetter letter : TeiLetter.values()) {
      for (int score = 0; score <= 99; score++) {
        TeiGrade g = TeiGrade.of(letter, score);
        assertEquals(g, TeiGrade.of(g.startingRating()), g.toString());
      }
    }
    Rating p25 = StartingTei.DEFAULT_GRADE.startingRating();
    assertEquals(Rating.initial().mu(), p25.mu(), 1e-12);
    assertEquals(Rating.initial().sigma(), p25.sigma(), 1e-12);
  }

  @Test
  void gradesOrderByLetterThenScore() {
    assertTrue(TeiGrade.parse("P99").compareTo(TeiGrade.parse("I0")) < 0);
    assertTrue(TeiGrade.parse("C45").compareTo(TeiGrade.parse("C44")) > 0);
    assertTrue(TeiGrade.parse("E0").compareTo(TeiGrade.parse("V99")) > 0);
  }

  @ParameterizedTest
  @ValueSource(strings = {"V67", "P0", "E99", "I9"})
  void gradesReadBackFromTheirText(String text) {
    assertEquals(text, TeiGrade.parse(text).toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"X50", "V100", "V-1", "v67", "V067", "67", ""})
  void malformedGradesAreRefused(String text) {
    assertEquals("BAD_GRADE", assertThrows(TeiException.class, () -> TeiGrade.parse(text)).code());
  }

  @Test
  void scoresOutsideTheScaleAreRefused() {
    assertEquals("BAD_GRADE", assertThrows(TeiException.class, () -> TeiGrade.of(TeiLetter.V, 100)).code());
    assertFalse(TeiGrade.of(TeiLetter.V, 99).within(TeiGrade.parse("P0"), TeiGrade.parse("C99")));
  }
}
