package org.iwgf.warp.tabletop.wormhole;

import java.util.List;

/** PLACEHOLDER — to be built: the state before deployment, with Advantage decided. */
final class Setup {
  private Setup() {}

  static WormholeState start(WormholeConfig config, Dice dice, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("Setup is not built yet");
  }
}
