// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * A table runner for any game written against {@link org.iwgf.warp.core.game.GameRules}: {@link
 * org.iwgf.warp.ai.generic.GameTable} plays whole games between {@link org.iwgf.warp.core.game.Player}s (the
 * players themselves are warp-core's game SPI, so that each game can ship its own without warp-ai), and
 * {@link org.iwgf.warp.ai.generic.LearningPlayer} keeps what a seat learns from the play it sees.
 */
@NullMarked
package org.iwgf.warp.ai.generic;

import org.jspecify.annotations.NullMarked;
