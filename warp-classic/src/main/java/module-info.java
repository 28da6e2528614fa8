// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.classic.json.ClassicGameProvider;
import org.iwgf.warp.core.game.GameProvider;

/**
 * Warp 6 Classic: the Draw, Block and All Fives games on the generic game SPI.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.classic {
  requires transitive org.iwgf.warp.core;
  requires org.iwgf.warp.json;
  requires com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  exports org.iwgf.warp.classic.json;
  exports org.iwgf.warp.classic.rules;

  // Jackson binds the game's configurations, moves, events, states and views.
  opens org.iwgf.warp.classic.json to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.classic.rules to com.fasterxml.jackson.databind;

  provides GameProvider with ClassicGameProvider;
}
