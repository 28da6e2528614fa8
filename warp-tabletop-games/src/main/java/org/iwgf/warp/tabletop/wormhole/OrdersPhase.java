package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;

/** PLACEHOLDER — to be built. */
final class OrdersPhase implements PhaseRules {
  static final PhaseRules RULES = new OrdersPhase();

  private OrdersPhase() {}

  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("OrdersPhase is not built yet");
  }

  @Override
  public Optional<Integer> toAct(WormholeState state) {
    throw new UnsupportedOperationException("OrdersPhase is not built yet");
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    throw new UnsupportedOperationException("OrdersPhase is not built yet");
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("OrdersPhase is not built yet");
  }
}
