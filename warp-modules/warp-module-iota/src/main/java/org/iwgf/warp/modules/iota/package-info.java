// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Iota — Double Down: charting a double on any route makes the next captain draw two coordinates
 * before their turn begins, in a Points campaign and in Go-out alike.
 */
@NullMarked
package org.iwgf.warp.modules.iota;

import org.jspecify.annotations.NullMarked;
