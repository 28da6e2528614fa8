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
 * The legal moves {@link TurnRules#legalMoves} hands out, and the rules that made them. The state keeps the
 * listing it was last asked for, so that {@code apply} can trust a move the listing holds without checking
 * it again. Read-only for good: every mutator of {@link AbstractList} ends in the {@code add}, {@code set}
 * or {@code remove} that refuse. Its final fields make it safe to share through a plain field.
 */
abstract sealed class Listing extends AbstractList<WarpMove> implements RandomAccess
    permits Listing.Built, Listing.Counted {
  final TurnRules by;

  Listing(TurnRules by) {
    this.by = by;
  }

  /** True if {@code move} is one of these moves, so legal in the state they were listed for. */
  abstract boolean trusts(WarpMove move);

  /**
   * A listing the rules and their plugins append to while listing, then {@linkplain #freeze frozen}: the
   * form every rule book with a hook on the turn's moves uses. It trusts only its very move objects; a move
   * equal to one of them but made elsewhere is checked as usual.
   */
  static final class Built extends Listing {
    private WarpMove[] items = new WarpMove[6];
    private int size;
    private boolean frozen;

    Built(TurnRules by) {
      super(by);
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
   * others. Each {@code get} walks to its move by the counts kept here, so iterating costs a walk a move and
   * makes nothing: every move handed out is a shared instance ({@link ChartMoves}, or the turn's one other
   * move), so the same index gives the same object.
   */
  static final class Counted extends Listing {
    private final EngineState s;
    // One listing is made for every state a playout passes through, so all it keeps besides the state is one
    // long (the listing is 32 bytes): how many charts are open, which route slots they are on, and how many on
    // each of the first KEPT of those slots — a pick then counts no slot again, unless a table of many
    // beacons opens more than KEPT slots with a chart at once.
    private static final int CHARTS_BITS = 9;
    private static final int SLOTS_SHIFT = CHARTS_BITS;
    /** One bit for each route slot a table can have (18 trails and the Neutral Zone). */
    private static final int SLOT_BITS = Route.count();
    private static final int COUNTS_SHIFT = SLOTS_SHIFT + SLOT_BITS;
    private static final int COUNT_BITS = 5;
    private static final int KEPT = (Long.SIZE - 1 - COUNTS_SHIFT) / COUNT_BITS;
    /**
     * The low {@link #CHARTS_BITS} bits: how many charts are open (19 slots of 19 coordinates at most); then
     * the route slots open to the seat with a coordinate to chart there, one bit each; then how many charts
     * each of the first {@link #KEPT} of those slots holds, {@link #COUNT_BITS} bits each. The turn's one other
     * move stands alone when no chart is open.
     */
    private final long counted;

    Counted(TurnRules by, EngineState s) {
      super(by);
      this.s = s;
      int seat = s.toAct();
      RedAlert alert = s.alert;
      if (alert != null) {
        counted = HandBits.countShowing(s, seat, alert.pip());
        return;
      }
      long n = 0;
      long slots = 0;
      long counts = 0;
      int kept = 0;
      // Only the open slots are visited: a table of 18 captains has 19, and a hand may chart on two or three.
      int open = Route.openBySectionIii(seat, s.frame.seats, s.beacons, s.frame.firstTurns);
      for (; open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        int here = HandBits.countShowing(s, seat, s.openEnd(slot));
        if (here != 0) {
          n += here;
          slots |= 1L << slot;
          if (kept < KEPT) {
            counts |= (long) here << (kept++ * COUNT_BITS);
          }
        }
      }
      counted = n | slots << SLOTS_SHIFT | counts << COUNTS_SHIFT;
    }

    /** The route slots with a chart open, one bit each (none in a Red Alert, whose one route is the alert's). */
    private int slots() {
      return (int) (counted >>> SLOTS_SHIFT) & ((1 << SLOT_BITS) - 1);
    }

    /** How many charts are open. */
    private int charts() {
      return (int) counted & ((1 << CHARTS_BITS) - 1);
    }

    @Override
    public int size() {
      int charts = charts();
      return charts == 0 ? 1 : charts;
    }

    /** The move at {@code index}, in {@link TurnRules#legalMoves}' order: by route slot, then coordinate. */
    @Override
    public WarpMove get(int index) {
      Objects.checkIndex(index, size());
      if (charts() == 0) {
        return by.withoutChart(s, s.toAct());
      }
      RedAlert alert = s.alert;
      if (alert != null) {
        return nth(alert.route().slot(s.frame.seats), alert.pip(), index);
      }
      int i = index;
      int k = 0;
      for (int slots = slots(); slots != 0; slots &= slots - 1, k++) {
        int slot = Integer.numberOfTrailingZeros(slots);
        int end = s.openEnd(slot);
        int n = k < KEPT ? (int) (counted >>> (COUNTS_SHIFT + k * COUNT_BITS)) & ((1 << COUNT_BITS) - 1)
            : HandBits.countShowing(s, s.toAct(), end);
        if (i < n) {
          return nth(slot, end, i);
        }
        i -= n;
      }
      throw new IllegalStateException("Move " + index + " of " + charts() + " was not found.");
    }

    /** The {@code i}-th coordinate showing {@code pip} in the seat's hand, charted on {@code slot}. */
    private WarpMove nth(int slot, int pip, int i) {
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
        return charts() != 0 && counts(chart);
      }
      return charts() == 0 && move == by.withoutChart(s, s.toAct());
    }

    /**
     * Whether {@code chart} is one of the charts counted here: on a route slot counted (the alert's, in a Red
     * Alert), a coordinate of the hand showing the pip counted there. The listing's own membership test, read
     * off what the constructor counted, so a move checked here is a move {@code get} can hand out.
     */
    private boolean counts(WarpMove.Chart chart) {
      int seats = s.frame.seats;
      Route route = chart.route();
      if (!route.atTable(seats)) {
        return false;
      }
      int slot = route.slot(seats);
      RedAlert alert = s.alert;
      int pip;
      if (alert != null) {
        if (slot != alert.route().slot(seats)) {
          return false;
        }
        pip = alert.pip();
      } else {
        if ((slots() & 1 << slot) == 0) {
          return false;
        }
        pip = s.openEnd(slot);
      }
      return HandBits.shows(s, s.toAct(), pip, chart.coordinate().index());
    }
  }
}
