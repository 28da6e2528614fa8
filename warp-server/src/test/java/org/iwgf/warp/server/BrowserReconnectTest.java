// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser client comes back by itself: the server stops under a seated page, which says it is reconnecting;
 * the server starts again on the same port and database, the other captain moves, and the page catches up to
 * exactly the seat's view.
 */
@Tag("browser")
@Timeout(300)
class BrowserReconnectTest {
  @TempDir Path dir;

  @Test
  void thePageReconnectsAfterARestartAndCatchesUp() {
    ServerOptions options = Loopback.options(dir);
    WarpServer server = WarpServer.start(options);
    try (Browser browser = Browser.open()) {
      int port = server.port();
      Loopback.Seated table = Loopback.create(server, ResyncTest.DUEL);
      List<String> tokens = List.of(table.token(0), table.token(1));
      browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + tokens.get(0));
      browser.await("connected", d -> "open".equals(browser.attribute("#connection", "data-state")));
      String before = String.valueOf(ResyncTest.moves(server, table.id(), tokens, 2));
      browser.await("update " + before, d -> before.equals(browser.attribute("#board", "data-ply")));

      server.close();
      browser.await("reconnecting", d -> "reconnecting".equals(browser.attribute("#connection", "data-state")));
      assertEquals("reconnecting…", browser.text("#connection"));
      assertEquals("status", browser.attribute("#connection", "role"));
      browser.screenshot("reconnecting");

      server = WarpServer.start(new ServerOptions(port, options.jdbcUrl(), options.officerThreads(),
          options.messagesPerSecond(), options.host(), options.limits()));
      WarpServer restarted = server;
      String after = String.valueOf(ResyncTest.moves(restarted, table.id(), tokens, 3));
      browser.await("caught up to " + after, d -> after.equals(browser.attribute("#board", "data-ply")));
      browser.await("connected again", d -> "open".equals(browser.attribute("#connection", "data-state")));
      JsonNode view = ResyncTest.view(restarted, table.id(), tokens.get(0)).get("view");
      List<String> hand = new ArrayList<>();
      view.get("hand").forEach(c -> hand.add(c.asText()));
      assertEquals(hand, browser.all("#hand .tile").stream().map(t -> t.getAttribute("data-coordinate")).toList());
    } finally {
      server.close();
    }
  }
}
