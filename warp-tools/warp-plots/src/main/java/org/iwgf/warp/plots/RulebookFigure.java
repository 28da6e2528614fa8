// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.Objects;
import java.util.regex.Matcher;

/**
 * The rulebook's figure for a calibration row, as the calibration file writes it: a share ({@code "78.5 %"}),
 * a range ({@code "~50–60 % (predicted)"}) or no figure ({@code "—"}). Shares are fractions of one.
 *
 * @since 0.1.0
 */
public sealed interface RulebookFigure {

  /**
   * The text as the file gives it.
   *
   * @return the text, for example {@code "~50–60 % (predicted)"}
   */
  String text();

  /**
   * No figure: the rulebook gives none for the row.
   *
   * @param text the text as the file gives it, for example {@code "—"}
   * @since 0.1.0
   */
  record NoFigure(String text) implements RulebookFigure {
    /** Checks the text is given. */
    public NoFigure {
      Objects.requireNonNull(text, "text");
    }
  }

  /**
   * One share.
   *
   * @param text the text as the file gives it, for example {@code "78.5 %"}
   * @param share the share, from 0 to 1
   * @since 0.1.0
   */
  record Point(String text, double share) implements RulebookFigure {
    /**
     * Checks the share.
     *
     * @throws IllegalArgumentException when the share is outside 0–1
     */
    public Point {
      Objects.requireNonNull(text, "text");
      checkShare(share);
    }
  }

  /**
   * A range of shares, as the rulebook gives for a prediction.
   *
   * @param text the text as the file gives it, for example {@code "~50–60 % (predicted)"}
   * @param low the lower end, from 0 to 1
   * @param high the upper end, from {@code low} to 1
   * @since 0.1.0
   */
  record Range(String text, double low, double high) implements RulebookFigure {
    /**
     * Checks the ends.
     *
     * @throws IllegalArgumentException when an end is outside 0–1 or the ends are reversed
     */
    public Range {
      Objects.requireNonNull(text, "text");
      checkShare(low);
      checkShare(high);
      if (low > high) {
        throw new IllegalArgumentException("the range " + text + " runs backwards");
      }
    }
  }

  /**
   * Reads the rulebook column of a calibration file. Text without a digit (a dash, empty) is no figure; a
   * number or two numbers joined by a dash or "to", in percent, optionally after {@code ~} or {@code ≈} and
   * before a remark in parentheses, is a share or a range.
   *
   * @param text the column's text
   * @return the figure
   * @throws IllegalArgumentException when the text has digits but is not a figure in percent between 0 and
   *     100
   */
  static RulebookFigure parse(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.strip();
    if (t.chars().noneMatch(Character::isDigit)) {
      return new NoFigure(text);
    }
    Matcher m = FigureSyntax.FIGURE.matcher(t);
    if (!m.matches()) {
      throw new IllegalArgumentException("\"" + text + "\" is not a rulebook figure such as \"78.5 %\" or "
          + "\"~50–60 %\"");
    }
    double low = Double.parseDouble(m.group(1)) / 100;
    String high = m.group(2);
    if (high == null) {
      return new Point(text, low);
    }
    return new Range(text, low, Double.parseDouble(high) / 100);
  }

  private static void checkShare(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("a rulebook share must be between 0 and 100 %, not " + share * 100
          + " %");
    }
  }
}
