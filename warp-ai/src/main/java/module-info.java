// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.ai.officer.OfficerTerms;

/**
 * The AI officers (Section VII), players and the table runner for any game, the arena and TEI ratings, and
 * the game log. Officers learn the optional rules through {@code OfficerTerms} services (see
 * {@code warp-officer-terms}).
 *
 * @since 0.1.0
 */
module org.iwgf.warp.ai {
  requires transitive org.iwgf.warp.core;
  requires transitive org.iwgf.warp.json;
  requires com.google.common;
  requires static org.immutables.value.annotations;
  requires org.iwgf.warp.tabletop;

  exports org.iwgf.warp.ai.agent;
  exports org.iwgf.warp.ai.arena;
  exports org.iwgf.warp.ai.comms;
  exports org.iwgf.warp.ai.encoding;
  exports org.iwgf.warp.ai.generic;
  exports org.iwgf.warp.ai.intel;
  exports org.iwgf.warp.ai.json;
  exports org.iwgf.warp.ai.log;
  exports org.iwgf.warp.ai.officer;
  exports org.iwgf.warp.ai.omega;
  exports org.iwgf.warp.ai.rated;
  exports org.iwgf.warp.ai.table;
  exports org.iwgf.warp.ai.tei;
  exports org.iwgf.warp.ai.wormhole;

  // Jackson binds the records of match files and ratings.
  opens org.iwgf.warp.ai.agent to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.arena to com.fasterxml.jackson.databind;
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

  uses OfficerTerms;
}
