// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

/**
 * The order switches of a TOS.
 *
 * @since 0.1.0
 */
public enum OrderKind {
  SPECIAL,
  MOVE,
  ATTACK,
  REPAIR
}
