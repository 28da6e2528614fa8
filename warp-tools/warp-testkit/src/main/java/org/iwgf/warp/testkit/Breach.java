// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.Optional;

/** The first broken invariant of one game: which, after which move (−1: the launched state), and why. */
record Breach<M>(String invariant, int moveIndex, Optional<M> move, String message) {}
