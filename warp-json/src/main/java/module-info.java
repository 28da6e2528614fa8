// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.json.WarpGameProvider;

/**
 * JSON for Warp: the configured Jackson mapper, strict reading within size limits, the mix-ins that say how
 * the engine's values are written, and the shipped JSON Schemas. The engine ({@code org.iwgf.warp.core}) knows
 * nothing of JSON; this module reads and writes its values.
 *
 * @since 1.0.0
 */
module org.iwgf.warp.json {
  requires transitive org.iwgf.warp.core;
  requires transitive com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jdk8;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;

  exports org.iwgf.warp.json;

  // Jackson reads the mix-ins' annotations and binds the game record.
  opens org.iwgf.warp.json to com.fasterxml.jackson.databind;

  // Warp as an installed game of the registry (Games.installed()).
  provides GameProvider with WarpGameProvider;
}
