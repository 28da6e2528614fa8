// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One door through which a client's text enters a game (a configuration, a saved state, a move, …), as a
 * fuzzer sees it: hostile text goes in, and either a value comes out or the door refuses it with a
 * {@link WarpException} (an {@link InvalidConfigException} or an {@link InvalidStateException}); anything
 * else thrown is a defect of the game. {@code seeds} are well-formed documents a fuzzer mutates.
 *
 * @param name the door's name, unique among every installed game's doors, {@code <game>/<document>} (for
 *     example {@code dice-race/menu})
 * @param seeds well-formed documents that pass through the door, to start mutating from
 * @param read reads one document; throws only {@link WarpException}s for text it refuses
 * @since 1.0.0
 */
public record FuzzDoor(String name, List<String> seeds, Function<String, ?> read) {
  /** Copies the seeds. */
  public FuzzDoor {
    Objects.requireNonNull(name, "name");
    seeds = List.copyOf(seeds);
    Objects.requireNonNull(read, "read");
  }
}
