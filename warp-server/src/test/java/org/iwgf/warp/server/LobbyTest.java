// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What the browser client relies on besides the table: the game list, its own files and the seat kinds. */
@Timeout(60)
class LobbyTest {
  @TempDir Path dir;

  @Test
  void everyGameListedHasAnExampleTableTheServerAccepts() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      JsonNode games = Loopback.get(server, "/games", "").body().get("games");
      List<String> names = new ArrayList<>();
      for (JsonNode game : games) {
        names.add(game.get("name").asText());
        String table = "{\"game\":" + game.get("name") + ",\"config\":" + game.get("config") + ",\"seats\":"
            + game.get("seats") + "}";
        Loopback.Reply created = Loopback.post(server, "/tables", "", table);
        assertEquals(201, created.status(), game.get("name") + ": " + created.body());
        assertTrue(game.get("officers").size() > 0);
      }
      assertEquals(List.of("warp", "classic", "blackhole", "wormhole"), names);
    }
  }

  @Test
  void thePageIsServedWithAPolicyThatRunsOnlyItsOwnScripts() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      for (String file : List.of("/", "/app.js", "/warp-table.js", "/warp.css")) {
        HttpResponse<String> r = Loopback.HTTP.send(HttpRequest.newBuilder(URI.create(Loopback.base(server) + file))
            .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), file);
        String policy = r.headers().firstValue("Content-Security-Policy").orElse("");
        assertTrue(policy.contains("default-src 'self'") && policy.contains("object-src 'none'"), file + ": " + policy);
        assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), file);
      }
    }
  }

  @Test
  void anUpdateNamesWhoSitsAtEachSeatButNoToken() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, TableServerTest.WARP_DUEL.replace("\"human\"",
          "\"human:Kira\""));
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
      assertEquals("[\"human:Kira\",\"officer:commander\"]", update.get("seats").toString());
      assertTrue(!update.toString().contains(table.token(0)));
    }
  }

  @Test
  void anUnknownAddressIsAnsweredInJsonLikeEveryOtherRefusal() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      for (String path : List.of("/no-such-page", "/tables/x/y/z")) {
        HttpResponse<String> r = Loopback.HTTP.send(HttpRequest.newBuilder(URI.create(Loopback.base(server) + path))
            .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(404, r.statusCode(), path);
        JsonNode error = Loopback.read(r.body());
        assertEquals("error", error.get("type").asText(), r.body());
        assertEquals("NOT_FOUND", error.get("code").asText(), r.body());
      }
    }
  }
}
