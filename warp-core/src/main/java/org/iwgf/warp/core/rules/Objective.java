package org.iwgf.warp.core.rules;

/** What the sector is played for, chosen before launch. */
public enum Objective {
  /** Rounds down the Spacedock ladder; penalty pips accumulate; lowest total wins. */
  POINTS_CAMPAIGN,
  /** Emptying your hand wins the round; the {@link GoOutStructure} decides the sector. */
  GO_OUT
}
