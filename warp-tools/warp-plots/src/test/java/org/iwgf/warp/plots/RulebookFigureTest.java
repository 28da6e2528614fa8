// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RulebookFigureTest {
  private static final double EPS = 1e-12;

  @Test
  void aShareInPercentIsAPoint() {
    RulebookFigure.Point p = assertInstanceOf(RulebookFigure.Point.class, RulebookFigure.parse("78.5 %"));
    assertEquals(0.785, p.share(), EPS);
    assertEquals("78.5 %", p.text());
    assertEquals(0.356, ((RulebookFigure.Point) RulebookFigure.parse("35.6%")).share(), EPS);
    assertEquals(1.0, ((RulebookFigure.Point) RulebookFigure.parse("100 %")).share(), EPS);
  }

  @Test
  void aDashIsNoFigure() {
    assertEquals(new RulebookFigure.NoFigure("—"), RulebookFigure.parse("—"));
    assertEquals(new RulebookFigure.NoFigure(""), RulebookFigure.parse(""));
    assertEquals(new RulebookFigure.NoFigure("n/a"), RulebookFigure.parse("n/a"));
  }

  @Test
  void aPredictedRangeIsARange() {
    RulebookFigure.Range r = assertInstanceOf(RulebookFigure.Range.class,
        RulebookFigure.parse("~50–60 % (predicted)"));
    assertEquals(0.50, r.low(), EPS);
    assertEquals(0.60, r.high(), EPS);
    assertEquals("~50–60 % (predicted)", r.text());
  }

  @ParameterizedTest
  @ValueSource(strings = {"50-60%", "50 % – 60 %", "≈50—60 %", "50 to 60 %"})
  void rangesAreWrittenInSeveralWays(String text) {
    RulebookFigure.Range r = assertInstanceOf(RulebookFigure.Range.class, RulebookFigure.parse(text));
    assertEquals(0.50, r.low(), EPS);
    assertEquals(0.60, r.high(), EPS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"78.5", "about 5 %", "150 %", "60–50 %", "5 % or more", "1e2 %", "78.5 % (a) (b)"})
  void textWithDigitsThatIsNoFigureIsRefused(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RulebookFigure.parse(text));
    assertTrue(e.getMessage().contains(text) || e.getMessage().contains("between 0 and 100")
        || e.getMessage().contains("backwards"), e.getMessage());
  }

  @Test
  void sharesOutsideZeroToOneAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new RulebookFigure.Point("x", 1.5));
    assertThrows(IllegalArgumentException.class, () -> new RulebookFigure.Range("x", -0.1, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new RulebookFigure.Range("x", 0.6, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new RulebookFigure.Point("x", Double.NaN));
  }
}
