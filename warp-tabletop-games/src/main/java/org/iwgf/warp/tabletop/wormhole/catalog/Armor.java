package org.iwgf.warp.tabletop.wormhole.catalog;

/** Armor types of the reference cards: Light, Medium and Heavy. */
public enum Armor {
  LIGHT,
  MEDIUM,
  HEAVY
}
