// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Research at scale over the whole library: the all-combination soak of the Warp engine with every
 * installed rule ({@code org.iwgf.warp.soak}) and the input doors of every game as seeded fuzz targets
 * ({@code org.iwgf.warp.soak.fuzz}). Rules join through their services.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.soak {
  requires org.iwgf.warp.json;
  requires transitive org.iwgf.warp.testkit;
  requires org.iwgf.warp.classic;
  requires org.iwgf.warp.tabletop;
  requires com.fasterxml.jackson.databind;
  requires static transitive org.jspecify;

  exports org.iwgf.warp.soak;
  exports org.iwgf.warp.soak.fuzz;
}
