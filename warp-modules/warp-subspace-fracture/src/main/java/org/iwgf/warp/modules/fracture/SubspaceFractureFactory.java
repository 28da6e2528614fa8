// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Publishes {@link SubspaceFracture} under the id {@code "subspace-fracture"}. Its one option is
 * {@code scope}: {@code OWN_TRAIL} (default), {@code ALL_CAPTAINS} or {@code ALL_DOUBLES}.
 *
 * @since 0.1.0
 */
public final class SubspaceFractureFactory extends AbstractRulePluginFactory {
  /** The option naming the scope. */
  public static final String SCOPE = "scope";

  /** Rated: part of core multi-trail play, not a Module (Section VI). */
  public SubspaceFractureFactory() {
    super(SubspaceFracture.ID, "Subspace Fracture", RatingStatus.RATED, Set.of(SCOPE));
  }

  @Override
  protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
    String text = options.options().getOrDefault(SCOPE, FractureScope.OWN_TRAIL.name());
    try {
      return SubspaceFracture.withScope(FractureScope.valueOf(text.trim().toUpperCase(Locale.ROOT)
          .replace('-', '_').replace(' ', '_')));
    } catch (IllegalArgumentException e) {
      throw new InvalidConfigException("PLUGIN_OPTION", "A Subspace Fracture scope is OWN_TRAIL, ALL_CAPTAINS "
          + "or ALL_DOUBLES, not \"" + text + "\".");
    }
  }

  @Override
  public List<TypeName> jsonTypes() {
    return List.of(
        named(FractureEvent.Opened.class, "opened"),
        named(FractureEvent.StabilizerBranched.class, "stabilizer-branched"),
        named(FractureEvent.Stabilized.class, "stabilized"));
  }

  /** The scopes, for tools that list the options. */
  public static Set<FractureScope> scopes() {
    return EnumSet.allOf(FractureScope.class);
  }
}
