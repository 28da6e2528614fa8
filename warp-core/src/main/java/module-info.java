// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.plugin.RulePluginFactory;

/**
 * The Warp engine: the game SPI every game implements, the multi-trail model, the rule-plugin SPI and seat
 * views (JSON is {@code warp-json}; the seeded property and fuzz kit is {@code warp-testkit}). The engine needs
 * nothing but the JDK at run time. Optional rules are found through {@link
 * org.iwgf.warp.core.plugin.RulePluginFactory} services, on the module path ({@code provides}) or the class
 * path ({@code META-INF/services}).
 *
 * @since 0.1.0
 */
module org.iwgf.warp.core {
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;
  // Compile time only: the repository checks among the tests (compiled into this module) parse poms with the
  // JDK's XML parser. Nothing of it is needed at run time.
  requires static java.xml;

  // The layers, lowest first: domino and game; the model; the plugin SPI and the views on the model; the
  // built-in Double-blank rule on the SPI; the engine on all of them (JSON is the adapter warp-json, on top).
  exports org.iwgf.warp.core.domino;
  exports org.iwgf.warp.core.game;
  exports org.iwgf.warp.core.model;
  exports org.iwgf.warp.core.plugin;
  exports org.iwgf.warp.core.view;
  exports org.iwgf.warp.core.doubleblank;
  exports org.iwgf.warp.core.engine;

  // The engine needs no JSON library. One reflective door stays open for warp-json's Jackson: a configuration
  // with absent values is built by WarpConfig.fromJson, which is not public API. A qualified opens to a module
  // that is not present is ignored.
  opens org.iwgf.warp.core.model to com.fasterxml.jackson.databind;

  uses RulePluginFactory;
  // Every game of the library, and any other, is listed through this service (Games.installed()).
  uses GameProvider;
}
