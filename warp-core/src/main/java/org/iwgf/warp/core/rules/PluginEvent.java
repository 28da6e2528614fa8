package org.iwgf.warp.core.rules;

/**
 * An event that an optional rule emits. Implementations are records registered with the JSON mapper under
 * a name prefixed by the plugin id.
 */
public non-sealed interface PluginEvent extends WarpEvent {
  /** Id of the plugin that emitted this event. */
  String pluginId();
}
