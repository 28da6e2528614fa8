// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Strict JSON reading and writing shared by warp-ai's document codecs (TEI ratings, match records). */
@NullMarked
package org.iwgf.warp.ai.json;

import org.jspecify.annotations.NullMarked;
