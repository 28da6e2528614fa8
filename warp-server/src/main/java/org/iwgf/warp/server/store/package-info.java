// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The tables' records in H2 (Flyway migrations), from which a restarted server resumes every table, and their
 * comms state (mutes, send budgets).
 */
@NullMarked
package org.iwgf.warp.server.store;

import org.jspecify.annotations.NullMarked;
