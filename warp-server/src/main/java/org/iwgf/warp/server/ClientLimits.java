// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.iwgf.warp.server.table.TableException;
import org.iwgf.warp.server.table.Throttle;

/**
 * The allowances of every client (a remote address) of one server: its HTTP requests and WebSocket messages a
 * second, each over every connection it has, and its open WebSocket connections. Thread-safe.
 */
final class ClientLimits {
  private static final long SECOND = 1_000_000_000L;
  // Past this many clients, those idle for a whole window are forgotten, so that the map stays as small as
  // the number of clients active in the last second (a fresh window is what a forgotten client gets anyway).
  private static final int FORGET_ABOVE = 4_096;

  private final Window http;
  private final Window messages;
  private final int connectionsPerClient;
  private final Map<String, Integer> connections = new ConcurrentHashMap<>();

  ClientLimits(ServerOptions options, LongSupplier clock) {
    this.http = new Window(options.limits().httpRequestsPerSecond(), clock);
    this.messages = new Window(options.messagesPerSecond(), clock);
    this.connectionsPerClient = options.limits().connectionsPerClient();
  }

  /**
   * Counts one HTTP request of {@code client}.
   *
   * @throws TableException {@code RATE_LIMITED} if the client has used up its second
   */
  void admitRequest(String client) {
    http.admit(client);
  }

  /**
   * Counts one WebSocket message of {@code client}, on whichever connection it came.
   *
   * @throws TableException {@code RATE_LIMITED} if the client has used up its second
   */
  void admitMessage(String client) {
    messages.admit(client);
  }

  /**
   * Counts a new WebSocket connection of {@code client}; {@link #disconnected} gives it back.
   *
   * @throws TableException {@code TOO_MANY_CONNECTIONS} if the client holds as many as it may
   */
  void connected(String client) {
    int[] refused = {0};
    connections.compute(client, (c, open) -> {
      int now = open == null ? 0 : open;
      if (now >= connectionsPerClient) {
        refused[0] = now;
        return now;
      }
      return now + 1;
    });
    if (refused[0] > 0) {
      throw new TableException("TOO_MANY_CONNECTIONS", "You have " + refused[0]
          + " connections open already, as many as one client may; close one first.");
    }
  }

  /** Gives back a connection {@link #connected} counted. */
  void disconnected(String client) {
    connections.computeIfPresent(client, (c, open) -> open <= 1 ? null : open - 1);
  }

  /** A per-client limit of events a second, each client on its own {@link Throttle}. */
  private static final class Window {
    private final int perSecond;
    private final LongSupplier clock;
    private final Map<String, Allowance> clients = new ConcurrentHashMap<>();
    private volatile long lastForgetting;

    Window(int perSecond, LongSupplier clock) {
      this.perSecond = perSecond;
      this.clock = clock;
    }

    void admit(String client) {
      long now = clock.getAsLong();
      // At most once a second, so that many clients do not make every request walk them all.
      if (clients.size() > FORGET_ABOVE && now - lastForgetting > SECOND) {
        lastForgetting = now;
        clients.values().removeIf(a -> a.idleSince(now));
      }
      Allowance allowance = clients.computeIfAbsent(client, c -> new Allowance(Throttle.of(perSecond, SECOND,
          clock)));
      allowance.admit(now);
    }
  }

  /** One client's throttle and when it last asked; the throttle is used under this object's lock. */
  private static final class Allowance {
    private final Throttle throttle;
    private long last;

    Allowance(Throttle throttle) {
      this.throttle = throttle;
    }

    synchronized void admit(long now) {
      last = now;
      throttle.admit();
    }

    synchronized boolean idleSince(long now) {
      return now - last > SECOND;
    }
  }
}
