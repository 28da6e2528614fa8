// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** The reference table server: any game of the library over HTTP and WebSocket, stored in H2. */
@NullMarked
package org.iwgf.warp.server;

import org.jspecify.annotations.NullMarked;
