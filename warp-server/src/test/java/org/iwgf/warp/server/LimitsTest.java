// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.Loopback.Reply;
import org.iwgf.warp.server.RawSocket.Frame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What one client may cost the server: each limit with a small allowance, on loopback. */
@Timeout(60)
class LimitsTest {
  static final String TWO_CAPTAINS = TableServerTest.WARP_DUEL.replace("officer:commander", "human");
  static final String FOUR_CAPTAINS = "{\"game\":\"warp\",\"seed\":3,\"config\":{\"factor\":\"WARP_12\","
      + "\"captains\":4},\"seats\":[\"human\",\"human\",\"human\",\"human\"]}";

  @TempDir Path dir;

  private ServerOptions options(int messagesPerSecond, Limits limits) {
    ServerOptions o = Loopback.options(dir);
    return new ServerOptions(0, o.jdbcUrl(), 2, messagesPerSecond).withLimits(limits);
  }

  private static Limits generous() {
    return Loopback.options(Path.of(".")).limits();
  }

  @Test
  void aClientThatDoesNotReadIsDroppedAndTheOthersPlayOn() throws Exception {
    Limits small = new Limits(100_000, 2, 8, 1 << 20, 10, 10, Duration.ofDays(1));
    try (WarpServer server = WarpServer.start(options(100_000, small))) {
      // Four captains at Warp 12: a view of a few kilobytes, so that the sockets' own buffers fill soon.
      Loopback.Seated table = Loopback.create(server, FOUR_CAPTAINS);
      Client other = Client.connect(server, table.id(), table.token(1));
      other.next("update");
      int asked = 0;
      boolean cut = false;
      long updates = 0;
      try (RawSocket reader = RawSocket.connect(server.port(), "/tables/" + table.id() + "/ws?token="
          + table.token(0), 4_096)) {
        // Asks for its view again and again and reads nothing. The sockets' buffers fill (a few megabytes), then
        // the server's backlog, then its requests go unanswered, and finally the server cuts it off.
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        try {
          while (System.nanoTime() < deadline) {
            reader.sendText("{\"type\":\"view\"}");
            asked++;
            if (asked % 100 == 0) {
              Thread.sleep(5);
            }
          }
        } catch (IOException e) {
          // The server cut the socket: what a dropped connection looks like from here.
          cut = true;
        }
        assertTrue(cut, "the server went on taking " + asked + " requests from a client that reads nothing");
        for (Optional<Frame> f = reader.next(); f.isPresent() && f.get().opcode() == 0x1; f = reader.next()) {
          updates++;
        }
      }
      assertTrue(updates < asked, updates + " updates for " + asked + " requests");
      // Nobody else noticed: the other captain is served at once.
      other.send("{\"type\":\"view\"}");
      assertEquals(table.id(), other.next("update").get("table").asText());
      other.close();
    }
  }

  @Test
  void httpRequestsAreLimitedPerClient() throws Exception {
    Limits small = new Limits(5, 8, 100, 1 << 20, 10, 10, Duration.ofDays(1));
    try (WarpServer server = WarpServer.start(options(20, small))) {
      List<Reply> replies = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        replies.add(Loopback.get(server, "/health", ""));
      }
      Reply limited = replies.stream().filter(r -> r.status() == 429).findFirst()
          .orElseThrow(() -> new AssertionError("12 requests, at most 5 a second, none refused"));
      assertEquals("error", limited.body().get("type").asText());
      assertEquals("RATE_LIMITED", limited.body().get("code").asText());
      assertTrue(replies.stream().filter(r -> r.status() == 200).count() >= 5);
    }
  }

  @Test
  void webSocketMessagesAreLimitedPerClientOverAllItsConnections() throws Exception {
    try (WarpServer server = WarpServer.start(options(5, generous()))) {
      Loopback.Seated table = Loopback.create(server, TWO_CAPTAINS);
      List<Client> clients = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        Client c = Client.connect(server, table.id(), "");
        c.next("update");
        clients.add(c);
      }
      // Four connections, four messages each: 16 in well under a second from one client allowed 5.
      for (Client c : clients) {
        for (int i = 0; i < 4; i++) {
          c.send("{\"type\":\"view\"}");
        }
      }
      int limited = 0;
      for (Client c : clients) {
        for (int i = 0; i < 4; i++) {
          JsonNode m = c.next();
          if (m.get("type").asText().equals("error")) {
            assertEquals("RATE_LIMITED", m.get("code").asText());
            limited++;
          }
        }
        c.close();
      }
      assertTrue(limited >= 16 - 2 * 5, limited + " messages refused of 16");
    }
  }

  @Test
  void aClientHoldsAFewConnectionsAtMost() throws Exception {
    Limits small = new Limits(100, 2, 100, 1 << 20, 10, 10, Duration.ofDays(1));
    try (WarpServer server = WarpServer.start(options(20, small))) {
      Loopback.Seated table = Loopback.create(server, TWO_CAPTAINS);
      Client first = Client.connect(server, table.id(), "");
      Client second = Client.connect(server, table.id(), "");
      first.next("update");
      second.next("update");
      try (RawSocket third = RawSocket.connect(server.port(), "/tables/" + table.id() + "/ws", 65_536)) {
        Frame error = third.next().orElseThrow();
        assertEquals("TOO_MANY_CONNECTIONS", Loopback.read(error.text()).get("code").asText());
        Frame close = third.next().orElseThrow();
        assertEquals(0x8, close.opcode());
        assertEquals(4429, close.status());
      }
      // A connection given back makes room for another.
      first.close();
      Thread.sleep(200);
      Client again = Client.connect(server, table.id(), "");
      assertEquals("update", again.next().get("type").asText());
      again.close();
      second.close();
    }
  }

  @Test
  void tablesAreCappedPerClientAndInAll() {
    Limits small = new Limits(100, 8, 100, 1 << 20, 2, 3, Duration.ofDays(1));
    try (WarpServer server = WarpServer.start(options(20, small))) {
      Loopback.create(server, TWO_CAPTAINS);
      Loopback.create(server, TWO_CAPTAINS);
      Reply third = Loopback.post(server, "/tables", "", TWO_CAPTAINS);
      assertEquals(429, third.status(), third.body().toString());
      assertEquals("TOO_MANY_TABLES", third.body().get("code").asText());
      // The server's own table (the demo's way) fills the last place; then nobody gets one.
      server.tables().create(TWO_CAPTAINS);
      Reply full = Loopback.post(server, "/tables", "", TWO_CAPTAINS);
      assertEquals(503, full.status(), full.body().toString());
      assertEquals("SERVER_FULL", full.body().get("code").asText());
    }
  }

  @Test
  void abandonedUnratedTablesExpireAndRatedOnesStay() throws Exception {
    Limits expiring = generous().withTableExpiry(Duration.ofMillis(300));
    String abandoned;
    String kept;
    try (WarpServer server = WarpServer.start(options(20, expiring))) {
      abandoned = Loopback.create(server, TWO_CAPTAINS).id();
      String alice = Loopback.post(server, "/players", "", "{\"name\":\"alice\"}").body().get("key").asText();
      Reply rated = Loopback.post(server, "/tables", "", alice, RatedTableTest.RATED);
      assertEquals(201, rated.status(), rated.body().toString());
      kept = rated.body().get("table").asText();
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      while (server.tables().ids().contains(abandoned) && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertFalse(server.tables().ids().contains(abandoned), "the abandoned table is gone");
      assertEquals(404, Loopback.get(server, "/tables/" + abandoned + "/spectate", "").status());
      assertTrue(server.tables().ids().contains(kept), "the rated table stays");
    }
    // Its record is gone too: a server on the same database does not resume it.
    try (WarpServer restarted = WarpServer.start(options(20, generous()))) {
      assertEquals(List.of(kept), restarted.tables().ids());
    }
  }

  @Test
  void theServerListensOnLoopbackUnlessToldAndTakesTokensOnlyWhereDocumented() throws Exception {
    assertEquals(ServerOptions.LOOPBACK, ServerOptions.of(0, "jdbc:h2:mem:x").host());
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Optional<InetAddress> elsewhere = NetworkInterface.networkInterfaces()
          .flatMap(NetworkInterface::inetAddresses)
          .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress()).findFirst();
      if (elsewhere.isPresent()) {
        try (Socket s = new Socket()) {
          s.connect(new InetSocketAddress(elsewhere.get(), server.port()), 2_000);
          throw new AssertionError("reachable on " + elsewhere.get());
        } catch (IOException refused) {
          // Not listening there: as it should be.
        }
      }
      Loopback.Seated table = Loopback.create(server, TWO_CAPTAINS);
      Reply inTheAddress = Loopback.get(server, "/tables/" + table.id() + "?token=" + table.token(0), "");
      assertEquals(403, inTheAddress.status(), inTheAddress.body().toString());
      assertEquals("BAD_TOKEN", inTheAddress.body().get("code").asText());
      assertEquals(200, Loopback.get(server, "/tables/" + table.id(), table.token(0)).status());
    }
  }
}
