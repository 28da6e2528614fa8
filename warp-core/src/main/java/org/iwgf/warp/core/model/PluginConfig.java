// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * One optional rule switched on for a game: the plugin's id (as found through
 * {@link org.iwgf.warp.core.plugin.RulePluginFactory}) and its options as text, e.g.
 * {@code ("subspace-fracture", {"scope": "ALL_DOUBLES"})}.
 *
 * @since 0.1.0
 */
public record PluginConfig(String id, Map<String, String> options) {

  /** Most options one rule may be given. */
  public static final int MAX_OPTIONS = 16;
  /** Most characters in an id, an option name or an option value. */
  public static final int MAX_TEXT = 64;

  /**
   * A rule switched on with {@code options} (none when {@code null}).
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException code {@code PLUGIN_OPTION} if the id is missing,
   *     or there are over {@value #MAX_OPTIONS} options, or an id or option name is blank, or a text is over
   *     {@value #MAX_TEXT} characters
   */
  public PluginConfig(String id, Map<String, String> options) {
    this.id = checkedText(id, "A rule's id");
    Map<String, String> given = options == null ? Map.of() : options;
    if (given.size() > MAX_OPTIONS) {
      throw new InvalidConfigException("PLUGIN_OPTION", "The rule \"" + id + "\" is given "
          + given.size() + " options; at most " + MAX_OPTIONS + " are read.");
    }
    TreeMap<String, String> copy = new TreeMap<>();
    given.forEach((k, v) -> {
      if (v == null || v.length() > MAX_TEXT) {
        // Blank values are the rule's to judge; missing and oversized ones are nobody's.
        throw new InvalidConfigException("PLUGIN_OPTION", "An option value must be "
            + "given and at most " + MAX_TEXT + " characters.");
      }
      copy.put(checkedText(k, "An option name"), v);
    });
    this.options = Collections.unmodifiableMap(copy);
  }

  private static String checkedText(String text, String what) {
    if (text == null || text.isBlank() || text.length() > MAX_TEXT) {
      throw new InvalidConfigException("PLUGIN_OPTION", what + " must be 1–" + MAX_TEXT
          + " characters and not blank.");
    }
    return text;
  }

  /**
   * Checks that every option given is one the rule named {@code ruleName} knows.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException with code {@code PLUGIN_OPTION} naming the
   *     first unknown option
   */
  public void requireOnly(String ruleName, Set<String> known) {
    for (String key : options.keySet()) {
      if (!known.contains(key)) {
        throw new InvalidConfigException("PLUGIN_OPTION", ruleName + " has "
            + (known.isEmpty() ? "no options" : "only the options " + new TreeSet<>(known)) + "; \""
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
