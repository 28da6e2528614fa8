// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Lambda, Wormholes (Warped — exhibition only, never rated): a double charted on the Neutral Zone
 * swaps the charting captain's Warp Trail and the Neutral Zone, the same under both objectives.
 */
@NullMarked
package org.iwgf.warp.modules.lambda;

import org.jspecify.annotations.NullMarked;
