// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.List;

/**
 * The damage track of a TOS: one status per space, space 0 being the undamaged box. Each mark moves the
 * slider one space to the right; a vessel with at least {@link #length()} marks is Destroyed.
 *
 * @param spaces status at each space, left to right; the spaces after the first that keep its status are
 *     the armor marks
 * @since 0.1.0
 */
public record DamageTrack(List<Status> spaces) {

  public DamageTrack {
    spaces = List.copyOf(spaces);
    if (spaces.isEmpty() || spaces.contains(Status.DESTROYED)) {
      throw new IllegalArgumentException("A damage track lists at least one space and never Destroyed.");
    }
  }

  /** Marks that destroy the vessel. */
  public int length() {
    return spaces.size();
  }

  /** The status of a vessel carrying {@code marks} marks. */
  public Status statusAt(int marks) {
    if (marks < 0) {
      throw new IllegalArgumentException("marks < 0");
    }
    return marks >= spaces.size() ? Status.DESTROYED : spaces.get(marks);
  }

  /** Armor marks: the spaces after the first that keep the undamaged status. */
  public int armorMarks() {
    int n = 0;
    while (n + 1 < spaces.size() && spaces.get(n + 1) == spaces.get(0)) {
      n++;
    }
    return n;
  }
}
