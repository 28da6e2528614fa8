// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.jspecify.annotations.Nullable;

/**
 * Which moves the captain at the helm may make (Sections III–IV): must chart when able, on the eligible
 * routes or only on a waiting double; otherwise draw once, then deploy the Distress Beacon or pass. One
 * place decides legality, for {@link #legalMoves} and for the refusals {@link #refusal} explains.
 */
final class TurnRules {
  private final RuleBook book;
  // Whether no rule in play hooks which routes are open, what may be drawn or what else may be done: the moves
  // are then Sections III–IV's alone, counted rather than listed (Listing.Counted).
  private final boolean counted;

  TurnRules(RuleBook book) {
    this.book = book;
    this.counted = book.routes.length == 0 && book.extraMoves.length == 0 && book.drawSource.length == 0;
  }

  /** Whether {@code seat} may chart on the route at {@code slot} while no double is waiting. */
  boolean routeOpen(EngineState s, int seat, int slot) {
    boolean open = openBySectionIii(s, seat, slot);
    RulePlugin[] ps = book.routes;
    if (ps.length != 0) {
      Route route = Route.ofSlot(slot, s.frame.seats);
      for (RulePlugin p : ps) {
        open = p.routeOpen(s, seat, route, open);
      }
    }
    return open;
  }

  /**
   * Whether Section III alone opens the route at {@code slot} of {@code s} to {@code seat}, no double waiting:
   * the model's one statement of the rule, {@link Route#openBySectionIii(int, int, int, int)}.
   */
  static boolean openBySectionIii(EngineState s, int seat, int slot) {
    return (Route.openBySectionIii(seat, s.frame.seats, s.beacons, s.frame.firstTurns) & 1 << slot) != 0;
  }

  /** Appends every legal chart of {@code seat} to {@code out}, by route slot then coordinate. */
  void addCharts(EngineState s, int seat, List<WarpMove> out) {
    DominoSet set = s.frame.set;
    int words = s.frame.words;
    if (s.alert != null) {
      addChartsOn(set, s, seat, words, s.alert.route().slot(s.frame.seats), s.alert.pip(), s.frame.seats, out);
      return;
    }
    for (int slot = 0; slot <= s.frame.seats; slot++) {
      if (routeOpen(s, seat, slot)) {
        addChartsOn(set, s, seat, words, slot, s.openEnd(slot), s.frame.seats, out);
      }
    }
  }

  private static void addChartsOn(DominoSet set, EngineState s, int seat, int words, int slot, int pip,
      int seats, List<WarpMove> out) {
    Route route = null;
    for (int w = 0; w < words; w++) {
      long bits = s.handWord(seat, w) & set.pipMaskWord(pip, w);
      while (bits != 0) {
        if (route == null) {
          route = Route.ofSlot(slot, seats);
        }
        out.add(ChartMoves.of((w << 6) + Long.numberOfTrailingZeros(bits), route));
        bits &= bits - 1;
      }
    }
  }

  /** True if {@code seat} could chart anything now. */
  boolean canChart(EngineState s, int seat) {
    if (s.alert != null) {
      return matches(s, seat, s.alert.pip());
    }
    for (int slot = 0; slot <= s.frame.seats; slot++) {
      if (routeOpen(s, seat, slot) && matches(s, seat, s.openEnd(slot))) {
        return true;
      }
    }
    return false;
  }

  private static boolean matches(EngineState s, int seat, int pip) {
    return HandBits.countShowing(s, seat, pip) != 0;
  }

  /**
   * Every move {@code apply} accepts now, in a fixed order, read-only; the round's frame keeps the list, so that
   * {@link #listed} can recognise a move taken from it.
   */
  List<WarpMove> legalMoves(EngineState s) {
    if (s.phase() != Phase.PLAYING) {
      return listMoves(s);
    }
    Listing moves;
    if (counted) {
      // No rule in play changes which moves are open: they are counted from the hand, not listed, and a move
      // is checked as directly as the listing would trust it (listed), so nothing is kept.
      return new Listing.Counted(s);
    }
    Listing.Built built = new Listing.Built(this, s);
    listInto(s, built);
    s.frame.lastListed.listing = built.freeze();
    return built;
  }

  /**
   * True if {@code move} needs no second check in {@code s}: under rules that count their moves, a move a
   * counted listing of {@code s} would trust, checked as directly (nothing is kept between the listing and the
   * move); under any other rules, one of the very moves these rules' {@link #legalMoves} last listed for
   * {@code s}, as the round's frame remembers them.
   */
  boolean listed(EngineState s, @Nullable WarpMove move) {
    if (move == null) {
      return false;
    }
    if (counted) {
      return s.phase() == Phase.PLAYING && Listing.Counted.open(s, move);
    }
    Listing moves = s.frame.lastListed.listing;
    return moves instanceof Listing.Built built && built.s == s && built.by == this && built.trusts(move);
  }

  private List<WarpMove> listMoves(EngineState s) {
    if (s.phase() != Phase.PLAYING) {
      return s.phase() == Phase.OVER ? List.of()
          : List.of(new WarpMove.OvertimeVote(true), new WarpMove.OvertimeVote(false));
    }
    List<WarpMove> out = new ArrayList<>(12);
    listInto(s, out);
    return out;
  }

  /** Appends the moves open at the helm, in {@link #legalMoves}' order, to {@code out}. */
  void listInto(EngineState s, List<WarpMove> out) {
    int seat = s.toAct();
    RulePlugin holder = decisionHolder(s, seat);
    if (holder != null) {
      holder.extraMoves(s, seat, out);
      return;
    }
    addCharts(s, seat, out);
    if (out.isEmpty()) {
      WarpMove only = withoutChart(s, seat);
      out.add(only);
      if (only == WarpMove.DRAW) {
        for (RulePlugin p : book.drawSource) {
          p.drawOptions(s, seat, out);
        }
      }
    }
    for (RulePlugin p : book.extraMoves) {
      p.extraMoves(s, seat, out);
    }
  }

  /** The move of a captain who cannot chart: draw while the rules allow, else deploy the beacon or pass. */
  WarpMove withoutChart(EngineState s, int seat) {
    return canDraw(s, seat) ? WarpMove.DRAW : beaconOrPass(s, seat);
  }

  /**
   * As {@link #withoutChart}, with no rule in play hooking the draw (Section IV alone): what every rule book
   * whose moves are {@linkplain Listing.Counted counted} answers.
   */
  static WarpMove withoutChartBySectionIv(EngineState s, int seat) {
    return drawOpen(s) ? WarpMove.DRAW : beaconOrPass(s, seat);
  }

  private static WarpMove beaconOrPass(EngineState s, int seat) {
    return (s.beacons & (1 << seat)) != 0 ? WarpMove.PASS : WarpMove.DEPLOY_BEACON;
  }

  /** Whether Section IV alone lets the helm draw: not drawn yet this turn, and Uncharted Sectors not empty. */
  private static boolean drawOpen(EngineState s) {
    return !s.drewThisTurn() && s.pileTop() < s.frame.pile.length;
  }

  /** Why {@code move} is illegal in {@code s}, or null if {@code apply} accepts it. */
  @Nullable IllegalMoveException refusal(EngineState s, @Nullable WarpMove move) {
    if (move == null) {
      return new IllegalMoveException("UNKNOWN_MOVE", "No move was given.");
    }
    if (s.phase() == Phase.OVER) {
      return new IllegalMoveException("SECTOR_OVER", "The sector is over; no more moves are taken.");
    }
    if (move instanceof WarpMove.OvertimeVote) {
      return s.phase() == Phase.OVERTIME_VOTE ? null
          : new IllegalMoveException("NO_VOTE", "No overtime vote is open.");
    }
    if (s.phase() == Phase.OVERTIME_VOTE) {
      return new IllegalMoveException("NO_VOTE", name(s, s.toAct()) + " must accept or decline overtime first.");
    }
    if (move instanceof PluginMove) {
      return listMoves(s).contains(move) ? null
          : new IllegalMoveException("UNKNOWN_MOVE", "\"" + move + "\" is not open to " + name(s, s.toAct())
              + " now.");
    }
    int seat = s.toAct();
    if (decisionHolder(s, seat) != null) {
      return new IllegalMoveException("DECISION_PENDING", name(s, seat) + " must first settle the decision "
          + "the rules in play ask for: " + legalMoves(s) + ".");
    }
    if (move instanceof WarpMove.Chart chart) {
      return chartRefusal(s, seat, chart);
    }
    boolean canChart = canChart(s, seat);
    if (canChart) {
      return new IllegalMoveException("MUST_CHART", name(s, seat) + " can chart a coordinate, and a captain "
          + "who can chart must.");
    }
    boolean canDraw = canDraw(s, seat);
    boolean beacon = (s.beacons & (1 << seat)) != 0;
    if (move instanceof WarpMove.Draw) {
      if (s.drewThisTurn()) {
        return new IllegalMoveException("ALREADY_DREW", "Only one coordinate is drawn per turn.");
      }
      if (s.pileTop() >= s.frame.pile.length) {
        return new IllegalMoveException("PILE_EMPTY", "Uncharted Sectors are empty; there is nothing to draw.");
      }
      return canDraw ? null
          : new IllegalMoveException("NO_DRAW", name(s, seat) + " may not draw now under the rules in play.");
    }
    if (canDraw) {
      return new IllegalMoveException("MUST_DRAW", name(s, seat) + " cannot chart and must draw from "
          + "Uncharted Sectors first.");
    }
    if (move instanceof WarpMove.DeployBeacon) {
      return beacon ? new IllegalMoveException("BEACON_UP", name(s, seat) + "'s Distress Beacon is already up; "
          + "pass instead.") : null;
    }
    if (move instanceof WarpMove.Pass) {
      return beacon ? null : new IllegalMoveException("BEACON_DOWN", name(s, seat) + " must deploy the "
          + "Distress Beacon rather than pass.");
    }
    return new IllegalMoveException("UNKNOWN_MOVE", "\"" + move + "\" is not a move of this game.");
  }

  /** What stands in a chart's way; {@link #NONE} when nothing does. */
  enum ChartProblem { NONE, NOT_IN_HAND, NO_SUCH_ROUTE, ALERT_ROUTE, ALERT_MATCH, ROUTE_CLOSED, NO_MATCH }

  /** The one check of a chart, for {@link #refusal} and for a counted {@link Listing}. */
  ChartProblem chartProblem(EngineState s, int seat, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (!s.frame.set.contains(c) || !s.holds(seat, c)) {
      return ChartProblem.NOT_IN_HAND;
    }
    if (!chart.route().atTable(s.frame.seats)) {
      return ChartProblem.NO_SUCH_ROUTE;
    }
    int slot = chart.route().slot(s.frame.seats);
    if (s.alert != null) {
      RedAlert a = s.alert;
      if (slot != a.route().slot(s.frame.seats)) {
        return ChartProblem.ALERT_ROUTE;
      }
      return c.has(a.pip()) ? ChartProblem.NONE : ChartProblem.ALERT_MATCH;
    }
    if (!routeOpen(s, seat, slot)) {
      return ChartProblem.ROUTE_CLOSED;
    }
    return c.has(s.openEnd(slot)) ? ChartProblem.NONE : ChartProblem.NO_MATCH;
  }

  private @Nullable IllegalMoveException chartRefusal(EngineState s, int seat, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    int slot = chart.route().atTable(s.frame.seats) ? chart.route().slot(s.frame.seats) : -1;
    return switch (chartProblem(s, seat, chart)) {
      case NONE -> null;
      case NOT_IN_HAND -> new IllegalMoveException("NOT_IN_HAND", name(s, seat) + " does not hold " + c + ".");
      case NO_SUCH_ROUTE -> new IllegalMoveException("ROUTE_CLOSED", "There is no " + chart.route()
          + " at a table of " + s.frame.seats + " captains.");
      case ALERT_ROUTE -> new IllegalMoveException("RED_ALERT", "Red Alert: the double "
          + alert(s).doubleCharted() + " on " + routeName(s, alert(s).route().slot(s.frame.seats))
          + " must be satisfied before any other route is charted.");
      case ALERT_MATCH -> new IllegalMoveException("NO_MATCH", c + " does not satisfy the double "
          + alert(s).doubleCharted() + "; it must show " + alert(s).pip() + ".");
      case ROUTE_CLOSED -> new IllegalMoveException("ROUTE_CLOSED", routeName(s, slot) + " is closed to "
          + name(s, seat) + (slot < s.frame.seats ? " (shields are up)." : "."));
      case NO_MATCH -> new IllegalMoveException("NO_MATCH", c + " does not match the open end "
          + s.openEnd(slot) + " of " + routeName(s, slot) + ".");
    };
  }

  private static RedAlert alert(EngineState s) {
    return Objects.requireNonNull(s.alert, "Red Alert");
  }

  /**
   * The plugin whose pending decision leaves only its own moves legal, or null. When several hold one at
   * once (Module Alpha's wager and Module Kappa's give-back, both set off by one double), they are settled
   * one at a time, in plugin order: offering both at once let a captain give away a coordinate the wager was
   * still deciding about.
   */
  private @Nullable RulePlugin decisionHolder(EngineState s, int seat) {
    for (RulePlugin p : book.extraMoves) {
      if (p.holdsDecision(s, seat)) {
        return p;
      }
    }
    return null;
  }

  /** True if {@code seat}, unable to chart, must draw now rather than deploy the beacon or pass. */
  boolean canDraw(EngineState s, int seat) {
    if (!drawOpen(s)) {
      return false;
    }
    for (RulePlugin p : book.drawSource) {
      if (!p.mayDraw(s, seat)) {
        return false;
      }
    }
    return true;
  }

  static String name(EngineState s, int seat) {
    return s.frame.config.captainNames().get(seat);
  }

  static String routeName(EngineState s, int slot) {
    return slot == s.frame.seats ? "the Neutral Zone" : name(s, slot) + "'s Warp Trail";
  }
}
