// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.FuzzDoor;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Games;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every installed game keeps the provider contract: its example configurations give rules that start and
 * play seeded random moves; states, moves, events, views, configurations and records written by its codec
 * read back to the same text; a record replays to the state it was written from; and its fuzz doors read
 * their seeds and answer garbage with a {@link WarpException} only.
 */
class InstalledGamesTest {
  /** Moves played from each example. */
  private static final int MOVES = 25;
  /** Garbage inputs per door beside the fixed ones. */
  private static final int MUTATIONS = 200;

  @Test
  void theLibrarysFourGamesAreInstalledInOrderAndFoundByIdOrAlias() {
    assertEquals(List.of("warp", "classic", "blackhole", "wormhole"), Games.ids());
    assertEquals("blackhole", Games.byId("dice-race").orElseThrow().id());
    assertEquals("wormhole", Games.byId("wormhole").orElseThrow().id());
    assertTrue(Games.byId("chess").isEmpty());
    assertEquals(List.of("warp", "classic", "dice-race", "wormhole"), InputDoors.GAMES);
  }

  @TestFactory
  Stream<DynamicTest> examplesPlayAndRoundTripThroughTheCodec() {
    return Games.installed().stream().flatMap(InstalledGamesTest::playTests);
  }

  @TestFactory
  Stream<DynamicTest> fuzzDoorsReadTheirSeedsAndRefuseGarbageWithDocumentedExceptions() {
    return Games.installed().stream().flatMap(game -> game.fuzzDoors().stream()
        .map(door -> DynamicTest.dynamicTest(door.name(), () -> checkDoor(game, door))));
  }

  @TestFactory
  Stream<DynamicTest> everyGameShipsTheSchemasOfItsFiveDocuments() {
    return Games.installed().stream().map(game -> DynamicTest.dynamicTest(game.id(), () -> {
      assertTrue(game.schemas().keySet().containsAll(List.of("config", "state", "move", "events", "view")),
          game.id() + ": " + game.schemas().keySet());
      game.schemas().forEach((name, text) -> assertTrue(text.contains("\"$schema\""), game.id() + "/" + name));
      assertFalse(game.displayName().isBlank());
    }));
  }

  private static <C, S, M, E, V> Stream<DynamicTest> playTests(GameProvider<C, S, M, E, V> game) {
    assertFalse(game.examples().isEmpty(), game.id());
    return game.examples().stream().map(example -> DynamicTest.dynamicTest(game.id() + "/" + example.name(),
        () -> play(game, example.config(), 7)));
  }

  private static <C, S, M, E, V> void play(GameProvider<C, S, M, E, V> game, C config, long seed) {
    GameCodec<C, S, M, E, V> codec = game.codec();
    String configText = codec.writeConfig(config);
    assertEquals(configText, codec.writeConfig(codec.readConfig(configText)), "config");
    GameRules<S, M, E, V> rules = game.rules(configText);
    S state = rules.start(seed);
    assertEquals(config, game.configOf(state), "the configuration a started state is played under");
    SplittableRandom random = new SplittableRandom(seed);
    List<M> moves = new ArrayList<>();
    for (int i = 0; i < MOVES; i++) {
      roundTrip(codec, rules, state);
      List<M> legal = rules.legalMoves(state);
      if (legal.isEmpty()) {
        assertTrue(rules.outcome(state).isPresent(), "a game with no legal move is over");
        break;
      }
      M move = legal.get(random.nextInt(legal.size()));
      String moveText = codec.writeMove(move);
      assertEquals(moveText, codec.writeMove(codec.readMove(moveText)), "move");
      Transition<S, E> t = rules.apply(state, codec.readMove(moveText));
      String events = codec.writeEvents(t.events());
      assertEquals(events, codec.writeEvents(codec.readEvents(events)), "events");
      moves.add(move);
      state = t.state();
    }
    RecordedGame<C, M> record = game.record(config, seed, moves);
    String recordText = codec.writeRecord(record);
    RecordedGame<C, M> read = codec.readRecord(recordText);
    assertEquals(recordText, codec.writeRecord(read), "record");
    assertEquals(moves.size(), read.moves().size());
    assertEquals(codec.writeState(state), codec.writeState(read.replay(game.rules(read.config()))),
        "a record replays to the state it was written from");
  }

  private static <C, S, M, E, V> void roundTrip(GameCodec<C, S, M, E, V> codec, GameRules<S, M, E, V> rules,
      S state) {
    String text = codec.writeState(state);
    S read = codec.readState(text);
    assertEquals(text, codec.writeState(read), "state");
    assertEquals(rules.legalMoves(state), rules.legalMoves(read), "the legal moves of a state read back");
    String view = codec.writeView(rules.view(state, 0));
    assertEquals(view, codec.writeView(codec.readView(view)), "view");
  }

  private static void checkDoor(GameProvider<?, ?, ?, ?, ?> game, FuzzDoor door) {
    assertTrue(door.name().startsWith(InputDoors.fuzzName(game) + "/"), door.name());
    assertFalse(door.seeds().isEmpty(), door.name() + " has seed documents");
    for (String seed : door.seeds()) {
      assertNotNull(door.read().apply(seed), door.name());
    }
    List<String> garbage = new ArrayList<>(List.of("", " ", "null", "{", "}", "[]", "{}", "[", "\"x\"", "0",
        "-1e999", "{\"type\":\"no-such-thing\"}", "{\"a\":1,\"a\":2}", "[".repeat(5_000), "\u0000",
        "{\"config\":null}", "true"));
    SplittableRandom random = new SplittableRandom(door.name().hashCode());
    for (int i = 0; i < MUTATIONS; i++) {
      String seed = door.seeds().get(random.nextInt(door.seeds().size()));
      garbage.add(mutate(seed, random));
    }
    for (String input : garbage) {
      try {
        assertNotNull(door.read().apply(input), door.name());
      } catch (WarpException refused) {
        // the documented answer to text a door does not accept
      } catch (RuntimeException | StackOverflowError e) {
        fail(door.name() + " answered " + abbreviate(input) + " with " + e, e);
      }
    }
  }

  /** Cuts, duplicates, deletes or replaces a few characters of {@code text}. */
  private static String mutate(String text, SplittableRandom random) {
    StringBuilder b = new StringBuilder(text);
    int edits = 1 + random.nextInt(4);
    String alphabet = "{}[]\":,-0123456789.eE ntfalsrux\\";
    for (int e = 0; e < edits && b.length() > 0; e++) {
      int at = random.nextInt(b.length());
      switch (random.nextInt(4)) {
        case 0 -> b.setLength(at);
        case 1 -> b.deleteCharAt(at);
        case 2 -> b.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
        default -> b.insert(at, b.substring(at, Math.min(b.length(), at + 1 + random.nextInt(40))));
      }
    }
    return b.toString();
  }

  private static String abbreviate(String s) {
    return s.length() <= 120 ? s : s.substring(0, 120) + "…";
  }
}
