// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

/**
 * Implemented by a plugin state that can switch on the All Stop! echo (Module Alpha's Continuum
 * directive): while {@link #allStopEchoActive()} is true, every round-winning chart triggers the All
 * Stop! ceremony, not only a Neutral Zone one. The ceremony plugin looks for it among the game's plugin
 * states, so neither plugin depends on the other.
 *
 * @since 0.1.0
 */
public interface AllStopEcho {
  /** True while any go-out must be announced with All Stop!. */
  boolean allStopEchoActive();
}
