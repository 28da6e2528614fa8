// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.Loopback.Reply;
import org.iwgf.warp.server.game.LiveGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reconnection with resync: sockets are cut mid-game (with updates unread, between a move and its update, and
 * across a restart of the server) while the other seat or an officer moves on; each connection that comes back
 * with the last sequence number it saw gets every update it missed once, in order, each exactly the update a
 * connection that stayed received, and ends on the view {@code GET} gives.
 */
@Timeout(120)
class ResyncTest {
  // Warp 12 between two people: long enough to miss more than LiveGame.REPLAYED_UPDATES moves.
  static final String DUEL = "{\"game\":\"warp\",\"seed\":7,\"config\":{\"factor\":\"WARP_12\",\"captains\":2},"
      + "\"seats\":[\"human\",\"human\"]}";
  static final String AGAINST_OFFICER = DUEL.replace("[\"human\",\"human\"]", "[\"human\",\"officer:commander\"]");

  @TempDir Path dir;

  // ---- the seat's connections, on bare sockets so that a test can cut them without a close ----

  private static RawSocket open(int port, String id, String token, OptionalInt since) throws IOException {
    List<String> query = new ArrayList<>();
    if (!token.isEmpty()) {
      query.add("token=" + token);
    }
    since.ifPresent(s -> query.add("since=" + s));
    return RawSocket.connect(port, "/tables/" + id + "/ws" + (query.isEmpty() ? "" : "?" + String.join("&", query)),
        1 << 20);
  }

  private static RawSocket open(int port, String id, String token, String since) throws IOException {
    return RawSocket.connect(port, "/tables/" + id + "/ws?" + (token.isEmpty() ? "" : "token=" + token + "&")
        + "since=" + since, 1 << 16);
  }

  /** The next JSON message of the connection; fails if it was closed. */
  private static JsonNode next(RawSocket socket) {
    while (true) {
      RawSocket.Frame frame = socket.next().orElseThrow(() -> new AssertionError("the connection ended"));
      if (frame.opcode() == 0x1) {
        return Loopback.read(frame.text());
      }
      if (frame.opcode() == 0x8) {
        throw new AssertionError("closed with status " + frame.status());
      }
    }
  }

  /** Reads updates into {@code got} until the one numbered {@code seq}. */
  private static void readUntil(RawSocket socket, List<JsonNode> got, int seq) {
    while (got.isEmpty() || got.get(got.size() - 1).get("seq").asInt() < seq) {
      JsonNode m = next(socket);
      assertEquals("update", m.get("type").asText(), m.toString());
      got.add(m);
    }
  }

  private static int lastSeq(List<JsonNode> got) {
    return got.get(got.size() - 1).get("seq").asInt();
  }

  // ---- the reference: what a connection that is never cut receives ----

  /** Drains {@code client}'s updates into {@code live} by sequence number until it holds {@code seq}. */
  private static void drain(Client client, Map<Integer, JsonNode> live, int seq) throws InterruptedException {
    while (!live.containsKey(seq)) {
      JsonNode m = client.next("update");
      JsonNode earlier = live.putIfAbsent(m.get("seq").asInt(), m);
      if (earlier != null) {
        // The same number again (a new connection's first update): it must be the same update.
        assertEquals(earlier, m);
      }
    }
  }

  // ---- moves by HTTP, made by whichever seat is at the helm ----

  static JsonNode view(WarpServer server, String id, String token) {
    return Loopback.get(server, "/tables/" + id, token).body();
  }

  /** The captain at the helm plays its first legal move; returns the new sequence number. */
  static int move(WarpServer server, String id, List<String> tokens) {
    JsonNode now = view(server, id, tokens.get(0));
    assertFalse(now.get("over").asBoolean(), "the game ended before the test did");
    String at = tokens.get(now.get("toAct").asInt());
    JsonNode update = view(server, id, at);
    Reply moved = Loopback.post(server, "/tables/" + id + "/moves", at, update.get("legalMoves").get(0).toString());
    assertEquals(200, moved.status(), moved.body().toString());
    return moved.body().get("seq").asInt();
  }

  static int moves(WarpServer server, String id, List<String> tokens, int n) {
    int seq = view(server, id, tokens.get(0)).get("seq").asInt();
    for (int i = 0; i < n; i++) {
      seq = move(server, id, tokens);
    }
    return seq;
  }

  private static List<String> tokens(Loopback.Seated created) {
    return List.of(created.token(0), created.token(1));
  }

  @Test
  void aSeatCutMidGameGetsEveryUpdateItMissedOnceInOrder() throws Exception {
    List<JsonNode> got = new ArrayList<>();
    Map<Integer, JsonNode> live0 = new HashMap<>();
    Map<Integer, JsonNode> live1 = new HashMap<>();
    String id;
    List<String> tokens;
    int seq;
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      int port = server.port();
      Loopback.Seated created = Loopback.create(server, DUEL);
      id = created.id();
      tokens = tokens(created);
      Client ref0 = Client.connect(server, id, tokens.get(0));
      Client ref1 = Client.connect(server, id, tokens.get(1));

      RawSocket seat = open(port, id, tokens.get(0), OptionalInt.empty());
      readUntil(seat, got, 0);
      assertEquals(0, lastSeq(got));

      // Cut after reading every update: the other seat and this one move on over HTTP meanwhile.
      seq = moves(server, id, tokens, 2);
      readUntil(seat, got, seq);
      seat.close();
      seq = moves(server, id, tokens, 5);
      seat = open(port, id, tokens.get(0), OptionalInt.of(lastSeq(got)));
      readUntil(seat, got, seq);

      // Cut with updates sent and not yet read: they are lost with the socket, and sent again.
      seq = moves(server, id, tokens, 3);
      seat.close();
      seq = moves(server, id, tokens, 1);
      seat = open(port, id, tokens.get(0), OptionalInt.of(lastSeq(got)));
      readUntil(seat, got, seq);

      // Cut between a move and its update: the seat moves over its socket, and the socket is cut once the
      // move is played (the connection that stayed has its update) but before its own update is read.
      while (view(server, id, tokens.get(0)).get("toAct").asInt() != 0) {
        move(server, id, tokens);
      }
      JsonNode atHelm = view(server, id, tokens.get(0));
      seat.sendText("{\"type\":\"move\",\"move\":" + atHelm.get("legalMoves").get(0) + "}");
      drain(ref0, live0, atHelm.get("seq").asInt() + 1);
      seat.close();
      seq = moves(server, id, tokens, 2);
      seat = open(port, id, tokens.get(0), OptionalInt.of(lastSeq(got)));
      readUntil(seat, got, seq);

      // Cut, and the server stops: nothing of the connection survives but the number the client holds.
      seq = moves(server, id, tokens, 2);
      seat.close();
      drain(ref0, live0, seq);
      drain(ref1, live1, seq);
    }
    try (WarpServer restarted = WarpServer.start(Loopback.options(dir))) {
      int port = restarted.port();
      // New connections that stay, on the restarted server: their first update is the same as before the stop.
      Client ref0 = Client.connect(restarted, id, tokens.get(0));
      Client ref1 = Client.connect(restarted, id, tokens.get(1));
      drain(ref0, live0, seq);
      drain(ref1, live1, seq);
      seq = moves(restarted, id, tokens, 4);
      RawSocket seat = open(port, id, tokens.get(0), OptionalInt.of(lastSeq(got)));
      readUntil(seat, got, seq);
      // And once more after the restart, to see the numbering go on.
      seat.close();
      seq = moves(restarted, id, tokens, 3);
      seat = open(port, id, tokens.get(0), OptionalInt.of(lastSeq(got)));
      readUntil(seat, got, seq);
      drain(ref0, live0, seq);
      drain(ref1, live1, seq);

      // Every number once, in order: no gap, no duplicate, across five cuts and a restart.
      for (int i = 0; i < got.size(); i++) {
        assertEquals(i, got.get(i).get("seq").asInt(), "update " + i);
        assertEquals(i, got.get(i).get("ply").asInt());
      }
      // Each update is exactly the one the connection that stayed received: drawn for this seat.
      for (JsonNode update : got) {
        int at = update.get("seq").asInt();
        assertEquals(live0.get(at), update, "update " + at);
        assertHidesTheOtherHand(update, live1.get(at));
      }
      JsonNode now = view(restarted, id, tokens.get(0));
      assertEquals(seq, now.get("seq").asInt());
      assertEquals(now.get("view"), got.get(got.size() - 1).get("view"));
      assertEquals(now.get("legalMoves"), got.get(got.size() - 1).get("legalMoves"));
      seat.close();
    }
  }

  // Seat 0's update at a moment holds none of the coordinates seat 1 held then (its own view says which), and
  // names no coordinate seat 1 drew.
  private static void assertHidesTheOtherHand(JsonNode mine, JsonNode theirs) {
    assertEquals(0, mine.get("seat").asInt());
    assertEquals(1, theirs.get("seat").asInt());
    Set<String> hidden = new HashSet<>();
    theirs.get("view").get("hand").forEach(c -> hidden.add(c.asText()));
    mine.get("view").get("hand").forEach(c -> assertFalse(hidden.contains(c.asText()), c.asText()));
    for (JsonNode event : mine.get("events")) {
      if (event.path("type").asText().equals("drawn") && event.path("seat").asInt() != 0) {
        assertFalse(event.has("coordinate") && !event.get("coordinate").isNull(), event.toString());
      }
    }
  }

  @Test
  void aSpectatorCutWhileAnOfficerPlaysGetsWhatItMissed() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      int port = server.port();
      Loopback.Seated created = Loopback.create(server, AGAINST_OFFICER);
      String id = created.id();
      String token = created.token(0);
      Map<Integer, JsonNode> live = new HashMap<>();
      Client ref = Client.connect(server, id, "");
      List<JsonNode> got = new ArrayList<>();
      RawSocket watcher = open(port, id, "", OptionalInt.empty());
      readUntil(watcher, got, 0);
      for (int round = 0; round < 4; round++) {
        // The captain moves; the officer answers while the spectator is away.
        watcher.close();
        for (int i = 0; i <= round; i++) {
          JsonNode mine = atTheHelm(server, id, token, ref, live);
          Reply moved = Loopback.post(server, "/tables/" + id + "/moves", token, mine.get("legalMoves").get(0)
              .toString());
          assertEquals(200, moved.status(), moved.body().toString());
        }
        int seq = atTheHelm(server, id, token, ref, live).get("seq").asInt();
        watcher = open(port, id, "", OptionalInt.of(lastSeq(got)));
        readUntil(watcher, got, seq);
      }
      drain(ref, live, lastSeq(got));
      for (int i = 0; i < got.size(); i++) {
        JsonNode update = got.get(i);
        assertEquals(i, update.get("seq").asInt());
        assertEquals(-1, update.get("seat").asInt());
        assertTrue(update.get("view").path("hand").isEmpty(), "a spectator sees no coordinate of a hand");
        assertEquals(live.get(i), update);
      }
      JsonNode spectated = Loopback.get(server, "/tables/" + id + "/spectate", "").body();
      assertEquals(spectated.get("seq"), got.get(got.size() - 1).get("seq"));
      assertEquals(spectated.get("view"), got.get(got.size() - 1).get("view"));
      watcher.close();
    }
  }

  // Seat 0's update once the captain is at the helm again, when the table is quiet: the officer has answered.
  // The connection that stayed is read meanwhile, so that waiting is waiting for the officer's update.
  private static JsonNode atTheHelm(WarpServer server, String id, String token, Client ref,
      Map<Integer, JsonNode> live) throws InterruptedException {
    JsonNode mine = view(server, id, token);
    while (mine.get("toAct").asInt() != 0) {
      assertFalse(mine.get("over").asBoolean(), "the game ended before the test did");
      JsonNode m = ref.next("update");
      live.putIfAbsent(m.get("seq").asInt(), m);
      mine = view(server, id, token);
    }
    return mine;
  }

  @Test
  void aNumberFromTheFutureOrTooOldGetsAFreshView() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      int port = server.port();
      Loopback.Seated created = Loopback.create(server, DUEL);
      String id = created.id();
      List<String> tokens = tokens(created);
      int seq = moves(server, id, tokens, 3);

      // Ahead of the table (a client of a server whose database was restored, say): the present view, marked.
      try (RawSocket ahead = open(port, id, tokens.get(0), OptionalInt.of(seq + 40))) {
        JsonNode fresh = next(ahead);
        assertEquals("resync", fresh.get("type").asText());
        assertEquals("AHEAD", fresh.get("reason").asText());
        assertEquals(seq, fresh.get("seq").asInt());
        assertEquals(view(server, id, tokens.get(0)).get("view"), fresh.get("view"));
        // Updates go on from there.
        int after = move(server, id, tokens);
        JsonNode update = next(ahead);
        assertEquals("update", update.get("type").asText());
        assertEquals(after, update.get("seq").asInt());
        seq = after;
      }

      // Up to date already: nothing is sent until the next move.
      try (RawSocket current = open(port, id, tokens.get(1), OptionalInt.of(seq))) {
        int after = move(server, id, tokens);
        JsonNode update = next(current);
        assertEquals("update", update.get("type").asText());
        assertEquals(after, update.get("seq").asInt());
        seq = after;
      }

      // More moves missed than are kept: one fresh view, then updates from its number on.
      int since = seq;
      seq = moves(server, id, tokens, LiveGame.REPLAYED_UPDATES + 1);
      try (RawSocket old = open(port, id, tokens.get(1), OptionalInt.of(since))) {
        JsonNode fresh = next(old);
        assertEquals("resync", fresh.get("type").asText());
        assertEquals("TOO_OLD", fresh.get("reason").asText());
        assertEquals(seq, fresh.get("seq").asInt());
        assertEquals(1, fresh.get("seat").asInt());
        assertEquals(view(server, id, tokens.get(1)).get("view"), fresh.get("view"));
        int after = move(server, id, tokens);
        assertEquals(after, next(old).get("seq").asInt());
        seq = after;
      }

      // Exactly as many as are kept: each of them.
      since = seq;
      seq = moves(server, id, tokens, LiveGame.REPLAYED_UPDATES);
      try (RawSocket kept = open(port, id, tokens.get(0), OptionalInt.of(since))) {
        List<JsonNode> got = new ArrayList<>();
        readUntil(kept, got, seq);
        assertEquals(LiveGame.REPLAYED_UPDATES, got.size());
        for (int i = 0; i < got.size(); i++) {
          assertEquals(since + 1 + i, got.get(i).get("seq").asInt());
        }
      }
    }
  }

  @Test
  void aMalformedNumberIsRefusedAndTheConnectionClosed() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      int port = server.port();
      Loopback.Seated created = Loopback.create(server, DUEL);
      String id = created.id();
      String token = created.token(0);
      for (String since : List.of("-1", "abc", "", "1e3", "%2B3", "0x10", "2147483648", "99999999999999999999",
          "1.5", "7".repeat(2_000))) {
        for (String as : List.of(token, "")) {
          try (RawSocket bad = open(port, id, as, since)) {
            JsonNode error = next(bad);
            assertEquals("error", error.get("type").asText(), since);
            assertEquals("BAD_SINCE", error.get("code").asText(), since);
            assertTrue(error.get("message").asText().length() < 200, "the message does not echo it whole");
            Optional<RawSocket.Frame> close = bad.next();
            assertTrue(close.isPresent() && close.get().opcode() == 0x8, since);
            assertEquals(WarpServer.BAD_SINCE_STATUS, close.get().status(), since);
          }
        }
      }
      // The table is untouched and the largest number is read (as a number ahead of the table).
      try (RawSocket largest = open(port, id, token, OptionalInt.of(Integer.MAX_VALUE))) {
        assertEquals("AHEAD", next(largest).get("reason").asText());
      }
      assertEquals(0, view(server, id, token).get("seq").asInt());
    }
  }
}
