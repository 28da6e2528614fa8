package org.iwgf.warp.classic.rules;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What the winner of a hand scores. JSON names: {@code opponents-pips}, {@code opponents-minus-own}.
 */
public enum WinnerScore {
  /** The pips left in the opponents' hands. */
  @JsonProperty("opponents-pips")
  OPPONENTS_PIPS,
  /** The opponents' pips minus the pips left on the winner's own side, never below zero. */
  @JsonProperty("opponents-minus-own")
  OPPONENTS_MINUS_OWN
}
