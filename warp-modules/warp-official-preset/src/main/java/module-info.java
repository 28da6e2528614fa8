// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Official Warp preset: the configuration the rulebook names for rated play.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.official {
  requires transitive org.iwgf.warp.core;
  requires org.iwgf.warp.modules.alpha;
  requires org.iwgf.warp.modules.beta;
  requires org.iwgf.warp.modules.house;

  exports org.iwgf.warp.modules.official;

  // Jackson binds the records of the game and reads their annotations.
  opens org.iwgf.warp.modules.official to com.fasterxml.jackson.databind;
}
