// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * JMH benchmarks of every game: random playouts, the two halves of a move, officer decisions and
 * scenarios. Results and the commands that produced them are in {@code docs/performance.md}.
 */
@NullMarked
package org.iwgf.warp.bench;

import org.jspecify.annotations.NullMarked;
