// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.store.TableStore;
import org.iwgf.warp.server.table.Requests;
import org.iwgf.warp.server.table.TableException;
import org.iwgf.warp.server.table.Tables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The comms policy's mutes and send budgets are stored: a restart neither lifts a mute nor refills a budget. */
@Timeout(60)
class CommsRestartTest {
  private static final JsonNode ENGAGE = Requests.readObject("{\"type\":\"hail\",\"phrase\":\"ENGAGE\"}");
  private static final String HUMANS = TableServerTest.WARP_DUEL.replace("officer:commander", "human");

  @TempDir Path dir;

  /** A clock the test moves, so that a budget's three seconds do not depend on how fast a restart is. */
  private static final class TestClock extends Clock {
    private volatile Instant now = Instant.parse("2026-12-07T12:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public Instant instant() {
      return now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      throw new UnsupportedOperationException("UTC only");
    }
  }

  @Test
  void aSpentBudgetAndAMuteOutliveARestart() {
    TestClock clock = new TestClock();
    String url = "jdbc:h2:" + dir.resolve("tables").toAbsolutePath();
    String id;
    try (TableStore store = TableStore.open(url); Tables tables = Tables.open(store, 1, Limits.standard().quota(), clock)) {
      id = tables.create(HUMANS).id();
      tables.comms(id, 1, "mute", Requests.readObject("{\"type\":\"mute\",\"seat\":0}"));
      // Seat 0 spends its whole burst of three.
      for (int i = 0; i < 3; i++) {
        tables.comms(id, 0, "hail", ENGAGE);
      }
      assertEquals("COMMS_RATE_LIMITED", refusal(tables, id));
    }
    try (TableStore store = TableStore.open(url); Tables tables = Tables.open(store, 1, Limits.standard().quota(), clock)) {
      assertEquals("COMMS_RATE_LIMITED", refusal(tables, id), "a restart does not refill the budget");
      List<String> heard = listen(tables, id, 1);
      List<String> sent = listen(tables, id, 0);
      clock.advance(Duration.ofSeconds(3));
      tables.comms(id, 0, "hail", ENGAGE);
      assertEquals(1, sent.size(), "one send is open again three seconds on");
      assertEquals(List.of(), heard, "seat 1 still hides seat 0's hails");
      tables.comms(id, 1, "unmute", Requests.readObject("{\"type\":\"unmute\",\"seat\":0}"));
    }
    try (TableStore store = TableStore.open(url); Tables tables = Tables.open(store, 1, Limits.standard().quota(), clock)) {
      List<String> heard = listen(tables, id, 1);
      clock.advance(Duration.ofSeconds(3));
      tables.comms(id, 0, "hail", ENGAGE);
      assertEquals(1, heard.size(), "the unmute is kept too");
    }
  }

  @Test
  void aMuteSentOverWebSocketHoldsOnARestartedServer() throws Exception {
    ServerOptions options = Loopback.options(dir);
    Loopback.Seated table;
    try (WarpServer server = WarpServer.start(options)) {
      table = Loopback.create(server, HUMANS);
      Client second = Client.connect(server, table.id(), table.token(1));
      second.next("update");
      second.send("{\"type\":\"mute\",\"seat\":0}");
      assertEquals(0, second.next("muted").get("seat").asInt());
      second.send("{\"type\":\"mute\",\"seat\":7}");
      assertEquals("BAD_SEAT", second.next("error").get("code").asText(), "only a seat of the table is muted");
      second.socket.abort();
    }
    try (WarpServer restarted = WarpServer.start(options)) {
      Client first = Client.connect(restarted, table.id(), table.token(0));
      Client second = Client.connect(restarted, table.id(), table.token(1));
      first.next("update");
      second.next("update");
      first.send("{\"type\":\"say\",\"text\":\"hello\"}");
      assertEquals("hello", first.next("comms").get("text").asText());
      // Seat 0's text was handled before seat 1's view is asked for: had it reached seat 1, it would come first.
      second.send("{\"type\":\"view\"}");
      assertEquals("update", second.next().get("type").asText());
      first.close();
      second.close();
    }
  }

  private static String refusal(Tables tables, String id) {
    return assertThrows(TableException.class, () -> tables.comms(id, 0, "hail", ENGAGE)).code();
  }

  // Every comms message delivered to the seat from now on (its updates are left out).
  private static List<String> listen(Tables tables, String id, int seat) {
    List<String> heard = new CopyOnWriteArrayList<>();
    tables.listen(id, seat, message -> {
      if (message.contains("\"type\":\"comms\"")) {
        heard.add(message);
      }
    });
    return heard;
  }
}
