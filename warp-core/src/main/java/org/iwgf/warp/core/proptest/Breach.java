// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.proptest;

import java.util.Optional;
import org.iwgf.warp.core.rules.WarpMove;

/** The first broken invariant of one game: which, after which move (−1: the launched state), and why. */
record Breach(String invariant, int moveIndex, Optional<WarpMove> move, String message) {}
