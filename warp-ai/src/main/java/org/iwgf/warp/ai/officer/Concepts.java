// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleBiFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.TrailView;

/**
 * The named game concepts the distilled advisor weighs: every heuristic of the Commander's stack (the core
 * terms and each installed Module's terms), the kind of move, three facts of the table the heuristics do not
 * score — shields raised, coordinates left a place to chart, and how exposed the end a chart leaves is — and
 * the move features Ω's shipped weights read beside the Commander's terms ({@link NextTurnConcept}, {@link
 * OwnLineConcept}).
 * Each is a number per legal move computed from the seat's {@link Position} alone, and each can say in plain
 * language why the suggestion beats the runner-up on it, stating only facts of the position.
 */
final class Concepts {
  /** The name of the concept counting the coordinates a move leaves a place to chart. */
  static final String PLAYABLE = "coordinates left playable";
  /** The name of the concept counting what could answer the end a chart leaves open to opponents. */
  static final String EXPOSURE = "Distress Beacon exposure";

  private Concepts() {}

  /** One concept: its name, its value for a move, and a checked reason the suggestion beats the runner-up. */
  interface Concept {
    String name();

    double value(Position p, WarpMove move);

    /** Why {@code suggested} beats {@code runnerUp} on this concept, if a fact of the position says so. */
    Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp);
  }

  /** A concept that is one of a set of move features: its name and its place among them. */
  abstract static class FeatureConcept implements Concept {
    private final String name;
    /** The feature's place in its set. */
    final int index;

    FeatureConcept(String name, int index) {
      this.name = name;
      this.index = index;
    }

    @Override
    public final String name() {
      return name;
    }
  }

  /** The concepts of the installed stack, in a fixed order: the Commander's heuristics first. */
  static List<Concept> installed() {
    List<Concept> out = new ArrayList<>();
    for (Commission.WeightedHeuristic w : Commission.COMMANDER.stack()) {
      out.add(new HeuristicConcept(w.heuristic()));
    }
    out.add(new Plain("chart a coordinate", (p, m) -> m instanceof WarpMove.Chart ? 1 : 0));
    out.add(new Plain("draw from Uncharted Sectors", (p, m) -> m.equals(WarpMove.DRAW) ? 1 : 0));
    out.add(new Plain("deploy the Distress Beacon", (p, m) -> m.equals(WarpMove.DEPLOY_BEACON) ? 1 : 0));
    out.add(new Plain("pass", (p, m) -> m.equals(WarpMove.PASS) ? 1 : 0));
    out.add(new Plain("accept overtime", (p, m) -> m instanceof WarpMove.OvertimeVote v && v.accept() ? 1 : 0));
    out.add(new Plain("a Module's move", (p, m) -> m instanceof PluginMove ? 1 : 0));
    out.add(new Plain("chart a double", (p, m) ->
        m instanceof WarpMove.Chart c && c.coordinate().isDouble() ? 1 : 0));
    out.add(new Plain("chart your own Warp Trail", (p, m) ->
        m instanceof WarpMove.Chart c && p.isOwn(c.route()) ? 1 : 0));
    out.add(new Plain("chart the Neutral Zone", (p, m) ->
        m instanceof WarpMove.Chart c && c.route().isNeutralZone() ? 1 : 0));
    // The pip a chart leaves open on its route, as a share of the set's highest pip: how heavy the end is.
    out.add(new Plain("open end left", (p, m) -> m instanceof WarpMove.Chart c
        ? p.endAfter(c) / (double) p.view().config().factor().maxPip() : 0));
    // How an installed Module's officer terms rank a Module's move, in charts (a chart ranks 1).
    out.add(new Plain("Module terms' rank", (p, m) -> m instanceof PluginMove
        ? Manoeuvres.rank(p, m) / (double) Manoeuvres.CHART : 0));
    out.add(new RaisesShields());
    out.add(new Playable());
    out.add(new Exposure());
    out.addAll(NextTurnConcept.all());
    out.addAll(OwnLineConcept.all());
    return List.copyOf(out);
  }

  /** The names of {@code concepts}, in order. */
  static List<String> names(List<Concept> concepts) {
    return concepts.stream().map(Concept::name).toList();
  }

  /** The value of every concept for every move: {@code [move][concept]}. */
  static double[][] values(List<Concept> concepts, Position p, List<WarpMove> moves) {
    double[][] out = new double[moves.size()][concepts.size()];
    for (int m = 0; m < moves.size(); m++) {
      for (int c = 0; c < concepts.size(); c++) {
        out[m][c] = concepts.get(c).value(p, moves.get(m));
      }
    }
    return out;
  }

  /** A heuristic of the stack as a concept; its reasons are the heuristic's own, or a checked contrast. */
  private record HeuristicConcept(Heuristic heuristic) implements Concept {
    @Override
    public String name() {
      return heuristic.name();
    }

    @Override
    public double value(Position p, WarpMove move) {
      return move instanceof WarpMove.Chart chart ? heuristic.score(p, chart) : heuristic.scoreManoeuvre(p, move);
    }

    @Override
    public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
      Optional<String> own = suggested instanceof WarpMove.Chart chart ? heuristic.reason(p, chart)
          : heuristic.reasonForManoeuvre(p, suggested);
      if (own.isPresent() || runnerUp.isEmpty() || !(runnerUp.get() instanceof WarpMove.Chart other)) {
        return own;
      }
      return contrast(p, other);
    }

    /** What speaks against the runner-up, a chart, on this heuristic: facts its score rests on. */
    private Optional<String> contrast(Position p, WarpMove.Chart other) {
      Coordinate c = other.coordinate();
      if (heuristic instanceof RedAlertSafety && p.redAlert().isEmpty() && c.isDouble()
          && p.heldShowing(c.high(), c) == 0) {
        return Optional.of("does not chart the double " + c + ", for which you hold no cover");
      }
      if (heuristic instanceof PlayableLine && p.redAlert().isEmpty()) {
        int end = p.endAfter(other);
        if (p.isOwn(other.route()) && p.heldShowing(end, c) == 0) {
          return Optional.of("charting " + c + " on your trail instead would leave it open on " + end
              + ", which nothing else in your hand shows");
        }
        int ownEnd = p.ownOpenEnd();
        if (!p.isOwn(other.route()) && c.has(ownEnd) && p.heldShowing(ownEnd, c) == 0) {
          return Optional.of("keeps " + c + ", the only coordinate that continues your own trail (open on "
              + ownEnd + ")");
        }
      }
      if (heuristic instanceof NeutralZoneUse && other.route().isNeutralZone() && p.redAlert().isEmpty()
          && p.fewestOpposingCoordinates() <= NeutralZoneUse.NEAR_OUT) {
        return Optional.of("does not feed the Neutral Zone while an opponent holds only "
            + p.fewestOpposingCoordinates() + (p.fewestOpposingCoordinates() == 1 ? " coordinate" : " coordinates"));
      }
      return Optional.empty();
    }
  }

  /** A concept that gives no reason of its own (the heuristics' reasons and the fallbacks do). */
  private record Plain(String name, ToDoubleBiFunction<Position, WarpMove> of) implements Concept {
    @Override
    public double value(Position p, WarpMove move) {
      return of.applyAsDouble(p, move);
    }

    @Override
    public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
      return Optional.empty();
    }
  }

  /** Charting one's own Warp Trail while one's Distress Beacon is up lowers it and closes the trail. */
  private static final class RaisesShields implements Concept {
    @Override
    public String name() {
      return "raise your shields";
    }

    @Override
    public double value(Position p, WarpMove move) {
      return move instanceof WarpMove.Chart chart && p.isOwn(chart.route()) && p.beaconUp(p.seat()) ? 1 : 0;
    }

    @Override
    public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
      return value(p, suggested) > 0 ? Optional.of("raises your shields by charting your own Warp Trail")
          : Optional.empty();
    }
  }

  /** The coordinates still in hand after a move that show an end open to this seat: the next turns' charts. */
  private static final class Playable implements Concept {
    @Override
    public String name() {
      return PLAYABLE;
    }

    @Override
    public double value(Position p, WarpMove move) {
      return playableAfter(p, move);
    }

    @Override
    public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
      if (!(suggested instanceof WarpMove.Chart) || runnerUp.isEmpty()) {
        return Optional.empty();
      }
      int mine = playableAfter(p, suggested);
      int theirs = playableAfter(p, runnerUp.get());
      if (mine <= theirs) {
        return Optional.empty();
      }
      return Optional.of("leaves " + mine + " of your other coordinates an open end to chart on, against "
          + theirs + " after " + runnerUp.get());
    }
  }

  /**
   * Coordinates in hand after {@code move} (a chart takes its coordinate out) showing the open end of a
   * route open to this seat — its own trail, the Neutral Zone, a trail whose beacon is up — as they stand
   * after the move.
   */
  static int playableAfter(Position p, WarpMove move) {
    Optional<WarpMove.Chart> chart = move instanceof WarpMove.Chart c ? Optional.of(c) : Optional.empty();
    List<Integer> ends = new ArrayList<>();
    for (TrailView t : p.view().trails()) {
      if (p.isOwn(t.route()) || t.beaconUp()) {
        ends.add(endOf(p, t, chart));
      }
    }
    ends.add(endOf(p, p.view().neutralZone(), chart));
    int n = 0;
    boolean skipped = false;
    for (Coordinate c : p.hand()) {
      if (!skipped && chart.isPresent() && c.equals(chart.get().coordinate())) {
        skipped = true;
        continue;
      }
      if (ends.stream().anyMatch(c::has)) {
        n++;
      }
    }
    return n;
  }

  private static int endOf(Position p, TrailView t, Optional<WarpMove.Chart> chart) {
    return chart.isPresent() && chart.get().route().equals(t.route()) ? p.endAfter(chart.get()) : t.openEnd();
  }

  /**
   * How many coordinates this seat has not seen (not in its hand, not on the table) show the end a chart
   * leaves on a route an opponent may answer: the Neutral Zone, or a trail whose beacon stays up. Charting
   * one's own trail, or a closed one, exposes nothing.
   */
  private static final class Exposure implements Concept {
    @Override
    public String name() {
      return EXPOSURE;
    }

    @Override
    public double value(Position p, WarpMove move) {
      return move instanceof WarpMove.Chart chart && exposed(p, chart.route()) ? unseenShowing(p, p.endAfter(chart))
          : 0;
    }

    @Override
    public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
      if (!(suggested instanceof WarpMove.Chart chart) || runnerUp.isEmpty()
          || !(runnerUp.get() instanceof WarpMove.Chart other) || !exposed(p, other.route())) {
        return Optional.empty();
      }
      int theirs = unseenShowing(p, p.endAfter(other));
      if (!exposed(p, chart.route())) {
        return Optional.of("leaves no new end open to opponents, where " + other + " would leave "
            + where(p, other.route()) + " open on " + p.endAfter(other) + " (" + theirs + " unseen "
            + (theirs == 1 ? "coordinate shows" : "coordinates show") + " it)");
      }
      return Optional.empty();
    }
  }

  /** True if a chart on {@code route} leaves an end an opponent may answer. */
  static boolean exposed(Position p, Route route) {
    return route.isNeutralZone() || (!p.isOwn(route) && p.beaconUp(route.owner().orElseThrow()));
  }

  /** Coordinates of the set showing {@code pip} that are neither in this seat's hand nor on the table. */
  static int unseenShowing(Position p, int pip) {
    int n = p.view().config().factor().maxPip() + 1;
    for (Coordinate c : p.hand()) {
      n -= c.has(pip) ? 1 : 0;
    }
    List<TrailView> routes = new ArrayList<>(p.view().trails());
    routes.add(p.view().neutralZone());
    List<Coordinate> table = new ArrayList<>();
    for (TrailView t : routes) {
      table.addAll(t.coordinates());
      table.addAll(t.branches());
    }
    if (!table.contains(p.view().spacedock()) && !p.hand().contains(p.view().spacedock())) {
      table.add(p.view().spacedock()); // the round's Spacedock is on the table even where no trail lists it
    }
    for (Coordinate c : table) {
      n -= c.has(pip) ? 1 : 0;
    }
    return Math.max(0, n);
  }

  private static String where(Position p, Route route) {
    return route.isNeutralZone() ? "the Neutral Zone" : p.view().captainName(route.owner().orElseThrow()) + "'s trail";
  }
}
