// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * What counts as rated (Section VIII): {@link org.iwgf.warp.rating.rated.Eligibility} judges a
 * {@link org.iwgf.warp.rating.rated.MatchRecord} for the solo pool, the human pool and a crew
 * {@link org.iwgf.warp.rating.rated.Charter}, with reason codes; {@link org.iwgf.warp.rating.rated.ResultVerifier}
 * re-derives a result from the authoritative game record before anything is rated.
 */
@NullMarked
package org.iwgf.warp.rating.rated;

import org.jspecify.annotations.NullMarked;
