// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The options Warp's command line ({@code warp}) and its Spark jobs ({@code warp-spark}) share, as picocli
 * mixins: the table, the entrants, the deals and seed, and the result files. Both command lines mix in these
 * classes, so an option means the same wherever it is given.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.cli.options {
  requires transitive org.iwgf.warp.ai;
  requires transitive info.picocli;
  requires org.iwgf.warp.modules.official;

  exports org.iwgf.warp.cli.options;

  // picocli reads and fills the options by reflection.
  opens org.iwgf.warp.cli.options to info.picocli;
}
