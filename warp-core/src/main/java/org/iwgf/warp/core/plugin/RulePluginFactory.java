// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * Describes one optional rule and creates it for a game. Published through
 * {@code META-INF/services/org.iwgf.warp.core.plugin.RulePluginFactory} so that a configuration naming
 * the id finds it when its jar is on the classpath, or registered explicitly with
 * {@link PluginRegistry#with(RulePluginFactory)}. Factories usually extend {@link AbstractRulePluginFactory}.
 *
 * @since 0.1.0
 */
public interface RulePluginFactory {

  /** The id configurations use, e.g. {@code "module-beta"}. */
  String id();

  /** The rule's name for people, e.g. "Module Beta — The Salamander Penalty". */
  String displayName();

  /** Names of the options the rule knows; empty for a rule without options. */
  default Set<String> options() {
    return Set.of();
  }

  /** Ids of rules that must also be on. */
  default Set<String> requires() {
    return Set.of();
  }

  /** Ids of rules that must not be on at the same time. */
  default Set<String> excludes() {
    return Set.of();
  }

  /** Objectives the rule supports. */
  default Set<Objective> objectives() {
    return EnumSet.allOf(Objective.class);
  }

  /**
   * Whether sectors using this rule may be rated. The default is {@link RatingStatus#EXHIBITION}: a rule
   * the rulebook does not list is not sanctioned for rated play, so only rules that say so keep a sector
   * eligible.
   */
  default RatingStatus ratingStatus() {
    return RatingStatus.EXHIBITION;
  }

  /** Why the rule is unavailable under {@code objective}, in the rulebook's words, if it is. */
  default Optional<String> unavailableReason(Objective objective) {
    return objectives().contains(objective)
        ? Optional.empty()
        : Optional.of(displayName() + " is not available for " + objective + " sectors.");
  }

  /**
   * The rule for one game.
   *
   * @throws InvalidConfigException (code {@code PLUGIN_OPTION}) if an option is unknown or out of range
   */
  RulePlugin create(PluginConfig options, WarpConfig game);

  /**
   * Creates the rule for one game, as {@link #create(PluginConfig, WarpConfig)} does, knowing the registry
   * the game's rules are resolved from: a rule that asks the other rules of the same game (Module Delta's
   * spool asks the route and double rules before it draws) finds them in {@code rules}, the registry the
   * game was built with, never through a lookup of its own. {@link PluginRegistry#resolve} calls this; the
   * default ignores the registry.
   *
   * @throws InvalidConfigException as {@link #create(PluginConfig, WarpConfig)}
   * @since 1.0.0
   */
  default RulePlugin create(PluginConfig options, WarpConfig game, PluginRegistry rules) {
    return create(options, game);
  }

  /**
   * JSON names of this rule's moves, events and state records, each prefixed by the id and a dot
   * ({@code "alpha.force-draw"}). The library's JSON adapter registers them; none is needed by a rule whose
   * moves, events and state never reach JSON.
   */
  default List<TypeName> jsonTypes() {
    return List.of();
  }
}
