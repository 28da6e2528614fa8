// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0

/**
 * The Warp test kit: seeded property tests, invariants checked after every move, input fuzzing and failure
 * reports that shrink to the simplest configuration and the shortest choice of moves, for the Warp engine
 * and for any {@link org.iwgf.warp.core.game.GameRules}. Add it with test scope.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.testkit {
  requires transitive org.iwgf.warp.core;
  requires org.iwgf.warp.json;
  requires com.fasterxml.jackson.databind;
  requires com.google.common;
  requires static transitive org.jspecify;
  // The fuzz kit times reads in CPU time.
  requires java.management;
  // Allocations counts bytes per thread.
  requires jdk.management;

  exports org.iwgf.warp.testkit;
}
