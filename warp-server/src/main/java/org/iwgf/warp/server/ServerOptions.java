// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.util.Objects;

/**
 * How a {@link WarpServer} runs.
 *
 * @param port the TCP port; 0 picks a free one
 * @param jdbcUrl the H2 database holding the tables, e.g. {@code jdbc:h2:./warp-tables}
 * @param officerThreads threads on which officers choose their moves
 * @param messagesPerSecond the most WebSocket messages one client (a remote address, over all its connections)
 *     may send in a second
 * @param host the address to listen on: {@link #LOOPBACK} by default, so that a server is reachable from other
 *     machines only when asked ({@code 0.0.0.0} for every interface)
 * @param limits what one client may cost the server
 *
 * @since 0.1.0
 */
public record ServerOptions(int port, String jdbcUrl, int officerThreads, int messagesPerSecond, String host,
    Limits limits) {

  /** Largest HTTP request body accepted, in bytes (a configuration's JSON may be up to 64 KiB). */
  public static final int MAX_HTTP_BODY = 65_536;

  /** Largest WebSocket message accepted and answered, in characters (a move is far smaller). */
  public static final int MAX_WS_MESSAGE = 16_384;

  /** Largest WebSocket frame Jetty reads at all; larger ones close the connection (status 1009). */
  public static final int MAX_WS_FRAME = 65_536;

  /** The address a server listens on unless told otherwise: this machine only. */
  public static final String LOOPBACK = "127.0.0.1";

  /** Checks the values. */
  public ServerOptions {
    Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(limits, "limits");
    if (port < 0 || port > 65_535 || officerThreads < 1 || messagesPerSecond < 1 || host.isBlank()) {
      throw new IllegalArgumentException("port 0-65535, at least one officer thread and one message a second,"
          + " a host");
    }
  }

  /** On {@link #LOOPBACK} with the {@linkplain Limits#standard() standard limits}. */
  public ServerOptions(int port, String jdbcUrl, int officerThreads, int messagesPerSecond) {
    this(port, jdbcUrl, officerThreads, messagesPerSecond, LOOPBACK, Limits.standard());
  }

  /** Port {@code port}, database {@code jdbcUrl}, two officer threads, 20 messages a second, on loopback. */
  public static ServerOptions of(int port, String jdbcUrl) {
    return new ServerOptions(port, jdbcUrl, 2, 20);
  }

  /** These options listening on {@code host}. */
  public ServerOptions withHost(String host) {
    return new ServerOptions(port, jdbcUrl, officerThreads, messagesPerSecond, host, limits);
  }

  /** These options with {@code perSecond} WebSocket messages a second for each client. */
  public ServerOptions withMessagesPerSecond(int perSecond) {
    return new ServerOptions(port, jdbcUrl, officerThreads, perSecond, host, limits);
  }

  /** These options with {@code limits}. */
  public ServerOptions withLimits(Limits limits) {
    return new ServerOptions(port, jdbcUrl, officerThreads, messagesPerSecond, host, limits);
  }
}
