package org.iwgf.warp.tabletop.wormhole;

/** PLACEHOLDER — to be built: validation of a configuration's fleets. */
final class FleetCheck {
  private FleetCheck() {}

  static void check(WormholeConfig config) {
    // to be built
  }
}
