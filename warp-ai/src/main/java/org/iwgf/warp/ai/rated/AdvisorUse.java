package org.iwgf.warp.ai.rated;

/** How a captain used the tactical advisor in a match. */
public enum AdvisorUse {
  /** Not at all. */
  NONE,
  /** Only after the match: a post-match report or campaign analysis. Does not disqualify the match. */
  AFTER_MATCH,
  /** During live turns: the match is assisted and does not move TEI. */
  LIVE_TURNS
}
