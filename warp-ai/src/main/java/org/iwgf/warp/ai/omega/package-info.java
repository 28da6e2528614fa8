// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Ω, the neural Commander's network in pure Java: its shape ({@link org.iwgf.warp.ai.omega.NetworkShape}),
 * its weights and their checked binary format ({@link org.iwgf.warp.ai.omega.Network}), allocation-free
 * evaluation ({@link org.iwgf.warp.ai.omega.Evaluator}) and training with Adam
 * ({@link org.iwgf.warp.ai.omega.Training}).
 */
@NullMarked
package org.iwgf.warp.ai.omega;

import org.jspecify.annotations.NullMarked;
