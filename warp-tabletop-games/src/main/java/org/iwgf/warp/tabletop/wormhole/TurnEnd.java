package org.iwgf.warp.tabletop.wormhole;

import java.util.List;

/** PLACEHOLDER — to be built: Cleanup (repairs) and End of Turn (Advantage, reset). */
final class TurnEnd {
  private TurnEnd() {}

  static WormholeState run(WormholeState state, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("TurnEnd is not built yet");
  }
}
