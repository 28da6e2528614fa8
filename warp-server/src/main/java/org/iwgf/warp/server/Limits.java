// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.time.Duration;
import java.util.Objects;
import org.iwgf.warp.server.table.TableQuota;

/**
 * What one client may cost the server (docs/server.md, <em>Limits</em>). A client is a remote address: every
 * connection and request from one address shares its allowances, so opening more sockets buys nothing. Behind
 * a reverse proxy every player has the proxy's address; such a server needs larger allowances.
 *
 * @param httpRequestsPerSecond HTTP requests one client may make in a second; more are answered 429
 *     {@code RATE_LIMITED}
 * @param connectionsPerClient WebSocket connections one client may hold open at once; another is refused
 *     {@code TOO_MANY_CONNECTIONS} and closed (status 4429)
 * @param queuedMessages messages the server may hold for one WebSocket connection that has not read them yet;
 *     a connection that lets more pile up is closed (status 4408)
 * @param queuedBytes bytes (UTF-8) the server may hold for one WebSocket connection, beyond the one message it
 *     is sending, before it closes it (status 4408); a single message of any size is always sent
 * @param tablesPerClient unfinished tables one client may have created; another is refused
 *     {@code TOO_MANY_TABLES} (429)
 * @param tables unfinished tables on the server in all; another is refused {@code SERVER_FULL} (503)
 * @param tableExpiry how long an unrated table may go without a move before it is removed, record and all
 *
 * @since 0.1.0
 */
public record Limits(int httpRequestsPerSecond, int connectionsPerClient, int queuedMessages, int queuedBytes,
    int tablesPerClient, int tables, Duration tableExpiry) {

  /** Checks the values: every allowance at least one, a positive expiry. */
  public Limits {
    Objects.requireNonNull(tableExpiry, "tableExpiry");
    if (httpRequestsPerSecond < 1 || connectionsPerClient < 1 || queuedMessages < 1 || queuedBytes < 1
        || tablesPerClient < 1 || tables < 1 || tableExpiry.isNegative() || tableExpiry.isZero()) {
      throw new IllegalArgumentException("Every limit allows at least one, and tables expire after a positive time");
    }
  }

  /**
   * A small public server's: 30 HTTP requests a second and 8 WebSocket connections per client, 256 messages or
   * 8 MiB held per connection, 20 unfinished tables per client and 1,000 in all, unrated tables removed after
   * 24 hours without a move.
   */
  public static Limits standard() {
    return new Limits(30, 8, 256, 8 << 20, 20, 1_000, Duration.ofHours(24));
  }

  /** The part of these limits that counts tables. */
  public TableQuota quota() {
    return new TableQuota(tablesPerClient, tables, tableExpiry);
  }

  /** These limits with {@code perSecond} HTTP requests a second for each client instead. */
  public Limits withHttpRequestsPerSecond(int perSecond) {
    return new Limits(perSecond, connectionsPerClient, queuedMessages, queuedBytes, tablesPerClient, tables,
        tableExpiry);
  }

  /** These limits with {@code tableExpiry} instead. */
  public Limits withTableExpiry(Duration expiry) {
    return new Limits(httpRequestsPerSecond, connectionsPerClient, queuedMessages, queuedBytes, tablesPerClient,
        tables, expiry);
  }
}
