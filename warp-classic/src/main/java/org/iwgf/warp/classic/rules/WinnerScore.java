// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What the winner of a hand scores. JSON names: {@code opponents-pips}, {@code opponents-minus-own}.
 *
 * @since 0.1.0
 */
public enum WinnerScore {
  /** The pips left in the opponents' hands. */
  @JsonProperty("opponents-pips")
  OPPONENTS_PIPS,
  /** The opponents' pips minus the pips left on the winner's own side, never below zero. */
  @JsonProperty("opponents-minus-own")
  OPPONENTS_MINUS_OWN
}
