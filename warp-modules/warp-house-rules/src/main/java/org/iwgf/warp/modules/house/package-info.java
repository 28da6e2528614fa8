// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The house rules of Sections V and VI, each its own plugin: All Stop!, Drop to Impulse, Manual
 * shield control, Pass Red Alert without draw or beacon, and the route restrictions. House rules are the
 * table's own agreement; the rulebook marks none of them Warped, so each may be played in rated sectors.
 */
@NullMarked
package org.iwgf.warp.modules.house;

import org.jspecify.annotations.NullMarked;
