// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

/**
 * How a captain used the tactical advisor in a match.
 *
 * @since 0.1.0
 */
public enum AdvisorUse {
  /** Not at all. */
  NONE,
  /** Only after the match: a post-match report or campaign analysis. Does not disqualify the match. */
  AFTER_MATCH,
  /** During live turns: the match is assisted and does not move TEI. */
  LIVE_TURNS
}
