// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A picocli converter for a count of at least 1 that fits an {@code int} ({@code converter = PositiveInt.class}):
 * any other value is refused in one sentence naming it.
 *
 * @since 0.1.0
 */
public final class PositiveInt implements ITypeConverter<Integer> {
  /** A converter; picocli makes its own. */
  public PositiveInt() {}

  /**
   * {@code value} as a whole number from 1 to {@link Integer#MAX_VALUE}.
   *
   * @throws TypeConversionException if it is not one
   */
  @Override
  public Integer convert(String value) {
    return (int) Counts.atLeastOne(value, Integer.MAX_VALUE);
  }
}
