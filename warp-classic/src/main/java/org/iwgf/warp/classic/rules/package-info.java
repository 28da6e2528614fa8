// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Warp 6, classic dominoes on a double-six single line: {@link org.iwgf.warp.classic.rules.ClassicRules}
 * plays Block, Draw and All Fives ({@link org.iwgf.warp.classic.rules.Variant}) through the same
 * {@link org.iwgf.warp.core.game.GameRules} contract as the Warp engine, applying
 * {@link org.iwgf.warp.classic.rules.ClassicMove}s to immutable
 * {@link org.iwgf.warp.classic.rules.ClassicState}s and reporting
 * {@link org.iwgf.warp.classic.rules.ClassicEvent}s; {@link org.iwgf.warp.classic.rules.ClassicConfig}
 * holds the rules on which tables differ.
 */
@NullMarked
package org.iwgf.warp.classic.rules;

import org.jspecify.annotations.NullMarked;
