// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;

/**
 * A plugin state with one value of each kind the generic encoding reads, for the worked example.
 *
 * @param on a flag
 * @param count a number
 * @param perSeat one number per seat
 * @param coordinates coordinates the rule shows
 * @param phase an enum constant
 * @param label text, which the encoding skips
 */
public record ProbeState(boolean on, int count, List<Integer> perSeat, List<Coordinate> coordinates, Phase phase,
    String label) implements PluginState {}
