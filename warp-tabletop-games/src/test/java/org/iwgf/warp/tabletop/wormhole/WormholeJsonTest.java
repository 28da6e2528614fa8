// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

class WormholeJsonTest {
  private final WormholeJsonCodec json = WormholeJson.codec();

  private static WormholeState position() {
    return new Battlefield()
        .vessel("blue-hh", 0, "hammerhead", 15, 10, 0, "heavy-railgun")
        .vessel("blue-mf1", 0, "missile-fighters", 10, 14, 20)
        .vessel("orange-cc", 1, "convoy-carrier", 15, 30, 180)
        .docked("orange-sf", 1, "skirmish-fighters", "orange-cc")
        .change("blue-hh", v -> v.withOrders(Orders.of(0, 1, 2, 0)).withMarks(2))
        .change("orange-cc", v -> v.withEffects(List.of(new Effect(SpecialAbility.MISSION_BRIEFING,
            Optional.of("blue-hh")))))
        .admiral(0, "blue-hh")
        .dice(4, 6, 1)
        .phase(Phase.MOVEMENT)
        .state();
  }

  @Test
  void stateRoundTripsExactly() {
    WormholeState state = position();
    String text = json.writeState(state);
    assertEquals(state, json.readState(text));
    assertEquals(text, json.writeState(json.readState(text)));
  }

  @Test
  void configRoundTripsWithItsCatalog() {
    WormholeConfig config = position().config();
    assertEquals(config, json.readConfig(json.writeConfig(config)));
  }

  @Test
  void everyMoveKindRoundTrips() {
    List<WormholeMove> moves = List.of(
        new WormholeMove.Deploy("a", Point.of(1, 2), 90),
        new WormholeMove.IssueOrders("a", new Orders(1, 2, 1, 0, Optional.of(OrderKind.MOVE), Optional.empty())),
        new WormholeMove.FinishOrders(),
        new WormholeMove.UseAbility("a", SpecialAbility.CONCENTRATE_FIRE, Optional.of("b")),
        new WormholeMove.CancelSpecial("a"),
        new WormholeMove.CancelSelfDestruct("a"),
        new WormholeMove.Maneuver("a", -30, 5.5, Optional.of("c")),
        new WormholeMove.FreeTurn("a", 10),
        new WormholeMove.Fire("a", "gravblasters", List.of("b", "b")),
        new WormholeMove.HoldFire("a"),
        new WormholeMove.Ram("a", "b"),
        new WormholeMove.Travel("a", "w1", "w2", 90),
        new WormholeMove.HackWormhole("a", "w1", -1),
        new WormholeMove.TuneWormhole("a", "w1", "red"),
        new WormholeMove.LaunchShuttle("a", "fleet-admiral"));
    for (WormholeMove m : moves) {
      assertEquals(m, json.readMove(json.writeMove(m)), m.toString());
    }
  }

  @Test
  void eventsRoundTrip() {
    List<WormholeEvent> events = List.of(
        new WormholeEvent.AdvantageDecided(1, "die-roll", List.of(3, 3, 2, 5)),
        new WormholeEvent.OrdersIssued(0, "a", Optional.empty()),
        new WormholeEvent.Marked("b", "a", 2, 1, 1),
        new WormholeEvent.StatusChanged("b", Status.OPERATIONAL, Status.POWER_LOSS),
        new WormholeEvent.Exploded("b", new Circle(Point.of(3, 4), 2), 1),
        new WormholeEvent.GameEnded(List.of(40, 35), OptionalInt.of(0)),
        new WormholeEvent.OrdersLost(1, 39, List.of(6, 6), 27));
    assertEquals(events, json.readEvents(json.writeEvents(events)));
  }

  @Test
  void viewsRoundTrip() {
    WormholeState state = position();
    // Views name the seat to act, which needs the phase rules; compare the fields a view copies.
    WormholeView view = new WormholeView(1, state.config(), state.turn(), state.phase(), state.advantage(),
        state.vessels(), state.band(), state.declared(), state.explosions(), state.marksDealt(),
        state.ordersDone(), OptionalInt.of(0), state.debris(), state.wormholes(), List.of("blue-1"));
    assertEquals(view, json.readView(json.writeView(view)));
  }

  @Test
  void corruptStatesAreRefusedWithACode() {
    String text = json.writeState(position());
    InvalidStateException unknown = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replaceFirst("\\{", "{\"captain\":1,")));
    assertEquals("UNKNOWN_FIELD", unknown.code());
    InvalidStateException missing = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"turn\":", "\"turns\":")));
    assertEquals("MISSING_FIELD", missing.code());
    InvalidStateException malformed = assertThrows(InvalidStateException.class,
        () -> json.readState(text.substring(0, text.length() / 2)));
    assertEquals("MALFORMED_JSON", malformed.code());
    InvalidStateException badDie = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"script\":[4,6,1]", "\"script\":[4,9,1]")));
    assertEquals("BAD_VALUE", badDie.code());
    InvalidStateException twice = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"id\":\"blue-mf1\"", "\"id\":\"blue-hh\"")));
    assertEquals("STATE", twice.code());
    InvalidStateException stranger = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"dockedIn\":\"orange-cc\"", "\"dockedIn\":\"blue-hh\"")));
    assertEquals("STATE", stranger.code());
    InvalidStateException ghost = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"departed\":[]", "\"departed\":[\"blue-ghost\"]")));
    assertEquals("STATE", ghost.code());
    InvalidStateException stillHere = assertThrows(InvalidStateException.class,
        () -> json.readState(text.replace("\"departed\":[]", "\"departed\":[\"blue-hh\"]")));
    assertEquals("STATE", stillHere.code(), "a departed vessel is off the mat");
  }
}
