// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;

/**
 * The game's six-sided dice as a value inside the state: a position in a SplitMix64 stream, and an optional
 * script of faces rolled first (so a test or a tutorial can replay the dice of a printed example exactly).
 * Rolling returns the face and the dice after the roll; nothing is mutated.
 *
 * @param position the stream position of the next random roll
 * @param script faces still to be rolled before the stream is used, in order (each 1–6)
 * @since 0.1.0
 */
public record Dice(long position, List<Integer> script) {

  public Dice {
    script = List.copyOf(script);
    for (int face : script) {
      if (face < 1 || face > 6) {
        throw new IllegalArgumentException("A scripted die shows 1 to 6, not " + face + ".");
      }
    }
  }

  /** Random dice following {@code seed}. */
  public static Dice seeded(long seed) {
    return new Dice(seed, List.of());
  }

  /** Dice that roll {@code faces} first, in order, then continue from {@code seed}. */
  public static Dice scripted(long seed, List<Integer> faces) {
    return new Dice(seed, faces);
  }

  /** One roll: the face and the dice after it. */
  public record Roll(int face, Dice next) {}

  /** Several rolls: the faces in order and the dice after them. */
  public record Rolls(List<Integer> faces, Dice next) {
    public Rolls {
      faces = List.copyOf(faces);
    }
  }

  /** Rolls one die. */
  public Roll roll() {
    if (!script.isEmpty()) {
      return new Roll(script.get(0), new Dice(position, script.subList(1, script.size())));
    }
    int face = 1 + SplitMix64.nextInt(position, 6);
    return new Roll(face, new Dice(SplitMix64.next(position), script));
  }

  /** Rolls {@code n} dice. */
  public Rolls roll(int n) {
    List<Integer> faces = new ArrayList<>(n);
    Dice d = this;
    for (int i = 0; i < n; i++) {
      Roll r = d.roll();
      faces.add(r.face());
      d = r.next();
    }
    return new Rolls(faces, d);
  }
}
