// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The rule book's scenarios as ready configurations ({@link org.iwgf.warp.tabletop.wormhole.scenario.Scenarios})
 * and the three-battle Gauntlet campaign ({@link org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet}).
 */
@NullMarked
package org.iwgf.warp.tabletop.wormhole.scenario;

import org.jspecify.annotations.NullMarked;
