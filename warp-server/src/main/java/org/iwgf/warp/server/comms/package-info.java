// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Subspace messaging policy (Section IX) as pure objects: {@link org.iwgf.warp.server.comms.CommsMode} per phase,
 * the {@link org.iwgf.warp.server.comms.QuickPhrase} catalog, {@link org.iwgf.warp.server.comms.CommsPolicy} (who may
 * send what, and who reads it), per-user {@link org.iwgf.warp.server.comms.MuteList} and the clock-driven
 * {@link org.iwgf.warp.server.comms.RateLimiter}. No networking.
 */
@NullMarked
package org.iwgf.warp.server.comms;

import org.jspecify.annotations.NullMarked;
