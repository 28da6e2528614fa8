// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The soak: seeded games over every combination of installed Modules, objectives, Subspace Fracture
 * scopes and house rules, with the engine's invariants checked after every move.
 */
@NullMarked
package org.iwgf.warp.soak;

import org.jspecify.annotations.NullMarked;
