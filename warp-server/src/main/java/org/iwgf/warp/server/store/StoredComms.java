// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A table's Section IX comms state as stored: the mutes and the send budgets a restarted server takes up.
 *
 * @param mutes for each seat that muted someone, the seats whose messages it hides
 * @param refilledAt for each seat that has sent, when its burst of sends is whole again
 *
 * @since 0.1.0
 */
public record StoredComms(Map<Integer, Set<Integer>> mutes, Map<Integer, Instant> refilledAt) {

  /** Copies the maps and sets. */
  public StoredComms {
    Map<Integer, Set<Integer>> copy = new TreeMap<>();
    mutes.forEach((viewer, senders) -> copy.put(viewer, Set.copyOf(senders)));
    mutes = Map.copyOf(copy);
    refilledAt = Map.copyOf(refilledAt);
  }

  /** No mutes, and no seat has sent. */
  public static StoredComms none() {
    return new StoredComms(Map.of(), Map.of());
  }
}
