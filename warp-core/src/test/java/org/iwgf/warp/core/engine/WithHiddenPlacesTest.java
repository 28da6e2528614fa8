// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Refilling a state's hidden places (the hands and Uncharted Sectors) gives exactly the state a snapshot with
 * those places would restore to, and refuses any refill that adds, loses, moves or repeats a coordinate or
 * changes how many a place holds, leaving the state as it was.
 */
class WithHiddenPlacesTest {
  private final WarpRules rules = WarpRules.of(WarpConfig.builder().captains(4).campaignRounds(2).build());

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void aRefillIsTheStateItsSnapshotRestoresTo(long seed) {
    WarpState s = midRound(seed);
    Refill r = shuffled(s, new Random(seed));
    WarpState refilled = rules.withHiddenPlaces(s, r.hands, r.uncharted, seed * 31);
    StateSnapshot expected = s.snapshot().withHands(r.hands).withUncharted(r.uncharted).withRngPosition(seed * 31);
    assertEquals(rules.restore(expected), refilled, "seed " + seed);
    assertEquals(expected, refilled.snapshot(), "seed " + seed);
    // The refilled world plays on like any other.
    assertEquals(rules.legalMoves(rules.restore(expected)), rules.legalMoves(refilled), "seed " + seed);
  }

  @Test
  void theSameHiddenPlacesGiveAnEqualState() {
    WarpState s = midRound(9);
    List<List<Coordinate>> hands = new ArrayList<>();
    for (int seat = 0; seat < s.seats(); seat++) {
      hands.add(s.hand(seat));
    }
    assertEquals(s, rules.withHiddenPlaces(s, hands, s.uncharted(), s.rngPosition()));
  }

  @Test
  void aRefillThatChangesTheHiddenCoordinatesIsRefused() {
    WarpState s = midRound(11);
    Refill r = shuffled(s, new Random(11));
    Coordinate onTable = s.trail(Route.NEUTRAL_ZONE).isStarted() ? s.trail(Route.NEUTRAL_ZONE).coordinates().get(0)
        : s.spacedock();
    List<Coordinate> stolen = new ArrayList<>(r.uncharted);
    stolen.set(0, onTable);
    assertCode("COORDINATES", s, r.hands, stolen);
    List<Coordinate> twice = new ArrayList<>(r.uncharted);
    twice.set(0, r.uncharted.get(1));
    assertCode("COORDINATES", s, r.hands, twice);
    List<Coordinate> withNull = new ArrayList<>(r.uncharted);
    withNull.set(0, null);
    assertCode("COORDINATES", s, r.hands, withNull);
  }

  @Test
  void aRefillThatChangesHowManyAPlaceHoldsIsRefused() {
    WarpState s = midRound(12);
    Refill r = shuffled(s, new Random(12));
    List<List<Coordinate>> moved = new ArrayList<>(r.hands);
    List<Coordinate> bigger = new ArrayList<>(moved.get(0));
    bigger.add(r.uncharted.get(0));
    moved.set(0, bigger);
    assertCode("COUNTS", s, moved, r.uncharted.subList(1, r.uncharted.size()));
    assertCode("SEATS", s, r.hands.subList(0, 3), r.uncharted);
    List<List<Coordinate>> missing = new ArrayList<>(r.hands);
    missing.set(1, null);
    assertCode("COUNTS", s, missing, r.uncharted);
    assertCode("MISSING_STATE", s, null, r.uncharted);
  }

  @Test
  void aStateOfOtherRulesIsRefused() {
    WarpRules other = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 3));
    WarpState s = midRound(13);
    Refill r = shuffled(s, new Random(13));
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> other.withHiddenPlaces(s, r.hands, r.uncharted, 0));
    assertEquals("CONFIG_MISMATCH", e.code());
  }

  @Test
  void aTrailListsItsCoordinatesOnceAndImmutably() {
    WarpState s = midRound(14);
    Trail t = s.trail(Route.trailOf(s.toAct()));
    assertSame(t.coordinates(), t.coordinates());
    assertThrows(UnsupportedOperationException.class, () -> t.coordinates().add(s.spacedock()));
    assertEquals(Trail.of(s.spacedockPip(), t.coordinates(), t.branches()), t);
  }

  private void assertCode(String code, WarpState s, List<List<Coordinate>> hands, List<Coordinate> uncharted) {
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> rules.withHiddenPlaces(s, hands, uncharted, 0));
    assertEquals(code, e.code(), e.getMessage());
  }

  private WarpState midRound(long seed) {
    WarpState s = rules.start(seed);
    long rng = seed;
    for (int ply = 0; ply < 20 && !s.isOver(); ply++) {
      List<WarpMove> legal = rules.legalMoves(s);
      s = rules.next(s, legal.get(SplitMix64.nextInt(rng, legal.size())));
      rng = SplitMix64.next(rng);
    }
    return s;
  }

  /** The hidden coordinates of {@code s} dealt again at random, each place keeping its size. */
  private static Refill shuffled(WarpState s, Random random) {
    List<Coordinate> hidden = new ArrayList<>(s.uncharted());
    for (int seat = 0; seat < s.seats(); seat++) {
      hidden.addAll(s.hand(seat));
    }
    Collections.shuffle(hidden, random);
    List<List<Coordinate>> hands = new ArrayList<>();
    int at = 0;
    for (int seat = 0; seat < s.seats(); seat++) {
      Coordinate[] hand = hidden.subList(at, at + s.handSize(seat)).toArray(new Coordinate[0]);
      Arrays.sort(hand, (a, b) -> Integer.compare(a.index(), b.index()));
      hands.add(List.of(hand));
      at += hand.length;
    }
    return new Refill(hands, List.copyOf(hidden.subList(at, hidden.size())));
  }

  private record Refill(List<List<Coordinate>> hands, List<Coordinate> uncharted) {}
}
