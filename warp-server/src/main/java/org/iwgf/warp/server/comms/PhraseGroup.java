// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

/**
 * The five groups of the quick-phrase catalog, each shown with its category icon.
 *
 * @since 0.1.0
 */
public enum PhraseGroup {
  ACKNOWLEDGE("Acknowledge"),
  GET_MOVING("Get moving"),
  SPORTSMANSHIP("Sportsmanship"),
  DRAMA("Drama"),
  CHEEKY("Cheeky");

  private final String displayName;

  PhraseGroup(String displayName) {
    this.displayName = displayName;
  }

  /** The group's name as shown, e.g. "Get moving". */
  public String displayName() {
    return displayName;
  }
}
