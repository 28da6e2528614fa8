// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Alpha — The Continuum: a 0-0 charted on your own Warp Trail opens a Continuum Flash, and the
 * captain picks one directive from the list of their sector objective (Points campaign or Go-out).
 */
@NullMarked
package org.iwgf.warp.modules.alpha;

import org.jspecify.annotations.NullMarked;
