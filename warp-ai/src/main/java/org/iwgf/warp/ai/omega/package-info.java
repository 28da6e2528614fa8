// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Ω, the neural Commander's network in pure Java: its shape ({@link org.iwgf.warp.ai.omega.NetworkShape}),
 * its weights and their checked binary format ({@link org.iwgf.warp.ai.omega.Network}), the features of
 * each legal move it may read beside the observation ({@link org.iwgf.warp.ai.omega.MoveFeatures}),
 * allocation-free evaluation ({@link org.iwgf.warp.ai.omega.Evaluator}), training with Adam
 * ({@link org.iwgf.warp.ai.omega.Training}) on expert games ({@link org.iwgf.warp.ai.omega.ExpertGames}),
 * the shipped models ({@link org.iwgf.warp.ai.omega.OmegaModel}), greedy play
 * ({@link org.iwgf.warp.ai.omega.OmegaCaptain}) and Ω+ search ({@link org.iwgf.warp.ai.omega.OmegaPlus}).
 */
@NullMarked
package org.iwgf.warp.ai.omega;

import org.jspecify.annotations.NullMarked;
