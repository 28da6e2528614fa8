package org.iwgf.warp.tabletop.wormhole;

/** The order switches of a TOS. */
public enum OrderKind {
  SPECIAL,
  MOVE,
  ATTACK,
  REPAIR
}
