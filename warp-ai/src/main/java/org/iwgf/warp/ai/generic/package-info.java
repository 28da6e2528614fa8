// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Players and a table runner for any game written against {@link
 * org.iwgf.warp.core.game.GameRules}: a {@link org.iwgf.warp.ai.generic.Player} sees its seat's view and the
 * moves open to it, and {@link org.iwgf.warp.ai.generic.GameTable} plays whole games between them.
 */
@NullMarked
package org.iwgf.warp.ai.generic;

import org.jspecify.annotations.NullMarked;
