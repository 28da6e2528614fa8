package org.iwgf.warp.classic.rules;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An end of the line of play. The lead tile opens {@code left} (its higher end) and {@code right}; in All
 * Fives the spinner opens {@code up} and {@code down} once both of its long sides have been played on.
 */
public enum End {
  @JsonProperty("left")
  LEFT,
  @JsonProperty("right")
  RIGHT,
  @JsonProperty("up")
  UP,
  @JsonProperty("down")
  DOWN;

  private static final End[] ALL = values();

  static End of(int ordinal) {
    return ALL[ordinal];
  }
}
