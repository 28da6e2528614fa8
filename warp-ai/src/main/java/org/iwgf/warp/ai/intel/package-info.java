// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * What a seat can infer about hidden coordinates from its own views and events (which coordinates a
 * captain who failed to chart cannot hold), and whole worlds consistent with that knowledge for search.
 */
@NullMarked
package org.iwgf.warp.ai.intel;

import org.jspecify.annotations.NullMarked;
