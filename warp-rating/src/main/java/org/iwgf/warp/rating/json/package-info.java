// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Strict JSON reading and writing shared by warp-rating's document codecs (TEI ratings, match records). */
@NullMarked
package org.iwgf.warp.rating.json;

import org.jspecify.annotations.NullMarked;
