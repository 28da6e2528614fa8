package org.iwgf.warp.tabletop.wormhole;

import java.util.List;

/** PLACEHOLDER — to be built: scoring of a Standard Wormhole Engagement. */
final class Scoring {
  private Scoring() {}

  static List<Integer> scores(WormholeState state) {
    throw new UnsupportedOperationException("Scoring is not built yet");
  }

  static WormholeState finish(WormholeState state, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("Scoring is not built yet");
  }
}
