// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Double-blank score setting (Section V, step 3), the one optional rule that is always active.
 */
@NullMarked
package org.iwgf.warp.core.doubleblank;

import org.jspecify.annotations.NullMarked;
