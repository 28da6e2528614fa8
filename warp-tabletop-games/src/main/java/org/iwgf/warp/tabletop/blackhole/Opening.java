// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;

/**
 * The start of a game: every player's dice are rolled (or their chosen faces used), the highest total
 * plays first and the others follow in descending order of totals; players who tie roll again among
 * themselves until they no longer tie.
 *
 * <p>With rolled dice a re-roll gives the tied players new faces, and the faces of their last roll are the
 * ones they place. With chosen faces (advanced variant) the re-roll only settles the order: the chosen
 * faces stay.
 */
final class Opening {
  private final Ship[] ships;
  private final boolean keepFaces;
  private long random;
  private int rollOffs;

  private Opening(List<Ship> ships, boolean keepFaces, long random) {
    this.ships = ships.toArray(new Ship[0]);
    this.keepFaces = keepFaces;
    this.random = random;
  }

  /** The ships, turn order and random position after the opening roll. */
  record Result(List<Ship> ships, List<Integer> order, int rollOffs, long random) {}

  /** Rolls every die, then settles the order. */
  static Result rolled(BlackHoleConfig config, long random) {
    Opening o = new Opening(config.unplacedShips(), false, random);
    int[] totals = new int[config.players()];
    for (Ship s : o.ships) {
      totals[s.seat()] += o.roll(s);
    }
    return o.finish(totals);
  }

  /** Uses the chosen faces ({@code faces} in ship id order), then settles the order. */
  static Result chosen(List<Ship> unplaced, List<Integer> faces, int players, long random) {
    Opening o = new Opening(unplaced, true, random);
    int[] totals = new int[players];
    for (int i = 0; i < o.ships.length; i++) {
      o.ships[i] = o.ships[i].showing(faces.get(i));
      totals[o.ships[i].seat()] += faces.get(i);
    }
    return o.finish(totals);
  }

  private Result finish(int[] totals) {
    List<Integer> seats = new ArrayList<>();
    for (int seat = 0; seat < totals.length; seat++) {
      seats.add(seat);
    }
    List<Integer> order = rank(seats, totals);
    return new Result(List.of(ships), order, rollOffs, random);
  }

  /** {@code seats} from highest to lowest total, ties settled by rolling again among the tied. */
  private List<Integer> rank(List<Integer> seats, int[] totals) {
    List<Integer> sorted = new ArrayList<>(seats);
    sorted.sort(Comparator.comparingInt((Integer s) -> -totals[s]));
    List<Integer> out = new ArrayList<>();
    int i = 0;
    while (i < sorted.size()) {
      int j = i;
      while (j < sorted.size() && totals[sorted.get(j)] == totals[sorted.get(i)]) {
        j++;
      }
      List<Integer> group = sorted.subList(i, j);
      out.addAll(group.size() == 1 ? group : rankAgain(List.copyOf(group)));
      i = j;
    }
    return out;
  }

  private List<Integer> rankAgain(List<Integer> tied) {
    rollOffs++;
    int[] totals = new int[ships.length];
    for (Ship s : ships) {
      if (tied.contains(s.seat())) {
        int face = roll(s);
        totals[s.seat()] += face;
      }
    }
    return rank(tied, totals);
  }

  /** Rolls {@code ship}'s die; the ship shows the new face unless chosen faces are kept. */
  private int roll(Ship ship) {
    int face = 1 + SplitMix64.nextInt(random, ship.die().sides());
    random = SplitMix64.next(random);
    if (!keepFaces) {
      ships[ship.id()] = ship.showing(face);
    }
    return face;
  }
}
