// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Who created each table, whether it is finished and when it last moved: what the {@link TableQuota} is
 * counted and checked on. A table's creator is known only to the server that created it: a resumed table
 * counts in the total, not against a client. Thread-safe.
 */
final class Tenancy {
  private final TableQuota quota;
  private final LongSupplier clock;
  private final Map<String, Lease> leases = new HashMap<>();

  /** One table: its creator if known, whether it is rated or over, and its last move's time (nanoseconds). */
  private record Lease(Optional<String> client, boolean rated, boolean over, long lastMove) {}

  Tenancy(TableQuota quota, LongSupplier clock) {
    this.quota = quota;
    this.clock = clock;
  }

  /**
   * Counts a new table of {@code client}, unless it would pass a cap; {@link #remove} takes it back.
   *
   * @throws TableException {@code TOO_MANY_TABLES} past the client's cap, {@code SERVER_FULL} past the total
   */
  synchronized void open(String id, Optional<String> client, boolean rated) {
    long open = leases.values().stream().filter(l -> !l.over()).count();
    if (open >= quota.total()) {
      throw new TableException("SERVER_FULL", "The server has " + open + " tables in play, as many as it"
          + " holds; try again when one has finished.");
    }
    if (client.isPresent()) {
      long mine = leases.values().stream().filter(l -> !l.over() && l.client().equals(client)).count();
      if (mine >= quota.perClient()) {
        throw new TableException("TOO_MANY_TABLES", "You have " + mine + " tables in play, as many as one"
            + " client may; finish one, or let one expire, first.");
      }
    }
    leases.put(id, new Lease(client, rated, false, clock.getAsLong()));
  }

  /** Counts a table the server resumed from its store. */
  synchronized void resumed(String id, boolean rated, boolean over) {
    leases.put(id, new Lease(Optional.empty(), rated, over, clock.getAsLong()));
  }

  /** Notes a move at table {@code id}, after which the game is {@code over} or not. */
  synchronized void moved(String id, boolean over) {
    leases.computeIfPresent(id, (k, l) -> new Lease(l.client(), l.rated(), over, clock.getAsLong()));
  }

  /** Forgets table {@code id}. */
  synchronized void remove(String id) {
    leases.remove(id);
  }

  /** Whether table {@code id} is unrated and has not moved for the quota's expiry. */
  synchronized boolean expired(String id) {
    Lease l = leases.get(id);
    return l != null && !l.rated()
        && Duration.ofNanos(clock.getAsLong() - l.lastMove()).compareTo(quota.expiry()) >= 0;
  }

  /** Every table that {@link #expired} now. */
  synchronized List<String> expired() {
    return leases.keySet().stream().filter(this::expired).toList();
  }
}
