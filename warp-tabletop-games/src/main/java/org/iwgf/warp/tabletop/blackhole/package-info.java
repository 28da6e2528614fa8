// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The dice race around the black hole: each player's dice are spaceships on a spiral track that winds in
 * six rings towards a black hole; ships move exactly their face value, hyperjump inward when they land on an
 * occupied space, and leave the board at the centre. The first player to lose enough ships into the hole
 * wins.
 *
 * <p>Start with {@link org.iwgf.warp.tabletop.blackhole.BlackHoleRules#of}; the rules implement Warp's
 * generic {@link org.iwgf.warp.core.game.GameRules}, so the generic players, tables and benchmarks play it.
 * The board is data ({@link org.iwgf.warp.tabletop.blackhole.Spiral}), JSON is read and written by
 * {@link org.iwgf.warp.tabletop.blackhole.BlackHoleJson}.
 */
@NullMarked
package org.iwgf.warp.tabletop.blackhole;

import org.jspecify.annotations.NullMarked;
