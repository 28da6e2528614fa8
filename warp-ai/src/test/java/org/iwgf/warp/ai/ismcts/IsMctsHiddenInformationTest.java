// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicDeterminization;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicSnapshot;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleDeterminization;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.Phase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No peeking, in Warp 6 Classic and the dice race (Warp's reshuffle test is {@code HiddenInformationTest}):
 * reshuffling what the deciding seat cannot see leaves the information-set search's decision unchanged for the
 * same random source, and every world it samples looks to the seat exactly like the real game and respects
 * what the seat has learned.
 */
class IsMctsHiddenInformationTest {
  private static final ClassicRules CLASSIC =
      ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(3).target(50).build());

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void aReshuffledClassicGameGetsTheSameDecision(long seed) {
    ClassicDeterminization worlds = new ClassicDeterminization(CLASSIC.config());
    List<ClassicDeterminization.Voids> knowledge = new ArrayList<>();
    ClassicState state = midHand(seed, worlds, knowledge);
    int seat = state.toAct().getAsInt();
    Random shuffler = new Random(seed);
    ClassicState reshuffled = reshuffleHidden(state, seat, shuffler);
    // A few hidden tiles may shuffle back into place; shuffle again until something the seat cannot see moved.
    for (int k = 0; k < 20 && hidden(state, seat).equals(hidden(reshuffled, seat)); k++) {
      reshuffled = reshuffleHidden(state, seat, shuffler);
    }
    assertNotEquals(hidden(state, seat), hidden(reshuffled, seat), "the reshuffle changes what the seat cannot see");
    ClassicView original = CLASSIC.view(state, seat);
    assertEquals(original, CLASSIC.view(reshuffled, seat), "the seat's view is the same in both worlds");
    IsMcts<ClassicState, ClassicMove, ClassicEvent, ClassicView, ClassicDeterminization.Voids> search =
        IsMcts.of(CLASSIC, worlds).withIterations(40);
    List<ClassicMove> legal = CLASSIC.legalMoves(state);
    assertEquals(legal, CLASSIC.legalMoves(reshuffled));
    ClassicDeterminization.Voids known = knowledge.get(seat);
    for (long r = 0; r < 4; r++) {
      assertEquals(search.choose(original, known, legal, new SplittableRandom(r)),
          search.choose(CLASSIC.view(reshuffled, seat), known, legal, new SplittableRandom(r)),
          "IS-MCTS decided differently in a classic game it cannot tell apart");
    }
    // Every world it samples shows the seat its own view and keeps each seat from tiles it showed it lacks.
    var sampler = worlds.worlds(original, known);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 20; i++) {
      ClassicState world = sampler.sample(random);
      assertEquals(original, CLASSIC.view(world, seat));
      for (int s = 0; s < 3; s++) {
        for (Coordinate c : world.hand(s)) {
          assertFalse(known.notHeld().get(s).contains(c), "seat " + s + " was dealt " + c + " it cannot hold");
        }
      }
    }
  }

  /**
   * A position of a classic game where the seat to act has a choice, after at least one pass when the seed gives
   * one; {@code knowledge} ends with each seat's knowledge of the play so far.
   */
  private static ClassicState midHand(long seed, ClassicDeterminization worlds,
      List<ClassicDeterminization.Voids> knowledge) {
    ClassicState s = CLASSIC.start(seed);
    for (int seat = 0; seat < 3; seat++) {
      knowledge.add(worlds.remember(CLASSIC.view(s, seat)));
    }
    SplittableRandom random = new SplittableRandom(seed);
    boolean passed = false;
    for (int i = 0; i < 10_000 && !s.isOver(); i++) {
      List<ClassicMove> legal = CLASSIC.legalMoves(s);
      int actor = s.toAct().getAsInt();
      if (legal.size() >= 2 && (passed || i > 20) && s.handSize((actor + 1) % 3) >= 2) {
        return s;
      }
      ClassicMove move = legal.get(random.nextInt(legal.size()));
      passed |= move instanceof ClassicMove.Pass;
      Transition<ClassicState, ClassicEvent> t = CLASSIC.apply(s, move);
      for (int seat = 0; seat < 3; seat++) {
        knowledge.set(seat, worlds.learn(knowledge.get(seat), CLASSIC.view(s, seat), move,
            CLASSIC.eventsFor(t.events(), seat), CLASSIC.view(t.state(), seat)));
      }
      s = t.state();
    }
    throw new AssertionError("no position with a choice for seed " + seed);
  }

  /** What {@code seat} cannot see of {@code state}: the other hands and the boneyard in order. */
  private static List<List<Coordinate>> hidden(ClassicState state, int seat) {
    return List.of(state.hand((seat + 1) % 3), state.hand((seat + 2) % 3), state.boneyard());
  }

  /** {@code state} with every tile {@code seat} cannot see shuffled among the other hands and the boneyard. */
  private static ClassicState reshuffleHidden(ClassicState state, int seat, Random random) {
    ClassicSnapshot snap = state.snapshot();
    List<Coordinate> hidden = new ArrayList<>(snap.boneyard());
    for (int s = 0; s < snap.hands().size(); s++) {
      if (s != seat) {
        hidden.addAll(snap.hands().get(s));
      }
    }
    Collections.shuffle(hidden, random);
    List<List<Coordinate>> hands = new ArrayList<>();
    int next = 0;
    for (int s = 0; s < snap.hands().size(); s++) {
      if (s == seat) {
        hands.add(snap.hands().get(s));
      } else {
        int n = snap.hands().get(s).size();
        hands.add(new ArrayList<>(hidden.subList(next, next + n)));
        next += n;
      }
    }
    return ClassicState.restore(new ClassicSnapshot(snap.config(), snap.handNumber(), hands,
        hidden.subList(next, hidden.size()), snap.line(), snap.toAct(), snap.leader(), snap.requiredLead(),
        snap.scores(), snap.deck() + 1));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void anotherSecretChoiceOrDiceStreamGetsTheSameDecisionInTheDiceRace(long seed) {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2).withSecretSetup());
    BlackHoleDeterminization worlds = new BlackHoleDeterminization(rules.config());
    IsMcts<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> search =
        IsMcts.of(rules, worlds).withIterations(24);
    SplittableRandom random = new SplittableRandom(seed);
    BlackHoleState start = rules.start(seed);
    BlackHoleState chosen = rules.next(start, rules.faceMenu(start).orElseThrow().choose(faces(start, 0, random)));
    // Seat 1 chooses next; seat 0's faces and the dice still to roll are hidden from it.
    BlackHoleState other = new BlackHoleState(chosen.config(), chosen.phase(), chosen.order(), chosen.next(),
        chosen.ships(), List.of(faces(start, 0, random), List.of()), chosen.random() + 17);
    assertNotEquals(chosen, other);
    assertSameDecision(rules, search, chosen, other, 1);

    // Mid-race, only the dice still to roll are hidden.
    BlackHoleState race = rules.next(other, rules.faceMenu(other).orElseThrow().choose(faces(start, 1, random)));
    for (int i = 0; i < 30 && race.phase() != Phase.OVER; i++) {
      List<BlackHoleMove> legal = rules.legalMoves(race);
      race = rules.next(race, legal.get(random.nextInt(legal.size())));
    }
    BlackHoleState reseeded = new BlackHoleState(race.config(), race.phase(), race.order(), race.next(),
        race.ships(), race.choices(), race.random() * 31 + 7);
    assertSameDecision(rules, search, race, reseeded, race.toAct().getAsInt());

    // Every world shows the seat its own view.
    BlackHoleView view = rules.view(chosen, 1);
    var sampler = worlds.worlds(view, worlds.remember(view));
    for (int i = 0; i < 10; i++) {
      assertEquals(view, rules.view(sampler.sample(random), 1));
    }
  }

  private static void assertSameDecision(BlackHoleRules rules,
      IsMcts<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> search,
      BlackHoleState a, BlackHoleState b, int seat) {
    BlackHoleView view = rules.view(a, seat);
    assertEquals(view, rules.view(b, seat), "the seat's view is the same in both worlds");
    List<BlackHoleMove> legal = rules.legalMoves(a);
    assertTrue(legal.size() > 1);
    for (long r = 0; r < 3; r++) {
      assertEquals(search.choose(view, search.remember(view), legal, new SplittableRandom(r)),
          search.choose(rules.view(b, seat), search.remember(view), rules.legalMoves(b), new SplittableRandom(r)),
          "IS-MCTS decided differently in a dice race it cannot tell apart");
    }
  }

  /** A random face for each of {@code seat}'s dice. */
  private static List<Integer> faces(BlackHoleState state, int seat, SplittableRandom random) {
    List<Integer> faces = new ArrayList<>();
    state.ships().stream().filter(s -> s.seat() == seat)
        .forEach(s -> faces.add(1 + random.nextInt(s.die().sides())));
    return faces;
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1})
  void aSpectatorHasNoWorldsToImagine(long seed) {
    ClassicState state = CLASSIC.start(seed);
    ClassicDeterminization worlds = new ClassicDeterminization(CLASSIC.config());
    ClassicView spectator = CLASSIC.spectatorView(state);
    assertEquals("SEATS", assertThrows(InvalidStateException.class,
        () -> worlds.worlds(spectator, worlds.remember(spectator))).code());
    BlackHoleRules race = BlackHoleRules.of(BlackHoleConfig.standard(2));
    BlackHoleDeterminization raceWorlds = new BlackHoleDeterminization(race.config());
    BlackHoleView watcher = race.spectatorView(race.start(seed));
    assertEquals("SEATS", assertThrows(InvalidStateException.class,
        () -> raceWorlds.worlds(watcher, raceWorlds.remember(watcher))).code());
    assertEquals(Set.of(), worlds.remember(CLASSIC.view(state, 0)).notHeld().get(1));
  }
}
