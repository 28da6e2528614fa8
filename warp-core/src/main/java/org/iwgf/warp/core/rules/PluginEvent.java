// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.function.IntFunction;

/**
 * An event that an optional rule emits. Implementations are records registered with the JSON mapper under
 * a name prefixed by the plugin id.
 *
 * @since 0.1.0
 */
public non-sealed interface PluginEvent extends WarpEvent {
  /** Id of the plugin that emitted this event. */
  String pluginId();

  /**
   * The event as a sentence a player understands, for game logs and front-ends, e.g. "Captain 2 drops to
   * impulse". {@code captain} names a seat. Each plugin words its own events, so that a log never shows a
   * raw record.
   */
  String describe(IntFunction<String> captain);
}
