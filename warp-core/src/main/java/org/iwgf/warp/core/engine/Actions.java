// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * What the standard moves do to the table (Sections III–V), written into a {@link Draft}. Legality was
 * checked before; each method records whether the turn ends and who may be going out.
 */
final class Actions {
  // Events and draw results that depend only on a seat or a tile are immutable records made once, so the
  // common moves report them without allocating.
  private static final int MAX_SEATS = WarpFactor.WARP_18.maxCaptains();
  private static final WarpEvent[] HELM_PASSED = new WarpEvent[MAX_SEATS];
  private static final WarpEvent[] PASSED = new WarpEvent[MAX_SEATS];
  private static final WarpEvent[] BEACON_DEPLOYED = new WarpEvent[MAX_SEATS];
  private static final WarpEvent[] SHIELDS_UP = new WarpEvent[MAX_SEATS];
  private static final List<Optional<Coordinate>> DRAWN_TILE;

  static {
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      HELM_PASSED[seat] = new WarpEvent.HelmPassed(seat);
      PASSED[seat] = new WarpEvent.Passed(seat);
      BEACON_DEPLOYED[seat] = new WarpEvent.BeaconDeployed(seat);
      SHIELDS_UP[seat] = new WarpEvent.ShieldsUp(seat);
    }
    List<Optional<Coordinate>> drawn = new ArrayList<>();
    for (int tile = 0; tile <= Coordinate.indexOf(Coordinate.MAX_PIP, Coordinate.MAX_PIP); tile++) {
      drawn.add(Optional.of(Coordinate.ofIndex(tile)));
    }
    DRAWN_TILE = List.copyOf(drawn);
  }

  private final RuleBook book;

  // Events are made only when the draft records them (each "if (d.recording)" below): WarpRules.next builds
  // the state alone, and then no event object is allocated at all. The test stands at every call, even
  // for the events made once, so that HotSpot drops the untaken branch from next's code at each site.

  Actions(RuleBook book) {
    this.book = book;
  }

  // A chart is split into small steps, each one HotSpot inlines into MoveMaking.play: the draft then never
  // leaves that method and is kept in registers rather than allocated (see Draft#resumed).

  void chart(Draft d, int seat, Coordinate c, Route route) {
    int slot = route.slot(d.next.frame.seats);
    int tile = c.index();
    d.passStreak(0);
    RedAlert alert = d.next.alert;
    if (alert != null && alert.placed() + 1 < alert.required()) {
      branchOff(d, seat, c, route, slot, alert);
      return;
    }
    int open = c.otherEnd(d.next.openEnd(slot));
    // Laid on the table, the coordinate is gone from the hand: a hand is read as what it holds less the table.
    d.lay(slot, tile, open);
    if (d.recording) {
      d.emit(new WarpEvent.Charted(seat, c, route, open));
    }
    raiseShieldsIfOwn(d, book, seat, slot);
    if (alert != null) {
      satisfy(d, seat, alert);
    } else if (c.isDouble()) {
      chartDouble(d, seat, c, route);
    } else {
      d.turnEnds = true;
    }
    if (d.next.alert == null && d.handEmpty(seat)) {
      d.goingOut = seat;
    }
  }

  /** A stabilizer that branches off the double: the route's open end stays on the double's pip. */
  private void branchOff(Draft d, int seat, Coordinate c, Route route, int slot, RedAlert alert) {
    d.layBranch(slot, c.index());
    d.next.alert = alert.withBranchPlaced();
    if (d.recording) {
      d.emit(new WarpEvent.Charted(seat, c, route, d.next.openEnd(slot)));
    }
    raiseShieldsIfOwn(d, book, seat, slot);
  }

  /** The chart that answers the Red Alert: the double is satisfied and the turn ends. */
  private static void satisfy(Draft d, int seat, RedAlert alert) {
    d.next.alert = null;
    if (d.recording) {
      d.emit(new WarpEvent.DoubleSatisfied(seat, alert.doubleCharted(), alert.route()));
    }
    d.turnEnds = true;
  }

  /** A double charted: Red Alert, unless too few coordinates of its pip are left to satisfy it. */
  private void chartDouble(Draft d, int seat, Coordinate c, Route route) {
    int required = 1;
    for (RulePlugin p : book.doubleSatisfaction) {
      required = p.coordinatesToSatisfy(d.build(), seat, c, route, required);
    }
    if (isDead(d, c.high(), required)) {
      if (d.recording) {
        d.emit(new WarpEvent.DeadDouble(c, route));
      }
      d.turnEnds = true;
    } else {
      d.next.alert = new RedAlert(c, route, seat, seat, false, required, 0);
      if (d.recording) {
        d.emit(new WarpEvent.AlertOpened(seat, c, route, required));
      }
    }
  }

  /**
   * A double is dead when fewer coordinates showing its pip remain off the table than it needs: they can
   * never all be charted.
   */
  private static boolean isDead(Draft d, int pip, int required) {
    RoundFrame f = d.next.frame;
    long[] board = d.next.board;
    int off = 0;
    for (int w = 0; w < f.words; w++) {
      off += Long.bitCount(f.set.pipMaskWord(pip, w) & ~board[w]);
    }
    off -= f.spacedock == pip ? 1 : 0;
    return off < required;
  }

  private static void raiseShieldsIfOwn(Draft d, RuleBook book, int seat, int slot) {
    int bit = 1 << seat;
    if (slot == seat && (d.next.beacons & bit) != 0) {
      if (book.routes.length != 0) {
        EngineState now = d.build();
        for (RulePlugin p : book.routes) {
          if (!p.raisesShields(now, seat)) {
            return;
          }
        }
      }
      d.next.beacons &= ~bit;
      if (d.recording) {
        d.emit(SHIELDS_UP[seat]);
      }
    }
  }

  void draw(Draft d, int seat) {
    int tile = d.drawTop(seat);
    d.drew(true);
    d.passStreak(0);
    if (d.recording) {
      d.emit(new WarpEvent.Drawn(seat, DRAWN_TILE.get(tile)));
    }
  }

  void deployBeacon(Draft d, int seat) {
    d.next.beacons |= 1 << seat;
    d.passStreak(0);
    if (d.recording) {
      d.emit(BEACON_DEPLOYED[seat]);
    }
    d.alertPasses = d.next.alert != null;
    d.turnEnds = true;
  }

  void pass(Draft d, int seat) {
    d.passStreak(d.next.passStreak() + 1);
    if (d.recording) {
      d.emit(PASSED[seat]);
    }
    d.alertPasses = d.next.alert != null;
    d.turnEnds = true;
  }

  /** Passes the helm clockwise (or where a plugin sends it), handing on an unsatisfied double with it. */
  void passHelm(Draft d, int from) {
    if ((d.next.frame.firstTurns & 1 << from) != 0) {
      // The captain's first turn of the round ends here: Section III's opening routes no longer bind them. The
      // frame is copied for it once a seat a round.
      d.frame().firstTurns &= ~(1 << from);
    }
    int next = from + 1 == d.next.frame.seats ? 0 : from + 1;
    if (book.nextToAct.length != 0) {
      next = nextByRules(d, from, next);
    }
    RedAlert alert = d.next.alert;
    if (d.alertPasses && alert != null) {
      // Written here, not in a method of its own: a step this rare is left out of line, and the draft with it.
      if (d.recording) {
        d.emit(new WarpEvent.RedAlertPassed(from, next, alert.doubleCharted()));
      }
      d.next.alert = alert.passedTo(next);
    }
    d.toAct(next);
    d.drew(false);
    if (d.recording) {
      d.emit(HELM_PASSED[next]);
    }
    if (book.turnStart.length != 0) {
      startTurn(d);
    }
  }

  private int nextByRules(Draft d, int from, int clockwise) {
    int next = clockwise;
    EngineState now = d.build();
    for (RulePlugin p : book.nextToAct) {
      next = p.nextToAct(now, from, next);
    }
    return next;
  }

  private void startTurn(Draft d) {
    StateEditor editor = new DraftEditor(d, book);
    for (RulePlugin p : book.turnStart) {
      p.onTurnStart(editor);
    }
  }
}
