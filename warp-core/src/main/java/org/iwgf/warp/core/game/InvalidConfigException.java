// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

/**
 * Raised when a game configuration breaks a rule of the game or of one of its plugins, e.g. "Warp 9 seats
 * 2–4 captains; 6 were asked for". Nothing is started.
 *
 * <p>Codes used by the Warp engine: {@code MISSING_CONFIG}, {@code FACTOR}, {@code FLEET_SIZE}, {@code NAMES}, {@code FIRST_CAPTAIN},
 * {@code HAND_SIZE}, {@code DOUBLE_BLANK}, {@code ROUNDS}, {@code STRUCTURE}, {@code UNKNOWN_PLUGIN},
 * {@code PLUGIN_REQUIRES}, {@code PLUGIN_EXCLUDES}, {@code PLUGIN_OBJECTIVE}, {@code PLUGIN_OPTION},
 * {@code DUPLICATE_PLUGIN}. The codes of every game are listed in the repository's docs/errors.md.
 *
 * @since 0.1.0
 */
public final class InvalidConfigException extends WarpException {
  private static final long serialVersionUID = 1L;

  public InvalidConfigException(String code, String message) {
    super(code, message);
  }
}
