// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.Games;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Records saved before every game had a provider and one record type ({@code src/test/resources/saved-records})
 * still read, through the game's static facade and through its provider's codec, replay to the state saved
 * with them, and are written back as the same text.
 */
class SavedRecordsTest {

  @ParameterizedTest
  @CsvSource({"warp, warp-record", "warp, warp-record-assisted", "blackhole, dice-race-record",
      "wormhole, wormhole-record"})
  void savedRecordsReadThroughTheProvidersCodecAndReplayToTheSavedState(String game, String file) {
    check(Games.byId(game).orElseThrow(), resource(file + ".json"), resource(baseName(file) + ".state.json"));
  }

  @Test
  void savedRecordsReadThroughTheStaticFacades() {
    GameRecord warp = WarpJson.readRecord(resource("warp-record-assisted.json"));
    assertTrue(warp.assisted());
    assertEquals(resource("warp-record.state.json"), WarpJson.writeState(warp.replay()));
    assertFalse(WarpJson.readRecord(resource("warp-record.json")).assisted());
    BlackHoleRecord race = BlackHoleJson.readRecord(resource("dice-race-record.json"));
    assertEquals(resource("dice-race-record.state.json"), BlackHoleJson.writeState(race.replay()));
    assertEquals(resource("dice-race-record.json"), BlackHoleJson.writeRecord(race));
    WormholeRecord battle = WormholeJson.readRecord(resource("wormhole-record.json"));
    assertEquals(resource("wormhole-record.state.json"), WormholeJson.writeState(battle.replay()));
  }

  private static <C, S, M, E, V> void check(GameProvider<C, S, M, E, V> game, String recordText,
      String stateText) {
    GameCodec<C, S, M, E, V> codec = game.codec();
    RecordedGame<C, M> record = codec.readRecord(recordText);
    assertEquals(recordText, codec.writeRecord(record), "the record is written back as it was saved");
    assertEquals(stateText, codec.writeState(record.replay(game.rules(record.config()))),
        "the record replays to the state saved with it");
  }

  private static String baseName(String file) {
    return file.replace("-assisted", "");
  }

  private static String resource(String name) {
    try (InputStream in = SavedRecordsTest.class.getResourceAsStream("/saved-records/" + name)) {
      return new String(Objects.requireNonNull(in, name).readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
