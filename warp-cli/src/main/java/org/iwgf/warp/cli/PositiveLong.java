// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A count of at least 1, as large as a long. */
final class PositiveLong implements ITypeConverter<Long> {
  @Override
  public Long convert(String value) {
    try {
      long n = Long.parseLong(value);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below, in the same words
    }
    throw new TypeConversionException("a whole number of at least 1 is needed, not \"" + value + "\"");
  }
}
