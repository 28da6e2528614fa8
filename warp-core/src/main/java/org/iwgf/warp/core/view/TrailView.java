// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.view;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.Trail;

/**
 * A trail as every seat sees it.
 *
 * @param route which trail
 * @param coordinates charted from the Spacedock outwards
 * @param branches side branches laid off its doubles (Subspace Fracture stabilizers)
 * @param openEnd the pip a coordinate must show to join it
 * @param beaconUp true while the owner's Distress Beacon is up (always false for the Neutral Zone)
 * @since 0.1.0
 */
public record TrailView(Route route, List<Coordinate> coordinates, List<Coordinate> branches, int openEnd,
    boolean beaconUp) {
  public TrailView {
    coordinates = List.copyOf(coordinates);
    branches = List.copyOf(branches);
  }

  /**
   * How every seat sees {@code trail} laid on {@code route}, with its owner's Distress Beacon up or not.
   * Shares the trail's own immutable lists, so it costs one object.
   */
  public static TrailView of(Route route, Trail trail, boolean beaconUp) {
    return new TrailView(route, trail.coordinates(), trail.branches(), trail.openEnd(), beaconUp);
  }
}
