// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

/**
 * The sizes of the stored text columns ({@code db/migration}) a request can fill, so that a request is
 * refused for what it says before the database would refuse it for its length.
 *
 * @since 0.1.0
 */
public final class Columns {
  /** {@code warp_seat.kind}: {@code human:<name>}, {@code open}, {@code officer:<rank>}. */
  public static final int SEAT_KIND = 60;

  /** {@code warp_rating.player}: a named captain. */
  public static final int PLAYER = 40;

  private Columns() {}
}
