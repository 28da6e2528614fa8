package org.iwgf.warp.ai.comms;

/** Where a sector is, as far as comms are concerned. */
public enum CommsPhase {
  /** Before launch, rated or casual. */
  LOBBY,
  /** Active play. */
  ACTIVE,
  /** The standings are final. */
  POST_GAME
}
