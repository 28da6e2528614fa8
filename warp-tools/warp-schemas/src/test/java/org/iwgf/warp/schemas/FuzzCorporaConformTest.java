// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.iwgf.warp.soak.fuzz.InputDoors;
import org.iwgf.warp.testkit.InputFuzz;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The seed corpora of every game's input fuzz ({@link InputDoors}: documents written along seeded games by
 * the test kit's {@code GameFuzzTargets}) conform to the shipped schemas, each document named by the game,
 * seed and its place in the corpus; of a corpus over {@value #MAX_PER_TARGET} documents, an even sample of that
 * many.
 */
class FuzzCorporaConformTest {
  private static final long SEED = 0xF0225L;
  /** Games per corpus; the race's move corpus lists every placement of every state kept, so it plays fewer. */
  private static final Map<String, Integer> GAMES = Map.of("warp", 6, "classic", 6, "dice-race", 3, "wormhole", 8);
  private static final int MAX_PER_TARGET = 5_000;
  /** The fuzz's name of each game, and the schemas' name. */
  private static final Map<String, String> SCHEMAS = Map.of("warp", "warp", "classic", "classic",
      "dice-race", "blackhole", "wormhole", "wormhole");

  @ParameterizedTest
  @ValueSource(strings = {"warp", "classic", "dice-race", "wormhole"})
  void corporaConform(String game) {
    SchemaCheck check = SchemaCheck.of(SCHEMAS.get(game));
    List<InputFuzz.Target<?>> targets = InputDoors.targets(game, SEED, GAMES.get(game));
    Set<String> documents = new TreeSet<>();
    for (InputFuzz.Target<?> target : targets) {
      String document = target.name().substring(target.name().indexOf('/') + 1);
      documents.add(document);
      List<String> corpus = target.corpus();
      assertFalse(corpus.isEmpty(), target.name());
      // A move corpus lists every legal move of every state kept: the race's placements run to millions.
      int stride = Math.max(1, corpus.size() / MAX_PER_TARGET);
      for (int i = 0; i < corpus.size(); i += stride) {
        check.check(document, corpus.get(i), "the fuzz corpus " + target.name() + " of seed " + SEED + " ("
            + GAMES.get(game) + " games), document " + i);
      }
    }
    Set<String> expected = new TreeSet<>(GameSchemas.game(SCHEMAS.get(game)).documents().stream()
        .map(GameSchemas.Document::name).toList());
    expected.removeAll(Set.of("spiral", "catalog"));
    assertEquals(expected, documents, "the fuzz corpora's documents of " + game);
  }
}
