// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

/**
 * How a {@link WarpServer} runs.
 *
 * @param port the TCP port; 0 picks a free one
 * @param jdbcUrl the H2 database holding the tables, e.g. {@code jdbc:h2:./warp-tables}
 * @param officerThreads threads on which officers choose their moves
 * @param messagesPerSecond the most WebSocket messages one connection may send in a second
 *
 * @since 0.1.0
 */
public record ServerOptions(int port, String jdbcUrl, int officerThreads, int messagesPerSecond) {

  /** Largest HTTP request body accepted, in bytes (a configuration's JSON may be up to 64 KiB). */
  public static final int MAX_HTTP_BODY = 65_536;

  /** Largest WebSocket message accepted and answered, in characters (a move is far smaller). */
  public static final int MAX_WS_MESSAGE = 16_384;

  /** Largest WebSocket frame Jetty reads at all; larger ones close the connection (status 1009). */
  public static final int MAX_WS_FRAME = 65_536;

  /** Checks the values. */
  public ServerOptions {
    if (port < 0 || port > 65_535 || officerThreads < 1 || messagesPerSecond < 1) {
      throw new IllegalArgumentException("port 0-65535, at least one officer thread and one message a second");
    }
  }

  /** Port {@code port}, database {@code jdbcUrl}, two officer threads, 20 messages a second. */
  public static ServerOptions of(int port, String jdbcUrl) {
    return new ServerOptions(port, jdbcUrl, 2, 20);
  }
}
