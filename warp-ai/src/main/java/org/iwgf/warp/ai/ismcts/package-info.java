// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Information-set Monte Carlo tree search (single observer; Cowling, Powley and Whitehouse 2012) for any game of
 * the registry: {@link org.iwgf.warp.ai.ismcts.IsMcts} searches the worlds a game's
 * {@link org.iwgf.warp.core.game.Determinization} samples from one seat's view and knowledge, and
 * {@link org.iwgf.warp.ai.ismcts.IsMctsCaptain} seats it at Warp tables. A literature baseline for the officers
 * and Ω, never reading a hidden detail.
 */
@NullMarked
package org.iwgf.warp.ai.ismcts;

import org.jspecify.annotations.NullMarked;
