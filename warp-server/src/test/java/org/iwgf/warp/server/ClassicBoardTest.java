// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.End;
import org.iwgf.warp.classic.rules.Line;
import org.iwgf.warp.classic.rules.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The Warp 6 Classic board in a real headless chromium: a player plays a whole game of Block against an officer
 * by clicking the page as a person would (a tile, then a highlighted end; pass when that is the move), and the
 * All Fives spinner and count are followed for a hand. After every move the page must show exactly the seat's
 * view — the hand, the open ends (checked against the rules' own {@link Line}), the boneyard, the hand counts,
 * the scores — and no tile the seat may not see. A spectator sees every hand face down. The board's screenshot
 * goes to {@code target/screenshots/classic-board.png}.
 */
@Tag("browser")
@Timeout(600)
class ClassicBoardTest extends ServedPage {
  private static final int MAX_TURNS = 400;
  private static final Pattern TILE = Pattern.compile("(?<![\\w-])([0-6])-([0-6])(?![\\w-])");

  @Test
  void aPlayerPlaysAWholeGameOfBlockThroughTheBoard() {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.BLOCK).players(2).target(50).build());
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"classic\",\"seed\":11,\"config\":" + config
        + ",\"seats\":[\"human\",\"officer:random\"]}");
    int turns = play(table, Integer.MAX_VALUE, "classic-board");
    assertTrue(turns > 0);
    // The game's end: its summary stays up, every hand is shown, the scores are the server's.
    browser.await("the game's summary", d -> browser.has("#hand-summary")
        && browser.text("#hand-summary h3").startsWith("The game is over"));
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
    assertTrue(update.get("over").asBoolean());
    scoresShow(update.get("view"));
    JsonNode scores = update.get("view").get("scores");
    assertTrue(scores.get(0).asInt() >= 50 || scores.get(1).asInt() >= 50, scores.toString());
    assertTrue(browser.text("#log").contains("The game is over"), browser.text("#log"));
    assertTrue(browser.text("#log").contains("Hand 1 ends"), browser.text("#log"));
    browser.screenshot("classic-game-over");
  }

  /**
   * Partnerships (4 players, seats 0 and 2 against 1 and 3): a player plays a whole hand of Block beside an
   * officer partner and against two, the partner's tiles face down like the opponents', the scores the two
   * sides' as the view gives them.
   */
  @Test
  void aPartnerPlaysAWholeHandOfBlockWithThePartnersTilesHidden() {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.BLOCK).players(4).partnerships(true)
        .build());
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"classic\",\"seed\":3,\"config\":" + config
        + ",\"seats\":[\"human\",\"officer:random\",\"officer:random\",\"officer:random\"]}");
    int turns = play(table, Integer.MAX_VALUE, 1, "classic-partnership");
    assertTrue(turns > 0);
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
    JsonNode view = update.get("view");
    assertTrue(view.get("handNumber").asInt() > 1 || update.get("over").asBoolean(), "the first hand ended");
    assertEquals(2, view.get("scores").size(), "two sides score");
    assertEquals(2, browser.all("#scores [data-side]").size());
    scoresShow(view);
    assertTrue(browser.text("#log").contains("Hand 1 ends"), browser.text("#log"));
  }

  /** All Fives: the spinner's arms and the count of the open ends, against the rules' own line. */
  @Test
  void theAllFivesSpinnerAndCountFollowTheLine() {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.ALL_FIVES).players(2).build());
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"classic\",\"seed\":4,\"config\":" + config
        + ",\"seats\":[\"human\",\"officer:random\"]}");
    play(table, 14, "classic-all-fives");
    assertTrue(browser.has("#count"));
  }

  /** The advisor: its suggestion (the strongest officer's move, with whose it is) and a button that plays it. */
  @Test
  void theAdvisorSuggestsAMoveAndPlaysIt() {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.DRAW).players(2).build());
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"classic\",\"seed\":5,\"config\":" + config
        + ",\"seats\":[\"human\",\"human\"]}");
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
    int helm = update.get("toAct").asInt();
    // The seat off the helm is offered no advisor.
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(1 - helm));
    browser.await("the table", d -> browser.has("#advisor"));
    assertFalse(browser.has("#ask-advisor"));
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(helm));
    browser.await("the advisor's button", d -> browser.has("#ask-advisor"));
    browser.one("#ask-advisor").click();
    browser.await("the advisor's suggestion", d -> browser.has("#advice-move"));
    assertTrue(browser.text("#advice-reasons").startsWith("Officer random, the strongest"),
        browser.text("#advice-reasons"));
    // Asked again, the advisor answers the same: the page shows that move, in the game's words.
    JsonNode advice = Loopback.post(server, "/tables/" + table.id() + "/advice", table.token(helm), "").body();
    JsonNode move = advice.get("move");
    String words = move.has("tile") ? move.get("tile").asText() : move.get("type").asText();
    assertTrue(browser.text("#advice-move").toLowerCase(Locale.ROOT).contains(words), browser.text("#advice-move"));
    browser.screenshot("classic-advisor");
    browser.one("#play-advice").click();
    browser.await("the advised move's update", d -> "1".equals(browser.attribute("#board", "data-ply")));
    JsonNode after = Loopback.get(server, "/tables/" + table.id(), table.token(helm)).body();
    assertEquals(1, after.get("ply").asInt());
    assertFalse(browser.has("#advice-move"), "the advice is gone with the move it was for");
  }

  @Test
  void aSpectatorSeesEveryHandFaceDown() {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.DRAW).players(2).build());
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"classic\",\"seed\":8,\"config\":" + config
        + ",\"seats\":[\"human\",\"officer:random\"]}");
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id());
    browser.await("the spectator's table", d -> browser.has("#spectating"));
    for (int move = 0; move < 6; move++) {
      JsonNode seat = browser.await("seat 0 to play", d -> {
        JsonNode u = Loopback.get(server, "/tables/" + table.id(), token).body();
        return u.get("toAct").asInt() == 0 || u.get("over").asBoolean() ? u : null;
      });
      if (seat.get("over").asBoolean()) {
        break;
      }
      JsonNode spectated = Loopback.get(server, "/tables/" + table.id() + "/spectate", "").body();
      String ply = spectated.get("ply").asText();
      browser.await("the spectator's update " + ply, d -> ply.equals(browser.attribute("#board", "data-ply")));
      JsonNode view = spectated.get("view");
      int held = 0;
      for (JsonNode count : view.get("handSizes")) {
        held += count.asInt();
      }
      assertEquals(held, browser.all("#hidden-hands .domino.back").size());
      assertFalse(browser.has("#hand"));
      assertFalse(browser.has(".end-slot.target"));
      endsShow(view);
      assertEquals(view.get("boneyardSize").asText(), browser.text("#boneyard"));
      onlyTheseTilesShow(publicTiles(view), view.get("handNumber").asInt() == 1);
      Loopback.post(server, "/tables/" + table.id() + "/moves", token, seat.get("legalMoves").get(0).toString());
    }
    browser.screenshot("classic-spectator");
  }

  /**
   * Sits at seat 0 and plays up to {@code ourTurns} turns (or to the game's end) through the page, checking the
   * board against the seat's view before each, and pictures the board as {@code picture} once a tile is chosen
   * on a line of five; answers how many turns were played.
   */
  private static int play(Loopback.Seated table, int ourTurns, String picture) {
    return play(table, ourTurns, Integer.MAX_VALUE, picture);
  }

  /** As {@link #play(Loopback.Seated, int, String)}, stopping too once hand {@code lastHand} has ended. */
  private static int play(Loopback.Seated table, int ourTurns, int lastHand, String picture) {
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + token);
    boolean byKeyboard = false;
    boolean pictured = false;
    int turns = 0;
    while (turns < ourTurns) {
      browser.await("our turn or the end", d -> over() || ("0".equals(browser.attribute("#board", "data-to-act"))
          && (browser.has("#hand .hand-tile.playable") || browser.has("#actions button:not([disabled])"))));
      if (over()) {
        break;
      }
      assertTrue(++turns <= MAX_TURNS, "the game did not end within " + MAX_TURNS + " of our turns");
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
      if (update.get("view").get("handNumber").asInt() > lastHand) {
        break;
      }
      String ply = update.get("ply").asText();
      assertEquals(ply, browser.attribute("#board", "data-ply"), "the page shows the latest update");
      boardShows(update);
      List<WebElement> playable = browser.all("#hand .hand-tile.playable");
      if (playable.isEmpty()) {
        browser.all("#actions button:not([disabled])").get(0).click();
      } else if (!byKeyboard) {
        // Enter on a tile moves the focus to the first end it can go to; Enter there plays it.
        WebElement tile = playable.get(0);
        String coordinate = tile.getAttribute("data-coordinate");
        tile.sendKeys(Keys.ENTER);
        browser.await("the focus on a highlighted end", d -> {
          WebElement focused = d.switchTo().activeElement();
          String classes = focused.getAttribute("class");
          return classes != null && classes.contains("end-slot") ? focused : null;
        });
        WebElement end = browser.driver.switchTo().activeElement();
        String label = end.getAttribute("aria-label");
        assertTrue(label.startsWith(coordinate + ", "), label);
        assertTrue(label.endsWith(" end") || label.endsWith("arm") || label.endsWith("lead it"), label);
        end.sendKeys(Keys.ENTER);
        byKeyboard = true;
      } else {
        // The tiles are picked in turn from the hand's end, so the game takes different shapes.
        WebElement tile = playable.get(turns % playable.size());
        String coordinate = tile.getAttribute("data-coordinate");
        tile.click();
        List<WebElement> targets = browser.await("an end to play " + coordinate + " on",
            d -> browser.all(".end-slot.target").isEmpty() ? null : browser.all(".end-slot.target"));
        targetsAreTheLegalPlacements(update, coordinate);
        if (!pictured && browser.all("#line .domino").size() >= 5) {
          browser.screenshot(picture);
          pictured = true;
        }
        targets.get(targets.size() - 1).click();
      }
      browser.await("the move's update", d -> over() || !ply.equals(browser.attribute("#board", "data-ply")));
    }
    return turns;
  }

  private static boolean over() {
    return "true".equals(browser.attribute("#board", "data-over"));
  }

  /** The hand, the line's ends, the boneyard, the counts, the scores and the moves are the seat's update. */
  private static void boardShows(JsonNode update) {
    JsonNode view = update.get("view");
    List<String> hand = new ArrayList<>();
    view.get("hand").forEach(c -> hand.add(c.asText()));
    assertEquals(hand, browser.all("#hand .hand-tile").stream().map(t -> t.getAttribute("data-coordinate")).toList());
    assertEquals(view.get("boneyardSize").asText(), browser.text("#boneyard"));
    assertEquals(view.get("handNumber").asText(), browser.text("#hand-number"));
    for (int seat = 1; seat < view.get("handSizes").size(); seat++) {
      assertEquals(view.get("handSizes").get(seat).asInt(),
          browser.all("#seats [data-seat='" + seat + "'] .domino.back").size(), "seat " + seat + "'s hand count");
    }
    assertFalse(browser.has("#seats .backs .domino:not(.back)"), "another seat's tiles are face down");
    scoresShow(view);
    endsShow(view);
    Set<String> placing = new TreeSet<>();
    int others = 0;
    for (JsonNode move : update.get("legalMoves")) {
      String type = move.get("type").asText();
      if (type.equals("lead") || type.equals("play")) {
        placing.add(move.get("tile").asText());
      } else {
        others++;
      }
    }
    assertEquals(placing, new TreeSet<>(browser.all("#hand .hand-tile.playable").stream()
        .map(t -> t.getAttribute("data-coordinate")).toList()));
    assertEquals(others, browser.all("#actions button").size());
    Set<String> seen = new HashSet<>(publicTiles(view));
    seen.addAll(hand);
    // The log is checked too while it holds the first hand only: later it names tiles of hands gone by.
    onlyTheseTilesShow(seen, view.get("handNumber").asInt() == 1);
  }

  private static void scoresShow(JsonNode view) {
    JsonNode scores = view.get("scores");
    for (int side = 0; side < scores.size(); side++) {
      assertEquals(scores.get(side).asText(), browser.text("#scores [data-side='" + side + "'] .points"));
    }
    assertEquals(view.get("config").get("target").asText(), browser.text("#target"));
  }

  /** Each open end's pip and, in All Fives, the count, as the rules' own {@link Line} has them. */
  private static void endsShow(JsonNode viewJson) {
    ClassicView view = ClassicJson.readView(viewJson.toString());
    Line line = view.line();
    List<String> laid = lineTiles(viewJson);
    assertEquals(new TreeSet<>(laid), new TreeSet<>(browser.all("#line .domino[data-coordinate]").stream()
        .map(t -> t.getAttribute("data-coordinate")).toList()), "the line's tiles");
    if (line.isEmpty()) {
      assertTrue(browser.has(".end-slot[data-end='lead']"));
    } else {
      for (End end : End.values()) {
        String name = end.name().toLowerCase(Locale.ROOT);
        String expected = line.openPip(end).isPresent() ? String.valueOf(line.openPip(end).getAsInt()) : "";
        if (end == End.UP || end == End.DOWN) {
          if (line.spinner().isEmpty()) {
            assertFalse(browser.has(".end-slot[data-end='" + name + "']"), name + " before a spinner");
            continue;
          }
        }
        assertEquals(expected, browser.attribute(".end-slot[data-end='" + name + "']", "data-pip"), name
            + " end of " + line);
      }
      if (line.spinner().isPresent()) {
        assertEquals(line.spinner().get().toString(), browser.attribute("#line .domino.spinner", "data-coordinate"));
      }
    }
    if (view.config().variant() == Variant.ALL_FIVES) {
      assertEquals(String.valueOf(line.count()), browser.text("#count"), "the count of " + line);
    } else {
      assertFalse(browser.has("#count"));
    }
  }

  /** The highlighted ends are exactly the ends the legal moves place the chosen tile on. */
  private static void targetsAreTheLegalPlacements(JsonNode update, String coordinate) {
    Set<String> legal = new TreeSet<>();
    for (JsonNode move : update.get("legalMoves")) {
      if (move.has("tile") && move.get("tile").asText().equals(coordinate)) {
        legal.add(move.has("end") ? move.get("end").asText() : "lead");
      }
    }
    assertEquals(legal, new TreeSet<>(browser.all(".end-slot.target").stream().map(t -> t.getAttribute("data-end"))
        .toList()));
  }

  private static List<String> lineTiles(JsonNode view) {
    List<String> tiles = new ArrayList<>();
    view.get("line").get("placements").forEach(p -> tiles.add(p.get("tile").asText()));
    return tiles;
  }

  /** The tiles the view shows everyone: the line and the tile the first hand must be led with. */
  private static List<String> publicTiles(JsonNode view) {
    List<String> tiles = new ArrayList<>(lineTiles(view));
    if (!view.get("requiredLead").isNull()) {
      tiles.add(view.get("requiredLead").asText());
    }
    return tiles;
  }

  /**
   * No tile but these is named anywhere on the page — text, labels, titles, data attributes — outside the
   * summary of hands already shown and (unless withLog) the log.
   */
  private static void onlyTheseTilesShow(Iterable<String> allowed, boolean withLog) {
    Set<String> normal = new HashSet<>();
    allowed.forEach(t -> normal.add(normal(t.charAt(0) - '0', t.charAt(2) - '0')));
    String html = (String) ((JavascriptExecutor) browser.driver).executeScript(
        "const copy = document.getElementById('main').cloneNode(true);"
            + " copy.querySelectorAll('#hand-summary' + (arguments[0] ? '' : ', #log'))"
            + ".forEach(e => e.remove()); return copy.outerHTML;", withLog);
    Matcher m = TILE.matcher(html);
    while (m.find()) {
      String tile = normal(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
      assertTrue(normal.contains(tile), "the page names " + m.group() + ", a tile the seat may not see");
    }
  }

  private static String normal(int a, int b) {
    return Math.max(a, b) + "-" + Math.min(a, b);
  }
}
