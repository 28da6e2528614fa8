// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;

/**
 * The legal moves {@link TurnRules#legalMoves} hands out, and the state they were listed for. Under rules with a
 * hook on the turn's moves the round's frame keeps the listing last asked for ({@link RoundFrame#lastListed}),
 * so that {@code apply} can trust a move the listing holds without checking it again; rules that count their
 * moves check a move as directly as their listing would trust it ({@link Counted#open}). Read-only for good:
 * every mutator of {@link AbstractList} ends in the {@code add}, {@code set} or {@code remove} that refuse. A
 * counted listing's fields are final, so it is safe to share through a plain field; a built one read through a
 * race may look shorter than it is, which only costs a trusted move its second check.
 */
abstract sealed class Listing extends AbstractList<WarpMove> implements RandomAccess
    permits Listing.Built, Listing.Counted {
  /** The state these moves were listed for. */
  final EngineState s;

  Listing(EngineState s) {
    this.s = s;
  }

  /** True if {@code move} is one of these moves, so legal in the state they were listed for. */
  abstract boolean trusts(WarpMove move);

  /**
   * A listing the rules and their plugins append to while listing, then {@linkplain #freeze frozen}: the
   * form every rule book with a hook on the turn's moves uses. It trusts only its very move objects; a move
   * equal to one of them but made elsewhere is checked as usual.
   */
  static final class Built extends Listing {
    /** The rules that listed these moves: another rules object's listing is not trusted. */
    final TurnRules by;
    private WarpMove[] items = new WarpMove[6];
    private int size;
    private boolean frozen;

    Built(TurnRules by, EngineState s) {
      super(s);
      this.by = by;
    }

    @Override
    public void add(int index, WarpMove move) {
      if (frozen || index != size) {
        throw new UnsupportedOperationException("The legal moves are read-only.");
      }
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = Objects.requireNonNull(move, "move");
    }

    @Override
    public WarpMove get(int index) {
      Objects.checkIndex(index, size);
      return items[index];
    }

    @Override
    public int size() {
      return size;
    }

    Built freeze() {
      frozen = true;
      return this;
    }

    @Override
    boolean trusts(WarpMove move) {
      for (int i = 0; i < size; i++) {
        if (items[i] == move) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * The moves of Sections III–IV alone (no rule in play hooks which routes are open, what may be drawn or
   * what else may be done: {@link TurnRules#legalMoves} checks), counted from the hand's bits and picked on
   * request rather than listed: a random playout asks for the size and one move, so it never pays for the
   * others. Each {@code get} walks to its move by counting the routes before it again, so iterating costs a
   * walk a move and makes nothing: every move handed out is a shared instance ({@link ChartMoves}, or the
   * turn's one other move), so the same index gives the same object.
   *
   * <p>Which rules listed it does not matter: every rule book that counts its moves plays Sections III–IV
   * alone, so they all list the same moves for a state, and any of them may trust this listing.
   */
  static final class Counted extends Listing {
    // One listing is made for every state a playout passes through, so all it keeps besides the state is one
    // int, and the listing is 24 bytes (the object header, AbstractList's modification count, the state and
    // this int): how many charts are open and which route slots they are on. A pick counts the slots before
    // its own again, which costs less than the eight bytes a move that keeping every slot's count took.
    private static final int CHARTS_BITS = 9;
    private static final int SLOTS_SHIFT = CHARTS_BITS;
    private static final int CHARTS_MASK = (1 << CHARTS_BITS) - 1;
    /** One bit for each route slot a table can have (18 trails and the Neutral Zone). */
    private static final int SLOT_BITS = Route.count();
    /**
     * The low {@link #CHARTS_BITS} bits: how many charts are open (19 slots of 19 coordinates at most); then
     * the route slots open to the seat with a coordinate to chart there, one bit each (none in a Red Alert,
     * whose one route is the alert's). The turn's one other move stands alone when no chart is open.
     */
    private final int counted;

    Counted(EngineState s) {
      super(s);
      this.counted = count(s);
    }

    /** What a listing of {@code s} keeps: how many charts are open and on which route slots. */
    private static int count(EngineState s) {
      int seat = s.toAct();
      RedAlert alert = s.alert;
      if (alert != null) {
        return HandBits.countShowing(s, seat, alert.pip());
      }
      int n = 0;
      int slots = 0;
      // Only the open slots are visited: a table of 18 captains has 19, and a hand may chart on two or three.
      for (int open = openSlots(s, seat); open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        int here = HandBits.countShowing(s, seat, s.openEnd(slot));
        if (here != 0) {
          n += here;
          slots |= 1 << slot;
        }
      }
      return n | slots << SLOTS_SHIFT;
    }

    private static int openSlots(EngineState s, int seat) {
      return Route.openBySectionIii(seat, s.frame.seats, s.beacons, s.frame.firstTurns);
    }

    /**
     * Whether Sections III–IV let the helm of {@code s} make {@code move} now, as a counted listing of {@code s}
     * would trust it, with no listing made: how rules that count their moves check a move without the check
     * that explains a refusal. The state is in play and no rule in play hooks the turn's moves.
     */
    static boolean open(EngineState s, WarpMove move) {
      if (move instanceof WarpMove.Chart chart) {
        return chartOpen(s, chart);
      }
      return (count(s) & CHARTS_MASK) == 0 && move == TurnRules.withoutChartBySectionIv(s, s.toAct());
    }

    /** How many charts are open. */
    private int charts() {
      return counted & CHARTS_MASK;
    }

    @Override
    public int size() {
      int charts = charts();
      return charts == 0 ? 1 : charts;
    }

    /**
     * The move at {@code index}, in {@link TurnRules#legalMoves}' order: by route slot, then coordinate. A few
     * bytes that hand the walk to a static method, so that HotSpot inlines this into the caller's loop whatever
     * else it has compiled: the listing then reaches no call and is never allocated (measured: 24 bytes a move
     * when the walk was written here, too large to inline once compiled on its own).
     */
    @Override
    public WarpMove get(int index) {
      Objects.checkIndex(index, size());
      return pick(s, counted, index);
    }

    /** The move at {@code index} of a listing of {@code s} that counted {@code counted}. */
    private static WarpMove pick(EngineState s, int counted, int index) {
      int seat = s.toAct();
      if ((counted & CHARTS_MASK) == 0) {
        return TurnRules.withoutChartBySectionIv(s, seat);
      }
      RedAlert alert = s.alert;
      if (alert != null) {
        return nth(s, alert.route().slot(s.frame.seats), alert.pip(), index);
      }
      int i = index;
      for (int slots = counted >>> SLOTS_SHIFT & ((1 << SLOT_BITS) - 1); slots != 0; slots &= slots - 1) {
        int slot = Integer.numberOfTrailingZeros(slots);
        int end = s.openEnd(slot);
        // The last slot needs no count: the index is on it.
        if ((slots & slots - 1) == 0) {
          return nth(s, slot, end, i);
        }
        int n = HandBits.countShowing(s, seat, end);
        if (i < n) {
          return nth(s, slot, end, i);
        }
        i -= n;
      }
      throw new IllegalStateException("Move " + index + " of " + (counted & CHARTS_MASK) + " was not found.");
    }

    /** The {@code i}-th coordinate showing {@code pip} in the helm's hand of {@code s}, charted on {@code slot}. */
    private static WarpMove nth(EngineState s, int slot, int pip, int i) {
      int tile = HandBits.nthShowing(s, s.toAct(), pip, i);
      if (tile < 0) {
        throw new IllegalStateException("Chart " + i + " on pip " + pip + " was not found.");
      }
      return ChartMoves.of(tile, Route.ofSlot(slot, s.frame.seats));
    }

    /**
     * A chart when it is one of the charts counted here, whoever made it; any other move only when nothing
     * charts, as the very constant {@code get} hands out (an equal move made elsewhere is checked as usual).
     */
    @Override
    boolean trusts(WarpMove move) {
      if (move instanceof WarpMove.Chart chart) {
        return chartOpen(s, chart);
      }
      return charts() == 0 && move == TurnRules.withoutChartBySectionIv(s, s.toAct());
    }

    /**
     * Whether {@code chart} is one of the charts a listing of {@code s} counts: on a route slot open to the helm
     * (the alert's, in a Red Alert), a coordinate of the hand showing the pip open there. A slot with such a
     * coordinate is one the listing counted, so a move checked here is a move {@code get} can hand out.
     */
    private static boolean chartOpen(EngineState s, WarpMove.Chart chart) {
      int seats = s.frame.seats;
      Route route = chart.route();
      if (!route.atTable(seats)) {
        return false;
      }
      int slot = route.slot(seats);
      int seat = s.toAct();
      RedAlert alert = s.alert;
      int pip;
      if (alert != null) {
        if (slot != alert.route().slot(seats)) {
          return false;
        }
        pip = alert.pip();
      } else {
        if ((openSlots(s, seat) & 1 << slot) == 0) {
          return false;
        }
        pip = s.openEnd(slot);
      }
      return HandBits.shows(s, seat, pip, chart.coordinate().index());
    }
  }
}
