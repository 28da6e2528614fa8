// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Computer captains for Warp that choose from their own seat's view only: the {@link
 * org.iwgf.warp.ai.captain.Captain} contract and the simplest captains (random, greedy).
 */
@NullMarked
package org.iwgf.warp.ai.captain;

import org.jspecify.annotations.NullMarked;
