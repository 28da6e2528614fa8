// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Warp's command line: the campaign simulator, the arena and its calibration, the Wormhole scenario runner.
 * Rules and officer terms join through their services, so every artifact beside this one can be played.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.cli {
  requires org.iwgf.warp.ai;
  requires org.iwgf.warp.tabletop;
  requires org.iwgf.warp.modules.official;
  requires org.iwgf.warp.testkit;

  exports org.iwgf.warp.cli;

  // Jackson writes the arena's and calibration's result files.
  opens org.iwgf.warp.cli to com.fasterxml.jackson.databind;
}
