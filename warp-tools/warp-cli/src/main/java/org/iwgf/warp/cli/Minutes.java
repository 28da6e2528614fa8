// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A time budget in minutes, fractions allowed: {@code 1.5} is ninety seconds. */
final class Minutes implements ITypeConverter<Duration> {
  /** A year: longer budgets are refused rather than overflowing. */
  private static final double MOST = 365 * 24 * 60;

  @Override
  public Duration convert(String value) {
    try {
      double minutes = Double.parseDouble(value);
      if (minutes > 0 && minutes <= MOST) {
        return Duration.ofMillis(Math.round(minutes * 60_000));
      }
    } catch (NumberFormatException e) {
      // refused below, in the same words
    }
    throw new TypeConversionException("minutes are a number above 0 and at most a year, not \"" + value + "\"");
  }
}
