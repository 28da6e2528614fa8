// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import picocli.CommandLine.Option;

/**
 * How many deals a match plays and what seeds them, as a picocli mixin: {@code --deals N} (at least 1, default
 * 100) and {@code --seed S} (default 1). The arena and the calibration of both command lines mix it in.
 *
 * @since 0.1.0
 */
public final class DealOptions {
  @Option(names = "--deals", paramLabel = "N", converter = PositiveInt.class,
      description = "Deals per match; each is played once per seat rotation (default 100).")
  private int deals = 100;

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the deals (default 1).")
  private long seed = 1;

  /** Options with nothing given yet; picocli fills them. */
  public DealOptions() {}

  /** Deals per match, each played once per seat rotation: at least 1. */
  public int deals() {
    return deals;
  }

  /** The seed the match's deals are dealt from. */
  public long seed() {
    return seed;
  }
}
