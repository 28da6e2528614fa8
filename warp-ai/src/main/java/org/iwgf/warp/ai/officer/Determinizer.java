package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.plugin.PluginState;
import org.iwgf.warp.core.rules.Phase;
import org.iwgf.warp.core.rules.StateSnapshot;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * Builds full game states that agree with everything one seat can see: one plausible world per call. The
 * coordinates the seat cannot see (opponents' hands and Uncharted Sectors) are the unseen pool; it is
 * shuffled, each opponent receives exactly as many as the view says they hold, and the rest become
 * Uncharted Sectors in a random order.
 */
final class Determinizer {
  private final SeatView view;
  private final List<Coordinate> unseen;

  private Determinizer(SeatView view, List<Coordinate> unseen) {
    this.view = view;
    this.unseen = unseen;
  }

  /** A determinizer for {@code view}. */
  static Determinizer of(SeatView view) {
    Set<Coordinate> seen = new HashSet<>(view.hand());
    seen.add(view.spacedock());
    for (TrailView t : view.trails()) {
      seen.addAll(t.coordinates());
      seen.addAll(t.branches());
    }
    seen.addAll(view.neutralZone().coordinates());
    seen.addAll(view.neutralZone().branches());
    for (PluginState ps : view.pluginStates().values()) {
      seen.addAll(ps.heldCoordinates());
    }
    List<Coordinate> unseen = new ArrayList<>();
    for (Coordinate c : view.config().factor().set().coordinates()) {
      if (!seen.contains(c)) {
        unseen.add(c);
      }
    }
    return new Determinizer(view, List.copyOf(unseen));
  }

  /** Coordinates this seat cannot see. */
  List<Coordinate> unseen() {
    return unseen;
  }

  /**
   * One world consistent with the view, shuffled by {@code random}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the view cannot be completed into a valid
   *     state (a rule holds coordinates the view does not show)
   */
  WarpState sample(RandomGenerator random) {
    List<Coordinate> pool = new ArrayList<>(unseen);
    for (int i = pool.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Coordinate t = pool.get(i);
      pool.set(i, pool.get(j));
      pool.set(j, t);
    }
    int seats = view.handCounts().size();
    List<List<Coordinate>> hands = new ArrayList<>(seats);
    int next = 0;
    for (int s = 0; s < seats; s++) {
      if (s == view.seat()) {
        hands.add(view.hand());
      } else {
        int n = view.handCounts().get(s);
        hands.add(pool.subList(next, Math.min(pool.size(), next + n)));
        next += n;
      }
    }
    List<Coordinate> uncharted = pool.subList(Math.min(pool.size(), next), pool.size());
    List<List<Coordinate>> trails = new ArrayList<>(seats);
    List<List<Coordinate>> branches = new ArrayList<>(seats + 1);
    List<Integer> beacons = new ArrayList<>();
    for (TrailView t : view.trails()) {
      trails.add(t.coordinates());
      branches.add(t.branches());
      if (t.beaconUp()) {
        beacons.add(t.route().owner().orElseThrow());
      }
    }
    branches.add(view.neutralZone().branches());
    int starter = (view.config().firstCaptain() + view.round() - 1) % seats;
    return WarpState.restore(new StateSnapshot(view.config(), Phase.PLAYING, view.round(),
        view.spacedock().high(), starter, view.toAct(), hands, uncharted, trails, view.neutralZone().coordinates(),
        branches, beacons, view.redAlert(), view.drewThisTurn(), 0, view.campaignScores(), view.roundWins(),
        List.of(), List.of(), view.history(), random.nextLong(), view.pluginStates()));
  }
}
