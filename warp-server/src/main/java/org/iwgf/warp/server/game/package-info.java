// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Each game of the library behind one JSON door: configuration, moves, views, events and officers. */
@NullMarked
package org.iwgf.warp.server.game;

import org.jspecify.annotations.NullMarked;
