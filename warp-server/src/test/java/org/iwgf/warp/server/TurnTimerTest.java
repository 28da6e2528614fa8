// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.concurrent.locks.LockSupport;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.server.store.TableStore;
import org.iwgf.warp.server.table.Tables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Turn timers, on a clock the test moves by hand: a captain who times out at the helm, or whose connection has
 * been gone for the turn time, is played for by the game's officer (the Commander at Warp) until the captain
 * reclaims the seat; a table without a timer never is; covered seats and the timer survive a restart, whose
 * clock starts again; bad values and rated tables are refused.
 */
@Timeout(120)
class TurnTimerTest {
  private static final String DUEL = TableServerTest.WARP_DUEL.replace("officer:commander", "human");
  private static final String TIMED = DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":30");
  /** A Warp 9 duel of one round between two captains, 30 s a move. */
  private static final String TIMED_ROUND = ReplayTest.DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":30");

  @TempDir Path dir;

  private final ManualTurnClock clock = new ManualTurnClock();
  private final MessageSchema schema = new MessageSchema();

  private Tables open(TableStore store) {
    return Tables.open(store, 1, Limits.standard().quota(), Clock.systemUTC(), clock);
  }

  private String url() {
    return "jdbc:h2:" + dir.resolve("tables").toAbsolutePath();
  }

  @Test
  void aCaptainWhoTimesOutIsPlayedForByTheCommanderUntilReclaiming() {
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      String id = tables.create(TIMED).id();
      JsonNode start = update(tables, id, 0);
      int helm = start.get("toAct").asInt();
      int other = 1 - helm;
      assertEquals(30, start.get("turnSeconds").asInt());
      assertEquals("[]", start.get("covered").toString());
      assertEquals(30_000, start.get("turnLeftMs").asInt());
      assertEquals("2026-12-07T12:00:30Z", start.get("deadline").asText());
      schema.check(start, "a timed table's first update");

      clock.advance(Duration.ofSeconds(29));
      assertEquals(0, update(tables, id, helm).get("ply").asInt(), "a second is left");
      assertEquals(1_000, update(tables, id, helm).get("turnLeftMs").asInt());
      clock.advance(Duration.ofSeconds(1));
      // The Commander plays the seat's moves until the other captain is at the helm.
      await(() -> update(tables, id, other).get("toAct").asInt() == other);
      JsonNode covered = update(tables, id, other);
      assertTrue(covered.get("ply").asInt() > 0);
      assertEquals("[" + helm + "]", covered.get("covered").toString());
      assertTrue(covered.has("deadline"), "the other captain's clock runs");
      schema.check(covered, "an update with a covered seat");

      JsonNode reclaimed = Loopback.read(tables.reclaim(id, helm));
      schema.check(reclaimed, "the turn message of a reclaim");
      assertEquals("turn", reclaimed.get("type").asText());
      assertEquals("[]", reclaimed.get("covered").toString());
      assertEquals("[]", update(tables, id, other).get("covered").toString());
      playUntilAtHelm(tables, id, other, helm);
      JsonNode back = update(tables, id, helm);
      assertEquals(30_000, back.get("turnLeftMs").asInt(), "the captain's own clock runs again");
      int ply = back.get("ply").asInt();
      // The captain plays again: the officer did not take the move.
      tables.play(id, helm, back.get("legalMoves").get(0).toString());
      assertEquals(ply + 1, update(tables, id, helm).get("ply").asInt());
    }
  }

  @Test
  void aTableWithoutATimerNeverCoversASeat() {
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      String id = tables.create(DUEL).id();
      Consumer<String> listener = m -> { };
      tables.listen(id, 1, listener);
      tables.unlisten(id, listener);
      assertEquals(0, clock.alarms(), "no clock runs at a table without a timer");
      clock.advance(Duration.ofHours(2));
      JsonNode update = update(tables, id, 0);
      assertEquals(0, update.get("ply").asInt());
      assertFalse(update.has("turnSeconds") || update.has("covered") || update.has("deadline"), update.toString());
    }
  }

  @Test
  void aCaptainGoneForTheTurnTimeIsCoveredAndReclaimsTheSeatByReconnecting() {
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      String id = tables.create(TIMED).id();
      int helm = update(tables, id, 0).get("toAct").asInt();
      int away = 1 - helm;
      List<String> told = new CopyOnWriteArrayList<>();
      tables.listen(id, helm, told::add);
      List<String> seen = new CopyOnWriteArrayList<>();
      Consumer<String> connection = seen::add;
      tables.listen(id, away, connection);
      tables.unlisten(id, connection);
      // The captain at the helm moves in time; the one away is covered once gone for 30 s.
      clock.advance(Duration.ofSeconds(20));
      tables.play(id, helm, update(tables, id, helm).get("legalMoves").get(0).toString());
      JsonNode before = update(tables, id, helm).get("seq");
      clock.advance(Duration.ofSeconds(10));
      assertEquals("[" + away + "]", update(tables, id, helm).get("covered").toString());
      // The table is told in a message of its own: covering a seat is no move, so no update number is spent.
      JsonNode turn = told.stream().map(Loopback::read).filter(m -> m.get("type").asText().equals("turn"))
          .findFirst().orElseThrow();
      assertEquals("[" + away + "]", turn.get("covered").toString());
      assertEquals(before, turn.get("seq"));

      Consumer<String> back = seen::add;
      tables.listen(id, away, back);
      JsonNode first = Loopback.read(seen.get(seen.size() - 1));
      assertEquals("[]", first.get("covered").toString(), "connecting with the seat's token reclaims it");
      tables.unlisten(id, back);
    }
  }

  @Test
  void coveredSeatsAndTheTimerSurviveARestartWhoseClockStartsAgain() {
    String id;
    int helm;
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      id = tables.create(TIMED).id();
      helm = update(tables, id, 0).get("toAct").asInt();
      clock.advance(Duration.ofSeconds(30));
      await(() -> update(tables, id, 1 - helm).get("toAct").asInt() == 1 - helm);
    }
    clock.advance(Duration.ofMinutes(5));
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      JsonNode resumed = update(tables, id, 1 - helm);
      assertEquals(30, resumed.get("turnSeconds").asInt());
      assertEquals("[" + helm + "]", resumed.get("covered").toString());
      assertEquals(30_000, resumed.get("turnLeftMs").asInt(), "a restarted server starts the clock again");
      int ply = resumed.get("ply").asInt();
      // The officer's moves are ordinary moves of the record: it replayed, and the officer plays on.
      playUntilAtHelm(tables, id, 1 - helm, helm);
      await(() -> update(tables, id, 1 - helm).get("toAct").asInt() == 1 - helm
          && update(tables, id, 1 - helm).get("ply").asInt() > ply + 1);
    }
  }

  @Test
  void theRecordSaysWhichMovesTheOfficerMadeForATimedOutCaptainAndARestartKeepsIt() {
    String id;
    String record;
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      id = tables.create(TIMED_ROUND).id();
      JsonNode start = update(tables, id, 0);
      int helm = start.get("toAct").asInt();
      assertFalse(start.has("lastMove"), "no move yet");
      // The captain at the helm makes the first move; from then on each captain times out and is covered.
      tables.play(id, helm, update(tables, id, helm).get("legalMoves").get(0).toString());
      JsonNode own = update(tables, id, helm);
      assertEquals("{\"seat\":" + helm + ",\"covered\":false}", own.get("lastMove").toString());
      schema.check(own, "an update after a captain's own move");
      assertEquals("TABLE_IN_PLAY", assertThrows(WarpException.class, () -> tables.record(id, Map.of())).code());
      for (int turn = 0; !update(tables, id, 0).get("over").asBoolean(); turn++) {
        assertTrue(turn < 1_000, "the officers did not finish the sector");
        int ply = update(tables, id, 0).get("ply").asInt();
        clock.advance(Duration.ofSeconds(30));
        // An officer still moving when the clock moved sets the next captain's alarm after it: that alarm is
        // run by the next turn of this loop, so a wait that sees no move here goes round again.
        awaitUpTo(Duration.ofSeconds(2), () -> update(tables, id, 0).get("over").asBoolean()
            || update(tables, id, 0).get("ply").asInt() > ply);
      }
      JsonNode last = update(tables, id, 0);
      assertTrue(last.get("lastMove").get("covered").asBoolean(), last.get("lastMove").toString());
      record = tables.record(id, Map.of());
      JsonNode moves = Loopback.read(record).get("moves");
      schema.check(Loopback.read(record), "a finished timed table's record");
      assertEquals(last.get("ply").asInt(), moves.size());
      assertEquals(helm, moves.get(0).get("seat").asInt());
      assertFalse(moves.get(0).get("covered").asBoolean(), "the captain's own move");
      for (int m = 1; m < moves.size(); m++) {
        assertTrue(moves.get(m).get("covered").asBoolean(), "move " + m + " was the officer's: " + moves.get(m));
      }
      assertEquals(Set.of(0, 1), seats(moves), "both captains were covered");
      replaySays(tables, id, moves);
      assertEquals("BAD_QUERY", assertThrows(WarpException.class,
          () -> tables.record(id, Map.of("seat", List.of("0")))).code());
    }
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      assertEquals(record, tables.record(id, Map.of()), "a restarted server has the same record");
      replaySays(tables, id, Loopback.read(record).get("moves"));
    }
  }

  // Every step of the replay, as seat 0, lists who made each move as the record does, and says who made its own.
  private void replaySays(Tables tables, String id, JsonNode moves) {
    for (int ply = 0; ply <= moves.size(); ply++) {
      JsonNode step = Loopback.read(tables.replay(id, Map.of("seat", List.of("0"), "ply", List.of("" + ply))));
      for (int m = 0; m < moves.size(); m++) {
        assertEquals(moves.get(m).get("seat"), step.get("movers").get(m).get("seat"));
        assertEquals(moves.get(m).get("covered"), step.get("movers").get(m).get("covered"));
      }
      assertEquals(ply > 0, step.has("lastMove"), "step " + ply);
      if (ply > 0) {
        assertEquals(moves.get(ply - 1).get("covered"), step.get("lastMove").get("covered"), "step " + ply);
      }
    }
    schema.check(Loopback.read(tables.replay(id, Map.of("ply", List.of("1")))), "a replay step");
    schema.check(Loopback.read(tables.replay(id, Map.of("ply", List.of("" + moves.size())))), "the last step");
  }

  private static Set<Integer> seats(JsonNode moves) {
    Set<Integer> seats = new TreeSet<>();
    moves.forEach(m -> seats.add(m.get("seat").asInt()));
    return seats;
  }

  @Test
  void badTurnTimesAndTimersAtRatedTablesAreRefused() {
    try (TableStore store = TableStore.open(url()); Tables tables = open(store)) {
      assertEquals("TURN_SECONDS", refusal(tables, DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":9")));
      assertEquals("TURN_SECONDS", refusal(tables, DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":3601")));
      assertEquals("BAD_VALUE", refusal(tables, DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":\"30\"")));
      assertEquals("BAD_VALUE", refusal(tables, DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":30.5")));
      String rated = "{\"game\":\"warp\",\"rated\":true,\"turnSeconds\":60,\"config\":{\"factor\":\"WARP_12\","
          + "\"captains\":2},\"seats\":[\"open\",\"officer:commander\"]}";
      assertEquals("RATED_TIMER", refusal(tables, rated));
      assertEquals(List.of(), tables.ids(), "nothing was created");
      // The same table at its bounds is accepted.
      tables.create(DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":10"));
      tables.create(DUEL.replace("\"seed\":7", "\"seed\":7,\"turnSeconds\":3600"));
    }
  }

  private static String refusal(Tables tables, String request) {
    return assertThrows(WarpException.class, () -> tables.create(request)).code();
  }

  private static JsonNode update(Tables tables, String id, int seat) {
    return Loopback.read(tables.update(id, seat));
  }

  // Plays seat's first legal move until the other seat is at the helm.
  private static void playUntilAtHelm(Tables tables, String id, int seat, int next) {
    for (int moves = 0; moves < 50; moves++) {
      JsonNode u = update(tables, id, seat);
      if (u.get("toAct").asInt() == next) {
        return;
      }
      tables.play(id, seat, u.get("legalMoves").get(0).toString());
    }
    throw new AssertionError("seat " + next + " never came to the helm");
  }

  // Whether the condition came to hold within the time given.
  private static boolean awaitUpTo(Duration most, BooleanSupplier condition) {
    long until = System.nanoTime() + most.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > until) {
        return false;
      }
      LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
    }
    return true;
  }

  // The officers move on their own threads: wait for what they do, not for a time.
  private static void await(BooleanSupplier condition) {
    long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > until) {
        throw new AssertionError("the officer did not move");
      }
      LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
    }
  }
}
