// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

/**
 * Where a match was played, which decides the rating pools it can count in.
 *
 * @since 0.1.0
 */
public enum Venue {
  /** A local solo sector against AI officers (solo pool). */
  SOLO,
  /** An online sector (human pool, or a crew charter). */
  ONLINE,
  /** An officiated match reported with an MT- code (human pool, or a crew charter). */
  OFFICIATED
}
