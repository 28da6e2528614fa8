// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * TEI, the Tactical Efficiency Index (Section VIII): the OpenSkill (Weng–Lin) update on finishing places
 * ({@link org.iwgf.warp.rating.tei.OpenSkill}, {@link org.iwgf.warp.rating.tei.Placements}), the grade a captain sees
 * ({@link org.iwgf.warp.rating.tei.TeiGrade}) and the commission it reads as
 * ({@link org.iwgf.warp.rating.tei.FederationCommission}), the solo tracks with Academy placement
 * ({@link org.iwgf.warp.rating.tei.TeiProfile}), the AI officers' fixed anchors
 * ({@link org.iwgf.warp.rating.tei.AnchorRatings}) and a calculator that previews updates without saving
 * ({@link org.iwgf.warp.rating.tei.TeiCalculator}). The mapping and a worked example are in docs/tei.md.
 */
@NullMarked
package org.iwgf.warp.rating.tei;

import org.jspecify.annotations.NullMarked;
