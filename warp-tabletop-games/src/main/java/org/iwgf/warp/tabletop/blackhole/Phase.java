package org.iwgf.warp.tabletop.blackhole;

/** Where a game stands. */
public enum Phase {
  /** Advanced variant only: each player secretly chooses the faces of their dice. */
  CHOOSING,
  /** Players place their ships, one at a time in turn order, at the start of the spiral. */
  PLACING,
  /** Players take turns moving or turning one of their ships. */
  RACING,
  /** A player has removed enough ships; nothing more may be played. */
  OVER
}
