// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import org.iwgf.warp.core.domino.Coordinate;

/**
 * An unsatisfied double on the table (Section IV). While it stands no other route may be charted.
 *
 * @param doubleCharted the double waiting to be satisfied
 * @param route where it lies
 * @param charter the captain who charted it
 * @param responsible the captain who must answer it now
 * @param red false while responsibility still sits with the charter (Yellow alert); true once it has been
 *     passed on (Red Alert)
 * @param required coordinates needed to satisfy it: 1 cover, or 3 stabilizers under Subspace Fracture
 * @param placed stabilizers already placed as side branches of the double (see {@link Trail#branches()})
 * @since 0.1.0
 */
public record RedAlert(
    Coordinate doubleCharted, Route route, int charter, int responsible, boolean red, int required,
    int placed) {

  /** The pip every satisfying coordinate must show. */
  public int pip() {
    return doubleCharted.high();
  }

  /** True while the charter still holds responsibility. */
  public boolean yellow() {
    return !red;
  }

  /**
   * This alert with responsibility passed to {@code seat}: red from now on.
   *
   * @since 1.0.0
   */
  public RedAlert passedTo(int seat) {
    return new RedAlert(doubleCharted, route, charter, seat, true, required, placed);
  }

  /**
   * This alert on {@code moved}, where a rule moved the route its double lies on.
   *
   * @since 1.0.0
   */
  public RedAlert onRoute(Route moved) {
    return new RedAlert(doubleCharted, moved, charter, responsible, red, required, placed);
  }

  /**
   * This alert with one more of its required coordinates placed (a side branch of a stabilized double).
   *
   * @since 1.0.0
   */
  public RedAlert withBranchPlaced() {
    return new RedAlert(doubleCharted, route, charter, responsible, red, required, placed + 1);
  }
}
