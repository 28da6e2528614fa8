// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.util.Optional;

/**
 * One seat of a table as stored: who sits there ({@code human} or {@code human:<name>}, {@code open} until a player joins, or
 * {@code officer:<rank>}) and the hash of its token for a human.
 *
 * @param kind {@code human}, {@code human:<name>}, {@code open} or {@code officer:<rank>}
 * @param tokenHash SHA-256 of the seat token, hex; empty for an officer or an open seat
 *
 * @since 0.1.0
 */
public record Seat(String kind, Optional<String> tokenHash) {

  /** The officer's rank, if an officer sits here. */
  public Optional<String> officerRank() {
    return kind.startsWith("officer:") ? Optional.of(kind.substring("officer:".length())) : Optional.empty();
  }

  /** The captain's name for a named human seat ({@code human:<name>}), which rated tables require. */
  public Optional<String> player() {
    return kind.startsWith("human:") ? Optional.of(kind.substring("human:".length())) : Optional.empty();
  }

  /** Whether the seat is open for a player to take. */
  public boolean isOpen() {
    return kind.equals("open");
  }
}
