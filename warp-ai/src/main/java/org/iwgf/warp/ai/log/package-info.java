// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * A sector told as readable text while it is played: round headers, turns, tallies and the plugins'
 * own sentences.
 */
@NullMarked
package org.iwgf.warp.ai.log;

import org.jspecify.annotations.NullMarked;
