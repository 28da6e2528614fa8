// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * The optional rules a program knows, by id. {@link #discover()} finds every
 * {@link RulePluginFactory} on the classpath through {@link ServiceLoader}; {@link #with} adds one
 * explicitly. Immutable.
 *
 * @since 0.1.0
 */
public final class PluginRegistry {
  private final Map<String, RulePluginFactory> factories;

  private PluginRegistry(Map<String, RulePluginFactory> factories) {
    this.factories = Collections.unmodifiableMap(new TreeMap<>(factories));
  }

  /** A registry that knows no optional rules. */
  public static PluginRegistry empty() {
    return new PluginRegistry(Map.of());
  }

  /** Every rule published on the classpath of this class's loader. */
  public static PluginRegistry discover() {
    return discover(PluginRegistry.class.getClassLoader());
  }

  /** Every rule published on the classpath of {@code loader}. */
  public static PluginRegistry discover(ClassLoader loader) {
    Map<String, RulePluginFactory> found = new TreeMap<>();
    for (RulePluginFactory f : ServiceLoader.load(RulePluginFactory.class, loader)) {
      found.putIfAbsent(f.id(), f);
    }
    return new PluginRegistry(found);
  }

  /** This registry plus {@code factory} (replacing one with the same id). */
  public PluginRegistry with(RulePluginFactory factory) {
    Map<String, RulePluginFactory> more = new TreeMap<>(factories);
    more.put(factory.id(), factory);
    return new PluginRegistry(more);
  }

  /** The rule with this id, if known. */
  public Optional<RulePluginFactory> find(String id) {
    return Optional.ofNullable(factories.get(id));
  }

  /** Every known rule, by id. */
  public Collection<RulePluginFactory> factories() {
    return factories.values();
  }

  /**
   * Creates the plugins {@code config} switches on, checking that each is known, available for the
   * objective, has what it requires and nothing it excludes. Returned in decision order
   * ({@link RulePlugin#order()}, then id).
   *
   * @throws InvalidConfigException if any of those checks fails
   */
  public List<RulePlugin> resolve(WarpConfig config) {
    List<RulePlugin> out = new ArrayList<>();
    for (PluginConfig p : config.plugins()) {
      RulePluginFactory f = factories.get(p.id());
      if (f == null) {
        throw new InvalidConfigException("UNKNOWN_PLUGIN", "No rule called \"" + p.id()
            + "\" is installed; known rules: " + factories.keySet() + ".");
      }
      Optional<String> unavailable = f.unavailableReason(config.objective());
      if (unavailable.isPresent()) {
        throw new InvalidConfigException("PLUGIN_OBJECTIVE", unavailable.get());
      }
      for (String need : f.requires()) {
        if (!config.hasPlugin(need)) {
          throw new InvalidConfigException("PLUGIN_REQUIRES", f.displayName() + " requires \"" + need
              + "\" to be switched on too.");
        }
      }
      for (String clash : f.excludes()) {
        if (config.hasPlugin(clash)) {
          throw new InvalidConfigException("PLUGIN_EXCLUDES", f.displayName() + " cannot be combined with \""
              + clash + "\".");
        }
      }
      RulePlugin plugin = f.create(p, config, this);
      if (!plugin.id().equals(f.id())) {
        throw new IllegalStateException("rule factory " + f.id() + " created a plugin with id " + plugin.id());
      }
      out.add(plugin);
    }
    out.sort(Comparator.comparingInt(RulePlugin::order).thenComparing(RulePlugin::id));
    return List.copyOf(out);
  }
}
