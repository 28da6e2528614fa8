// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Kappa (Warped — exhibition only, never rated): Temporal Inversion in a Points campaign, where even
 * rounds are written as a spread off the round's top hand; Hand Exchange in Go-out, where the round's first
 * double makes the largest hand take a coordinate from the smallest and give one back.
 */
@NullMarked
package org.iwgf.warp.modules.kappa;

import org.jspecify.annotations.NullMarked;
