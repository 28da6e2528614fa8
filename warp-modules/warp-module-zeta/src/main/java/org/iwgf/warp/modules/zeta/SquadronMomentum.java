// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.iwgf.warp.core.model.PluginState;

/**
 * Module Zeta's part of the game state: the captains who keep forward momentum on their squadron's shared
 * Warp Trail. A captain gains momentum by charting a coordinate on the shared trail and keeps it until
 * their next turn begins; charting on the shared trail during that turn renews it. A captain kept from the
 * helm — skipped by another rule while the turns go round — loses it once as many turns have begun as there
 * are captains, so a skipped captain cannot hold a teammate's shields up for ever. Every round begins with
 * no momentum. Public to every seat.
 *
 * @param captains seats with momentum, ascending
 * @param turnsAway for each of {@code captains}, the turns begun since that captain last took the helm
 * @since 0.1.0
 */
public record SquadronMomentum(List<Integer> captains, List<Integer> turnsAway) implements PluginState {
  /** No captain has momentum (a round's start). */
  public static final SquadronMomentum NONE = new SquadronMomentum(List.of(), List.of());

  public SquadronMomentum {
    if (captains.size() != turnsAway.size()) {
      throw new IllegalArgumentException(captains.size() + " captains with momentum but " + turnsAway.size()
          + " counts of turns away");
    }
    Map<Integer, Integer> sorted = new TreeMap<>();
    for (int i = 0; i < captains.size(); i++) {
      int away = Objects.requireNonNull(turnsAway.get(i), "turnsAway");
      if (away < 0) {
        throw new IllegalArgumentException("turns away cannot be negative: " + away);
      }
      sorted.put(Objects.requireNonNull(captains.get(i), "captains"), away);
    }
    captains = List.copyOf(sorted.keySet());
    turnsAway = List.copyOf(sorted.values());
  }

  /** Momentum for {@code captains}, each at the helm this turn. */
  public SquadronMomentum(List<Integer> captains) {
    this(captains, Collections.nCopies(captains.size(), 0));
  }

  /** True if {@code seat} keeps momentum. */
  public boolean has(int seat) {
    return captains.contains(seat);
  }

  /** This state with {@code seat} keeping momentum ({@code keeps}) or not. */
  public SquadronMomentum with(int seat, boolean keeps) {
    if (has(seat) == keeps) {
      return this;
    }
    List<Integer> seats = new ArrayList<>(captains);
    List<Integer> away = new ArrayList<>(turnsAway);
    if (keeps) {
      seats.add(seat);
      away.add(0);
    } else {
      int at = seats.indexOf(seat);
      seats.remove(at);
      away.remove(at);
    }
    return new SquadronMomentum(seats, away);
  }

  /**
   * This state as {@code helm}'s turn begins at a table of {@code seats}: the helm's own momentum ends
   * (charting the trail renews it), every other holder is one turn further from the helm, and a holder
   * {@code seats} turns away — skipped — loses momentum.
   */
  public SquadronMomentum turnBegins(int helm, int seats) {
    if (captains.isEmpty()) {
      return this;
    }
    List<Integer> keep = new ArrayList<>();
    List<Integer> away = new ArrayList<>();
    for (int i = 0; i < captains.size(); i++) {
      int seat = captains.get(i);
      int turns = turnsAway.get(i) + 1;
      if (seat != helm && turns < seats) {
        keep.add(seat);
        away.add(turns);
      }
    }
    return new SquadronMomentum(keep, away);
  }

  /** {@code seat}'s teammates, other than {@code seat}, who keep momentum, ascending. */
  public List<Integer> teammatesWithMomentum(Squadrons squadrons, int seat) {
    List<Integer> out = new ArrayList<>();
    for (int other : captains) {
      if (other != seat && squadrons.sameSquadron(other, seat)) {
        out.add(other);
      }
    }
    return List.copyOf(out);
  }
}
