// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Matches between captains for comparing strength: seat-rotated, duplicate-deal {@link
 * org.iwgf.warp.ai.arena.Arena} matches and the calibration report against the rulebook's skill preservation.
 */
@NullMarked
package org.iwgf.warp.ai.arena;

import org.jspecify.annotations.NullMarked;
