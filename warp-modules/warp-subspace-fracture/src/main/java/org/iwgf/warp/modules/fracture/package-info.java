// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Subspace Fracture, the chicken-foot protocol on doubles (Sections IV and VI), as a plugin.
 */
@NullMarked
package org.iwgf.warp.modules.fracture;

import org.jspecify.annotations.NullMarked;
