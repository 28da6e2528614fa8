// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.server.game.GameCatalog;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.WebElement;

/**
 * The browser client in a real headless chromium: a Captain plays a full round of the Official Warp rules
 * against three officers by clicking the page, a spectator follows a table, another game is played from its
 * view, and the lobby creates a table. What the page shows is checked against what the server says.
 * Screenshots go to {@code target/screenshots} ({@code -Dwarp.screenshots=DIR}).
 */
@Tag("browser")
@Timeout(600)
class BrowserClientTest extends ServedPage {
  private static final int MAX_TURNS = 200;

  @Test
  void aCaptainPlaysAFullRoundAgainstOfficersThroughThePage() {
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"warp\",\"seed\":5,\"config\":"
        + GameCatalog.OFFICIAL_WARP_12 + ",\"seats\":[\"human\",\"officer:ensign\",\"officer:lieutenant\","
        + "\"officer:commander\"]}");
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + token);
    boolean advised = false;
    boolean pictured = false;
    int turns = 0;
    while (!roundOneIsOver()) {
      assertTrue(++turns <= MAX_TURNS, "the round did not end within " + MAX_TURNS + " of our turns");
      browser.await("our helm or the round's end", d -> roundOneIsOver()
          || ("0".equals(browser.attribute("#board", "data-to-act")) && canAct()));
      if (roundOneIsOver()) {
        break;
      }
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
      pageShows(update);
      if (!advised) {
        askTheAdvisor(update);
        advised = true;
      }
      String ply = browser.attribute("#board", "data-ply");
      List<WebElement> playable = browser.all("#hand .tile.playable");
      if (!playable.isEmpty()) {
        String coordinate = playable.get(0).getAttribute("data-coordinate");
        playable.get(0).click();
        List<WebElement> targets = browser.await("a Warp Trail to chart " + coordinate + " on",
            d -> browser.all(".trail.target").isEmpty() ? null : browser.all(".trail.target"));
        if (!pictured && turns >= 4) {
          browser.screenshot("warp-table");
          pictured = true;
        }
        assertTrue(browser.one("#hand .tile.selected").getAttribute("data-coordinate").equals(coordinate));
        targets.get(0).click();
      } else {
        browser.all("#actions button:not([disabled])").get(0).click();
      }
      browser.await("the move's update", d -> roundOneIsOver()
          || !ply.equals(browser.attribute("#board", "data-ply")));
    }
    // The round's end: its summary, the history and the log agree with the server.
    browser.await("the round summary", d -> browser.has("#round-summary"));
    browser.screenshot("warp-round-over");
    assertEquals(4, browser.all("#round-summary tr").size() - 1, "one row per captain");
    JsonNode view = Loopback.get(server, "/tables/" + table.id(), token).body().get("view");
    assertTrue(view.get("history").size() >= 1, view.toString());
    assertEquals(view.get("history").size(), browser.all("#history tr").size() - 1);
    String log = browser.text("#log");
    assertTrue(log.contains("Round 1 ends"), log);
    browser.one("#round-summary button").click();
    browser.await("the summary closed", d -> !browser.has("#round-summary"));
  }

  private static boolean roundOneIsOver() {
    return browser.has("#log") && browser.text("#log").contains("Round 1 ends");
  }

  private static boolean canAct() {
    return browser.has("#hand .tile.playable") || browser.has("#actions button:not([disabled])");
  }

  /** The hand, the pile, the trails and the moves the page offers are exactly the seat's update. */
  private static void pageShows(JsonNode update) {
    JsonNode view = update.get("view");
    List<String> hand = new ArrayList<>();
    view.get("hand").forEach(c -> hand.add(c.asText()));
    assertEquals(hand, browser.all("#hand .tile").stream().map(t -> t.getAttribute("data-coordinate")).toList());
    assertEquals(view.get("unchartedCount").asText(), browser.text("#uncharted"));
    for (JsonNode trail : view.get("trails")) {
      trailShows(trail);
    }
    trailShows(view.get("neutralZone"));
    List<String> charted = new ArrayList<>();
    int others = 0;
    for (JsonNode move : update.get("legalMoves")) {
      if (move.get("type").asText().equals("chart")) {
        charted.add(move.get("coordinate").asText());
      } else {
        others++;
      }
    }
    assertEquals(charted.stream().distinct().sorted().toList(), browser.all("#hand .tile.playable").stream()
        .map(t -> t.getAttribute("data-coordinate")).distinct().sorted().toList());
    assertEquals(others, browser.all("#actions button").size());
  }

  private static void trailShows(JsonNode trail) {
    String route = trail.get("route").asText();
    List<String> coordinates = new ArrayList<>();
    trail.get("coordinates").forEach(c -> coordinates.add(c.asText()));
    assertEquals(coordinates, browser.all(".trail[data-route='" + route + "'] .tiles > .tile").stream()
        .map(t -> t.getAttribute("data-coordinate")).toList(), route);
    assertEquals(trail.get("beaconUp").asBoolean(), browser.has(".trail[data-route='" + route + "'] .beacon"),
        route);
  }

  private static void askTheAdvisor(JsonNode update) {
    browser.one("#ask-advisor").click();
    browser.await("the advisor's reasons", d -> browser.all("#advice-reasons li").isEmpty() ? null : true);
    assertFalse(browser.text("#advice-move").isBlank());
    assertTrue(browser.all("#advice-reasons li").stream().noneMatch(r -> r.getText().isBlank()));
    browser.screenshot("warp-advisor");
  }

  @Test
  void aSpectatorFollowsTheTableWithoutSeeingAHand() {
    Loopback.Seated table = Loopback.create(server, TableServerTest.WARP_DUEL);
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id());
    browser.await("the spectator's table", d -> browser.has("#spectating"));
    for (int move = 0; move < 6; move++) {
      // Compare at rest: while the Captain at seat 0 holds the helm nothing at the table changes.
      JsonNode seat = browser.await("seat 0 at the helm", d -> {
        JsonNode u = Loopback.get(server, "/tables/" + table.id(), token).body();
        return u.get("toAct").asInt() == 0 ? u : null;
      });
      JsonNode spectated = Loopback.get(server, "/tables/" + table.id() + "/spectate", "").body();
      String ply = spectated.get("ply").asText();
      assertEquals(seat.get("ply").asText(), ply);
      browser.await("the spectator's update " + ply, d -> ply.equals(browser.attribute("#board", "data-ply")));
      int held = 0;
      for (JsonNode count : spectated.get("view").get("handCounts")) {
        held += count.asInt();
      }
      assertEquals(held, browser.all("#hidden-hands .tile.back").size());
      assertFalse(browser.has("#hand"));
      assertFalse(browser.has(".tile.playable"));
      assertFalse(browser.has("#advisor"));
      assertFalse(browser.has("#hidden-hands .tile:not(.back)"), "a spectator sees no coordinate in a hand");
      // The Captain plays over HTTP; the Commander answers on its own.
      Loopback.post(server, "/tables/" + table.id() + "/moves", token, seat.get("legalMoves").get(0).toString());
    }
    assertFalse(browser.text("#log").isBlank());
    browser.screenshot("warp-spectator");
  }

  @Test
  void anyGameIsPlayedFromItsPlainView() {
    // Every game has a board of its own (ClassicBoardTest, DiceRaceBoardTest, WormholeBoardTest); with &plain in
    // the address the page draws the plain view instead, as it does for a game without a board.
    GameCatalog.Entry battle = GameCatalog.entries().stream().filter(e -> e.name().equals("wormhole"))
        .findFirst().orElseThrow();
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"wormhole\",\"seed\":3,\"config\":"
        + battle.config() + ",\"seats\":[\"human\",\"officer:random\"]}");
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(0) + "&plain");
    for (int move = 0; move < 12; move++) {
      browser.await("a move to make or the end", d -> browser.has("#moves button:not([disabled])")
          || "true".equals(browser.attribute("#board", "data-over")));
      if (browser.has("#outcome")) {
        break;
      }
      String ply = browser.attribute("#board", "data-ply");
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
      assertEquals(Math.min(200, update.get("legalMoves").size()), browser.all("#moves button").size());
      browser.all("#moves button").get(0).click();
      browser.await("the move's update", d -> !ply.equals(browser.attribute("#board", "data-ply")));
    }
    // The filter narrows the buttons to the moves whose JSON holds every word typed.
    browser.await("our turn", d -> browser.has("#move-filter") || browser.has("#outcome"));
    assertTrue(browser.text("#view").contains("\""), "the view is shown as the game writes it");
    browser.screenshot("generic-table");
    if (browser.has("#move-filter")) {
      browser.one("#move-filter").sendKeys("no-such-move");
      browser.await("no match", d -> browser.text("#move-count").contains("0 match"));
      assertTrue(browser.all("#moves button").isEmpty());
    }
  }

  @Test
  void theLobbyCreatesATableAndShowsARefusalInWords() {
    browser.go(Loopback.base(server) + "/");
    browser.await("the games", d -> browser.all("#new-game option").size() == 4);
    WebElement seats = browser.one("#new-seats");
    seats.clear();
    seats.sendKeys("human, officer:commander");
    browser.one("#create").click();
    browser.await("the refusal", d -> browser.has(".toast"));
    String toast = browser.text(".toast");
    assertTrue(toast.startsWith("SEATS"), toast);
    browser.screenshot("lobby");
    seats.clear();
    seats.sendKeys("human, officer:ensign, officer:lieutenant, officer:commander");
    browser.one("#create").click();
    browser.await("the new table", d -> browser.has("#helm"));
    assertTrue(browser.driver.getCurrentUrl().contains("#table="));
  }
}
