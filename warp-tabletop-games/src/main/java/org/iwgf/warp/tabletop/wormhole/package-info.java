// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Wormhole miniatures battle game: two commanders' Sathrican fleets fight on a 30"×40" mat through
 * turns of Orders, Special Orders, Movement, Attack, Cleanup and End of Turn, for Advantage and for the
 * points of the enemy vessels they destroy or damage.
 *
 * <p>Start with {@link org.iwgf.warp.tabletop.wormhole.WormholeRules#of} on a
 * {@link org.iwgf.warp.tabletop.wormhole.WormholeConfig}; the rules implement Warp's generic
 * {@link org.iwgf.warp.core.game.GameRules}, so the generic players, tables and benchmarks play it. Vessel
 * classes and inserts are data ({@link org.iwgf.warp.tabletop.wormhole.catalog.Catalog}), geometry lives
 * in {@link org.iwgf.warp.tabletop.wormhole.space}, fleets in {@link org.iwgf.warp.tabletop.wormhole.fleet}
 * and JSON in {@link org.iwgf.warp.tabletop.wormhole.WormholeJson}.
 */
@NullMarked
package org.iwgf.warp.tabletop.wormhole;

import org.jspecify.annotations.NullMarked;
