// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** A consumer of the engine on the module path. */
@NullMarked
package org.iwgf.warp.it;

import org.jspecify.annotations.NullMarked;
