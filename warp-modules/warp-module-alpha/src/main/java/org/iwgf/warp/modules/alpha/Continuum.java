// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.plugin.AllStopEcho;
import org.iwgf.warp.core.plugin.FractureImmunity;

/**
 * Module Alpha's part of the game state: a Continuum Flash waiting for its directive, the directives in
 * force (for the rest of the round in a Points campaign, of the sector in Go-out) and their bookkeeping.
 *
 * @param flashPending the captain who must choose a directive now, or −1
 * @param endTurnAfterFlash true if the helm passes once the flash (and any Continuum Wager) is settled
 * @param active the lasting directives in force: reverse turn order, distress amplification, Salamander
 *     swap, All Stop! echo
 * @param temporalInversion true while turn order is inverted until the next double is charted
 * @param immunityArmed true while the next double on an own trail is spared Subspace Fracture
 * @param skipping seats that skip their next turn, as a bit set
 * @param lastAtHelm the captain whose turn ended last while skips were due, or −1
 * @param peekers seats that see the top of Uncharted Sectors, as a bit set
 * @param peek the top of Uncharted Sectors while anyone peeks (empty otherwise, and in the copy of a seat
 *     that does not peek)
 * @param wagerSeat the captain choosing which of two wagered coordinates to keep, or −1
 * @param wagered the two wagered coordinates, in draw order (empty in other seats' copies)
 * @since 0.1.0
 */
public record Continuum(int flashPending, boolean endTurnAfterFlash, List<Directive> active,
    boolean temporalInversion, boolean immunityArmed, int skipping, int lastAtHelm, int peekers,
    List<Coordinate> peek, int wagerSeat, List<Coordinate> wagered)
    implements PluginState, AllStopEcho, FractureImmunity {

  static final int NONE = -1;
  /** No flash, no directive in force. */
  public static final Continuum CLEAR = new Continuum(NONE, false, List.of(), false, false, 0, NONE, 0,
      List.of(), NONE, List.of());

  /** Copies and orders the lists. */
  public Continuum {
    EnumSet<Directive> set = EnumSet.noneOf(Directive.class);
    set.addAll(active);
    active = List.copyOf(set);
    peek = List.copyOf(peek);
    wagered = List.copyOf(wagered);
  }

  /** True if the lasting directive {@code d} is in force. */
  public boolean isActive(Directive d) {
    return active.contains(d);
  }

  /** True if the helm passes counter-clockwise: reversed turn order, flipped again by a temporal inversion. */
  public boolean counterClockwise() {
    return isActive(Directive.REVERSE_TURN_ORDER) ^ temporalInversion;
  }

  /** True if {@code seat} skips their next turn. */
  public boolean skips(int seat) {
    return (skipping & (1 << seat)) != 0;
  }

  /** True if {@code seat} sees the top of Uncharted Sectors. */
  public boolean peeks(int seat) {
    return seat >= 0 && (peekers & (1 << seat)) != 0;
  }

  /** The coordinates {@code seat} saw on top of Uncharted Sectors, if it peeked. */
  @Override
  public List<Coordinate> peekedBy(int seat) {
    return peeks(seat) ? peek : List.of();
  }

  @Override
  public boolean allStopEchoActive() {
    return isActive(Directive.ALL_STOP_ECHO);
  }

  @Override
  public boolean immuneToFracture(int seat, Route route) {
    return immunityArmed && route.equals(Route.trailOf(seat));
  }

  @Override
  public Set<Coordinate> knownTo(int seat) {
    return peeks(seat) ? Set.copyOf(peek) : Set.of();
  }

  @Override
  public PluginState visibleTo(int seat) {
    boolean seesPeek = peeks(seat) || peek.isEmpty();
    boolean seesWager = (seat >= 0 && wagerSeat == seat) || wagered.isEmpty();
    if (seesPeek && seesWager) {
      return this;
    }
    return new Continuum(flashPending, endTurnAfterFlash, active, temporalInversion, immunityArmed, skipping,
        lastAtHelm, peekers, seesPeek ? peek : List.of(), wagerSeat, seesWager ? wagered : List.of());
  }

  Continuum withFlash(int seat, boolean endTurn) {
    return new Continuum(seat, endTurn, active, temporalInversion, immunityArmed, skipping, lastAtHelm, peekers,
        peek, wagerSeat, wagered);
  }

  Continuum withEndTurnAfterFlash(boolean endTurn) {
    return withFlash(flashPending, endTurn);
  }

  Continuum withActive(Directive d) {
    List<Directive> more = new ArrayList<>(active);
    more.add(d);
    return new Continuum(flashPending, endTurnAfterFlash, more, temporalInversion, immunityArmed, skipping,
        lastAtHelm, peekers, peek, wagerSeat, wagered);
  }

  Continuum withTemporalInversion(boolean on) {
    return new Continuum(flashPending, endTurnAfterFlash, active, on, immunityArmed, skipping, lastAtHelm, peekers,
        peek, wagerSeat, wagered);
  }

  Continuum withImmunity(boolean armed) {
    return new Continuum(flashPending, endTurnAfterFlash, active, temporalInversion, armed, skipping, lastAtHelm,
        peekers, peek, wagerSeat, wagered);
  }

  Continuum withSkipping(int mask, int last) {
    return new Continuum(flashPending, endTurnAfterFlash, active, temporalInversion, immunityArmed, mask, last,
        peekers, peek, wagerSeat, wagered);
  }

  Continuum withPeek(int mask, List<Coordinate> top) {
    return new Continuum(flashPending, endTurnAfterFlash, active, temporalInversion, immunityArmed, skipping,
        lastAtHelm, mask, top, wagerSeat, wagered);
  }

  Continuum withWager(int seat, List<Coordinate> coordinates) {
    return new Continuum(flashPending, endTurnAfterFlash, active, temporalInversion, immunityArmed, skipping,
        lastAtHelm, peekers, peek, seat, coordinates);
  }
}
