// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.official;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.modules.house.DropToImpulse;

/**
 * The Official Warp rules preset (Section VI): Sections I–V with Module Alpha (the Continuum), Module Beta
 * (the Salamander), Drop to Impulse with a 1-coordinate catch and the All Stop! ceremony on; Subspace
 * Fracture, the Deluxe house rules, manual shield control and Pass Red Alert off; a double-blank caught in
 * hand scores 0; a Points campaign of the factor's full length (thirteen rounds on Warp 12, ten, sixteen
 * and nineteen on Warp 9, 15 and 18).
 *
 * <p>The preset is a starting point, not a lock: {@link #builder} returns an ordinary
 * {@link WarpConfig.Builder}, and {@link #with} / {@link #without} switch single rules on and off.
 *
 * <pre>{@code
 * WarpConfig official = OfficialWarp.config();                       // Warp 12, four captains
 * WarpConfig house = OfficialWarp.with(official, PluginConfig.of("subspace-fracture"));
 * WarpConfig calm = OfficialWarp.without(official, ModuleAlpha.ID);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class OfficialWarp {
  /** What a double-blank caught in hand scores under the preset: its 0 pips, so the Continuum trigger is safe. */
  public static final int DOUBLE_BLANK_SCORE = 0;
  /** Coordinates a Drop to Impulse catch draws under the preset. */
  public static final int CATCH_DRAW = 1;

  private OfficialWarp() {}

  /** The rules the preset switches on, with their options, in the rulebook's order. */
  public static List<PluginConfig> plugins() {
    return List.of(
        PluginConfig.of(ModuleAlpha.ID),
        PluginConfig.of(ModuleBeta.ID),
        PluginConfig.of(DropToImpulse.ID, Map.of(DropToImpulse.CATCH_DRAW, String.valueOf(CATCH_DRAW))),
        PluginConfig.of(AllStop.ID));
  }

  /** A builder holding the preset for {@code captains} captains on {@code factor}; change anything before building. */
  public static WarpConfig.Builder builder(WarpFactor factor, int captains) {
    return WarpConfig.builder()
        .factor(factor)
        .captains(captains)
        .objective(Objective.POINTS_CAMPAIGN)
        .campaignRounds(factor.campaignLength())
        .doubleBlankScore(DOUBLE_BLANK_SCORE)
        .plugins(plugins());
  }

  /**
   * The preset for {@code captains} captains on {@code factor}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the fleet does not fit the factor
   */
  public static WarpConfig config(WarpFactor factor, int captains) {
    return builder(factor, captains).build();
  }

  /** The preset at the rated table: Warp 12, four captains. */
  public static WarpConfig config() {
    return config(WarpFactor.WARP_12, 4);
  }

  /** {@code config} with {@code rule} switched on, replacing the same rule's earlier options. */
  public static WarpConfig with(WarpConfig config, PluginConfig rule) {
    List<PluginConfig> rules = new ArrayList<>(without(config, rule.id()).plugins());
    rules.add(rule);
    return config.toBuilder().plugins(rules).build();
  }

  /** {@code config} with the rule {@code id} switched off (unchanged if it was off). */
  public static WarpConfig without(WarpConfig config, String id) {
    List<PluginConfig> rules = new ArrayList<>(config.plugins());
    rules.removeIf(p -> p.id().equals(id));
    return config.toBuilder().plugins(rules).build();
  }
}
