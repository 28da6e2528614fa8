// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The Wormhole board in a real headless chromium: a commander plays the whole first battle of the Gauntlet
 * against the autopilot through the page, asking the autopilot for each decision and carrying it out with the
 * board's controls as a person would — orders set with the pickers and issued from the keyboard, each vessel
 * taken by the helm on the mat, turned and moved with the ruler's preview checked before the move, each
 * attacker and its targets clicked with only the legal targets offered. Before every decision the board must
 * show the seat's view: every vessel where the view puts it (to within a hundredth of an inch), facing its
 * heading (to within a degree), with its damage and marks; the turn and the score. A spectator sees the same
 * board without controls. The board's screenshot goes to {@code target/screenshots/wormhole-board.png}.
 */
@Tag("browser")
@Timeout(900)
class WormholeBoardTest extends ServedPage {
  private static final int MAX_DECISIONS = 400;
  private static final double PLACE = 0.01;
  private static final double DEGREE = 1.0;
  private static final int ASK_EVERY = 4;
  /** The moves the board builds with its own controls rather than offering as buttons. */
  private static final Set<String> CONTROLLED = Set.of("issue-orders", "finish-orders", "maneuver", "free-turn",
      "fire", "hold-fire", "deploy");

  @Test
  void aCommanderPlaysAWholeGauntletBattleThroughTheBoard() {
    Loopback.Seated table = Loopback.create(server,
        WormholeAdviceTest.gauntletTable(5, "[\"human\",\"officer:autopilot\"]"));
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + token);
    Set<String> kinds = new TreeSet<>();
    boolean pictured = false;
    boolean steeredByKeys = false;
    int decisions = 0;
    while (true) {
      browser.await("our decision or the end", d -> over() || ("0".equals(browser.attribute("#board", "data-to-act"))
          && browser.has("#ask-autopilot")));
      if (over()) {
        break;
      }
      assertTrue(++decisions <= MAX_DECISIONS, "the battle did not end within " + MAX_DECISIONS + " decisions");
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
      String ply = update.get("ply").asText();
      assertEquals(ply, browser.attribute("#board", "data-ply"), "the page shows the latest update");
      boardShows(update.get("view"), 0);
      // The autopilot's suggestion, as the server answers it and, now and then, as the page shows it (always
      // for the moves the page offers as buttons, which it marks as suggested).
      JsonNode move = Loopback.post(server, "/tables/" + table.id() + "/advice", token, "").body().get("move");
      String type = move.get("type").asText();
      if (decisions % ASK_EVERY == 1 || !CONTROLLED.contains(type)) {
        browser.one("#ask-autopilot").click();
        browser.await("the autopilot's suggestion", d -> browser.has("#advice-move"));
        assertTrue(browser.text("#advice-move").contains(move.has("vessel") ? move.get("vessel").asText() : ""));
        assertTrue(browser.text("#advice-reasons").endsWith("."), browser.text("#advice-reasons"));
      }
      kinds.add(type);
      switch (type) {
        case "issue-orders" -> issueOrders(move);
        case "finish-orders" -> browser.one("#finish-orders").click();
        case "maneuver", "free-turn" -> {
          // The first move is begun with the arrow keys, to try the keyboard's helm.
          steeredByKeys |= steer(update.get("view"), move, !steeredByKeys);
          if (!pictured && type.equals("maneuver") && move.get("distance").asDouble() > 1) {
            ((JavascriptExecutor) browser.driver).executeScript("window.scrollTo(0, 0)");
            browser.screenshot("wormhole-board");
            pictured = true;
          }
          browser.one("#commit-move").click();
        }
        case "fire" -> fire(update, move);
        case "hold-fire" -> browser.one("#hold-fire").click();
        case "deploy" -> deploy(move);
        default -> {
          browser.one("#use-advice").click();
          browser.await("the suggested button for " + move, d -> browser.has("button.suggested"));
          browser.one("button.suggested").click();
        }
      }
      browser.await("the decision's update", d -> over() || !ply.equals(browser.attribute("#board", "data-ply")));
    }
    assertTrue(kinds.containsAll(Set.of("issue-orders", "finish-orders", "maneuver", "fire")), kinds.toString());
    assertTrue(pictured);
    assertTrue(steeredByKeys);
    // The battle's end: the summary, the final score and the verdict in the log, as the server has them.
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
    assertTrue(update.get("over").asBoolean());
    browser.await("the battle's summary", d -> browser.has("#summary"));
    assertTrue(browser.text("#summary h3").startsWith("The battle is over"), browser.text("#summary h3"));
    JsonNode scores = update.get("outcome").get("scores");
    for (int seat = 0; seat < scores.size(); seat++) {
      assertEquals(scores.get(seat).asText(), browser.text("#scores tr[data-seat='" + seat + "'] .points"));
    }
    assertTrue(browser.text("#log").contains("The battle is over"), browser.text("#log"));
    boardShows(update.get("view"), 0);
    browser.screenshot("wormhole-battle-over");
  }

  @Test
  void aSpectatorSeesTheSameBoardWithoutControls() {
    Loopback.Seated table = Loopback.create(server,
        WormholeAdviceTest.gauntletTable(7, "[\"human\",\"officer:autopilot\"]"));
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id());
    browser.await("the spectator's table", d -> browser.has("#spectating"));
    for (int move = 0; move < 12; move++) {
      JsonNode seat = browser.await("seat 0 to act", d -> {
        JsonNode u = Loopback.get(server, "/tables/" + table.id(), token).body();
        return u.get("toAct").asInt() == 0 || u.get("over").asBoolean() ? u : null;
      });
      if (seat.get("over").asBoolean()) {
        break;
      }
      JsonNode spectated = Loopback.get(server, "/tables/" + table.id() + "/spectate", "").body();
      String ply = spectated.get("ply").asText();
      browser.await("the spectator's update " + ply, d -> ply.equals(browser.attribute("#board", "data-ply")));
      boardShows(spectated.get("view"), -1);
      assertFalse(browser.has("#ask-autopilot"));
      assertFalse(browser.has("#controls button"));
      assertFalse(browser.has(".vessel[role='button']"));
      // Orders issued in secret show nowhere on the spectator's board until they are revealed.
      for (JsonNode v : spectated.get("view").get("vessels")) {
        if (v.get("position").isNull()) {
          continue;
        }
        String tokens = browser.all(".vessel[data-vessel='" + v.get("id").asText() + "'] .orders-label").isEmpty()
            ? "" : browser.text(".vessel[data-vessel='" + v.get("id").asText() + "'] .orders-label");
        assertEquals(orderTokens(v.get("issued")), tokens, v.get("id").asText());
      }
      Loopback.post(server, "/tables/" + table.id() + "/moves", token, seat.get("legalMoves").get(0).toString());
    }
    browser.screenshot("wormhole-spectator");
  }

  /** Clicks the suggested place on the mat, sets the heading and deploys. */
  private static void deploy(JsonNode move) {
    JsonNode at = move.get("position");
    clickMat(at.get("x").asDouble(), at.get("y").asDouble());
    browser.await("the place chosen", d -> browser.has("#preview") && browser.one("#deploy").isEnabled());
    type("#deploy-heading", move.get("heading").asDouble());
    browser.one("#deploy").click();
  }

  /** Clicks the mat where the page draws the point (x, y) of the mat, as a person would. */
  static void clickMat(double x, double y) {
    JavascriptExecutor js = (JavascriptExecutor) browser.driver;
    js.executeScript("document.getElementById('mat').scrollIntoView({block: 'center'})");
    List<?> at = (List<?>) js.executeScript("const m = document.getElementById('mat');"
        + " const flipped = m.dataset.flipped === 'true';"
        + " const p = m.createSVGPoint(); p.x = flipped ? +m.dataset.width - arguments[0] : arguments[0];"
        + " p.y = flipped ? arguments[1] : +m.dataset.length - arguments[1];"
        + " const s = p.matrixTransform(m.getScreenCTM()); return [s.x, s.y];", x, y);
    new Actions(browser.driver).moveToLocation((int) Math.round(((Number) at.get(0)).doubleValue()),
        (int) Math.round(((Number) at.get(1)).doubleValue())).click().perform();
  }

  /** Sets the suggested orders with the pickers, then issues them from the keyboard. */
  private static void issueOrders(JsonNode move) {
    String vessel = move.get("vessel").asText();
    String row = ".order-row[data-vessel='" + vessel + "']";
    for (WebElement select : browser.all(row + " select")) {
      String field = select.getAttribute("data-field");
      JsonNode value = move.get("orders").get(field);
      new Select(select).selectByValue(value.isNull() ? "" : value.asText());
    }
    WebElement issue = browser.one(".issue[data-vessel='" + vessel + "']");
    assertFalse(issue.getAttribute("disabled") != null, "the suggested orders are a legal set");
    issue.sendKeys(Keys.ENTER);
  }

  /**
   * Takes the helm of the vessel to act from the keyboard (and, byKeys, moves it a first inch with the arrow
   * keys), sets the turn and distance, and checks the ruler's preview against where the move ends; answers
   * whether the arrow keys were used.
   */
  private static boolean steer(JsonNode view, JsonNode move, boolean byKeys) {
    String id = move.get("vessel").asText();
    // A squadron leaving its carrier is drawn at the carrier's docking bay, where its move starts.
    WebElement vessel = browser.one("#mat .acting[data-vessel='" + id + "']");
    vessel.sendKeys(Keys.ENTER);
    browser.await("the turn arc", d -> browser.has("#turn-arc"));
    boolean moving = move.get("type").asText().equals("maneuver");
    boolean keys = moving && byKeys;
    if (keys) {
      // The arrow keys on the vessel at the helm move it half an inch each, the preview following.
      browser.driver.switchTo().activeElement().sendKeys(Keys.ARROW_UP, Keys.ARROW_UP);
      browser.await("two steps of half an inch", d -> "1".equals(browser.attribute("#distance-input", "value")));
    }
    double turn = move.get("turn").asDouble();
    type("#turn-input", turn);
    double distance = moving ? move.get("distance").asDouble() : 0;
    if (moving) {
      type("#distance-input", distance);
    }
    JsonNode v = vessel(view, id);
    JsonNode from = v;
    double bay = 0;
    if (v.get("position").isNull()) {
      from = vessel(view, v.get("dockedIn").asText());
      bay = vesselClass(view.get("config"), from).get("baseRadius").asDouble()
          + vesselClass(view.get("config"), v).get("baseRadius").asDouble();
    }
    double start = from.get("heading").asDouble();
    double heading = start + turn;
    double x = from.get("position").get("x").asDouble() + Math.sin(Math.toRadians(start)) * bay
        + Math.sin(Math.toRadians(heading)) * distance;
    double y = from.get("position").get("y").asDouble() + Math.cos(Math.toRadians(start)) * bay
        + Math.cos(Math.toRadians(heading)) * distance;
    browser.await("the preview of the move's end", d -> browser.has("#preview")
        && Math.abs(Double.parseDouble(browser.attribute("#preview", "data-x")) - x) < PLACE
        && Math.abs(Double.parseDouble(browser.attribute("#preview", "data-y")) - y) < PLACE);
    assertTrue(browser.has("#ruler"));
    return keys;
  }

  private static void type(String css, double value) {
    WebElement input = browser.one(css);
    input.sendKeys(Keys.chord(Keys.CONTROL, "a"), String.format(Locale.ROOT, "%.6f", value), Keys.TAB);
  }

  /** Clicks the attacker, its weapon and its targets: only the legal targets are offered. */
  private static void fire(JsonNode update, JsonNode move) {
    String id = move.get("vessel").asText();
    String weapon = move.get("weapon").asText();
    browser.one(".vessel.acting[data-vessel='" + id + "'] .base").click();
    browser.await("the weapons", d -> browser.has(".weapon[data-weapon='" + weapon + "']"));
    browser.one(".weapon[data-weapon='" + weapon + "']").click();
    browser.await("the weapon chosen", d -> browser.has(".weapon.chosen[data-weapon='" + weapon + "']"));
    Set<String> legal = new TreeSet<>();
    for (JsonNode m : update.get("legalMoves")) {
      if (m.get("type").asText().equals("fire") && m.get("weapon").asText().equals(weapon)) {
        m.get("targets").forEach(t -> legal.add(t.asText()));
      }
    }
    assertEquals(legal, new TreeSet<>(browser.all(".vessel.target").stream()
        .map(e -> e.getAttribute("data-vessel")).toList()), "the targets offered are the legal ones");
    assertTrue(browser.has("#fire-arc"));
    for (JsonNode target : move.get("targets")) {
      browser.one(".vessel.target[data-vessel='" + target.asText() + "'] .base").click();
    }
    browser.await("the line of fire", d -> browser.has(".line-of-fire"));
    assertTrue(browser.text("#attack-info").contains(move.get("targets").get(0).asText()));
    browser.one("#fire").click();
  }

  private static boolean over() {
    return "true".equals(browser.attribute("#board", "data-over"));
  }

  /**
   * Every vessel on the mat where the view puts it (the seat's side at the bottom), facing its heading, with its
   * status and marks; the vessels off the mat not drawn; the turn and the destroyed tally.
   */
  private static void boardShows(JsonNode view, int seat) {
    JsonNode config = view.get("config");
    double width = config.get("matWidth").asDouble();
    double length = config.get("matLength").asDouble();
    assertEquals(view.get("turn").asText(), browser.text("#turn"));
    Set<String> onMat = new HashSet<>();
    int[] destroyed = new int[2];
    // Every vessel drawn, read in one step: its base's centre, its facing line's end, its status and marks.
    Map<String, Map<String, String>> drawn = new HashMap<>();
    for (Object o : (List<?>) ((JavascriptExecutor) browser.driver).executeScript(
        "return [...document.querySelectorAll('#mat .vessel')].map(g => ({id: g.dataset.vessel,"
            + " status: g.dataset.status, marks: g.dataset.marks,"
            + " cx: g.querySelector('.base').getAttribute('cx'), cy: g.querySelector('.base').getAttribute('cy'),"
            + " x2: g.querySelector('.facing').getAttribute('x2'), y2: g.querySelector('.facing').getAttribute('y2')}));")) {
      Map<String, String> shape = new HashMap<>();
      ((Map<?, ?>) o).forEach((k, value) -> shape.put(k.toString(), value.toString()));
      drawn.put(shape.get("id"), shape);
    }
    for (JsonNode v : view.get("vessels")) {
      String id = v.get("id").asText();
      String status = status(config, v);
      if (status.equals("DESTROYED") && !v.get("classId").asText().equals("asteroid")) {
        destroyed[1 - v.get("owner").asInt()]++;
      }
      if (v.get("position").isNull()) {
        continue;
      }
      onMat.add(id);
      Map<String, String> shape = drawn.get(id);
      assertTrue(shape != null, id + " is on the mat but not drawn");
      double x = v.get("position").get("x").asDouble();
      double y = v.get("position").get("y").asDouble();
      double screenX = seat == 1 ? width - x : x;
      double screenY = seat == 1 ? y : length - y;
      double cx = Double.parseDouble(shape.get("cx"));
      double cy = Double.parseDouble(shape.get("cy"));
      assertTrue(Math.abs(cx - screenX) < PLACE && Math.abs(cy - screenY) < PLACE,
          id + " drawn at " + cx + "," + cy + " but is at " + screenX + "," + screenY);
      double dx = Double.parseDouble(shape.get("x2")) - cx;
      double dy = Double.parseDouble(shape.get("y2")) - cy;
      double facing = Math.toDegrees(Math.atan2(seat == 1 ? -dx : dx, seat == 1 ? dy : -dy));
      double off = Math.abs(((facing - v.get("heading").asDouble()) % 360 + 540) % 360 - 180);
      assertTrue(off < DEGREE, id + " faces " + facing + " on the page, " + v.get("heading") + " in the view");
      assertEquals(status, shape.get("status"), id);
      assertEquals(v.get("marks").asText(), shape.get("marks"), id);
    }
    assertEquals(onMat, drawn.keySet(), "the vessels on the mat");
    String scores = browser.text("#scores");
    for (int s = 0; s < 2; s++) {
      assertTrue(browser.text("#scores tr[data-seat='" + s + "'] .destroyed").startsWith(destroyed[s] + " "), scores);
    }
  }

  private static String status(JsonNode config, JsonNode v) {
    JsonNode spaces = vesselClass(config, v).get("track").get("spaces");
    int marks = v.get("marks").asInt();
    return marks >= spaces.size() ? "DESTROYED" : spaces.get(marks).asText();
  }

  private static JsonNode vesselClass(JsonNode config, JsonNode v) {
    for (JsonNode k : config.get("catalog").get("vessels")) {
      if (k.get("id").asText().equals(v.get("classId").asText())) {
        return k;
      }
    }
    throw new AssertionError("no class " + v.get("classId"));
  }

  private static JsonNode vessel(JsonNode view, String id) {
    for (JsonNode v : view.get("vessels")) {
      if (v.get("id").asText().equals(id)) {
        return v;
      }
    }
    throw new AssertionError("no vessel " + id);
  }

  /** The order tokens the mat shows beside a vessel for the orders the view gives it ("M1 A1"). */
  private static String orderTokens(JsonNode o) {
    StringBuilder tokens = new StringBuilder();
    String[][] fields = {{"specials", "S"}, {"moves", "M"}, {"attacks", "A"}, {"repairs", "R"}};
    for (String[] f : fields) {
      if (o.get(f[0]).asInt() > 0) {
        tokens.append(tokens.length() == 0 ? "" : " ").append(f[1]).append(o.get(f[0]).asInt());
      }
    }
    for (String bonus : new String[] {"admiralBonus", "aceBonus"}) {
      if (!o.get(bonus).isNull()) {
        tokens.append(tokens.length() == 0 ? "" : " ").append('+').append(o.get(bonus).asText().charAt(0));
      }
    }
    return tokens.toString();
  }
}
