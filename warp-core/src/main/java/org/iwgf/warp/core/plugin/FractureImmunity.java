// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import org.iwgf.warp.core.model.Route;

/**
 * Implemented by a plugin state that can spare a double from Subspace Fracture (Module Alpha's Continuum
 * directive "Fracture immunity"): while {@link #immuneToFracture} says so, a double charted by that
 * captain on that route opens Red Alert only. The fracture plugin looks for it among the game's plugin
 * states, so neither plugin depends on the other.
 *
 * @since 0.1.0
 */
public interface FractureImmunity {
  /** True if a double {@code seat} charts on {@code route} now opens Red Alert but no Subspace Fracture. */
  boolean immuneToFracture(int seat, Route route);
}
