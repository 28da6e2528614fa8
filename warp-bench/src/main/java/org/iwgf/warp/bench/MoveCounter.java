// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The moves (decisions) a playout benchmark applied, reported by JMH as a rate over the measured time next
 * to the benchmark's own score: the {@code moves} secondary result of every playout benchmark.
 *
 * @since 0.1.0
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class MoveCounter {
  /** Moves applied in this iteration. */
  public long moves;

  /** Adds {@code played} moves and returns them, for the benchmark to return. */
  int count(int played) {
    moves += played;
    return played;
  }

  /** Starts each iteration from zero. */
  @Setup(Level.Iteration)
  public void reset() {
    moves = 0;
  }
}
