// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Fixed-size numeric encodings for learning players: an information-state vector computed from one seat's
 * {@link org.iwgf.warp.core.view.SeatView} only ({@link org.iwgf.warp.ai.encoding.ObservationEncoder}, laid
 * out by {@link org.iwgf.warp.ai.encoding.ObservationLayout}), and a flat index over every move with a
 * legality mask ({@link org.iwgf.warp.ai.encoding.ActionSpace}). See {@code docs/encoding.md}.
 */
@NullMarked
package org.iwgf.warp.ai.encoding;

import org.jspecify.annotations.NullMarked;
