package org.iwgf.warp.tabletop.wormhole.fleet;

/** The Sathrican factions ("Faction Rules"). */
public enum Faction {
  /** Royalist (Blue): a free Skilled Commander; wins tied Advantage rolls against Separatists. */
  ROYALIST,
  /** Separatist (Orange): a free Ace Pilot; the 1" wormhole entry rule (advanced rules). */
  SEPARATIST
}
