// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Beta: the Salamander — the highest double of the Warp Factor — as a penalty caught in hand in a
 * Points campaign and as a surge of forced draws in Go-out.
 */
@NullMarked
package org.iwgf.warp.modules.beta;

import org.jspecify.annotations.NullMarked;
