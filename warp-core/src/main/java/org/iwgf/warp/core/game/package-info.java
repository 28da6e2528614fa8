// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * What every game in the library shares: the {@link org.iwgf.warp.core.game.GameRules} contract
 * (pure {@code apply}, {@code legalMoves}, per-seat views), the {@link org.iwgf.warp.core.game.Player}
 * that picks a seat's moves, outcomes, replays, and the one family of coded exceptions ({@link org.iwgf.warp.core.game.WarpException}) every public method raises on bad input.
 */
@NullMarked
package org.iwgf.warp.core.game;

import org.jspecify.annotations.NullMarked;
