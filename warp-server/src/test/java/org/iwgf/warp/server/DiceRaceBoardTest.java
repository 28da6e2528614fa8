// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.Ship;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The dice race's board in a real headless chromium. A player races a whole game against two officers by clicking
 * the page as a person would (on a hypermap of three rings, so that the race is short) — a die, then the move that commits it, after the page has shown where it lands —
 * and before each of its moves the board must show exactly the seat's view: every ship on its space with its
 * face (drawn where that space is on the hypermap), the ships waiting and removed, whose turn it is, and the
 * dice that can move; the landing space and hyperjump chain shown for a chosen die are the rules' own
 * ({@link BlackHoleView#destinationOf}). The advanced variant's secret setup is made with one picker per die, and
 * neither a spectator nor the other seat sees a face chosen in secret before the reveal. The board's screenshot
 * goes to {@code target/screenshots/dice-race-board.png}.
 */
@Tag("browser")
@Timeout(600)
class DiceRaceBoardTest extends ServedPage {
  private static final int MAX_TURNS = 600;
  // Three rings (18, 12 and 6 spaces) instead of the rulebook's seven keep the whole race short; the board is
  // drawn from the view's spiral, whatever its size.
  private static final String THREE_ROLLED =
      BlackHoleJson.writeConfig(BlackHoleConfig.standard(3).on(Spiral.sectored(3)));
  private static final String TWO_SECRET = BlackHoleJson.writeConfig(BlackHoleConfig.standard(2).withSecretSetup());

  @Test
  void aPlayerRacesAWholeGameThroughTheBoard() {
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"blackhole\",\"seed\":21,\"config\":"
        + THREE_ROLLED + ",\"seats\":[\"human\",\"officer:random\",\"officer:random\"]}");
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + token);
    boolean byKeyboard = false;
    boolean advised = false;
    boolean pictured = false;
    int turns = 0;
    while (true) {
      browser.await("our turn or the end", d -> over()
          || "0".equals(browser.attribute("#board", "data-to-act")) && browser.has(".die.selectable"));
      if (over()) {
        break;
      }
      assertTrue(++turns <= MAX_TURNS, "the race did not end within " + MAX_TURNS + " of our turns");
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
      String ply = update.get("ply").asText();
      assertEquals(ply, browser.attribute("#board", "data-ply"), "the page shows the latest update");
      BlackHoleView view = BlackHoleJson.readView(update.get("view").toString());
      boardShows(update, view);
      if (!advised && view.phase().name().equals("RACING")) {
        askTheAdvisor(table, update);
        advised = true;
        continue;
      }
      int ship = chooseShip(view, update.get("legalMoves"));
      if (!byKeyboard) {
        // Tab-reachable dice: Enter picks one and moves the focus to the move that commits it.
        WebElement die = browser.one(".die.selectable[data-ship='" + ship + "']");
        die.sendKeys(Keys.ENTER);
        WebElement confirm = browser.await("the focus on the move", d -> {
          WebElement focused = d.switchTo().activeElement();
          return "die-actions".equals(focused.findElement(By.xpath("..")).getAttribute("id")) ? focused : null;
        });
        previewShows(view, ship);
        confirm.sendKeys(Keys.ENTER);
        byKeyboard = true;
      } else {
        browser.one(".die.selectable[data-ship='" + ship + "']").click();
        browser.await("the chosen die's moves", d -> browser.has("#die-actions button"));
        int hyperjumps = previewShows(view, ship);
        if (!pictured && hyperjumps > 0 && Integer.parseInt(ply) > 30) {
          ((JavascriptExecutor) browser.driver).executeScript("window.scrollTo(0, 0)");
          browser.screenshot("dice-race-board");
          pictured = true;
        }
        // Now and then a die is turned by one instead of moved.
        List<WebElement> turnsOpen = browser.all("#die-actions button[data-move-type='turn']");
        if (turns % 9 == 4 && !turnsOpen.isEmpty()) {
          turnsOpen.get(0).click();
        } else {
          browser.one("#die-actions button.confirm").click();
        }
      }
      browser.await("the move's update", d -> over() || !ply.equals(browser.attribute("#board", "data-ply")));
    }
    assertTrue(pictured, "the board was pictured mid-race with a hyperjump chain shown");
    browser.await("the race's summary", d -> browser.has("#race-summary"));
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
    BlackHoleView view = BlackHoleJson.readView(update.get("view").toString());
    boardShows(update, view);
    int winner = view.removed().indexOf(view.config().shipsToWin());
    String name = List.of("Black", "White", "Yellow").get(winner);
    assertEquals("The race is over — " + name + " wins", browser.text("#race-summary h3"));
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(update.get("outcome").get("scores").get(seat).asText(),
          browser.text("#race-summary tr[data-seat='" + seat + "'] .points"));
    }
    assertTrue(browser.text("#log").contains(name + " has removed enough ships and wins the race!"),
        browser.text("#log"));
    browser.screenshot("dice-race-over");
  }

  /**
   * The advanced variant: the player asks the advisor, sets the pickers to its faces, changes one and commits;
   * the faces the view then holds are the ones picked, and the board shows them.
   */
  @Test
  void theSecretSetupIsChosenDieByDieWithPickers() {
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"blackhole\",\"seed\":4,\"config\":" + TWO_SECRET
        + ",\"seats\":[\"human\",\"officer:random\"]}");
    String token = table.token(0);
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + token);
    browser.await("a picker per die", d -> browser.all("#face-menu select").size() == 9);
    browser.one("#ask-advisor").click();
    browser.await("the advice", d -> browser.has("#use-advice"));
    JsonNode advice = Loopback.post(server, "/tables/" + table.id() + "/advice", token, "").body();
    browser.one("#use-advice").click();
    List<Integer> picked = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      picked.add(Integer.valueOf(browser.all("#face-menu select").get(i).getAttribute("value")));
    }
    List<Integer> advisedFaces = new ArrayList<>();
    advice.get("move").get("faces").forEach(f -> advisedFaces.add(f.asInt()));
    assertEquals(advisedFaces, picked, "the pickers show the advised faces");
    browser.all("#face-menu select").get(0).findElement(By.cssSelector("option[value='7']")).click();
    picked.set(0, 7);
    browser.screenshot("dice-race-secret-setup");
    browser.one("#choose-faces").click();
    browser.await("the reveal", d -> browser.has("#players .die[data-where='hangar'][data-face='7']"));
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), token).body();
    BlackHoleView view = BlackHoleJson.readView(update.get("view").toString());
    List<Integer> faces = view.ships().stream().filter(s -> s.seat() == 0).map(Ship::face).toList();
    assertEquals(picked, faces);
    assertEquals("PLACING", view.phase().name());
    browser.await("the board at the latest update",
        d -> update.get("ply").asText().equals(browser.attribute("#board", "data-ply")));
    boardShows(update, view);
  }

  /**
   * Seat 0 chooses in secret; until seat 1 has chosen too, neither a spectator's page nor seat 1's shows any face
   * (every die a question mark), and only seat 0's own page shows its choice. After the reveal the spectator sees
   * every face.
   */
  @Test
  void nobodyElseSeesASecretSetupBeforeTheReveal() {
    Loopback.Seated table = Loopback.create(server, "{\"game\":\"blackhole\",\"seed\":6,\"config\":" + TWO_SECRET
        + ",\"seats\":[\"human\",\"human\"]}");
    Loopback.Reply chose = Loopback.post(server, "/tables/" + table.id() + "/moves", table.token(0),
        "{\"type\":\"choose\",\"faces\":[7,3,5,2,6,4,1,3,2]}");
    assertEquals(200, chose.status(), chose.body().toString());
    for (String token : List.of("", table.token(1))) {
      browser.go(Loopback.base(server) + "/#table=" + table.id() + (token.isEmpty() ? "" : "&token=" + token));
      browser.await("the table at move 1, " + (token.isEmpty() ? "watched" : "at seat 1"),
          d -> "1".equals(browser.attribute("#board", "data-ply"))
              && browser.has(token.isEmpty() ? "#spectating" : "#face-menu"));
      browser.await("every ship", d -> browser.all(".die[data-ship]").size() == 18);
      for (WebElement die : browser.all(".die[data-ship]")) {
        assertEquals("0", die.getAttribute("data-face"));
        assertEquals("?", die.findElement(By.cssSelector("text")).getText());
      }
      assertFalse(browser.has("#own-choice"));
      assertTrue(browser.text("#players [data-seat='0'] .kind").contains("has chosen"));
      if (token.isEmpty()) {
        browser.screenshot("dice-race-spectator");
        assertTrue(browser.has("#spectating"));
      }
    }
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(0));
    browser.await("seat 0's own choice", d -> browser.has("#own-choice"));
    assertTrue(browser.text("#own-choice").endsWith("d8 7, d8 3, d6 5, d6 2, d6 6, d4 4, d4 1, d4 3, d4 2."),
        browser.text("#own-choice"));
    Loopback.post(server, "/tables/" + table.id() + "/moves", table.token(1),
        "{\"type\":\"choose\",\"faces\":[1,1,1,1,1,1,1,1,1]}");
    browser.go(Loopback.base(server) + "/#table=" + table.id());
    browser.await("the revealed faces", d -> "2".equals(browser.attribute("#board", "data-ply")));
    JsonNode spectated = Loopback.get(server, "/tables/" + table.id() + "/spectate", "").body();
    boardShows(spectated, BlackHoleJson.readView(spectated.get("view").toString()));
    assertEquals("7", browser.attribute(".die[data-ship='0']", "data-face"));
  }

  private static boolean over() {
    return "true".equals(browser.attribute("#board", "data-over"));
  }

  /**
   * Where each ship is, with its face; the ships removed; whose turn; the dice that can move. The page is read in
   * one step (every die, its place and its offset from its space), so that a long race stays quick to check.
   */
  private static void boardShows(JsonNode update, BlackHoleView view) {
    assertEquals(update.get("toAct").asText(), browser.attribute("#board", "data-to-act"));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> drawn = (List<Map<String, Object>>) ((JavascriptExecutor) browser.driver)
        .executeScript("const centre = e => { const r = e.getBoundingClientRect();"
            + " return [r.left + r.width / 2, r.top + r.height / 2]; };"
            + " return Array.from(document.querySelectorAll('.die[data-ship]')).map(d => {"
            + " const seat = d.closest('#players [data-seat]');"
            + " const space = document.querySelector('#hypermap .space[data-space=\"' + d.dataset.space + '\"]');"
            + " const a = centre(d.querySelector('.body')); const b = space ? centre(space) : a;"
            + " return {ship: d.dataset.ship, space: d.dataset.space, die: d.dataset.die, face: d.dataset.face,"
            + " text: d.querySelector('text.face').textContent, onMap: d.closest('#hypermap') !== null,"
            + " hangar: seat ? seat.dataset.seat : null, off: Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]))};"
            + " });");
    Map<String, Map<String, Object>> byShip = new TreeMap<>();
    drawn.forEach(d -> byShip.put(String.valueOf(d.get("ship")), d));
    for (Ship ship : view.ships()) {
      Map<String, Object> die = byShip.remove(String.valueOf(ship.id()));
      if (ship.removed()) {
        assertEquals(null, die, "ship " + ship.id() + " has left the board");
        continue;
      }
      assertTrue(die != null, "ship " + ship.id() + " is drawn");
      assertEquals(ship.onBoard() ? String.valueOf(ship.space()) : "waiting", die.get("space"), "ship " + ship.id());
      assertEquals(ship.onBoard(), die.get("onMap"), "ship " + ship.id() + " on the hypermap");
      assertEquals(ship.onBoard() ? null : String.valueOf(ship.seat()), die.get("hangar"), "ship " + ship.id());
      assertEquals(ship.die().toString(), die.get("die"));
      if (ship.face() > 0) {
        assertEquals(String.valueOf(ship.face()), die.get("face"));
        assertEquals(String.valueOf(ship.face()), die.get("text"));
      }
      // The die is drawn on its space: their centres meet within a few pixels (a d4's triangle sits a little
      // off its box's middle).
      double off = ((Number) die.get("off")).doubleValue();
      assertTrue(off < 4, "ship " + ship.id() + " is drawn " + off + " px off space " + ship.space());
    }
    assertTrue(byShip.isEmpty(), "no other die is drawn: " + byShip.keySet());
    for (int seat = 0; seat < view.removed().size(); seat++) {
      assertEquals(view.removed().get(seat) + " / " + view.config().shipsToWin(),
          browser.text("#players [data-seat='" + seat + "'] .removed"));
      assertEquals(view.removed().get(seat).toString(),
          browser.one(".hole-count[data-seat='" + seat + "']").getText());
    }
    Set<String> movable = new TreeSet<>();
    if (update.get("toAct").asInt() == view.seat() && !update.get("over").asBoolean()) {
      update.get("legalMoves").forEach(m -> movable.add(m.get("ship").asText()));
      assertEquals("Your turn.", browser.text("#helm"));
    }
    assertEquals(movable, new TreeSet<>(browser.all(".die.selectable").stream()
        .map(d -> d.getAttribute("data-ship")).toList()));
  }

  /**
   * What the page shows for the chosen ship before it is committed — the landing space (or the black hole) and
   * the hyperjump lines of its chain — against the rules; answers the number of hyperjumps.
   */
  private static int previewShows(BlackHoleView view, int id) {
    Ship ship = view.ships().get(id);
    if (!ship.onBoard()) {
      int next = (int) view.ships().stream().filter(Ship::onBoard).count();
      assertEquals(String.valueOf(next), browser.attribute(".space.landing", "data-space"));
      return 0;
    }
    Spiral spiral = view.spiral();
    int destination = view.destinationOf(id);
    if (destination == spiral.centre()) {
      assertTrue(browser.has(".black-hole.landing"));
      assertFalse(browser.has(".space.landing"));
    } else {
      assertEquals(String.valueOf(destination), browser.attribute(".space.landing", "data-space"));
    }
    Map<String, String> chain = new TreeMap<>();
    int at = Math.min(ship.space() + ship.face(), spiral.centre());
    while (at != spiral.centre() && view.occupied(at, id)) {
      chain.put(String.valueOf(at), String.valueOf(spiral.hyperjump(at)));
      at = spiral.hyperjump(at);
    }
    Map<String, String> shown = new TreeMap<>();
    browser.all(".hyperjump.chain").forEach(l -> shown.put(l.getAttribute("data-from"), l.getAttribute("data-to")));
    assertEquals(chain, shown, "the hyperjump chain of ship " + id);
    assertTrue(browser.text("#landing").contains(destination == spiral.centre() ? "the black hole"
        : "space " + destination), browser.text("#landing"));
    return chain.size();
  }

  /** The ship whose advance takes it nearest the black hole (the first waiting one while placing). */
  private static int chooseShip(BlackHoleView view, JsonNode legal) {
    int best = -1;
    int bestDestination = -1;
    for (JsonNode move : legal) {
      int ship = move.get("ship").asInt();
      if (move.get("type").asText().equals("place")) {
        return ship;
      }
      if (move.get("type").asText().equals("advance") && view.destinationOf(ship) > bestDestination) {
        best = ship;
        bestDestination = view.destinationOf(ship);
      }
    }
    return best;
  }

  private static void askTheAdvisor(Loopback.Seated table, JsonNode update) {
    browser.one("#ask-advisor").click();
    browser.await("the advisor's suggestion", d -> browser.has("#advice-move"));
    assertTrue(browser.text("#advice-reasons").startsWith("Officer random, the strongest"),
        browser.text("#advice-reasons"));
    // Asked again, the advisor answers the same: the page must show that suggestion.
    JsonNode advice = Loopback.post(server, "/tables/" + table.id() + "/advice", table.token(0), "").body();
    String ship = advice.get("move").get("ship").asText();
    assertEquals(ship, browser.attribute(".die.suggested", "data-ship"));
    browser.one("#use-advice").click();
    browser.await("the advised die chosen", d -> ship.equals(browser.attribute(".die.selected", "data-ship")));
    String ply = update.get("ply").asText();
    JsonNode move = advice.get("move");
    browser.one("#die-actions button[data-move-type='" + move.get("type").asText() + "']"
        + (move.has("face") ? "[data-face='" + move.get("face").asText() + "']" : "")).click();
    browser.await("the advised move's update", d -> !ply.equals(browser.attribute("#board", "data-ply")));
  }
}
