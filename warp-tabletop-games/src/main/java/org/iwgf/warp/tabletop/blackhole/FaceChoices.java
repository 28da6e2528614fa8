// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * Every {@link BlackHoleMove.Choose} open to a seat: all combinations of faces of its fleet, in
 * mixed-radix order (the last die counts fastest, faces from 1 up). The combinations are made on demand,
 * so the list costs nothing however many there are (3,538,944 for a two-player fleet).
 */
final class FaceChoices extends AbstractList<BlackHoleMove> implements RandomAccess {
  private final List<Die> fleet;
  private final int size;

  FaceChoices(List<Die> fleet) {
    this.fleet = List.copyOf(fleet);
    long n = 1;
    for (Die d : fleet) {
      n *= d.sides();
    }
    this.size = Math.toIntExact(n);
  }

  @Override
  public BlackHoleMove get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException(index);
    }
    Integer[] faces = new Integer[fleet.size()];
    int rest = index;
    for (int i = fleet.size() - 1; i >= 0; i--) {
      int sides = fleet.get(i).sides();
      faces[i] = 1 + rest % sides;
      rest /= sides;
    }
    return new BlackHoleMove.Choose(new ArrayList<>(List.of(faces)));
  }

  @Override
  public int size() {
    return size;
  }

  /** Whether {@code o} is one of the combinations, answered from its faces rather than by a search. */
  @Override
  public boolean contains(Object o) {
    return o instanceof BlackHoleMove.Choose choose && FaceMenu.fits(fleet, choose.faces());
  }

  @Override
  public int indexOf(Object o) {
    if (!contains(o)) {
      return -1;
    }
    int index = 0;
    List<Integer> faces = ((BlackHoleMove.Choose) o).faces();
    for (int i = 0; i < fleet.size(); i++) {
      index = index * fleet.get(i).sides() + faces.get(i) - 1;
    }
    return index;
  }
}
