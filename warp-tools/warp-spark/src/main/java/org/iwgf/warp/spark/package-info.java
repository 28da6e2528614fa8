// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The soak, the arena and the calibration as Apache Spark jobs: the games or deals of a run are split into
 * contiguous ranges, each a Spark partition of (configuration, seed) pairs, and the partial results are
 * added up exactly as the single-machine run adds its workers' results. Entry point: {@link
 * org.iwgf.warp.spark.WarpSparkJobs}.
 */
@NullMarked
package org.iwgf.warp.spark;

import org.jspecify.annotations.NullMarked;
