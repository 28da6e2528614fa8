// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.server.game.GameCatalog;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.TableStore;
import org.iwgf.warp.server.table.Resume;
import org.iwgf.warp.server.table.StrictRequest;
import org.iwgf.warp.server.table.TableException;
import org.iwgf.warp.server.table.Tables;

/**
 * The table server: HTTP and WebSocket endpoints (docs/server.md) over {@link Tables}, which it opens from the
 * H2 database of its options, resuming every stored table, and the browser client at {@code /}. Start it with {@link #start}; {@link #close} stops
 * it and closes the database.
 *
 * @since 0.1.0
 */
public final class WarpServer implements AutoCloseable {
  private static final String JSON = "application/json";
  // The browser client loads only its own files and speaks only to this server; it never needs a plugin,
  // a frame or an inline script, so a name a player chose can never run as code.
  private static final Map<String, String> CLIENT_HEADERS = Map.of(
      "Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
          + "object-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      "X-Content-Type-Options", "nosniff",
      "Cache-Control", "no-cache");
  /** The close status of a connection whose {@code since} is not a sequence number ({@code BAD_SINCE} first). */
  static final int BAD_SINCE_STATUS = 4400;
  private static final System.Logger LOG = System.getLogger(WarpServer.class.getName());
  // Each message type and its fields, read strictly before the message is acted on.
  private static final Map<String, Set<String>> MESSAGE_FIELDS = Map.of(
      "move", Set.of("type", "move"),
      "advice", Set.of("type"),
      "view", Set.of("type"),
      "hail", Set.of("type", "phrase"),
      "say", Set.of("type", "text", "to"),
      "mute", Set.of("type", "seat"),
      "unmute", Set.of("type", "seat"),
      "reclaim", Set.of("type"));

  private final ServerOptions options;
  private final TableStore store;
  private final Tables tables;
  private final Javalin app;
  private final Map<String, Connection> connections = new ConcurrentHashMap<>();
  private final ClientLimits limits;

  /**
   * One WebSocket connection: its seat, its client (remote address), what it has not read yet and the listener
   * that pushes its updates.
   */
  private record Connection(String table, int seat, String client, Outbox outbox, Consumer<String> listener) {}

  private WarpServer(ServerOptions options) {
    this.options = options;
    this.store = TableStore.open(options.jdbcUrl());
    this.tables = Tables.open(store, options.officerThreads(), options.limits().quota());
    this.limits = new ClientLimits(options, System::nanoTime);
    this.app = Javalin.create(config -> {
      config.http.maxRequestSize = 2L * ServerOptions.MAX_HTTP_BODY;
      config.jetty.modifyWebSocketServletFactory(f -> f.setMaxTextMessageSize(ServerOptions.MAX_WS_FRAME));
      config.routes.exception(WarpException.class, (e, ctx) -> error(ctx, e));
      config.routes.exception(RuntimeException.class, (e, ctx) -> {
        if (e instanceof HttpResponseException http) {
          // Javalin's own answers (no such route, a body over its limit) keep their status.
          ctx.status(http.getStatus()).contentType(JSON).result(errorJson(new TableException(
              http.getStatus() == 413 ? "MESSAGE_TOO_LARGE" : "HTTP_" + http.getStatus(),
              String.valueOf(http.getMessage()))));
          return;
        }
        LOG.log(System.Logger.Level.ERROR, "Request failed", e);
        ctx.status(500).contentType(JSON)
            .result(errorJson(new TableException("INTERNAL", "The server could not handle that request.")));
      });
      config.staticFiles.add(files -> {
        files.hostedPath = "/";
        files.directory = "/org/iwgf/warp/server/web";
        files.location = Location.CLASSPATH;
        files.headers = CLIENT_HEADERS;
      });
      // An address with no route gets the same JSON refusal as every other; the refusals the routes
      // answered themselves with a 404 (an unknown table) keep their own.
      config.routes.error(404, "*", ctx -> {
        if (!JSON.equals(ctx.res().getContentType())) {
          String path = ctx.path().length() > 200 ? ctx.path().substring(0, 200) + "…" : ctx.path();
          ctx.contentType(JSON).result(errorJson(new TableException("NOT_FOUND", "There is nothing at "
              + ctx.method() + " " + path + "; docs/server.md lists the addresses.")));
        }
      });
      // Every HTTP request counts against its client's second, the page's own files included.
      config.routes.before(ctx -> limits.admitRequest(ctx.ip()));
      config.routes.get("/health", ctx -> ctx.contentType(JSON).result("{\"status\":\"ok\"}"));
      config.routes.get("/tables", ctx -> ctx.contentType(JSON)
          .result("{\"tables\":" + PlainJson.write(tables.ids()) + "}"));
      config.routes.post("/tables", this::create);
      config.routes.get("/lobby", ctx -> ok(ctx, tables.lobby(ctx.queryParamMap())));
      config.routes.get("/games", ctx -> ok(ctx, GameCatalog.json()));
      config.routes.get("/ratings", ctx -> ok(ctx, tables.ratings()));
      config.routes.post("/players", ctx -> ctx.status(201).contentType(JSON).result(tables.register(body(ctx))));
      config.routes.post("/tables/{id}/seats/{seat}", this::join);
      config.routes.get("/tables/{id}/spectate", ctx -> ok(ctx, tables.spectate(id(ctx))));
      config.routes.get("/tables/{id}", ctx -> ok(ctx, tables.update(id(ctx), seat(ctx))));
      config.routes.post("/tables/{id}/moves", ctx -> ok(ctx, tables.play(id(ctx), seat(ctx), body(ctx))));
      config.routes.post("/tables/{id}/advice", ctx -> ok(ctx, tables.advise(id(ctx), seat(ctx))));
      config.routes.post("/tables/{id}/reclaim", ctx -> ok(ctx, tables.reclaim(id(ctx), seat(ctx))));
      config.routes.get("/tables/{id}/replay", ctx -> ok(ctx, tables.replay(id(ctx), ctx.queryParamMap())));
      config.routes.get("/tables/{id}/record", ctx -> ok(ctx, tables.record(id(ctx), ctx.queryParamMap())));
      config.routes.ws("/tables/{id}/ws", this::webSocket);
    });
  }

  /** Opens the database, resumes its tables and starts listening. */
  public static WarpServer start(ServerOptions options) {
    WarpServer server = new WarpServer(options);
    server.app.start(options.host(), options.port());
    return server;
  }

  /** The port the server listens on. */
  public int port() {
    return app.port();
  }

  /** The tables, for a caller embedding the server (the demo seats a table through it). */
  public Tables tables() {
    return tables;
  }

  private void create(Context ctx) {
    Tables.Created created = tables.create(body(ctx), ctx.ip(), playerKey(ctx));
    Map<String, Object> reply = new LinkedHashMap<>();
    reply.put("type", "created");
    reply.put("table", created.id());
    reply.put("tokens", created.tokens());
    ctx.status(201).contentType(JSON).result(PlainJson.write(reply));
  }

  private void join(Context ctx) {
    int seat = intParam(ctx.pathParam("seat"));
    String token = tables.join(id(ctx), seat, playerKey(ctx));
    ok(ctx, PlainJson.write(Map.of("type", "joined", "table", id(ctx), "seat", seat, "token", token)));
  }

  // A registered player's key, which seats its holder at a rated table; a header of its own, apart from the
  // seat token's Authorization, so that the two secrets are never taken for each other.
  private static Optional<String> playerKey(Context ctx) {
    return Optional.ofNullable(ctx.header("X-Player-Key"));
  }

  private static String id(Context ctx) {
    return ctx.pathParam("id");
  }

  // Over HTTP a token travels in its header only: a token in an address ends up in logs and histories.
  private int seat(Context ctx) {
    String auth = Optional.ofNullable(ctx.header("Authorization")).orElse("");
    String token = auth.startsWith("Bearer ") ? auth.substring("Bearer ".length()) : "";
    return tables.seatOf(id(ctx), token);
  }

  private static String body(Context ctx) {
    // A body up to Javalin's own limit (twice ours) is read before it is refused: answering while the
    // client is still sending makes the connection close under it, and the client may then lose the
    // answer and see only a reset. Javalin refuses anything longer without reading it.
    String body = ctx.body();
    if (body.length() > ServerOptions.MAX_HTTP_BODY) {
      throw tooLarge(ServerOptions.MAX_HTTP_BODY);
    }
    return body;
  }

  private static TableException tooLarge(int limit) {
    return new TableException("MESSAGE_TOO_LARGE", "The message is longer than " + limit
        + " characters; it was ignored.");
  }

  private static int intParam(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new TableException("BAD_SEAT", "'" + text + "' is not a seat number.");
    }
  }

  private static void ok(Context ctx, String json) {
    ctx.contentType(JSON).result(json);
  }

  private static void error(Context ctx, WarpException e) {
    int status = switch (e.code()) {
      case "UNKNOWN_TABLE" -> 404;
      case "BAD_TOKEN", "PLAYER_KEY" -> 403;
      case "TABLE_IN_PLAY" -> 409;
      case "MESSAGE_TOO_LARGE" -> 413;
      case "RATE_LIMITED", "TOO_MANY_TABLES" -> 429;
      case "SERVER_FULL" -> 503;
      default -> 400;
    };
    if (status == 429) {
      ctx.header("Retry-After", "1");
    }
    ctx.status(status).contentType(JSON).result(errorJson(e));
  }

  static String errorJson(WarpException e) {
    return PlainJson.write(Map.of("type", "error", "code", e.code(), "message", e.getMessage()));
  }

  private void webSocket(WsConfig ws) {
    ws.onConnect(ctx -> {
      String client = client(ctx.session.getRemoteSocketAddress());
      try {
        String id = ctx.pathParam("id");
        // No token: a spectator, who sees what the rules show the public.
        Optional<String> token = Optional.ofNullable(ctx.queryParam("token"));
        int seat = token.isPresent() ? tables.seatOf(id, token.get()) : tables.spectatorOf(id);
        Resume resume = resume(Optional.ofNullable(ctx.queryParam("since")));
        limits.connected(client);
        Outbox outbox = new Outbox(ctx.session, options.limits());
        Consumer<String> listener = outbox::send;
        connections.put(ctx.sessionId(), new Connection(id, seat, client, outbox, listener));
        tables.listen(id, seat, affordable(resume, client), listener);
      } catch (WarpException e) {
        send(ctx, errorJson(e));
        ctx.closeSession(switch (e.code()) {
          case "TOO_MANY_CONNECTIONS" -> 4429;
          case "BAD_SINCE" -> BAD_SINCE_STATUS;
          default -> 4403;
        }, e.code());
      }
    });
    ws.onMessage(ctx -> respond(ctx.sessionId(), c -> answer(c, ctx.message())));
    // Every message is one JSON object in a text frame; a binary frame gets the same kind of answer as any
    // other bad message rather than silence.
    ws.onBinaryMessage(ctx -> respond(ctx.sessionId(), c -> {
      throw new TableException("BINARY_MESSAGE", "Messages are JSON text; a binary frame was ignored.");
    }));
    ws.onClose(ctx -> drop(ctx.sessionId()));
    ws.onError(ctx -> drop(ctx.sessionId()));
  }

  // ?since=N: the last sequence number the client saw, a decimal number from 0 to 2^31 - 1 and nothing else
  // (no sign, no spaces, at most ten digits), so that a hostile value is refused before anything is computed.
  static Resume resume(Optional<String> since) {
    if (since.isEmpty()) {
      return new Resume.Present();
    }
    String text = since.get();
    if (text.isEmpty() || text.length() > 10 || !text.chars().allMatch(c -> c >= '0' && c <= '9')
        || Long.parseLong(text) > Integer.MAX_VALUE) {
      String shown = text.length() > 20 ? text.substring(0, 20) + "…" : text;
      throw new TableException("BAD_SINCE", "'since' is the last sequence number you saw, a whole number from 0"
          + " to " + Integer.MAX_VALUE + "; '" + shown + "' is not one.");
    }
    return new Resume.After(Integer.parseInt(text));
  }

  // Catching up draws up to LiveGame.REPLAYED_UPDATES updates, so it costs the client one message of its
  // allowance; a client that has spent it gets the present view instead, which costs what any connection does.
  private Resume affordable(Resume resume, String client) {
    if (!(resume instanceof Resume.After)) {
      return resume;
    }
    try {
      limits.admitMessage(client);
      return resume;
    } catch (TableException e) {
      return new Resume.Fresh(e.code());
    }
  }

  // A connection that does not read its answers is not served (see Outbox); every other message counts
  // against its client's second, whichever of the client's connections it came on.
  private void respond(String sessionId, Function<Connection, String> answer) {
    Connection c = connections.get(sessionId);
    if (c == null || !c.outbox().serves()) {
      return;
    }
    try {
      limits.admitMessage(c.client());
      String reply = answer.apply(c);
      if (!reply.isEmpty()) {
        c.outbox().send(reply);
      }
    } catch (WarpException e) {
      c.outbox().send(errorJson(e));
    } catch (RuntimeException e) {
      // A fault of the server, not of the message: the client learns it without the details.
      LOG.log(System.Logger.Level.ERROR, "WebSocket message failed", e);
      c.outbox().send(errorJson(new TableException("INTERNAL", "The server could not handle that message.")));
    }
  }

  // The client of a connection: its remote address without the port, as Javalin's ctx.ip() gives for HTTP.
  private static String client(SocketAddress address) {
    return address instanceof InetSocketAddress inet && inet.getAddress() != null
        ? inet.getAddress().getHostAddress() : String.valueOf(address);
  }

  // A move's update reaches this connection through its listener, like everyone else's, so a move is not
  // answered twice; advice and a fresh view are answered directly.
  private String answer(Connection c, String message) {
    if (message.length() > ServerOptions.MAX_WS_MESSAGE) {
      throw tooLarge(ServerOptions.MAX_WS_MESSAGE);
    }
    StrictRequest request = StrictRequest.read(message, "message");
    String type = request.text("type");
    request.only(Optional.ofNullable(MESSAGE_FIELDS.get(type)).orElseThrow(() -> new TableException(
        "UNKNOWN_TYPE", "There is no message of type '" + type
        + "'; send move, advice, view, reclaim, hail, say, mute or unmute.")));
    switch (type) {
      case "move" -> {
        tables.play(c.table(), c.seat(), request.object("move"));
        return "";
      }
      case "advice" -> {
        return tables.advise(c.table(), c.seat());
      }
      case "view" -> {
        return tables.update(c.table(), c.seat());
      }
      case "reclaim" -> {
        return tables.reclaim(c.table(), c.seat());
      }
      case "hail", "say", "mute", "unmute" -> {
        checkComms(request, type);
        tables.comms(c.table(), c.seat(), type, request.node());
        return "";
      }
      default -> throw new IllegalStateException("No answer to a '" + type + "' message");
    }
  }

  private static void checkComms(StrictRequest request, String type) {
    switch (type) {
      case "hail" -> request.text("phrase");
      case "say" -> {
        request.text("text");
        request.optionalInteger("to");
      }
      default -> request.integer("seat");
    }
  }

  private static void send(WsContext ctx, String message) {
    if (ctx.session.isOpen()) {
      ctx.send(message);
    }
  }

  private void drop(String sessionId) {
    Connection c = connections.remove(sessionId);
    if (c != null) {
      tables.unlisten(c.table(), c.listener());
      limits.disconnected(c.client());
    }
  }

  /** Stops listening, stops the officers and closes the database. */
  @Override
  public void close() {
    app.stop();
    tables.close();
    store.close();
  }
}
