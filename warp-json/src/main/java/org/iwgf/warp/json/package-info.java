// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * JSON for Warp: {@link org.iwgf.warp.json.WarpJson} (the configured mapper and one-line reading and
 * writing of configurations, states, moves, events, seat views) and {@link org.iwgf.warp.json.GameRecord}
 * (a whole game as configuration, seed and moves, which replays exactly).
 */
@NullMarked
package org.iwgf.warp.json;

import org.jspecify.annotations.NullMarked;
