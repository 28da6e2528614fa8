// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Whole Warp sectors played between computer captains, one per seat, each shown only its own
 * view; listeners hear the sector as the host runs it.
 */
@NullMarked
package org.iwgf.warp.ai.table;

import org.jspecify.annotations.NullMarked;
