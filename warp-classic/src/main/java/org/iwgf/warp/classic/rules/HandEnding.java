// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * How a hand ended. JSON names: {@code domino}, {@code blocked}.
 *
 * @since 0.1.0
 */
public enum HandEnding {
  /** A seat laid its last tile. */
  DOMINO,
  /** Nobody could play and nothing could be drawn. */
  BLOCKED
}
