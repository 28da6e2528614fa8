// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import picocli.CommandLine.TypeConversionException;

/** The one reading of a count on every command line: a whole number from 1 to a type's largest. */
final class Counts {
  private Counts() {}

  /**
   * {@code value} as a whole number from 1 to {@code max}.
   *
   * @throws TypeConversionException if it is not one, in one sentence naming it
   */
  static long atLeastOne(String value, long max) {
    try {
      long n = Long.parseLong(value);
      if (n >= 1 && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below, in the same words
    }
    throw new TypeConversionException("a whole number of at least 1 is needed, not \"" + value + "\"");
  }
}
