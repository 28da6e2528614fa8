// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

/**
 * Armor types of the reference cards: Light, Medium and Heavy.
 *
 * @since 0.1.0
 */
public enum Armor {
  LIGHT,
  MEDIUM,
  HEAVY
}
