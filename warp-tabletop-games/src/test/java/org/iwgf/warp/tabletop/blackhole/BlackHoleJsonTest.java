// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

class BlackHoleJsonTest {
  private final BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2));

  @Test
  void movesAndEventsCarryTheirRegisteredNames() {
    assertEquals("{\"type\":\"turn\",\"ship\":3,\"face\":2}",
        BlackHoleJson.writeMove(new BlackHoleMove.Turn(3, 2)));
    assertEquals(new BlackHoleMove.Choose(List.of(1, 2)),
        BlackHoleJson.readMove("{\"type\":\"choose\",\"faces\":[1,2]}"));
    List<BlackHoleEvent> events = List.of(new BlackHoleEvent.Advanced(0, 0, 2),
        new BlackHoleEvent.Hyperjumped(0, 2, 38), new BlackHoleEvent.Rerolled(0, 5),
        new BlackHoleEvent.Won(1), new BlackHoleEvent.OrderDecided(List.of(1, 0), 2));
    String json = BlackHoleJson.writeEvents(events);
    assertTrue(json.startsWith("[{\"type\":\"advanced\",\"ship\":0,\"from\":0,\"to\":2}"), json);
    assertEquals(events, BlackHoleJson.readEvents(json));
  }

  @Test
  void everyPermittedMoveAndEventHasAName() {
    assertEquals(permitted(BlackHoleMove.class), registered(BlackHoleMove.class));
    assertEquals(permitted(BlackHoleEvent.class), registered(BlackHoleEvent.class));
  }

  @Test
  void statesViewsAndRecordsReadBackEqual() {
    BlackHoleState state = rules.start(3);
    BlackHoleMove move = rules.legalMoves(state).get(0);
    BlackHoleState after = rules.apply(state, move).state();
    assertEquals(after, BlackHoleJson.readState(BlackHoleJson.writeState(after)));
    BlackHoleView view = rules.view(after, 1);
    assertEquals(view, BlackHoleJson.readView(BlackHoleJson.writeView(view)));
    BlackHoleRecord record = new BlackHoleRecord(rules.config(), 3, List.of(move));
    BlackHoleRecord back = BlackHoleJson.readRecord(BlackHoleJson.writeRecord(record));
    assertEquals(record, back);
    assertEquals(after, back.replay());
    BlackHoleConfig config = BlackHoleConfig.standard(3).withSecretSetup().on(Spiral.sectored(4));
    assertEquals(config, BlackHoleJson.readConfig(BlackHoleJson.writeConfig(config)));
  }

  @Test
  void badInputIsRefusedWithAStableCode() {
    assertEquals("UNKNOWN_TYPE", code(() -> BlackHoleJson.readMove("{\"type\":\"fly\",\"ship\":1}")));
    assertEquals("UNKNOWN_FIELD", code(() -> BlackHoleJson.readMove("{\"type\":\"place\",\"ship\":1,\"x\":1}")));
    assertEquals("MISSING_FIELD", code(() -> BlackHoleJson.readMove("{\"type\":\"turn\",\"ship\":1}")));
    assertEquals("MALFORMED_JSON", code(() -> BlackHoleJson.readMove("{\"type\":")));
    assertEquals("MALFORMED_JSON", code(() -> BlackHoleJson.readMove("")));
    assertEquals("BAD_VALUE", code(() -> BlackHoleJson.readMove("{\"type\":\"place\",\"ship\":\"1\"}")));
    String config = BlackHoleJson.writeConfig(BlackHoleConfig.standard(2));
    var players = assertThrows(InvalidConfigException.class,
        () -> BlackHoleJson.readConfig(config.replace("\"players\":2", "\"players\":5")));
    assertEquals("PLAYERS", players.code());
    String state = BlackHoleJson.writeState(Fixtures.race(BlackHoleConfig.standard(2), 0));
    assertTrue(state.startsWith("{\"config\":{\"players\":2,\"secretSetup\":false,\"spiral\":{\"rings\":"), state);
    assertTrue(state.contains(",\"phase\":\"RACING\",\"order\":[0,1],\"next\":0,\"ships\":[{\"id\":0,\"seat\":0,"
        + "\"die\":\"d8\",\"face\":1,\"space\":10},"), state);
    assertTrue(state.endsWith("\"choices\":[[],[]],\"random\":42}"), state);
    assertEquals("SHIPS", code(() -> BlackHoleJson.readState(state.replace("\"space\":11", "\"space\":10"))));
    assertEquals("BAD_VALUE", code(() -> BlackHoleJson.readState(state.replace("\"die\":\"d8\"", "\"die\":\"d9\""))));
  }

  private static String code(Runnable read) {
    return assertThrows(InvalidStateException.class, read::run).code();
  }

  private static Set<Class<?>> permitted(Class<?> sealed) {
    return Set.of(sealed.getPermittedSubclasses());
  }

  private static Set<Class<?>> registered(Class<?> base) {
    Class<?> mixin = base == BlackHoleMove.class ? BlackHoleMixins.BlackHoleMoveJson.class
        : BlackHoleMixins.BlackHoleEventJson.class;
    return Arrays.stream(mixin.getAnnotation(JsonSubTypes.class).value()).map(JsonSubTypes.Type::value)
        .collect(Collectors.toSet());
  }

  /** README: a saved state that does not hold together is refused with {@code InvalidStateException}. */
  @Test
  void savedStateWithImpossibleConfigIsAnInvalidState() {
    String state = BlackHoleJson.writeState(Fixtures.race(BlackHoleConfig.standard(2), 0));
    assertTrue(state.startsWith("{\"config\":{\"players\":2,"), state);
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> BlackHoleJson.readState(state.replaceFirst("\"players\":2", "\"players\":99")));
    assertEquals("CONFIG", e.code());
    assertEquals("PLAYERS", assertInstanceOf(InvalidConfigException.class, e.getCause()).code());
    assertTrue(e.getMessage().contains("(PLAYERS)"), e.getMessage());
  }
}
