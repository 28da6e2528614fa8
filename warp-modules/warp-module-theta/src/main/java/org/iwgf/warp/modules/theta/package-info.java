// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Theta: long personal Warp Trails rewarded — a −3 bonus for the longest trail at round end in a
 * Points campaign, one immediate extra turn for the first trail to reach five coordinates in Go-out.
 */
@NullMarked
package org.iwgf.warp.modules.theta;

import org.jspecify.annotations.NullMarked;
