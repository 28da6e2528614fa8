// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;

/**
 * The draft table of one round: every captain's current Requisition Pack and who has already selected
 * from it in this pass. Packs hold coordinates outside the hands, so they are the Module's
 * {@linkplain #heldCoordinates() held coordinates}; once every pack is empty the draft is closed.
 *
 * <p>A captain may see only their own pack: {@link #visibleTo(int)} keeps the sizes of the others but not
 * their coordinates. A captain's selections so far are their hand.
 *
 * @param packs each seat's current pack, sorted; another seat's pack is empty in a captain's own copy
 * @param packSizes how many coordinates each seat's pack holds (public)
 * @param selected bit {@code 1 << seat} set once that seat has selected from its pack in this pass
 * @since 0.1.0
 */
public record RequisitionPacks(List<List<Coordinate>> packs, List<Integer> packSizes, int selected)
    implements PluginState {

  public RequisitionPacks {
    packs = packs.stream().map(List::copyOf).toList();
    packSizes = List.copyOf(packSizes);
    if (packs.size() != packSizes.size()) {
      throw new IllegalArgumentException(packs.size() + " packs but " + packSizes.size() + " pack sizes");
    }
  }

  /** A draft table with {@code packs} just received and no selection made yet. */
  static RequisitionPacks of(List<List<Coordinate>> packs) {
    List<List<Coordinate>> sorted = new ArrayList<>(packs.size());
    List<Integer> sizes = new ArrayList<>(packs.size());
    for (List<Coordinate> p : packs) {
      List<Coordinate> s = new ArrayList<>(p);
      s.sort(null);
      sorted.add(s);
      sizes.add(s.size());
    }
    return new RequisitionPacks(sorted, sizes, 0);
  }

  /** The closed draft table of a fleet of {@code seats}: no packs. */
  static RequisitionPacks closed(int seats) {
    List<List<Coordinate>> none = new ArrayList<>(seats);
    for (int seat = 0; seat < seats; seat++) {
      none.add(List.of());
    }
    return of(none);
  }

  /** True while any captain still has a pack to select from. */
  public boolean drafting() {
    for (int size : packSizes) {
      if (size > 0) {
        return true;
      }
    }
    return false;
  }

  /** True if {@code seat} has already selected from its pack in this pass. */
  public boolean hasSelected(int seat) {
    return (selected & (1 << seat)) != 0;
  }

  /** True once every captain has selected in this pass: the packs are ready to pass on. */
  boolean everySelected() {
    return Integer.bitCount(selected) == packs.size();
  }

  /** This table after {@code seat} took {@code c} from its pack. */
  RequisitionPacks withSelection(int seat, Coordinate c) {
    List<List<Coordinate>> p = new ArrayList<>(packs);
    List<Coordinate> rest = new ArrayList<>(p.get(seat));
    rest.remove(c);
    p.set(seat, rest);
    List<Integer> sizes = new ArrayList<>(packSizes);
    sizes.set(seat, rest.size());
    return new RequisitionPacks(p, sizes, selected | (1 << seat));
  }

  /** The packs passed clockwise: each seat receives the pack of the seat before it. */
  RequisitionPacks passedClockwise() {
    int n = packs.size();
    List<List<Coordinate>> p = new ArrayList<>(n);
    for (int seat = 0; seat < n; seat++) {
      p.add(packs.get((seat + n - 1) % n));
    }
    return of(p);
  }

  /** The first seat clockwise after {@code from} that has yet to select in this pass. */
  int nextToSelect(int from) {
    int n = packs.size();
    for (int k = 1; k <= n; k++) {
      int seat = (from + k) % n;
      if (!hasSelected(seat) && packSizes.get(seat) > 0) {
        return seat;
      }
    }
    return from;
  }

  @Override
  public List<Coordinate> heldCoordinates() {
    List<Coordinate> all = new ArrayList<>();
    packs.forEach(all::addAll);
    return all;
  }

  @Override
  public PluginState visibleTo(int seat) {
    List<List<Coordinate>> own = new ArrayList<>(packs.size());
    for (int s = 0; s < packs.size(); s++) {
      own.add(s == seat ? packs.get(s) : List.of());
    }
    return new RequisitionPacks(own, packSizes, selected);
  }
}
