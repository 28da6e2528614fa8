// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.tabletop.blackhole.BlackHoleGameProvider;
import org.iwgf.warp.tabletop.wormhole.scenario.WormholeGameProvider;

/**
 * The tabletop games beside Warp: the dice race around the black hole and the Wormhole miniatures battle game,
 * with the Wormhole autopilot that plays its scenarios.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.tabletop {
  requires transitive org.iwgf.warp.core;
  requires org.iwgf.warp.json;
  requires com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;
  requires com.fasterxml.jackson.datatype.jdk8;

  exports org.iwgf.warp.tabletop.blackhole;
  exports org.iwgf.warp.tabletop.wormhole;
  exports org.iwgf.warp.tabletop.wormhole.autopilot;
  exports org.iwgf.warp.tabletop.wormhole.catalog;
  exports org.iwgf.warp.tabletop.wormhole.fleet;
  exports org.iwgf.warp.tabletop.wormhole.scenario;
  exports org.iwgf.warp.tabletop.wormhole.space;

  // Jackson binds the game's configurations, moves, events, states and views.
  opens org.iwgf.warp.tabletop.blackhole to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.tabletop.wormhole to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.tabletop.wormhole.catalog to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.tabletop.wormhole.fleet to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.tabletop.wormhole.scenario to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.tabletop.wormhole.space to com.fasterxml.jackson.databind;

  provides GameProvider with BlackHoleGameProvider, WormholeGameProvider;
}
