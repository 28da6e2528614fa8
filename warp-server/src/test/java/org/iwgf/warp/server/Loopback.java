// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A server on a free loopback port with a fresh database, and small HTTP and WebSocket clients for it. */
final class Loopback {
  static final ObjectMapper JSON = new ObjectMapper();
  static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  // Every test client is 127.0.0.1, so the per-client limits are raised past what the tests do together;
  // LimitsTest checks each limit with its own small allowance.
  static ServerOptions options(Path dir) {
    return new ServerOptions(0, "jdbc:h2:" + dir.resolve("tables").toAbsolutePath(), 2, 20)
        .withLimits(new Limits(100_000, 1_000, 100_000, 1 << 30, 1_000, 1_000, Duration.ofDays(1)));
  }

  static String base(WarpServer server) {
    return base(server.port());
  }

  static String base(int port) {
    return "http://127.0.0.1:" + port;
  }

  record Reply(int status, JsonNode body) {}

  /** A table created over HTTP: its id and the tokens of its human seats. */
  record Seated(String id, JsonNode tokens) {
    String token(int seat) {
      return tokens.get(String.valueOf(seat)).asText();
    }
  }

  static Seated create(WarpServer server, String table) {
    Reply created = post(server, "/tables", "", table);
    if (created.status() != 201) {
      throw new AssertionError(created.body().toString());
    }
    return new Seated(created.body().get("table").asText(), created.body().get("tokens"));
  }

  static Reply post(WarpServer server, String path, String token, String body) {
    return post(server.port(), path, token, "", body);
  }

  /** A POST with a seat token and a registered player's key ({@code X-Player-Key}), each sent unless empty. */
  static Reply post(WarpServer server, String path, String token, String playerKey, String body) {
    return post(server.port(), path, token, playerKey, body);
  }

  static Reply post(int port, String path, String token, String body) {
    return post(port, path, token, "", body);
  }

  static Reply post(int port, String path, String token, String playerKey, String body) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(port) + path))
        .timeout(Duration.ofSeconds(20)).POST(HttpRequest.BodyPublishers.ofString(body));
    if (!token.isEmpty()) {
      b.header("Authorization", "Bearer " + token);
    }
    if (!playerKey.isEmpty()) {
      b.header("X-Player-Key", playerKey);
    }
    return send(b.build());
  }

  static Reply get(WarpServer server, String path, String token) {
    return get(server.port(), path, token);
  }

  static Reply get(int port, String path, String token) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(port) + path)).timeout(Duration.ofSeconds(20));
    if (!token.isEmpty()) {
      b.header("Authorization", "Bearer " + token);
    }
    return send(b.GET().build());
  }

  private static Reply send(HttpRequest request) {
    try {
      HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
      return new Reply(r.statusCode(), JSON.readTree(r.body()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static JsonNode read(String json) {
    try {
      return JSON.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A WebSocket client that queues every message it receives. */
  static final class Client implements WebSocket.Listener {
    /** Queued when the connection ends: {@code {"type":"closed"}}. */
    static final JsonNode CLOSED = read("{\"type\":\"closed\"}");
    final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    WebSocket socket;

    static Client connect(WarpServer server, String table, String token) {
      return connect(server.port(), table, token);
    }

    static Client connect(int port, String table, String token) {
      return open(port, table, token.isEmpty() ? "" : "?token=" + token);
    }

    /** A client coming back to its seat ({@code token}; empty for a spectator) after update {@code since}. */
    static Client reconnect(WarpServer server, String table, String token, int since) {
      return open(server.port(), table, (token.isEmpty() ? "?" : "?token=" + token + "&") + "since=" + since);
    }

    private static Client open(int port, String table, String query) {
      Client c = new Client();
      c.socket = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5))
          .buildAsync(URI.create("ws://127.0.0.1:" + port + "/tables/" + table + "/ws" + query), c)
          .orTimeout(10, TimeUnit.SECONDS).join();
      return c;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        inbox.add(read(partial.toString()));
        partial.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    // A connection the server ends (or loses, when its process dies) says so, so that a reader waiting for
    // an answer learns it at once instead of at its timeout.
    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      inbox.add(CLOSED);
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      inbox.add(CLOSED);
    }

    void send(String text) {
      socket.sendText(text, true).orTimeout(10, TimeUnit.SECONDS).join();
    }

    JsonNode next() throws InterruptedException {
      JsonNode m = inbox.poll(20, TimeUnit.SECONDS);
      if (m == null) {
        throw new AssertionError("no message within 20 s");
      }
      return m;
    }

    /** The next message of {@code type}, skipping others. */
    JsonNode next(String type) throws InterruptedException {
      while (true) {
        JsonNode m = next();
        if (m.path("type").asText().equals(type)) {
          return m;
        }
      }
    }

    void close() {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").orTimeout(5, TimeUnit.SECONDS).join();
    }
  }
}
