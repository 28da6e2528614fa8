// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Corrupt or foreign input is refused with a stable code and a sentence; nothing is returned. */
class RefusedJsonTest {
  private static final WarpRules RULES =
      WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).build(), PluginRegistry.empty());
  /** A state a few moves in: trails started, the helm at seat 1 or later. */
  private static final WarpState STATE = RandomGames.play(RULES, 8L, 6).last();
  private static final String SAVED = WarpJson.writeState(STATE);

  @Test
  void theSavedStateReadsBackBeforeAnyTampering() {
    assertEquals(STATE, WarpJson.readState(SAVED));
    assertTrue(STATE.trail(Route.trailOf(0)).length() > 0
        || STATE.neutralZone().length() > 0, "the sample state should have something on the table");
  }

  static Stream<Arguments> refusedMoves() {
    return Stream.of(
        Arguments.of("{\"type\":\"chart\",", "MALFORMED_JSON"),
        Arguments.of("", "MALFORMED_JSON"),
        Arguments.of("{\"type\":\"pass\"} {}", "MALFORMED_JSON"),
        Arguments.of("{\"type\":\"pass\",\"type\":\"draw\"}", "MALFORMED_JSON"),
        Arguments.of("{\"type\":\"teleport\"}", "UNKNOWN_TYPE"),
        Arguments.of("{\"coordinate\":\"9-1\",\"route\":\"trail-1\"}", "UNKNOWN_TYPE"),
        Arguments.of("{\"type\":\"java.lang.Object\"}", "UNKNOWN_TYPE"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":\"12-x\",\"route\":\"trail-1\"}", "COORDINATES"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":\"19-1\",\"route\":\"trail-1\"}", "COORDINATES"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":5,\"route\":\"trail-1\"}", "COORDINATES"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":\"9-1\",\"route\":\"trail-x\"}", "BAD_VALUE"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":\"9-1\"}", "MISSING_FIELD"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":null,\"route\":\"trail-1\"}", "MISSING_FIELD"),
        Arguments.of("{\"type\":\"chart\",\"coordinate\":\"9-1\",\"route\":\"trail-1\",\"x\":1}", "UNKNOWN_FIELD"),
        Arguments.of("{\"type\":\"overtime-vote\",\"accept\":\"yes\"}", "BAD_VALUE"),
        Arguments.of("{\"type\":\"overtime-vote\"}", "MISSING_FIELD"));
  }

  @ParameterizedTest
  @MethodSource("refusedMoves")
  void refusedMoves(String json, String code) {
    refused(code, () -> WarpJson.readMove(json));
  }

  static Stream<Arguments> tamperedStates() {
    String firstHand = STATE.hand(0).get(0).toString();
    String secondHand = STATE.hand(1).get(0).toString();
    String helm = "\"toAct\":" + STATE.toAct();
    return Stream.of(
        Arguments.of("a duplicated coordinate", edit(s -> s.replaceFirst("\"hands\":\\[\\[\"" + firstHand + "\"",
            "\"hands\":[[\"" + firstHand + "\",\"" + secondHand + "\"")), "COORDINATES"),
        Arguments.of("a missing coordinate", edit(s -> s.replace("\"" + firstHand + "\",", "")), "COORDINATES"),
        Arguments.of("a coordinate outside the set", edit(s -> s.replace("\"" + firstHand + "\"", "\"12-12\"")),
            "COORDINATES"),
        Arguments.of("unreadable coordinate text", edit(s -> s.replace("\"" + firstHand + "\"", "\"9:1\"")),
            "COORDINATES"),
        Arguments.of("toAct out of range", edit(s -> s.replace(helm, "\"toAct\":3")), "SEATS"),
        Arguments.of("a negative toAct", edit(s -> s.replace(helm, "\"toAct\":-1")), "SEATS"),
        Arguments.of("hand count mismatch", edit(s -> s.replace("\"hands\":[[", "\"hands\":[[],[")), "SEATS"),
        Arguments.of("a missing field", edit(s -> s.replace(helm + ",", "")), "MISSING_FIELD"),
        Arguments.of("a null inside a list", edit(s -> s.replace("\"hands\":[[", "\"hands\":[[null,")),
            "MISSING_FIELD"),
        Arguments.of("an unknown field", edit(s -> s.replace(helm, helm + ",\"cheat\":true")), "UNKNOWN_FIELD"),
        Arguments.of("a fractional seat", edit(s -> s.replace(helm, "\"toAct\":1.5")), "BAD_VALUE"),
        Arguments.of("a seat as text", edit(s -> s.replace(helm, "\"toAct\":\"1\"")), "BAD_VALUE"),
        Arguments.of("an unknown phase", edit(s -> s.replace("\"PLAYING\"", "\"NAPPING\"")), "BAD_VALUE"),
        Arguments.of("an unknown plugin state type",
            edit(s -> s.replace("\"pluginStates\":{}", "\"pluginStates\":{\"x\":{\"type\":\"x.state\"}}")),
            "UNKNOWN_TYPE"),
        Arguments.of("truncated text", edit(s -> s.substring(0, s.length() / 2)), "MALFORMED_JSON"));
  }

  private static Function<String, String> edit(UnaryOperator<String> op) {
    return op;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tamperedStates")
  void tamperedStatesAreRefused(String what, Function<String, String> tamper, String code) {
    String json = tamper.apply(SAVED);
    assertNotEquals(SAVED, json, "the tampering should change the text");
    refused(code, () -> WarpJson.readState(json));
  }

  @Test
  void aTrailWhoseCoordinatesDoNotJoinIsRefused() {
    RandomGames.Game game = RandomGames.play(RULES, 8L, 400);
    for (WarpState s : game.states()) {
      for (int slot = 0; slot <= s.seats(); slot++) {
        List<Coordinate> laid = s.trail(Route.ofSlot(slot, s.seats())).coordinates();
        if (laid.size() >= 2) {
          // the second coordinate never shows the Spacedock pip, so leading with it breaks the trail
          String json = WarpJson.writeState(s);
          String pair = "[\"" + laid.get(0) + "\",\"" + laid.get(1) + "\"";
          assertTrue(json.contains(pair));
          InvalidStateException e = assertThrows(InvalidStateException.class, () -> WarpJson.readState(
              json.replace(pair, "[\"" + laid.get(1) + "\",\"" + laid.get(0) + "\"")));
          assertEquals("COORDINATES", e.code());
          assertTrue(e.getMessage().contains("does not join"), e.getMessage());
          return;
        }
      }
    }
    throw new AssertionError("no trail of two coordinates in the sample game");
  }

  @Test
  void aConfigurationNamingAnUnknownPluginIsRefused() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> WarpJson.readConfig("{\"plugins\":[{\"id\":\"warp-drive\",\"options\":{}}]}"));
    assertEquals("UNKNOWN_PLUGIN", e.code());
    assertTrue(e.getMessage().contains("warp-drive"), e.getMessage());
    String state = SAVED.replace("\"plugins\":[]", "\"plugins\":[{\"id\":\"warp-drive\",\"options\":{}}]");
    assertEquals("UNKNOWN_PLUGIN", configProblem(() -> WarpJson.readState(state)).code());
  }

  @Test
  void aConfigurationBreakingARuleRaisesItsOwnCode() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> WarpJson.readConfig("{\"factor\":\"WARP_9\",\"captains\":6}"));
    assertEquals("FLEET_SIZE", e.code());
  }

  /** README: a saved state that does not hold together is refused with {@code InvalidStateException}. */
  @Test
  void savedStateWithImpossibleConfigIsAnInvalidState() {
    assertTrue(SAVED.contains("\"captains\":3"), SAVED);
    String impossible = SAVED.replace("\"captains\":3", "\"captains\":99");
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> WarpJson.readState(impossible));
    assertEquals("CONFIG", e.code());
    assertEquals("FLEET_SIZE", assertInstanceOf(InvalidConfigException.class, e.getCause()).code());
    assertTrue(e.getMessage().startsWith("The saved state holds a configuration that breaks a rule (FLEET_SIZE): "),
        e.getMessage());
  }

  @Test
  void viewsAndRecordsWithImpossibleConfigsAreInvalidStatesToo() {
    String view = WarpJson.writeView(RULES.view(STATE, 0));
    assertTrue(view.contains("\"captains\":3"), view);
    assertEquals("FLEET_SIZE", configProblem(() -> WarpJson.readView(view.replace("\"captains\":3",
        "\"captains\":99"))).code());
    String record = WarpJson.writeRecord(GameRecord.of(STATE.config(), 1L, List.of()));
    assertTrue(record.contains("\"captains\":3"), record);
    assertEquals("FLEET_SIZE", configProblem(() -> WarpJson.readRecord(record.replace("\"captains\":3",
        "\"captains\":99"))).code());
  }

  /** The configuration's own refusal behind a document's {@code CONFIG} refusal. */
  private static InvalidConfigException configProblem(Executable read) {
    InvalidStateException e = assertThrows(InvalidStateException.class, read);
    assertEquals("CONFIG", e.code(), e.getMessage());
    return assertInstanceOf(InvalidConfigException.class, e.getCause());
  }

  @Test
  void unknownEventTypesAndEventsWithoutTheirFieldsAreRefused() {
    refused("UNKNOWN_TYPE", () -> WarpJson.readEvents("[{\"type\":\"warp-core-breach\"}]"));
    refused("MISSING_FIELD", () -> WarpJson.readEvents("[{\"type\":\"drawn\",\"seat\":1}]"));
    refused("BAD_VALUE", () -> WarpJson.readEvents("{\"type\":\"passed\",\"seat\":1}"));
  }

  @Test
  void messagesNameThePlaceInTheDocument() {
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> WarpJson.readRecord(
        "{\"config\":" + WarpJson.writeConfig(RULES.config()) + ",\"seed\":1,\"moves\":[{\"type\":\"pass\"},"
            + "{\"type\":\"chart\",\"coordinate\":\"9-x\",\"route\":\"trail-0\"}]}"));
    assertEquals("COORDINATES", e.code());
    assertTrue(e.getMessage().contains("moves[1].coordinate"), e.getMessage());
  }

  private static void refused(String code, Executable read) {
    WarpException e = assertThrows(WarpException.class, read);
    assertEquals(code, e.code(), e.getMessage());
    assertFalse(e.getMessage().isBlank());
    assertTrue(e instanceof InvalidStateException, "expected an InvalidStateException, got " + e);
  }
}
