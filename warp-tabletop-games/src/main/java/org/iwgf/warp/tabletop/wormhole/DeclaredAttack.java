// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;

/**
 * An attack declared in the current initiative band and not yet resolved: attacks in one band are
 * simultaneous, so every attack of the band is declared before any dice are rolled.
 *
 * @param attacker the firing vessel
 * @param weapon the weapon id
 * @param targets one target per separate attack (a ×N weapon may name up to N, repeats allowed)
 * @since 0.1.0
 */
public record DeclaredAttack(String attacker, String weapon, List<String> targets) {

  public DeclaredAttack {
    Objects.requireNonNull(attacker, "attacker");
    Objects.requireNonNull(weapon, "weapon");
    targets = List.copyOf(targets);
  }
}
