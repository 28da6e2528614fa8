// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Command-line entry points: the campaign simulator (a sector between AI officers, printed as a log), the
 * arena, the Wormhole scenario runner and the long input-door fuzz. Each prints its usage on a bad option.
 */
@NullMarked
package org.iwgf.warp.cli;

import org.jspecify.annotations.NullMarked;
