// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The AI officers of Section VII (Ensign, Lieutenant, Commander, Lookahead) as stacks of named
 * heuristics, the {@link org.iwgf.warp.ai.officer.OfficerTerms} service through which optional rules add
 * their terms, and the tactical advisor that explains its pick in the game's own words.
 */
@NullMarked
package org.iwgf.warp.ai.officer;

import org.jspecify.annotations.NullMarked;
