// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * JSON for Warp: {@link org.iwgf.warp.core.json.WarpJson} (the configured mapper and one-line reading and
 * writing of configurations, states, moves, events, seat views) and {@link org.iwgf.warp.core.json.GameRecord}
 * (a whole game as configuration, seed and moves, which replays exactly).
 */
@NullMarked
package org.iwgf.warp.core.json;

import org.jspecify.annotations.NullMarked;
