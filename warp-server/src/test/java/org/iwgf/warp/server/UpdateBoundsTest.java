// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.iwgf.warp.server.game.GameCatalog;
import org.iwgf.warp.server.game.GameKind;
import org.iwgf.warp.server.game.Games;
import org.iwgf.warp.server.game.LiveGame;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** No update carries an unbounded list: every game's updates stay small however many moves are open. */
class UpdateBoundsTest {
  /** The most characters a seat's update of the two-player secret setup may have (it has about 2,200). */
  static final int SECRET_SETUP_UPDATE = 8_192;
  /** The most characters any update of the games played below may have. */
  static final int ANY_UPDATE = 262_144;

  static final String SECRET_SETUP = "{\"game\":\"blackhole\",\"config\":"
      + BlackHoleJson.writeConfig(BlackHoleConfig.standard(2).withSecretSetup())
      + ",\"seats\":[\"human\",\"human\"]}";

  @TempDir Path dir;

  @Test
  @Timeout(20)
  void theSecretSetupIsDescribedDieByDieAndAMoveBuiltFromItIsPlayed() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, SECRET_SETUP);
      String path = "/tables/" + table.id();
      // Eight readers at once (which used to exhaust the heap with 162 MB each).
      long started = System.nanoTime();
      List<CompletableFuture<String>> readers = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        readers.add(CompletableFuture.supplyAsync(() -> rawGet(server, path, table.token(0))));
      }
      for (CompletableFuture<String> reader : readers) {
        assertTrue(reader.join().length() < SECRET_SETUP_UPDATE);
      }
      System.out.printf("eight updates of the secret setup at once: %d ms%n", (System.nanoTime() - started) / 1_000_000);
      for (int seat = 0; seat < 2; seat++) {
        String raw = rawGet(server, path, table.token(seat));
        System.out.printf("seat %d's update of the secret setup: %d characters%n", seat, raw.length());
        assertTrue(raw.length() < SECRET_SETUP_UPDATE, raw.length() + " characters");
        JsonNode update = Loopback.read(raw);
        assertEquals(3_538_944, update.get("moveCount").asInt());
        assertEquals(0, update.get("legalMoves").size(), "the moves are described, not listed");
        JsonNode dice = update.at("/moveMenu/dice");
        assertEquals(9, dice.size());
        assertEquals(seat, update.at("/moveMenu/seat").asInt());
        // The highest face of every die, as a player would pick it die by die.
        List<Integer> faces = new ArrayList<>();
        dice.forEach(d -> faces.add(d.get("faces").get(d.get("faces").size() - 1).asInt()));
        JsonNode after = Loopback.post(server, path + "/moves", table.token(seat),
            "{\"type\":\"choose\",\"faces\":" + faces + "}").body();
        assertEquals(seat + 1, after.get("ply").asInt(), after.toString());
      }
      JsonNode placing = Loopback.get(server, path, table.token(0)).body();
      assertEquals("PLACING", placing.at("/view/phase").asText());
      assertEquals(8, placing.at("/view/ships/0/face").asInt(), "the chosen faces are revealed");
      Loopback.Seated other = Loopback.create(server, SECRET_SETUP);
      assertEquals("FACE_RANGE", Loopback.post(server, "/tables/" + other.id() + "/moves", other.token(0),
          "{\"type\":\"choose\",\"faces\":[9,1,1,1,1,1,1,1,1]}").body().get("code").asText());
    }
  }

  /**
   * Every game's example table and the largest ones a lobby can ask for, played by random movers to the end
   * (or a few hundred moves): no update lists more than {@link LiveGame#MAX_LISTED_MOVES} moves or grows past
   * {@link #ANY_UPDATE} characters.
   */
  @Test
  @Timeout(120)
  void everyGamesUpdatesStayBounded() {
    List<String[]> games = new ArrayList<>();
    GameCatalog.entries().forEach(e -> games.add(new String[] {e.name(), e.config()}));
    games.add(new String[] {"blackhole", BlackHoleJson.writeConfig(BlackHoleConfig.standard(3).withSecretSetup())});
    games.add(new String[] {"warp", "{\"factor\":\"WARP_18\",\"captains\":2}"});
    games.add(new String[] {"warp", "{\"factor\":\"WARP_12\",\"captains\":8,\"plugins\":[{\"id\":\"subspace-fracture\"}]}"});
    SplittableRandom random = new SplittableRandom(5);
    StringBuilder measured = new StringBuilder();
    for (String[] g : games) {
      LiveGame game = Games.named(g[0]).start(g[1], 17);
      int largest = 0;
      int mostMoves = 0;
      for (int ply = 0; ply < 400 && game.toAct().isPresent(); ply++) {
        for (int seat = -1; seat < game.seats(); seat++) {
          String update = game.seatUpdate(seat);
          largest = Math.max(largest, update.length());
          assertTrue(update.length() <= ANY_UPDATE, g[0] + " " + update.length() + " characters at ply " + ply);
          JsonNode json = Loopback.read(update);
          assertTrue(json.get("legalMoves").size() <= LiveGame.MAX_LISTED_MOVES, g[0]);
          mostMoves = Math.max(mostMoves, json.get("moveCount").asInt());
        }
        game.playOfficer("random", random);
      }
      measured.append(g[0]).append(' ').append(g[1].length() > 60 ? g[1].substring(0, 60) : g[1])
          .append(": largest update ").append(largest).append(" characters, most moves ").append(mostMoves)
          .append('\n');
    }
    System.out.print(measured);
  }

  /** A game with more moves open than an update lists and no description of them gets the first ones. */
  @Test
  @Timeout(10)
  void aGameWithoutAMenuListsItsFirstMovesAndTheirNumber() {
    LiveGame game = withoutMenu(Games.named("blackhole"))
        .start(BlackHoleJson.writeConfig(BlackHoleConfig.standard(2).withSecretSetup()), 1);
    JsonNode update = Loopback.read(game.seatUpdate(0));
    assertEquals(LiveGame.MAX_LISTED_MOVES, update.get("legalMoves").size());
    assertEquals(3_538_944, update.get("moveCount").asInt());
    assertFalse(update.has("moveMenu"));
    assertEquals("{\"type\":\"choose\",\"faces\":[1,1,1,1,1,1,1,1,1]}", update.get("legalMoves").get(0).toString());
    JsonNode offHelm = Loopback.read(game.seatUpdate(1));
    assertEquals(0, offHelm.get("moveCount").asInt());
    assertEquals(0, offHelm.get("legalMoves").size());
  }

  private static <S, M, E, V> GameKind<S, M, E, V> withoutMenu(GameKind<S, M, E, V> kind) {
    return new GameKind<>(kind.name(), kind.rules(), kind.readMove(), kind.writeMove(), kind.writeView(),
        kind.writeEvents(), kind.officers(), kind.advisor(), kind.verifier(), Optional.empty());
  }

  private static String rawGet(WarpServer server, String path, String token) {
    HttpRequest request = HttpRequest.newBuilder(URI.create(Loopback.base(server) + path))
        .timeout(Duration.ofSeconds(15)).header("Authorization", "Bearer " + token).GET().build();
    try {
      return Loopback.HTTP.send(request, HttpResponse.BodyHandlers.ofString()).body();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
