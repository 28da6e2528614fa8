// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Coordinates (dominoes), double-N sets, tile bitsets and the SplitMix64 generator every game draws its
 * randomness from as a plain value.
 */
@NullMarked
package org.iwgf.warp.core.domino;

import org.jspecify.annotations.NullMarked;
