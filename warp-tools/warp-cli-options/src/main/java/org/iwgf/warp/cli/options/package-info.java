// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The command-line options of Warp's command line and its Spark jobs, one picocli mixin per set: {@link
 * org.iwgf.warp.cli.options.TableOptions} (the table), {@link org.iwgf.warp.cli.options.EntrantOptions} (who
 * plays), {@link org.iwgf.warp.cli.options.DealOptions} (how many deals, from which seed) and {@link
 * org.iwgf.warp.cli.options.ResultFiles} (the CSV and JSON files). A command mixes them in with
 * {@code @Mixin}; what it reads from them is the same on every command line that does.
 */
@NullMarked
package org.iwgf.warp.cli.options;

import org.jspecify.annotations.NullMarked;
