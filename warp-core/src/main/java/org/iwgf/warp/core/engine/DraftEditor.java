// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.plugin.FallbackDrawPool;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;

/** The engine's {@link StateEditor}: a plugin's view of the draft of the move being applied. */
final class DraftEditor implements StateEditor {
  private final Draft draft;
  private final RuleBook book;

  DraftEditor(Draft draft, RuleBook book) {
    this.draft = draft;
    this.book = book;
  }

  @Override
  public EngineState current() {
    return draft.build();
  }

  @Override
  public int toAct() {
    return draft.next.toAct();
  }

  @Override
  public Optional<PluginState> pluginState(String id) {
    return Optional.ofNullable(draft.pluginState(id));
  }

  @Override
  public void setPluginState(String id, PluginState state) {
    draft.putPluginState(id, Objects.requireNonNull(state));
  }

  @Override
  public void emit(WarpEvent event) {
    draft.emit(Objects.requireNonNull(event));
  }

  @Override
  public Optional<Coordinate> drawFromUncharted(int seat) {
    if (draft.next.pileTop() >= draft.next.frame.pile.length) {
      return Optional.empty();
    }
    Coordinate c = Coordinate.ofIndex(draft.drawTop(seat));
    draft.passStreak(0);
    draft.emit(new WarpEvent.Drawn(seat, Optional.of(c)));
    return Optional.of(c);
  }

  @Override
  public void markDrew() {
    draft.drew(true);
    draft.passStreak(0);
  }

  @Override
  public void setBeacon(int seat, boolean up) {
    int bit = 1 << seat;
    if (((draft.next.beacons & bit) != 0) == up) {
      return;
    }
    draft.next.beacons ^= bit;
    // Opening or closing a trail changes what can be charted, so it breaks a run of passes as a beacon
    // deployed by the standard rules does: a round is blocked only when every captain has passed since.
    draft.passStreak(0);
    draft.emit(up ? new WarpEvent.BeaconDeployed(seat) : new WarpEvent.ShieldsUp(seat));
  }

  @Override
  public void passRedAlert() {
    draft.alertPasses = draft.next.alert != null;
    draft.turnEnds = true;
  }

  @Override
  public boolean turnEnding() {
    return draft.turnEnds && !draft.helmHeld;
  }

  @Override
  public Optional<Coordinate> forcedDraw(int seat) {
    Optional<Coordinate> c = drawFromUncharted(seat);
    if (c.isPresent()) {
      return c;
    }
    for (FallbackDrawPool pool : book.fallbackPools) {
      Optional<Coordinate> taken = pool.takeForForcedDraw(this, seat);
      if (taken.isPresent()) {
        return taken;
      }
    }
    return Optional.empty();
  }

  @Override
  public void giveToHand(int seat, Coordinate c) {
    draft.addToHand(seat, c.index());
  }

  @Override
  public void takeFromHand(int seat, Coordinate c) {
    draft.removeFromHand(seat, c.index());
  }

  @Override
  public int randomInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    int value = SplitMix64.nextInt(draft.next.frame.rng, bound);
    draft.frame().rng = SplitMix64.next(draft.next.frame.rng);
    return value;
  }

  @Override
  public Optional<Coordinate> takeFromUncharted() {
    if (draft.next.pileTop() >= draft.next.frame.pile.length) {
      return Optional.empty();
    }
    return Optional.of(Coordinate.ofIndex(draft.next.frame.pile[draft.takePileTop()]));
  }

  @Override
  public void returnToUncharted(Coordinate c) {
    int left = draft.next.frame.pile.length - draft.next.pileTop();
    int[] fresh = new int[left + 1];
    System.arraycopy(draft.next.frame.pile, draft.next.pileTop(), fresh, 0, left);
    fresh[left] = c.index();
    draft.frame().pile = fresh;
    draft.pileTop(0);
  }

  @Override
  public void chartOnto(int seat, Coordinate c, Route route) {
    new Actions(book).chart(draft, seat, c, route);
  }

  @Override
  public void swapRoutes(Route a, Route b) {
    int sa = a.slot(draft.next.frame.seats);
    int sb = b.slot(draft.next.frame.seats);
    if (sa > draft.next.frame.seats || sb > draft.next.frame.seats) {
      throw new IllegalArgumentException("no " + (sa > draft.next.frame.seats ? a : b) + " at a table of "
          + draft.next.frame.seats);
    }
    draft.swapRoutes(sa, sb);
    RedAlert alert = draft.next.alert;
    if (alert != null) {
      int at = alert.route().slot(draft.next.frame.seats);
      if (at == sa) {
        draft.next.alert = alert.onRoute(b);
      } else if (at == sb) {
        draft.next.alert = alert.onRoute(a);
      }
    }
  }

  @Override
  public void setToAct(int seat) {
    draft.toAct(seat);
  }

  @Override
  public void holdHelm() {
    draft.helmHeld = true;
  }

  @Override
  public void endTurn() {
    draft.turnEnds = true;
  }
}
