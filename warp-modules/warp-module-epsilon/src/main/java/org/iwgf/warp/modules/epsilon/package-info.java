// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Module Epsilon, Tactical Requisition (the Captain's Draft): in a Points campaign every round's blind deal
 * becomes a draft of Requisition Packs; unavailable in Go-out.
 */
@NullMarked
package org.iwgf.warp.modules.epsilon;

import org.jspecify.annotations.NullMarked;
