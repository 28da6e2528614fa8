package org.iwgf.warp.ai.rated;

/** Where a match was played, which decides the rating pools it can count in. */
public enum Venue {
  /** A local solo sector against AI officers (solo pool). */
  SOLO,
  /** An online sector (human pool, or a crew charter). */
  ONLINE,
  /** An officiated match reported with an MT- code (human pool, or a crew charter). */
  OFFICIATED
}
