// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Eta, Temporal Debt: debt tokens for draws in the Points campaign, and the Desperation Dig of
 * the Go-out form.
 */
@NullMarked
package org.iwgf.warp.modules.eta;

import org.jspecify.annotations.NullMarked;
