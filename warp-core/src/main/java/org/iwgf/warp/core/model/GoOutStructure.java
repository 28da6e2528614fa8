// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.Objects;

/**
 * How a Go-out sector is decided (Victory conditions).
 *
 * @param kind sudden death, a fixed Spacedock descent of {@code rounds} rounds, or first to {@code target}
 *     round wins
 * @param rounds rounds in the descent ({@link Kind#FIXED_ROUNDS} only, else 0)
 * @param target round wins needed ({@link Kind#FIRST_TO} only, else 0)
 * @param overtime what a tie after the fixed rounds leads to ({@link Kind#FIXED_ROUNDS} only)
 * @since 0.1.0
 */
public record GoOutStructure(Kind kind, int rounds, int target, Overtime overtime) {

  /** The sector structures of the Victory conditions. */
  public enum Kind {
    /** The first captain to go out wins the sector. */
    SUDDEN_DEATH,
    /** A Spacedock descent of N rounds; most round wins takes the sector. */
    FIXED_ROUNDS,
    /** The first captain to win X rounds takes the sector. */
    FIRST_TO
  }

  /** What happens when the fixed rounds end with several captains level on round wins. */
  public enum Overtime {
    /** Overtime rounds are played until one captain leads. */
    FORCED,
    /** The tied captains vote; overtime is played only if all of them accept, else they share victory. */
    OFFERED
  }

  /** Most rounds of a fixed-rounds descent, and the highest first-to target. */
  public static final int MAX_ROUNDS = 99;

  /** A structure; a missing kind is sudden death and a missing overtime is forced. */
  public GoOutStructure(Kind kind, int rounds, int target, Overtime overtime) {
    this.kind = Objects.requireNonNullElse(kind, Kind.SUDDEN_DEATH);
    this.rounds = rounds;
    this.target = target;
    this.overtime = Objects.requireNonNullElse(overtime, Overtime.FORCED);
  }

  /** Sudden death: the default structure. */
  public static GoOutStructure suddenDeath() {
    return new GoOutStructure(Kind.SUDDEN_DEATH, 0, 0, Overtime.FORCED);
  }

  /** A descent of {@code rounds} rounds with the given overtime policy. */
  public static GoOutStructure fixedRounds(int rounds, Overtime overtime) {
    return new GoOutStructure(Kind.FIXED_ROUNDS, rounds, 0, overtime);
  }

  /** First captain to {@code target} round wins. */
  public static GoOutStructure firstTo(int target) {
    return new GoOutStructure(Kind.FIRST_TO, 0, target, Overtime.FORCED);
  }
}
