// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The battle game's geometry: points in inches, compass headings, circles for bases, models and
 * explosion templates, ranges, arcs and lines of fire.
 */
@NullMarked
package org.iwgf.warp.tabletop.wormhole.space;

import org.jspecify.annotations.NullMarked;
