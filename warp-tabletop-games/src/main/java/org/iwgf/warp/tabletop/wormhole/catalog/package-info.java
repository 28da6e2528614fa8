// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Vessel classes, weapons, abilities and Data Inserts as data, each value with its source in the rulebook
 * (printed, or assumed and why). {@link org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson} loads the
 * shipped Sathrican catalog or a user's own.
 */
@NullMarked
package org.iwgf.warp.tabletop.wormhole.catalog;

import org.jspecify.annotations.NullMarked;
