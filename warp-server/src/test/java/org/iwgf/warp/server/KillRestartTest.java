// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.Loopback.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An acknowledged table, seat or move is never lost. The server runs as its own process; a client creates
 * tables, takes open seats and moves over HTTP and WebSocket while the process is killed with SIGKILL at a
 * random moment shortly after an acknowledgement, then restarted on the same files. After each restart every
 * acknowledged table must be there at exactly the acknowledged ply with the same view, and every token must
 * still seat its captain. Only the one request in flight at the kill may go either way. The seed is random and
 * printed (on failure too); {@code -Dwarp.kill.seed=N} replays one.
 */
@Timeout(180)
class KillRestartTest {
  private static final int KILLS = 4;
  // A kill comes 0-199 ms after the acknowledgement that triggers it: well inside H2's default write delay
  // (500 ms), the window a commit that is not written at once would be lost in.
  private static final int MAX_KILL_DELAY_MS = 200;

  @TempDir Path dir;

  @Test
  void nothingAcknowledgedIsLostWhenTheServerIsKilled() throws Exception {
    long seed = Long.getLong("warp.kill.seed", new SecureRandom().nextLong());
    long started = System.nanoTime();
    KillLoop loop = new KillLoop(new Random(seed), dir);
    try {
      loop.run();
    } catch (Exception | AssertionError e) {
      throw new AssertionError("Kill loop with seed " + seed + " failed: " + e, e);
    }
    String figures = "Kill loop, seed " + seed + ": " + KILLS + " kills, " + loop.total(loop.acknowledged)
        + " acknowledged operations " + loop.acknowledged + ", " + loop.inFlight + " in flight at a kill, lost "
        + loop.total(loop.lost) + " " + loop.lost + "; restarts " + loop.restartMillis + " ms to listening; "
        + (System.nanoTime() - started) / 1_000_000 + " ms in all";
    System.out.println(figures);
    assertEquals(List.of(), loop.losses, figures);
  }

  /** What the client was told about one table. */
  private static final class Known {
    final String id;
    final Map<Integer, String> tokens = new TreeMap<>();
    int ply;
    // The last acknowledged update, of the seat that moved: the table as it was at `ply`.
    Optional<JsonNode> acked = Optional.empty();
    // Sent but not answered when the server died: it may or may not have happened.
    boolean moveInFlight;
    boolean joinInFlight;
    // A seat no token of ours holds (a join whose answer never came took it, or a token failed): the table
    // is only checked from now on.
    boolean stranded;
    // Lost with everything at it (counted once).
    boolean gone;
    boolean over;

    Known(String id) {
      this.id = id;
    }

    boolean playable() {
      return tokens.size() == 2 && !over && !stranded && !gone;
    }

    boolean open() {
      return !tokens.containsKey(1) && !stranded && !gone;
    }
  }

  /** The client and the killer. */
  private static final class KillLoop {
    final Random random;
    final Path dir;
    final List<Known> tables = new ArrayList<>();
    final Map<String, Integer> acknowledged = new TreeMap<>();
    final Map<String, Integer> lost = new TreeMap<>();
    final List<String> losses = new ArrayList<>();
    final List<Long> restartMillis = new ArrayList<>();
    int inFlight;

    KillLoop(Random random, Path dir) {
      this.random = random;
      this.dir = dir;
    }

    int total(Map<String, Integer> counts) {
      return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    void run() throws Exception {
      Path db = dir.resolve("tables").toAbsolutePath();
      for (int round = 0; round <= KILLS; round++) {
        try (ServerProcess server = ServerProcess.start(db, dir.resolve("server-" + round + ".log"))) {
          if (round > 0) {
            restartMillis.add(server.startup().toMillis());
          }
          check(server.port());
          if (round < KILLS) {
            playUntilKilled(server);
          } else {
            // The tokens still work: every table still in play takes one more move.
            for (Known t : List.copyOf(tables)) {
              if (t.playable()) {
                httpMove(server.port(), t);
              }
            }
          }
        }
      }
    }

    // Plays until the killer, armed after a random number of acknowledgements, kills the server. The request
    // that fails then was in flight: it is the only one that may go either way.
    private void playUntilKilled(ServerProcess server) throws InterruptedException {
      int acksBeforeKill = 3 + random.nextInt(12);
      int delayMs = random.nextInt(MAX_KILL_DELAY_MS);
      AtomicBoolean killing = new AtomicBoolean();
      ScheduledExecutorService killer = Executors.newSingleThreadScheduledExecutor();
      try {
        for (int acks = 1; ; acks++) {
          try {
            step(server.port());
          } catch (RuntimeException e) {
            if (!killing.get()) {
              throw e;
            }
            inFlight++;
            break;
          }
          if (acks == acksBeforeKill) {
            killer.schedule(() -> {
              killing.set(true);
              server.kill();
              return null;
            }, delayMs, TimeUnit.MILLISECONDS);
          }
        }
      } finally {
        killer.shutdown();
        killer.awaitTermination(30, TimeUnit.SECONDS);
      }
    }

    private void step(int port) throws InterruptedException {
      List<Known> playable = tables.stream().filter(Known::playable).toList();
      List<Known> open = tables.stream().filter(Known::open).toList();
      int r = random.nextInt(100);
      if (r < 15 || tables.size() < 2 || playable.isEmpty() && open.isEmpty()) {
        create(port);
      } else if (!open.isEmpty() && (r < 30 || playable.isEmpty())) {
        join(port, open.get(random.nextInt(open.size())));
      } else if (r < 65) {
        httpMove(port, playable.get(random.nextInt(playable.size())));
      } else {
        webSocketMove(port, playable.get(random.nextInt(playable.size())));
      }
    }

    private void create(int port) {
      String second = random.nextBoolean() ? "open" : "human";
      Reply created = Loopback.post(port, "/tables", "", "{\"game\":\"warp\",\"seed\":" + random.nextInt(1_000_000)
          + ",\"config\":{\"factor\":\"WARP_9\",\"captains\":2},\"seats\":[\"human\",\"" + second + "\"]}");
      expect(201, created);
      Known t = new Known(created.body().get("table").asText());
      created.body().get("tokens").fields()
          .forEachRemaining(e -> t.tokens.put(Integer.valueOf(e.getKey()), e.getValue().asText()));
      tables.add(t);
      acknowledged.merge("tables", 1, Integer::sum);
    }

    private void join(int port, Known t) {
      t.joinInFlight = true;
      Reply joined = Loopback.post(port, "/tables/" + t.id + "/seats/1", "", "");
      expect(200, joined);
      t.tokens.put(1, joined.body().get("token").asText());
      t.joinInFlight = false;
      acknowledged.merge("seats", 1, Integer::sum);
    }

    private void httpMove(int port, Known t) {
      int seat = Loopback.get(port, "/tables/" + t.id, t.tokens.get(0)).body().get("toAct").asInt();
      Reply view = Loopback.get(port, "/tables/" + t.id, t.tokens.get(seat));
      expect(200, view);
      JsonNode move = pick(view.body().get("legalMoves"));
      t.moveInFlight = true;
      Reply moved = Loopback.post(port, "/tables/" + t.id + "/moves", t.tokens.get(seat), move.toString());
      expect(200, moved);
      acked(t, moved.body());
      acknowledged.merge("HTTP moves", 1, Integer::sum);
    }

    private void webSocketMove(int port, Known t) throws InterruptedException {
      int seat = Loopback.get(port, "/tables/" + t.id, t.tokens.get(0)).body().get("toAct").asInt();
      Client client = Client.connect(port, t.id, t.tokens.get(seat));
      try {
        JsonNode first = awaitUpdate(client, t.ply);
        JsonNode move = pick(first.get("legalMoves"));
        t.moveInFlight = true;
        client.send("{\"type\":\"move\",\"move\":" + move + "}");
        // The acknowledgement of a WebSocket move is the update that follows it.
        acked(t, awaitUpdate(client, t.ply + 1));
        acknowledged.merge("WebSocket moves", 1, Integer::sum);
      } finally {
        client.socket.abort();
      }
    }

    private static JsonNode awaitUpdate(Client client, int ply) throws InterruptedException {
      while (true) {
        JsonNode m = client.next();
        switch (m.get("type").asText()) {
          case "closed" -> throw new IllegalStateException("The connection ended");
          case "error" -> throw new AssertionError("Refused: " + m);
          case "update" -> {
            if (m.get("ply").asInt() == ply) {
              return m;
            }
          }
          default -> { }
        }
      }
    }

    private JsonNode pick(JsonNode moves) {
      return moves.get(random.nextInt(moves.size()));
    }

    private static void acked(Known t, JsonNode update) {
      if (update.get("ply").asInt() != t.ply + 1) {
        throw new AssertionError("Table " + t.id + " was at ply " + t.ply + "; the move's update says " + update);
      }
      t.moveInFlight = false;
      t.ply = update.get("ply").asInt();
      t.over = update.get("over").asBoolean();
      t.acked = Optional.of(update);
    }

    private static void expect(int status, Reply reply) {
      if (reply.status() != status) {
        throw new AssertionError("Expected " + status + ": " + reply.status() + " " + reply.body());
      }
    }

    // After a restart: every acknowledged table, at its ply, with its view; every token seats its captain.
    private void check(int port) {
      for (Known t : tables) {
        if (!t.gone) {
          check(port, t);
        }
      }
    }

    private void check(int port, Known t) {
      Optional<Integer> resumedAt = Optional.empty();
      for (Map.Entry<Integer, String> seat : List.copyOf(t.tokens.entrySet())) {
        Reply r = Loopback.get(port, "/tables/" + t.id, seat.getValue());
        if (r.status() == 404) {
          lose("tables", 1, "table " + t.id + " (" + r.body().get("code").asText() + ")");
          lose("moves", t.ply, "its " + t.ply + " moves");
          t.gone = true;
          return;
        }
        if (r.status() != 200 || r.body().get("seat").asInt() != seat.getKey()) {
          lose("seats", 1, "seat " + seat.getKey() + " of table " + t.id + ": " + r.status() + " " + r.body());
          t.tokens.remove(seat.getKey());
          t.stranded = true;
          continue;
        }
        int ply = r.body().get("ply").asInt();
        resumedAt = Optional.of(ply);
        // The move in flight may have been stored, and may have ended the game.
        t.over = r.body().get("over").asBoolean();
        if (ply == t.ply && t.acked.isPresent() && t.acked.get().get("seat").asInt() == seat.getKey()) {
          for (String field : List.of("toAct", "view", "legalMoves")) {
            if (!t.acked.get().get(field).equals(r.body().get(field))) {
              losses.add("table " + t.id + " at ply " + ply + ": its " + field + " differs after the restart");
            }
          }
        }
      }
      if (resumedAt.isPresent() && resumedAt.get() != t.ply) {
        int ply = resumedAt.get();
        if (ply < t.ply) {
          lose("moves", t.ply - ply, "table " + t.id + ": acknowledged at ply " + t.ply + ", resumed at " + ply);
        } else if (ply > t.ply + (t.moveInFlight ? 1 : 0)) {
          losses.add("table " + t.id + ": acknowledged at ply " + t.ply + ", resumed at " + ply);
        }
        // Go on from the table as it is: the move in flight was stored, or the loss is counted.
        t.ply = ply;
        t.acked = Optional.empty();
      }
      t.moveInFlight = false;
      if (t.joinInFlight) {
        t.joinInFlight = false;
        Reply joined = Loopback.post(port, "/tables/" + t.id + "/seats/1", "", "");
        if (joined.status() == 200) {
          t.tokens.put(1, joined.body().get("token").asText());
        } else {
          t.stranded = true;
        }
      }
    }

    private void lose(String what, int count, String detail) {
      if (count > 0) {
        lost.merge(what, count, Integer::sum);
        losses.add(detail);
      }
    }
  }
}
