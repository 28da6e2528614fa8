// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

/**
 * A move that an optional rule adds (a Sensor Sweep, a Continuum directive, a catch, …). Implementations
 * are records registered with the JSON mapper under a name prefixed by the plugin id, and applied by the
 * plugin named by {@link #pluginId()}.
 *
 * @since 0.1.0
 */
public non-sealed interface PluginMove extends WarpMove {
  /** Id of the plugin that understands this move. */
  String pluginId();
}
