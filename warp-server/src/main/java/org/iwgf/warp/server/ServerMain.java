// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.io.PrintStream;
import java.util.OptionalInt;
import org.iwgf.warp.server.game.GameCatalog;

/**
 * Starts the table server: {@code [--port N] [--db PATH] [--host ADDRESS] [--http-rate N] [--message-rate N]}
 * (defaults 7070, {@code ./warp-tables}, {@code 127.0.0.1} — this machine only; {@code --host 0.0.0.0} listens on
 * every interface — and the {@linkplain Limits#standard() standard limits}: 30 HTTP requests and 20 WebSocket
 * messages a second for each client). On an empty
 * database it seats a demo table — Warp 12 under the Official Warp rules, one human Captain against an Ensign,
 * a Lieutenant and a Commander — and prints the human seat's token, the browser client's address for that seat
 * and its WebSocket address.
 *
 * @since 0.1.0
 */
public final class ServerMain {
  private ServerMain() {}

  /** Runs the server until the process is stopped. */
  public static void main(String[] args) {
    int port = 7070;
    String db = "./warp-tables";
    String host = ServerOptions.LOOPBACK;
    OptionalInt httpRate = OptionalInt.empty();
    OptionalInt messageRate = OptionalInt.empty();
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--port" -> port = Integer.parseInt(args[i + 1]);
        case "--db" -> db = args[i + 1];
        case "--host" -> host = args[i + 1];
        case "--http-rate" -> httpRate = OptionalInt.of(Integer.parseInt(args[i + 1]));
        case "--message-rate" -> messageRate = OptionalInt.of(Integer.parseInt(args[i + 1]));
        default -> throw new IllegalArgumentException("Unknown option " + args[i]
            + "; use --port N --db PATH --host ADDRESS --http-rate N --message-rate N");
      }
    }
    ServerOptions options = ServerOptions.of(port, "jdbc:h2:" + db).withHost(host);
    if (messageRate.isPresent()) {
      options = options.withMessagesPerSecond(messageRate.getAsInt());
    }
    if (httpRate.isPresent()) {
      options = options.withLimits(options.limits().withHttpRequestsPerSecond(httpRate.getAsInt()));
    }
    WarpServer server = WarpServer.start(options);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "warp-server-stop"));
    PrintStream out = System.out;
    // Listening everywhere, the server is reachable on this machine's loopback address too.
    String at = host.equals("0.0.0.0") || host.equals("::") ? ServerOptions.LOOPBACK : host;
    out.println("Warp table server on http://" + at + ":" + server.port() + " (listening on " + host
        + ", tables in " + db + ".mv.db)");
    if (server.tables().ids().isEmpty()) {
      var demo = server.tables().create(DEMO_TABLE);
      String token = demo.tokens().get(0);
      out.println("Demo table " + demo.id() + ": you are Captain 1 (seat 0), token " + token);
      out.println("  play:      http://" + at + ":" + server.port() + "/#table=" + demo.id() + "&token=" + token);
      out.println("  view:      curl -H 'Authorization: Bearer " + token + "' http://" + at + ":" + server.port()
          + "/tables/" + demo.id());
      out.println("  WebSocket: ws://" + at + ":" + server.port() + "/tables/" + demo.id() + "/ws?token=" + token);
    } else {
      out.println("Resumed tables: " + String.join(", ", server.tables().ids()));
    }
  }

  // The demo: Warp 12 under the Official Warp rules, one human Captain against three officers.
  static final String DEMO_TABLE = "{\"game\":\"warp\",\"config\":" + GameCatalog.OFFICIAL_WARP_12
      + ",\"seats\":[\"human\",\"officer:ensign\",\"officer:lieutenant\",\"officer:commander\"]}";
}
