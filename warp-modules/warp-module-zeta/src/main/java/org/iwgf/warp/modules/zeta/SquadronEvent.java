// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import org.iwgf.warp.core.model.PluginEvent;

/**
 * What Module Zeta reports beside the standard events.
 *
 * @since 0.1.0
 */
public sealed interface SquadronEvent extends PluginEvent {
  @Override
  default String pluginId() {
    return ModuleZeta.ID;
  }

  /**
   * {@code seat} could not chart and ended the turn with the Distress Beacon, but the squadron's shields
   * stay up because teammates {@code keptBy} keep momentum on the shared trail: the beacon that went up
   * is taken straight down again, and the shared trail stays closed to opponents.
   */
  record ShieldsHeld(int seat, List<Integer> keptBy) implements SquadronEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + "'s shields stay down, held by " + keptBy.stream().map(captain::apply).collect(Collectors.joining(" and "));
    }

    public ShieldsHeld {
      keptBy = List.copyOf(keptBy);
    }
  }
}
