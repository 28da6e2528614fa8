// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Zeta — Fleet Squadrons (Warp Crews), both objectives: equal squadrons in alternating bridge
 * seats, one shared Warp Trail and Distress Beacon per squadron, shields held by momentum, team penalties
 * in a Points campaign and squadron round wins in Go-out.
 *
 * <p>Status: the rulebook does not mark Zeta Warped; squadron play is still a team campaign, which never
 * updates TEI (Section VIII), so a sector with Zeta is unrated.
 */
@NullMarked
package org.iwgf.warp.modules.zeta;

import org.jspecify.annotations.NullMarked;
