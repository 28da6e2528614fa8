// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** JSON for classic dominoes: {@link org.iwgf.warp.classic.json.ClassicJson}. */
@NullMarked
package org.iwgf.warp.classic.json;

import org.jspecify.annotations.NullMarked;
