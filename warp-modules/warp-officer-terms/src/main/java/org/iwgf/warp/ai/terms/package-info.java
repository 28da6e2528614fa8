// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * What officers know about the optional rules: each Module's heuristics and the ranks of the moves the
 * rules add, provided to {@code warp-ai} as {@link org.iwgf.warp.ai.officer.OfficerTerms} services.
 */
@NullMarked
package org.iwgf.warp.ai.terms;

import org.jspecify.annotations.NullMarked;
