// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.Determinization;
import org.iwgf.warp.core.game.InvalidStateException;
import org.jspecify.annotations.Nullable;

/**
 * Classic games as one seat can imagine them: every tile it cannot see (the other hands and the boneyard) is
 * shuffled, each other seat gets as many as it holds, and the rest become the boneyard in a random order; the
 * line, the scores, the turn and the hand are the view's. What a seat learns is which tiles the others cannot
 * hold: a seat that passes holds no tile the line would take at any open end, and since the boneyard is closed
 * to it from then on (it passed because nothing could be drawn), that stays true for the rest of the hand. Its
 * draws show nothing lasting (the tile drawn is hidden), so they are not counted. The random stream the next
 * hand is shuffled from is hidden too, and drawn afresh.
 *
 * <p>If a deal keeping every seat from the tiles it cannot hold fails by chance, it is retried a dozen times
 * and then made without them; the constraints are sound, so a deal exists.
 *
 * @param config the game's configuration
 * @since 1.0.0
 */
public record ClassicDeterminization(ClassicConfig config)
    implements Determinization<ClassicState, ClassicMove, ClassicEvent, ClassicView, ClassicDeterminization.Voids> {
  private static final int ATTEMPTS = 12;

  public ClassicDeterminization {
    Objects.requireNonNull(config, "config");
  }

  /**
   * What one seat has learned in the hand being played: the tiles each seat was shown not to hold.
   *
   * @param handNumber the hand these are about
   * @param notHeld per seat, tiles it cannot hold
   * @since 1.0.0
   */
  public record Voids(int handNumber, List<Set<Coordinate>> notHeld) {
    public Voids {
      notHeld = notHeld.stream().map(Set::copyOf).toList();
    }

    static Voids none(int handNumber, int seats) {
      List<Set<Coordinate>> empty = new ArrayList<>(seats);
      for (int s = 0; s < seats; s++) {
        empty.add(Set.of());
      }
      return new Voids(handNumber, empty);
    }
  }

  @Override
  public Voids remember(ClassicView view) {
    return Voids.none(view.handNumber(), view.handSizes().size());
  }

  /** A pass at {@code before}'s line shows the passing seat holds none of the tiles that line would take. */
  @Override
  public Voids learn(Voids knowledge, ClassicView before, ClassicMove move, List<ClassicEvent> seatEvents,
      ClassicView after) {
    Voids now = after.handNumber() == knowledge.handNumber() ? knowledge : remember(after);
    if (!(move instanceof ClassicMove.Pass) || before.handNumber() != after.handNumber()
        || before.toAct().isEmpty()) {
      return now;
    }
    int seat = before.toAct().getAsInt();
    Set<Coordinate> shown = new HashSet<>(now.notHeld().get(seat));
    for (Coordinate tile : ClassicConfig.SET.coordinates()) {
      for (End end : End.values()) {
        if (before.line().accepts(tile, end)) {
          shown.add(tile);
        }
      }
    }
    List<Set<Coordinate>> notHeld = new ArrayList<>(now.notHeld());
    notHeld.set(seat, shown);
    return new Voids(now.handNumber(), notHeld);
  }

  /**
   * {@inheritDoc}
   *
   * @throws InvalidStateException {@code SEATS} for a spectator's view, which has no seat to imagine for
   */
  @Override
  public Worlds<ClassicState> worlds(ClassicView view, Voids knowledge) {
    if (view.spectator()) {
      throw new InvalidStateException("SEATS", "A spectator's view belongs to no seat.");
    }
    Set<Coordinate> seen = new HashSet<>(view.hand());
    for (Placement p : view.line().placements()) {
      seen.add(p.tile());
    }
    List<Coordinate> unseen = new ArrayList<>();
    for (Coordinate c : ClassicConfig.SET.coordinates()) {
      if (!seen.contains(c)) {
        unseen.add(c);
      }
    }
    List<Set<Coordinate>> notHeld = knowledge.handNumber() == view.handNumber() ? knowledge.notHeld()
        : remember(view).notHeld();
    List<Integer> others = new ArrayList<>();
    for (int s = 0; s < view.handSizes().size(); s++) {
      if (s != view.seat()) {
        others.add(s);
      }
    }
    // The most constrained seat is dealt first, while the pool still offers the most choice.
    others.sort(Comparator.comparingInt((Integer s) -> -notHeld.get(s).size()).thenComparing(s -> s));
    return random -> sample(view, List.copyOf(unseen), others, notHeld, random);
  }

  private ClassicState sample(ClassicView view, List<Coordinate> unseen, List<Integer> others,
      List<Set<Coordinate>> notHeld, RandomGenerator random) {
    List<Coordinate> pool = new ArrayList<>(unseen);
    @Nullable List<List<Coordinate>> hands = null;
    for (int attempt = 0; attempt <= ATTEMPTS && hands == null; attempt++) {
      shuffle(pool, random);
      hands = deal(view, pool, others, attempt < ATTEMPTS ? notHeld : List.of());
    }
    List<List<Coordinate>> dealt = Objects.requireNonNull(hands, "the last attempt always deals");
    Set<Coordinate> inHands = new HashSet<>();
    dealt.forEach(inHands::addAll);
    List<Coordinate> boneyard = new ArrayList<>();
    for (Coordinate c : pool) {
      if (!inHands.contains(c)) {
        boneyard.add(c);
      }
    }
    return ClassicState.restore(new ClassicSnapshot(config, view.handNumber(), dealt, boneyard, view.line(),
        view.toAct(), view.leader(), view.requiredLead(), view.scores(), random.nextLong()));
  }

  /**
   * Every seat's hand: the viewer's own, and the others filled from {@code pool} in its order, skipping tiles
   * {@code notHeld} keeps from them (none if it is empty); null if some hand cannot be filled that way.
   */
  private static @Nullable List<List<Coordinate>> deal(ClassicView view, List<Coordinate> pool, List<Integer> others,
      List<Set<Coordinate>> notHeld) {
    List<List<Coordinate>> hands = new ArrayList<>();
    for (int s = 0; s < view.handSizes().size(); s++) {
      hands.add(s == view.seat() ? view.hand() : List.of());
    }
    boolean[] taken = new boolean[pool.size()];
    for (int s : others) {
      Set<Coordinate> barred = notHeld.isEmpty() ? Set.of() : notHeld.get(s);
      List<Coordinate> hand = new ArrayList<>();
      for (int i = 0; i < pool.size() && hand.size() < view.handSizes().get(s); i++) {
        if (!taken[i] && !barred.contains(pool.get(i))) {
          taken[i] = true;
          hand.add(pool.get(i));
        }
      }
      if (hand.size() < view.handSizes().get(s)) {
        return null;
      }
      hands.set(s, hand);
    }
    return hands;
  }

  private static void shuffle(List<Coordinate> pool, RandomGenerator random) {
    for (int i = pool.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Coordinate t = pool.get(i);
      pool.set(i, pool.get(j));
      pool.set(j, t);
    }
  }
}
