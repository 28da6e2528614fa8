// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Gamma, Long-Range Sensor Sweep: the Sensor Grid dealt each round and the sweep that takes
 * from it.
 */
@NullMarked
package org.iwgf.warp.modules.gamma;

import org.jspecify.annotations.NullMarked;
