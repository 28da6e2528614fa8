// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The input doors of every game as seeded fuzz targets ({@link org.iwgf.warp.soak.fuzz.InputDoors}) and
 * a fuzz run's results as data ({@link org.iwgf.warp.soak.fuzz.FuzzResults}).
 */
@NullMarked
package org.iwgf.warp.soak.fuzz;

import org.jspecify.annotations.NullMarked;
