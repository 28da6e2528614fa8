// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.End;
import org.iwgf.warp.classic.rules.Placement;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.testkit.GameProperties;
import org.iwgf.warp.testkit.GameRun;
import org.iwgf.warp.testkit.Invariant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over seeds × games × player counts × options, checked on the test kit's {@link GameProperties}
 * after every move of whole games played with moves chosen from the seed (a failure names the seed and the
 * shortest game found that still breaks it): the 28 tiles are conserved, every listed move applies and any other is
 * refused without change, games end, replay is exact, states, moves, events and views survive JSON, and a
 * seat's view and events never show another seat's tiles or the boneyard's order.
 */
class ClassicProperties {
  private static final int CASES = 150;
  private static final List<ClassicMove> PROBES = probes();

  @TestFactory
  Stream<DynamicTest> everyGeneratedGameKeepsTheInvariants() {
    return ClassicCase.draw(0xC1A551CL, CASES).stream()
        .map(c -> DynamicTest.dynamicTest(c.toString(), () -> check(c)));
  }

  private static final GameProperties<ClassicConfig, ClassicState, ClassicMove, ClassicEvent> GAMES =
      GameProperties.of(ClassicRules::of, List.of(
          Invariant.assertingState("tiles conserved, JSON round trips, views hide what they must",
              (rules, s) -> stateInvariants((ClassicRules) rules, s)),
          Invariant.asserting("moves not listed are refused", (rules, before, move, after) ->
              refusesTheRest((ClassicRules) rules, before, rules.legalMoves(before))),
          Invariant.asserting("events survive JSON and hide draws; scores only grow",
              (rules, before, move, after) -> stepInvariants((ClassicRules) rules, before, move, after))));

  private static void check(ClassicCase c) {
    GameRun<ClassicState, ClassicMove> run = GAMES.assertHolds(c.config(), c.seed());
    ClassicRules rules = ClassicRules.of(c.config());
    ClassicState state = run.finalState();
    assertTrue(rules.outcome(state).isPresent());
    ClassicState replayed = ClassicRules.of(ClassicJson.readConfig(ClassicJson.writeConfig(c.config())))
        .start(c.seed());
    for (ClassicMove m : run.moves()) {
      replayed = rules.apply(replayed, ClassicJson.readMove(ClassicJson.writeMove(m))).state();
    }
    assertEquals(state, replayed, "seed " + c.seed() + "L: replayed moves end elsewhere");
    assertEquals(state.hashCode(), replayed.hashCode());
  }

  private static void stateInvariants(ClassicRules rules, ClassicState s) {
    long seen = 0;
    int total = 0;
    for (int seat = 0; seat < s.config().players(); seat++) {
      for (Coordinate c : s.hand(seat)) {
        seen |= 1L << c.index();
        total++;
      }
    }
    for (Coordinate c : s.boneyard()) {
      seen |= 1L << c.index();
      total++;
    }
    for (Placement p : s.line().placements()) {
      seen |= 1L << p.tile().index();
      total++;
    }
    assertEquals(28, total, "conservation: tiles counted");
    assertEquals((1L << 28) - 1, seen, "conservation: every tile exactly once");
    assertEquals(s, ClassicJson.readState(ClassicJson.writeState(s)), "state JSON round trip");
    boolean over = s.toAct().isEmpty();
    List<List<Coordinate>> hands = new ArrayList<>();
    for (int seat = 0; seat < s.config().players(); seat++) {
      hands.add(s.hand(seat));
    }
    for (int viewer = GameRules.SPECTATOR; viewer < s.config().players(); viewer++) {
      final int seat = viewer;
      String who = seat == GameRules.SPECTATOR ? "the spectator" : "seat " + seat;
      ClassicView v = seat == GameRules.SPECTATOR ? rules.spectatorView(s) : rules.view(s, seat);
      assertEquals(v, ClassicJson.readView(ClassicJson.writeView(v)), "view JSON round trip");
      assertEquals(seat == GameRules.SPECTATOR ? List.of() : s.hand(seat), v.hand());
      assertEquals(over ? hands : List.of(), v.revealedHands(), "hands are shown once the game is over");
      String json = ClassicJson.writeView(v);
      for (int other = 0; other < s.config().players() && !over; other++) {
        if (other != seat) {
          for (Coordinate c : s.hand(other)) {
            if (s.requiredLead().equals(Optional.of(c))) {
              continue; // the first hand's lead tile is announced to the table
            }
            assertTrue(!json.contains("\"" + c + "\""), () -> who + "'s view shows " + c);
          }
        }
      }
      for (Coordinate c : s.boneyard()) {
        assertTrue(!json.contains("\"" + c + "\""), () -> who + "'s view shows boneyard tile " + c);
      }
    }
  }

  private static void stepInvariants(ClassicRules rules, ClassicState before, ClassicMove move,
      Transition<ClassicState, ClassicEvent> t) {
    assertEquals(t.events(), ClassicJson.readEvents(ClassicJson.writeEvents(t.events())), "events JSON round trip");
    int seat = before.toAct().orElseThrow();
    for (int other = GameRules.SPECTATOR; other < before.config().players(); other++) {
      List<ClassicEvent> copy = other == GameRules.SPECTATOR ? rules.spectatorEvents(t.events())
          : rules.eventsFor(t.events(), other);
      for (ClassicEvent e : copy) {
        if (e instanceof ClassicEvent.Drew drew && drew.seat() != other) {
          assertEquals(Optional.empty(), drew.tile(), "a drawn tile shown to another seat or a spectator");
        }
      }
    }
    List<ClassicEvent> events = t.events();
    for (int i = 0; i < events.size(); i++) {
      if (events.get(i) instanceof ClassicEvent.HandsShown shown) {
        List<Integer> pips = new ArrayList<>();
        shown.hands().forEach(hand -> pips.add(hand.stream().mapToInt(Coordinate::pips).sum()));
        ClassicEvent next = events.get(i + 1);
        assertTrue(next instanceof ClassicEvent.HandEnded ended && ended.pips().equals(pips),
            () -> "a hand's end shows the hands it is counted from: " + shown + " then " + next);
      }
    }
    for (ClassicEvent e : t.events()) {
      if (e instanceof ClassicEvent.FivesScored f) {
        
        assertTrue(f.count() % 5 == 0 && f.count() > 0 && f.count() <= 35, "a play scores 5–35: " + f);
        assertEquals(seat, f.seat());
      }
    }
    List<Integer> b = before.scores();
    List<Integer> a = t.state().scores();
    for (int side = 0; side < b.size(); side++) {
      assertTrue(a.get(side) >= b.get(side), "scores never go down");
    }
  }

  private static void refusesTheRest(ClassicRules rules, ClassicState s, List<ClassicMove> legal) {
    for (ClassicMove probe : PROBES) {
      if (!legal.contains(probe)) {
        assertThrows(IllegalMoveException.class, () -> rules.apply(s, probe), () -> probe + " was accepted");
      }
    }
  }

  /** A spread of moves, legal or not, tried in every position. */
  private static List<ClassicMove> probes() {
    List<ClassicMove> out = new ArrayList<>();
    out.add(new ClassicMove.Draw());
    out.add(new ClassicMove.Pass());
    for (int i = 0; i < 28; i += 3) {
      Coordinate c = Coordinate.ofIndex(i);
      out.add(new ClassicMove.Lead(c));
      for (End e : End.values()) {
        out.add(new ClassicMove.Play(c, e));
      }
    }
    return List.copyOf(out);
  }
}
