// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iwgf.warp.core.model.PluginState;

/**
 * Module Eta's per-captain bookkeeping for one round, shared by both forms: the Temporal Debt tokens each
 * captain has run up (Points campaign) and, per captain, how many of their turns — counting the one in
 * progress — their Distress Beacon stays locked open after a Desperation Dig (Go-out). Everything here is
 * public: tokens are counted openly and an open beacon is on the table.
 *
 * @param debt debt tokens per seat
 * @param beaconLock turns per seat during which the beacon cannot close; 0 when it may
 * @since 0.1.0
 */
public record Ledger(List<Integer> debt, List<Integer> beaconLock) implements PluginState {

  /** Copies both lists. */
  public Ledger {
    debt = List.copyOf(debt);
    beaconLock = List.copyOf(beaconLock);
    if (debt.size() != beaconLock.size()) {
      throw new IllegalArgumentException("a debt count and a beacon lock per seat: " + debt + " " + beaconLock);
    }
  }

  /** A clean ledger for {@code seats} captains, as every round starts. */
  public static Ledger clear(int seats) {
    List<Integer> zeros = Collections.nCopies(seats, 0);
    return new Ledger(zeros, zeros);
  }

  /** Debt tokens {@code seat} holds. */
  public int debt(int seat) {
    return debt.get(seat);
  }

  /** Turns of {@code seat}'s, the current one included, during which their beacon stays open. */
  public int beaconLock(int seat) {
    return beaconLock.get(seat);
  }

  /** This ledger with one more debt token for {@code seat}. */
  Ledger withDebtToken(int seat) {
    return new Ledger(add(debt, seat, 1), beaconLock);
  }

  /** This ledger with {@code seat}'s beacon locked for {@code turns} turns. */
  Ledger withBeaconLock(int seat, int turns) {
    return new Ledger(debt, add(beaconLock, seat, turns - beaconLock.get(seat)));
  }

  private static List<Integer> add(List<Integer> values, int seat, int delta) {
    List<Integer> out = new ArrayList<>(values);
    out.set(seat, out.get(seat) + delta);
    return out;
  }
}
