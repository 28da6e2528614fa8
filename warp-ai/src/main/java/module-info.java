// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The AI officers (Section VII), the arena and TEI ratings, the game log and the command-line simulators.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.ai {
  requires transitive org.iwgf.warp.core;
  requires com.google.common;
  requires org.iwgf.warp.modules.alpha;
  requires org.iwgf.warp.modules.epsilon;
  requires org.iwgf.warp.modules.zeta;
  requires org.iwgf.warp.modules.iota;
  requires org.iwgf.warp.modules.kappa;
  requires org.iwgf.warp.modules.lambda;
  requires org.iwgf.warp.modules.official;
  requires org.iwgf.warp.modules.beta;
  requires org.iwgf.warp.modules.delta;
  requires org.iwgf.warp.modules.eta;
  requires org.iwgf.warp.modules.gamma;
  requires org.iwgf.warp.modules.house;
  requires static org.immutables.value.annotations;
  requires org.iwgf.warp.tabletop;

  exports org.iwgf.warp.ai.agent;
  exports org.iwgf.warp.ai.arena;
  exports org.iwgf.warp.ai.cli;
  exports org.iwgf.warp.ai.comms;
  exports org.iwgf.warp.ai.generic;
  exports org.iwgf.warp.ai.intel;
  exports org.iwgf.warp.ai.json;
  exports org.iwgf.warp.ai.log;
  exports org.iwgf.warp.ai.officer;
  exports org.iwgf.warp.ai.rated;
  exports org.iwgf.warp.ai.table;
  exports org.iwgf.warp.ai.tei;
  exports org.iwgf.warp.ai.wormhole;

  // Jackson binds the records of match files and ratings.
  opens org.iwgf.warp.ai.agent to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.arena to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.cli to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.comms to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.generic to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.intel to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.json to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.log to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.officer to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.rated to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.table to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.tei to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.wormhole to com.fasterxml.jackson.databind;
}
