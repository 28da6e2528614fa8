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

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.official to com.fasterxml.jackson.databind;
}
