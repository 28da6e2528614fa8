// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.officer.OfficerTerms;
import org.iwgf.warp.ai.omega.MoveFeatures;

/**
 * The AI officers (Section VII) and Ω, the Warp captains, the table runner for the players of any game, the
 * arena and its anchor calibration, and the game log. TEI ratings and rated-match records are
 * {@code warp-rating}; a game's own players (the Wormhole autopilot) live beside the game. Officers learn the
 * optional rules through {@code OfficerTerms} services (see {@code warp-officer-terms}).
 *
 * @since 0.1.0
 */
module org.iwgf.warp.ai {
  requires transitive org.iwgf.warp.core;
  requires transitive org.iwgf.warp.json;
  requires com.google.common;
  requires transitive org.iwgf.warp.rating;
  requires static org.immutables.value.annotations;

  exports org.iwgf.warp.ai.arena;
  exports org.iwgf.warp.ai.captain;
  exports org.iwgf.warp.ai.encoding;
  exports org.iwgf.warp.ai.generic;
  exports org.iwgf.warp.ai.intel;
  exports org.iwgf.warp.ai.ismcts;
  exports org.iwgf.warp.ai.log;
  exports org.iwgf.warp.ai.officer;
  exports org.iwgf.warp.ai.omega;
  exports org.iwgf.warp.ai.table;

  // Jackson binds the records of match files and ratings.
  opens org.iwgf.warp.ai.arena to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.captain to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.generic to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.intel to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.log to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.officer to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.ai.table to com.fasterxml.jackson.databind;

  uses OfficerTerms;
  uses MoveFeatures.Catalog;

  provides MoveFeatures.Catalog with CommanderFeatures.Catalog;
}
