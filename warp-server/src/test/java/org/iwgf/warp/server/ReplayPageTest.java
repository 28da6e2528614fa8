// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.Keys;

/**
 * The replay page in a real headless chromium: a finished Warp duel is reached from the lobby's Replay link and
 * stepped move by move with the buttons and the arrow keys, the Warp board drawing at every step exactly the
 * hand the replay says the seat held, a spectator no hand at all, and the last step revealing every hand. The
 * page's screenshot goes to {@code target/screenshots/replay.png}.
 */
@Tag("browser")
@Timeout(600)
class ReplayPageTest extends ServedPage {

  @Test
  void aFinishedWarpDuelIsSteppedMoveByMoveFromTheLobby() {
    Loopback.Seated table = Loopback.create(server, ReplayTest.DUEL);
    String id = table.id();
    int plies = playToTheEnd(table);

    browser.go(Loopback.base(server) + "/");
    browser.await("the finished table's Replay link", d -> browser.has("tr[data-table='" + id + "'] a.replay"));
    browser.one("tr[data-table='" + id + "'] a.replay").click();
    awaitStep(0, plies);
    assertTrue(browser.driver.getCurrentUrl().endsWith("#replay=" + id));
    assertTrue(browser.all("#hand .tile").isEmpty(), "a spectator sees no hand");

    browser.go(Loopback.base(server) + "/#replay=" + id + "&seat=0");
    awaitStep(0, plies);
    handShows(id, 0, 0);
    assertFalse(browser.one("#replay-back").isEnabled(), "no move before the first");
    browser.one("#replay-forward").click();
    awaitStep(1, plies);
    handShows(id, 0, 1);
    // The keyboard steps too.
    browser.one("body").sendKeys(Keys.ARROW_RIGHT);
    awaitStep(2, plies);
    handShows(id, 0, 2);
    browser.one("body").sendKeys(Keys.ARROW_LEFT);
    awaitStep(1, plies);
    handShows(id, 0, 1);
    assertTrue(browser.all("#hand .tile.playable").isEmpty() && browser.all("#actions button").isEmpty(),
        "a replay offers no move");
    assertFalse(browser.has("#reveal li"), "no reveal before the end");

    browser.one("body").sendKeys(Keys.END);
    awaitStep(plies, plies);
    handShows(id, 0, plies);
    browser.await("the reveal", d -> browser.all("#reveal li.revealed").size() == 2);
    JsonNode reveal = step(id, 0, plies).get("reveal");
    for (int seat = 0; seat < 2; seat++) {
      String shown = browser.text("#reveal li[data-seat='" + seat + "']");
      for (JsonNode coordinate : reveal.get(seat).get("view").get("hand")) {
        assertTrue(shown.contains(coordinate.asText()), shown);
      }
    }
    browser.screenshot("replay");
    browser.one("#replay-first").click();
    awaitStep(0, plies);
    handShows(id, 0, 0);
  }

  /** A timed table's page shows the time per move and counts down the move at the helm. */
  @Test
  void aTimedTableShowsTheCountdownOfTheMoveAtTheHelm() {
    Loopback.Seated table = Loopback.create(server, ReplayTest.DUEL.replace("\"seed\":7",
        "\"seed\":7,\"turnSeconds\":600"));
    int helm = Loopback.get(server, "/tables/" + table.id() + "/spectate", "").body().get("toAct").asInt();
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(helm));
    browser.await("the countdown", d -> browser.text("#turn-left").startsWith("Your move: 9:5")
        || browser.text("#turn-left").startsWith("Your move: 10:00"));
    assertTrue(browser.text("#turn-clock").contains("600 s a move"), browser.text("#turn-clock"));
    assertFalse(browser.has("#turn-clock .covered"), "nobody is covered");
  }

  /** A move the officer made for a captain who timed out is said so at its step and in the replay's log. */
  @Test
  void theReplaySaysWhichMovesTheOfficerMadeForATimedOutCaptain() throws InterruptedException {
    Loopback.Seated table = Loopback.create(server, ReplayTest.DUEL.replace("\"seed\":7",
        "\"seed\":7,\"turnSeconds\":10"));
    String id = table.id();
    // Nobody moves: each captain times out in turn, and the Commander plays the sector out for both.
    JsonNode end = Loopback.get(server, "/tables/" + id + "/spectate", "").body();
    for (int waited = 0; !end.get("over").asBoolean(); waited++) {
      assertTrue(waited < 600, "the officers did not finish the sector in a minute");
      Thread.sleep(100);
      end = Loopback.get(server, "/tables/" + id + "/spectate", "").body();
    }
    int plies = end.get("ply").asInt();
    Loopback.Reply record = Loopback.get(server, "/tables/" + id + "/record", "");
    assertEquals(200, record.status(), record.body().toString());
    JsonNode first = record.body().get("moves").get(0);
    assertTrue(first.get("covered").asBoolean(), first.toString());
    browser.go(Loopback.base(server) + "/#replay=" + id + "&seat=0");
    awaitStep(0, plies);
    assertEquals("false", browser.attribute("#replay-position", "data-covered"), "no move yet");
    browser.one("#replay-forward").click();
    String said = "Move 1 of " + plies + ": officer played for seat " + first.get("seat").asInt();
    browser.await(said, d -> browser.text("#replay-position").equals(said));
    assertEquals("true", browser.attribute("#replay-position", "data-covered"));
    assertTrue(browser.text("#log").contains("Officer played for seat " + first.get("seat").asInt() + "."),
        browser.text("#log"));
  }

  // Both captains play their first legal move over HTTP until the sector is over; returns its moves.
  private static int playToTheEnd(Loopback.Seated table) {
    String path = "/tables/" + table.id();
    JsonNode update = Loopback.get(server, path + "/spectate", "").body();
    while (!update.get("over").asBoolean()) {
      int helm = update.get("toAct").asInt();
      JsonNode mine = Loopback.get(server, path, table.token(helm)).body();
      update = Loopback.post(server, path + "/moves", table.token(helm), mine.get("legalMoves").get(0).toString())
          .body();
    }
    return update.get("ply").asInt();
  }

  private static void awaitStep(int ply, int plies) {
    browser.await("move " + ply, d -> String.valueOf(ply).equals(browser.attribute("#board", "data-ply"))
        && browser.text("#replay-position").equals("Move " + ply + " of " + plies));
  }

  private static JsonNode step(String id, int seat, int ply) {
    return Loopback.get(server, "/tables/" + id + "/replay?seat=" + seat + "&ply=" + ply, "").body();
  }

  /** The board's hand is exactly the hand the replay's step gives the seat. */
  private static void handShows(String id, int seat, int ply) {
    List<String> hand = new ArrayList<>();
    step(id, seat, ply).get("view").get("hand").forEach(c -> hand.add(c.asText()));
    assertEquals(hand, browser.all("#hand .tile").stream().map(t -> t.getAttribute("data-coordinate")).toList(),
        "ply " + ply);
  }
}
