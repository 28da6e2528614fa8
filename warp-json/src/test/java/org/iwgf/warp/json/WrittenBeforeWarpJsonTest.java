// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The documents in {@code written-before-warp-json/} were written by the JSON classes while they still lived in
 * warp-core (configurations, saved states through a whole sector with a plugin's state, a seat's and a
 * spectator's view, every event and move of the game, and its record). Each must still read, and writing what
 * was read must give back the same text, byte for byte: moving JSON into its own artifact changed no document.
 */
class WrittenBeforeWarpJsonTest {
  private static final PluginRegistry TALLY = PluginRegistry.empty().with(new TallyRule());
  private static final WarpJsonCodec CODEC = WarpJson.codec(TALLY);

  private static String text(String name) {
    String path = "written-before-warp-json/" + name;
    try (InputStream in = WrittenBeforeWarpJsonTest.class.getResourceAsStream(path)) {
      assertTrue(in != null, "missing " + path);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static DynamicTest same(String name, Function<String, String> readThenWrite) {
    return DynamicTest.dynamicTest(name, () -> {
      String written = text(name);
      assertEquals(written, readThenWrite.apply(written), name + " reads and is written back unchanged");
    });
  }

  @TestFactory
  Stream<DynamicTest> everyDocumentReadsAndIsWrittenBackUnchanged() {
    WarpJsonCodec plain = WarpJson.codec(PluginRegistry.empty());
    return Stream.of(
        same("config-standard.json", j -> plain.writeConfig(plain.readConfig(j))),
        same("config-tally.json", j -> CODEC.writeConfig(CODEC.readConfig(j))),
        same("state-start.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("state-first-move.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("state-quarter.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("state-half.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("state-three-quarters.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("state-end.json", j -> CODEC.writeState(CODEC.readState(j))),
        same("view-seat-1-half.json", j -> CODEC.writeView(CODEC.readView(j))),
        same("view-spectator-half.json", j -> CODEC.writeView(CODEC.readView(j))),
        same("events.json", j -> CODEC.writeEvents(CODEC.readEvents(j))),
        same("record.json", j -> CODEC.writeRecord(CODEC.readRecord(j))));
  }

  @Test
  void everyMoveOfTheGameReadsAndIsWrittenBackUnchanged() {
    List<String> lines = text("moves.jsonl").lines().toList();
    assertFalse(lines.isEmpty());
    for (String line : lines) {
      assertEquals(line, CODEC.writeMove(CODEC.readMove(line)));
    }
  }

  @Test
  void theRecordReplaysToTheSavedEndOfTheGameAndItsViewsAgree() {
    GameRecord record = CODEC.readRecord(text("record.json"));
    assertTrue(record.assisted());
    WarpRules rules = WarpRules.of(record.config(), TALLY);
    WarpState end = record.replay(rules);
    assertEquals(CODEC.readState(text("state-end.json")), end);
    assertEquals(text("state-end.json"), CODEC.writeState(end));
    assertEquals(record.config(), CODEC.readConfig(text("config-tally.json")));
    WarpState half = CODEC.readState(text("state-half.json"));
    assertEquals(text("view-seat-1-half.json"), CODEC.writeView(rules.view(half, 1)));
    assertEquals(text("view-spectator-half.json"), CODEC.writeView(rules.spectatorView(half)));
  }
}
