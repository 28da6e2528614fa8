// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Delta, Hot Potato (Neutral Zone Hazard): the Hazard Marker, its pass penalties and the Warp
 * Drive Engagement.
 */
@NullMarked
package org.iwgf.warp.modules.delta;

import org.jspecify.annotations.NullMarked;
