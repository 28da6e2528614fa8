package org.iwgf.warp.core.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One optional rule switched on for a game: the plugin's id (as found through
 * {@link org.iwgf.warp.core.plugin.RulePluginFactory}) and its options as text, e.g.
 * {@code ("subspace-fracture", {"scope": "ALL_DOUBLES"})}.
 */
public record PluginConfig(String id, Map<String, String> options) {

  @JsonCreator
  public PluginConfig(@JsonProperty("id") String id, @JsonProperty("options") Map<String, String> options) {
    this.id = Objects.requireNonNull(id, "id");
    this.options = options == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /**
   * Checks that every option given is one the rule named {@code ruleName} knows.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException with code {@code PLUGIN_OPTION} naming the
   *     first unknown option
   */
  public void requireOnly(String ruleName, java.util.Set<String> known) {
    for (String key : options.keySet()) {
      if (!known.contains(key)) {
        throw new org.iwgf.warp.core.game.InvalidConfigException("PLUGIN_OPTION", ruleName + " has "
            + (known.isEmpty() ? "no options" : "only the options " + new java.util.TreeSet<>(known)) + "; \""
            + key + "\" is not one of them.");
      }
    }
  }

  /** The plugin {@code id} with no options. */
  public static PluginConfig of(String id) {
    return new PluginConfig(id, Map.of());
  }

  /** The plugin {@code id} with the given options. */
  public static PluginConfig of(String id, Map<String, String> options) {
    return new PluginConfig(id, options);
  }
}
