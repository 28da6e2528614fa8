// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;

/**
 * A Special Order in force on a vessel for the rest of the turn (a switch flipped down in the Special
 * Orders phase): Afterburner, Scramble, Berserker, a Mission Briefing on a target, Concentrate Fire on a
 * target, a Self-destruct token.
 *
 * @param ability the ability that was used
 * @param target the vessel it names, for abilities that name one
 * @since 0.1.0
 */
public record Effect(SpecialAbility ability, Optional<String> target) {

  public Effect {
    Objects.requireNonNull(ability, "ability");
    Objects.requireNonNull(target, "target");
  }

  /** An effect without a target. */
  public static Effect of(SpecialAbility ability) {
    return new Effect(ability, Optional.empty());
  }
}
