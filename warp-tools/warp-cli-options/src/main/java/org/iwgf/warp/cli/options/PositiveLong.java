// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A picocli converter for a count of at least 1 as large as a {@code long} ({@code converter =
 * PositiveLong.class}), such as a soak's games: any other value is refused in one sentence naming it.
 *
 * @since 0.1.0
 */
public final class PositiveLong implements ITypeConverter<Long> {
  /** A converter; picocli makes its own. */
  public PositiveLong() {}

  /**
   * {@code value} as a whole number from 1 to {@link Long#MAX_VALUE}.
   *
   * @throws TypeConversionException if it is not one
   */
  @Override
  public Long convert(String value) {
    return Counts.atLeastOne(value, Long.MAX_VALUE);
  }
}
