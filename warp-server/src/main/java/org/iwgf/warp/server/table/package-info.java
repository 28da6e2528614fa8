// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Live tables: seats, seat tokens, the officers' turns and the per-connection throttle. */
@NullMarked
package org.iwgf.warp.server.table;

import org.jspecify.annotations.NullMarked;
