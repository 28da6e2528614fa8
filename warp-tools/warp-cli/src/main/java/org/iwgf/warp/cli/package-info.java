// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Warp's command line, {@link org.iwgf.warp.cli.WarpCli}: one {@code warp} command with a subcommand per job
 * (simulate, arena, calibrate, soak, fuzz, scenario, plot), the same option names for the same things, and
 * exit statuses that say whether the job was done, found a failure, or was asked wrongly.
 */
@NullMarked
package org.iwgf.warp.cli;

import org.jspecify.annotations.NullMarked;
