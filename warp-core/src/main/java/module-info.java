// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.json.WarpGameProvider;
import org.iwgf.warp.core.plugin.RulePluginFactory;

/**
 * The Warp engine: the game SPI every game implements, the multi-trail rules, the rule-plugin SPI, seat
 * views and JSON (the seeded property and fuzz kit is {@code warp-testkit}). Optional rules are found through {@link
 * org.iwgf.warp.core.plugin.RulePluginFactory} services, on the module path ({@code provides}) or the class
 * path ({@code META-INF/services}).
 *
 * @since 0.1.0
 */
module org.iwgf.warp.core {
  requires transitive com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jdk8;
  requires com.fasterxml.jackson.datatype.guava;
  // Immutables' generated builders use Guava's immutable collections.
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;

  exports org.iwgf.warp.core.domino;
  exports org.iwgf.warp.core.game;
  exports org.iwgf.warp.core.json;
  exports org.iwgf.warp.core.plugin;
  exports org.iwgf.warp.core.rules;
  exports org.iwgf.warp.core.rules.doubleblank;
  exports org.iwgf.warp.core.view;

  // Jackson binds the model's records; the JSON package's mix-ins say how.
  opens org.iwgf.warp.core.domino to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.game to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.json to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.plugin to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.rules to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.rules.doubleblank to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.core.view to com.fasterxml.jackson.databind;

  uses RulePluginFactory;
  // Every game of the library, and any other, is listed through this service (Games.installed()).
  uses GameProvider;

  provides GameProvider with WarpGameProvider;
}
