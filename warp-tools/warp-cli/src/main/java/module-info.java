// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Warp's command line, {@code warp}: the campaign simulator, the arena and its calibrations, the soak, the
 * input-door fuzz, the Wormhole scenario runner and the charts of their data. Rules and officer terms join
 * through their services, so every artifact beside this one can be played.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.cli {
  requires org.iwgf.warp.json;
  requires org.iwgf.warp.ai;
  requires org.iwgf.warp.rating;
  requires org.iwgf.warp.tabletop;
  requires org.iwgf.warp.classic;
  requires org.iwgf.warp.cli.options;
  requires org.iwgf.warp.soak;
  requires org.iwgf.warp.plots;
  requires info.picocli;

  exports org.iwgf.warp.cli;

  // picocli reads and fills the commands' options by reflection; Jackson writes the result files.
  opens org.iwgf.warp.cli to info.picocli, com.fasterxml.jackson.databind;
}
