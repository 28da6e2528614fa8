// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Computer commanders for the Wormhole miniatures battle game: the scenario autopilot. */
@NullMarked
package org.iwgf.warp.tabletop.wormhole.autopilot;

import org.jspecify.annotations.NullMarked;
