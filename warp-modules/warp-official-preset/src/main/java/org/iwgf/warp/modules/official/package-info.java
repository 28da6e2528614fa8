// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** The Official Warp rules preset (Section VI): the recommended configuration in one call. */
@NullMarked
package org.iwgf.warp.modules.official;

import org.jspecify.annotations.NullMarked;
