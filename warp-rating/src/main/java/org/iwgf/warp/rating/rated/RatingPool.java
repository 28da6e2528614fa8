// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

/**
 * The three rating contexts of Section VIII.
 *
 * @since 0.1.0
 */
public enum RatingPool {
  /** Unassisted solo sectors against reference AI officers. */
  SOLO,
  /** Online sectors and officiated matches without a private crew charter (global human TEI). */
  HUMAN,
  /** A crew charter's own ladder (group TEI). */
  CREW
}
