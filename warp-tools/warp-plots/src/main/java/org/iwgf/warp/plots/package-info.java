// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Charts of Warp's measurement files. {@link org.iwgf.warp.plots.Plots} draws each kind from its files in
 * one call; underneath, the readers ({@link org.iwgf.warp.plots.MatchStandings#read}, {@link
 * org.iwgf.warp.plots.CalibrationTable#read}, {@link org.iwgf.warp.plots.SoakRates#read}, {@link
 * org.iwgf.warp.plots.LossCurve#read}) give immutable values, {@link org.iwgf.warp.plots.Chart} draws them,
 * and a malformed file is refused with a {@link org.iwgf.warp.plots.PlotDataException} naming the file, the
 * line or field and what is wrong.
 *
 * <p>Every chart carries the command lines that produced its data, so a reader of the chart knows how to
 * measure it again. Charts are drawn off screen: unless the system property {@code java.awt.headless} is
 * already set, the first chart drawn sets it to {@code true}.
 */
@NullMarked
package org.iwgf.warp.plots;

import org.jspecify.annotations.NullMarked;
