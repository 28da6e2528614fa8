// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.jspecify.annotations.Nullable;

/**
 * Builds full game states that agree with everything one seat can see and has learned: one plausible world
 * per call. The coordinates the seat cannot see (opponents' hands and Uncharted Sectors) are the unseen
 * pool. A coordinate the seat knows an opponent holds ({@link Intel}) goes to that opponent; a peeked top
 * of Uncharted Sectors (Module Alpha) stays on top; each opponent's hand is then filled to its count from
 * the shuffled pool, skipping coordinates their failures to chart showed they cannot hold
 * ({@link Unmatched}); the rest become Uncharted Sectors in a random order.
 *
 * <p>If the shown constraints cannot all be met (they are sound, but a few draws can make a fill by chance
 * fail), the fill is retried a dozen times and then made without the {@link Unmatched} records.
 *
 * <p>Searching officers (Lookahead, Ω+) sample their worlds here. Each world depends only on the view, the
 * intel and the random source. A determinizer keeps the first world it builds and makes the next ones by
 * refilling its hidden places ({@link WarpRules#withHiddenPlaces}), which is cheaper than restoring each; it
 * may be shared between threads.
 *
 * @since 0.1.0
 */
public final class Determinizer {
  static final int ATTEMPTS = 12;

  private final SeatView view;
  private final List<Coordinate> unseen;
  private final List<Coordinate> peek;
  private final List<Integer> opponents;
  private final List<List<Coordinate>> known;
  private final List<List<Unmatched>> unmatched;
  /**
   * The first world sampled and the rules it is played by: later worlds refill its hidden places rather than
   * restore a whole state. Only ever set to the same value for one determinizer's view, so a race between
   * threads costs at most a second restore.
   */
  private @Nullable WarpState template;
  private @Nullable WarpRules rules;

  private Determinizer(SeatView view, List<Coordinate> unseen, List<Coordinate> peek, List<Integer> opponents,
      List<List<Coordinate>> known, List<List<Unmatched>> unmatched) {
    this.view = view;
    this.unseen = unseen;
    this.peek = peek;
    this.opponents = opponents;
    this.known = known;
    this.unmatched = unmatched;
  }

  /** A determinizer for {@code view} from hand counts alone. */
  public static Determinizer of(SeatView view) {
    return of(view, Intel.none());
  }

  /** A determinizer for {@code view} that respects {@code intel} (ignored if it is about another round). */
  public static Determinizer of(SeatView view, Intel intel) {
    Intel usable = intel.round() == view.round() ? intel : Intel.none();
    List<Coordinate> pool = Worlds.unseen(view);
    Set<Coordinate> hidden = new HashSet<>(pool);
    List<Coordinate> peek = peeked(view, hidden);
    Set<Coordinate> placed = new HashSet<>(peek);
    int seats = view.handCounts().size();
    List<List<Coordinate>> known = new ArrayList<>(seats);
    List<List<Unmatched>> unmatched = new ArrayList<>(seats);
    for (int s = 0; s < seats; s++) {
      List<Coordinate> k = new ArrayList<>();
      if (s != view.seat()) {
        for (Coordinate c : sorted(usable.knownHeldBy(s))) {
          if (hidden.contains(c) && placed.add(c) && k.size() < view.handCounts().get(s)) {
            k.add(c);
          }
        }
      }
      known.add(List.copyOf(k));
      unmatched.add(s == view.seat() ? List.of() : usable.unmatchedBy(s));
    }
    pool.removeAll(placed);
    List<Integer> opponents = new ArrayList<>();
    for (int s = 0; s < seats; s++) {
      if (s != view.seat()) {
        opponents.add(s);
      }
    }
    // The most constrained captain is filled first, while the pool still offers the most choice.
    opponents.sort(Comparator.comparingInt((Integer s) -> -excluded(unmatched.get(s))).thenComparing(s -> s));
    return new Determinizer(view, List.copyOf(pool), peek, List.copyOf(opponents), known, unmatched);
  }

  /** Coordinates this seat cannot see and has not placed (known holdings and a peek are left out). */
  public List<Coordinate> unseen() {
    return unseen;
  }

  /**
   * One world consistent with the view and the intel, shuffled by {@code random}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the view cannot be completed into a valid
   *     state (a rule holds coordinates the view does not show)
   */
  public WarpState sample(RandomGenerator random) {
    int seats = view.handCounts().size();
    List<Coordinate> pool = new ArrayList<>(unseen);
    @Nullable List<List<Coordinate>> hands = null;
    for (int attempt = 0; attempt <= ATTEMPTS && hands == null; attempt++) {
      shuffle(pool, random);
      hands = deal(pool, seats, attempt < ATTEMPTS);
    }
    // The last attempt deals without the strict checks and always succeeds.
    Objects.requireNonNull(hands, "hands");
    Set<Coordinate> dealt = new HashSet<>();
    for (List<Coordinate> h : hands) {
      dealt.addAll(h);
    }
    List<Coordinate> uncharted = new ArrayList<>(peek);
    for (int i = 0; i < pool.size(); i++) {
      if (!dealt.contains(pool.get(i))) {
        uncharted.add(pool.get(i));
      }
    }
    long rng = random.nextLong();
    WarpState first = template;
    WarpRules r = rules;
    if (first == null || r == null) {
      first = Worlds.restore(view, hands, uncharted, rng);
      rules = WarpRules.of(view.config());
      template = first;
      return first;
    }
    return r.withHiddenPlaces(first, hands, uncharted, rng);
  }

  /**
   * Deals the opponents' hands from {@code pool} in its order, honouring the {@link Unmatched} records if
   * {@code strict}; null if some hand cannot be filled that way.
   */
  private @Nullable List<List<Coordinate>> deal(List<Coordinate> pool, int seats, boolean strict) {
    List<List<Coordinate>> hands = new ArrayList<>(seats);
    for (int s = 0; s < seats; s++) {
      hands.add(s == view.seat() ? view.hand() : null);
    }
    boolean[] taken = new boolean[pool.size()];
    for (int s : opponents) {
      int n = view.handCounts().get(s);
      List<Coordinate> hand = new ArrayList<>(known.get(s));
      List<Unmatched> records = strict ? unmatched.get(s) : List.of();
      int[] among = new int[records.size()];
      for (int r = 0; r < records.size(); r++) {
        for (Coordinate c : hand) {
          if (records.get(r).coordinates().contains(c)) {
            among[r]++;
          }
        }
      }
      for (int i = 0; i < pool.size() && hand.size() < n; i++) {
        if (!taken[i] && fits(pool.get(i), records, among)) {
          taken[i] = true;
          hand.add(pool.get(i));
        }
      }
      if (hand.size() < n && strict) {
        return null;
      }
      hands.set(s, hand);
    }
    return hands;
  }

  private static boolean fits(Coordinate c, List<Unmatched> records, int[] among) {
    for (int r = 0; r < records.size(); r++) {
      if (records.get(r).coordinates().contains(c) && among[r] >= records.get(r).allowance()) {
        return false;
      }
    }
    for (int r = 0; r < records.size(); r++) {
      if (records.get(r).coordinates().contains(c)) {
        among[r]++;
      }
    }
    return true;
  }

  private static void shuffle(List<Coordinate> pool, RandomGenerator random) {
    for (int i = pool.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Coordinate t = pool.get(i);
      pool.set(i, pool.get(j));
      pool.set(j, t);
    }
  }

  /** The top of Uncharted Sectors this seat peeked at under a rule (Module Alpha's), if it is still hidden. */
  private static List<Coordinate> peeked(SeatView view, Set<Coordinate> hidden) {
    for (PluginState ps : view.pluginStates().values()) {
      List<Coordinate> peek = ps.peekedBy(view.seat());
      if (!peek.isEmpty() && hidden.containsAll(peek)) {
        return peek;
      }
    }
    return List.of();
  }

  private static int excluded(List<Unmatched> records) {
    int n = 0;
    for (Unmatched r : records) {
      n += r.coordinates().size();
    }
    return n;
  }

  private static List<Coordinate> sorted(Set<Coordinate> set) {
    List<Coordinate> out = new ArrayList<>(set);
    out.sort(Comparator.comparingInt(Coordinate::high).thenComparingInt(Coordinate::low));
    return out;
  }
}
