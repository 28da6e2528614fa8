package org.iwgf.warp.classic.rules;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How a hand ended. JSON names: {@code domino}, {@code blocked}. */
public enum HandEnding {
  /** A seat laid its last tile. */
  @JsonProperty("domino")
  DOMINO,
  /** Nobody could play and nothing could be drawn. */
  @JsonProperty("blocked")
  BLOCKED
}
