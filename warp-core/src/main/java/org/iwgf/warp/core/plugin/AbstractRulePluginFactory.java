// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.Objects;
import java.util.Set;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * The skeleton every rule's factory is built on: its id, its name for people, whether it may be played in
 * rated sectors and the options it knows are fixed when it is constructed, and {@link #create} refuses an
 * unknown option before the rule sees its configuration. A factory adds only what is its own: how it reads
 * its options ({@link #createChecked}), the JSON names of its records ({@link #jsonTypes()}, written with
 * {@link #named}), and any {@link #requires()}, {@link #excludes()} or {@link #objectives()}.
 *
 * <pre>{@code
 * public static final class Factory extends AbstractRulePluginFactory {
 *   public Factory() {
 *     super("module-beta", "Module Beta — The Salamander", RatingStatus.RATED, Set.of());
 *   }
 *
 *   protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
 *     return ModuleBeta.forGame(game);
 *   }
 *
 *   public List<TypeName> jsonTypes() {
 *     return List.of(named(SalamanderSurge.class, "salamander-surge"));
 *   }
 * }
 * }</pre>
 *
 * <p>Subclasses are published through {@code META-INF/services} (and {@code provides} in their module
 * descriptor), so they keep a public no-argument constructor.
 *
 * @since 0.1.0
 */
public abstract class AbstractRulePluginFactory implements RulePluginFactory {
  private final String id;
  private final String displayName;
  private final RatingStatus ratingStatus;
  private final Set<String> options;

  /**
   * A factory for the rule {@code id}, called {@code displayName}, rated or not as {@code ratingStatus}
   * says, that knows exactly the option names in {@code options}.
   */
  protected AbstractRulePluginFactory(String id, String displayName, RatingStatus ratingStatus,
      Set<String> options) {
    this.id = Objects.requireNonNull(id, "id");
    this.displayName = Objects.requireNonNull(displayName, "displayName");
    this.ratingStatus = Objects.requireNonNull(ratingStatus, "ratingStatus");
    this.options = Set.copyOf(options);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String displayName() {
    return displayName;
  }

  @Override
  public final RatingStatus ratingStatus() {
    return ratingStatus;
  }

  @Override
  public final Set<String> options() {
    return options;
  }

  /**
   * Refuses an option this rule does not know, then {@linkplain #createChecked creates} the rule.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException code {@code PLUGIN_OPTION} for an unknown option
   *     or, from {@link #createChecked}, a value out of range
   */
  @Override
  public final RulePlugin create(PluginConfig config, WarpConfig game) {
    config.requireOnly(displayName, options);
    return createChecked(config, game);
  }

  /**
   * The rule for one game; every option in {@code config} is one this factory knows, but its value is
   * still unchecked.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException code {@code PLUGIN_OPTION} if a value is out of
   *     range
   */
  protected abstract RulePlugin createChecked(PluginConfig config, WarpConfig game);

  /**
   * Checks {@code config} as {@link #create(PluginConfig, WarpConfig)} does, then creates the rule through
   * {@link #createChecked(PluginConfig, WarpConfig, PluginRegistry)}.
   *
   * @since 1.0.0
   */
  @Override
  public final RulePlugin create(PluginConfig config, WarpConfig game, PluginRegistry rules) {
    config.requireOnly(displayName, options);
    return createChecked(config, game, rules);
  }

  /**
   * Creates the rule from checked options, knowing the registry the game's rules come from (see {@link
   * RulePluginFactory#create(PluginConfig, WarpConfig, PluginRegistry)}). Override it when the rule asks other
   * rules of the game; the default is {@link #createChecked(PluginConfig, WarpConfig)}.
   *
   * @since 1.0.0
   */
  protected RulePlugin createChecked(PluginConfig config, WarpConfig game, PluginRegistry rules) {
    return createChecked(config, game);
  }

  /** The JSON name of {@code type}: this rule's id, a dot and {@code localName}. */
  protected final TypeName named(Class<?> type, String localName) {
    return TypeName.of(type, id + "." + localName);
  }
}
