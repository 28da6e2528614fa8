// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.Locale;
import org.iwgf.warp.core.game.IllegalMoveException;

/**
 * The three kinds of dice a fleet is made of, written {@code "d4"}, {@code "d6"}, {@code "d8"}.
 *
 * @since 0.1.0
 */
public enum Die {
  D4(4),
  D6(6),
  D8(8);

  private final int sides;

  Die(int sides) {
    this.sides = sides;
  }

  /** The highest face; faces run from 1 to this. */
  public int sides() {
    return sides;
  }

  /** Whether this die has a face showing {@code face}. */
  public boolean shows(int face) {
    return face >= 1 && face <= sides;
  }

  /**
   * Refuses a face this die does not have, with code {@code FACE_RANGE} and a message such as "a d4
   * cannot show 5".
   */
  void requireFace(int face) {
    if (!shows(face)) {
      throw new IllegalMoveException("FACE_RANGE", "a " + this + " cannot show " + face);
    }
  }

  /** The die's name as players say it: {@code d4}, {@code d6} or {@code d8}. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The die named {@code name} ({@code "d4"}, {@code "d6"} or {@code "d8"}). */
  public static Die named(String name) {
    for (Die d : values()) {
      if (d.toString().equals(name)) {
        return d;
      }
    }
    throw new IllegalArgumentException("\"" + name + "\" is not a die; use d4, d6 or d8");
  }
}
