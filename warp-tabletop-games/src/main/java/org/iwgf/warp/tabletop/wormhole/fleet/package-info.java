// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/** Fleets as built before a battle: factions, vessels, inserts, where the Fleet Admiral is. */
@NullMarked
package org.iwgf.warp.tabletop.wormhole.fleet;

import org.jspecify.annotations.NullMarked;
