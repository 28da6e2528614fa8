// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The quick-phrase hails (Section IX): social and expressive, never strategic. They carry no hand
 * information, are always broadcast to the whole sector, and are the only comms open during rated active
 * play. Declared in catalog order.
 *
 * @since 0.1.0
 */
public enum QuickPhrase {
  AYE_CAPTAIN(PhraseGroup.ACKNOWLEDGE, "Aye Captain"),
  ACKNOWLEDGED(PhraseGroup.ACKNOWLEDGE, "Acknowledged"),
  MAKE_IT_SO(PhraseGroup.ACKNOWLEDGE, "Make it so"),
  COURSE_LAID_IN(PhraseGroup.ACKNOWLEDGE, "Course laid in"),
  ENGAGE(PhraseGroup.GET_MOVING, "Engage!"),
  PUNCH_IT(PhraseGroup.GET_MOVING, "Punch it"),
  WARP_SPEED(PhraseGroup.GET_MOVING, "Warp speed"),
  AHEAD_FULL(PhraseGroup.GET_MOVING, "Ahead full"),
  STEADY_AS_SHE_GOES(PhraseGroup.GET_MOVING, "Steady as she goes"),
  WELL_PLAYED(PhraseGroup.SPORTSMANSHIP, "Well played"),
  A_FINE_MANEUVER(PhraseGroup.SPORTSMANSHIP, "A fine maneuver"),
  THE_NEEDS_OF_THE_MANY(PhraseGroup.SPORTSMANSHIP, "The needs of the many…"),
  FLY_WELL_CAPTAIN(PhraseGroup.SPORTSMANSHIP, "Fly well, Captain"),
  RED_ALERT(PhraseGroup.DRAMA, "Red Alert!"),
  SHIELDS_UP(PhraseGroup.DRAMA, "Shields up!"),
  ALL_STOP(PhraseGroup.DRAMA, "All Stop!"),
  DISTRESS_BEACON_AWAY(PhraseGroup.DRAMA, "Distress beacon away"),
  SHES_BREAKING_UP(PhraseGroup.DRAMA, "She's breaking up!"),
  FASCINATING(PhraseGroup.DRAMA, "Fascinating…"),
  BOLD_VERY_BOLD(PhraseGroup.DRAMA, "Bold. Very bold."),
  A_DANGEROUS_GAME(PhraseGroup.CHEEKY, "You're playing a dangerous game"),
  PERSISTENCE_IS_FUTILE(PhraseGroup.CHEEKY, "Persistence is futile"),
  RESISTANCE_IS_NOTED(PhraseGroup.CHEEKY, "Resistance is… noted"),
  I_HAVE_THE_CONN(PhraseGroup.CHEEKY, "I have the conn now"),
  Q_WOULD_BE_PROUD(PhraseGroup.CHEEKY, "Q would be proud");

  private final PhraseGroup group;
  private final String text;

  QuickPhrase(PhraseGroup group, String text) {
    this.group = group;
    this.text = text;
  }

  /** The phrases of {@code group}, in catalog order. */
  public static List<QuickPhrase> of(PhraseGroup group) {
    Objects.requireNonNull(group, "group");
    List<QuickPhrase> out = new ArrayList<>();
    for (QuickPhrase p : values()) {
      if (p.group == group) {
        out.add(p);
      }
    }
    return List.copyOf(out);
  }

  /** The group this phrase is listed under. */
  public PhraseGroup group() {
    return group;
  }

  /** The phrase as shown, e.g. "Make it so". */
  public String text() {
    return text;
  }
}
