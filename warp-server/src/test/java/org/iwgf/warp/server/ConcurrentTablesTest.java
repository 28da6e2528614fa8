// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.server.Loopback.Client;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Twenty tables at once, each a Captain played by a bot over WebSocket against a Commander; prints the
 * figures docs/server.md records (tables, moves a second, a bot's move-to-update latency).
 */
@Timeout(60)
class ConcurrentTablesTest {
  static final int TABLES = 20;
  static final int BOT_MOVES = 25;

  @TempDir Path dir;

  @Test
  void twentyTablesPlayAtOnce() throws Exception {
    // The message limit (per client: every bot is 127.0.0.1) is raised so the figures measure the server, not
    // the throttle; -Dwarp.load.messagesPerSecond=20 measures the standard limit instead.
    ServerOptions o = Loopback.options(dir);
    int messagesPerSecond = Integer.getInteger("warp.load.messagesPerSecond", 1000);
    try (WarpServer server = WarpServer.start(new ServerOptions(0, o.jdbcUrl(), o.officerThreads(),
        messagesPerSecond).withLimits(o.limits()))) {
      List<String[]> seated = new ArrayList<>();
      for (int i = 0; i < TABLES; i++) {
        Loopback.Seated created = Loopback.create(server, TableServerTest.WARP_DUEL.replace("\"seed\":7", "\"seed\":" + (100 + i)));
        seated.add(new String[] {created.id(), created.token(0)});
      }
      ExecutorService bots = Executors.newFixedThreadPool(TABLES);
      long start = System.nanoTime();
      List<Future<long[]>> runs = new ArrayList<>();
      for (String[] t : seated) {
        runs.add(bots.submit(() -> play(server, t[0], t[1])));
      }
      long plies = 0;
      List<Long> latencies = new ArrayList<>();
      for (Future<long[]> run : runs) {
        long[] r = run.get(50, TimeUnit.SECONDS);
        plies += r[0];
        for (int i = 1; i < r.length; i++) {
          latencies.add(r[i]);
        }
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      bots.shutdown();
      long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
      System.out.printf(Locale.ROOT, "warp-server load (%d messages/s per client): %d tables, %d moves in %.2f s"
          + " = %.0f moves/s; bot move-to-update latency median %.2f ms, p95 %.2f ms, max %.2f ms%n",
          messagesPerSecond, TABLES, plies, seconds, plies / seconds, sorted[sorted.length / 2] / 1e6,
          sorted[(int) (sorted.length * 0.95)] / 1e6, sorted[sorted.length - 1] / 1e6);
      assertEquals(TABLES * BOT_MOVES, latencies.size());
      assertTrue(Arrays.stream(sorted).allMatch(l -> l > 0));
    }
  }

  // Plays the first legal move each time the Captain is at the helm; returns the table's plies and each
  // move's latency (send to the update that shows it played).
  private static long[] play(WarpServer server, String id, String token) throws InterruptedException {
    Client client = Client.connect(server, id, token);
    long[] result = new long[BOT_MOVES + 1];
    JsonNode update = client.next("update");
    for (int move = 1; move <= BOT_MOVES; move++) {
      while (update.get("toAct").asInt() != 0 || update.get("over").asBoolean()) {
        update = client.next("update");
      }
      int ply = update.get("ply").asInt();
      long sent = System.nanoTime();
      String message = "{\"type\":\"move\",\"move\":" + update.get("legalMoves").get(0) + "}";
      client.send(message);
      do {
        update = client.next();
        // A bot faster than the per-connection limit is throttled: it waits and sends again.
        if (update.get("type").asText().equals("error")) {
          assertEquals("RATE_LIMITED", update.get("code").asText(), update.toString());
          Thread.sleep(50);
          client.send(message);
        }
      } while (!update.get("type").asText().equals("update") || update.get("ply").asInt() <= ply);
      result[move] = System.nanoTime() - sent;
    }
    result[0] = update.get("ply").asInt();
    client.close();
    return result;
  }
}
