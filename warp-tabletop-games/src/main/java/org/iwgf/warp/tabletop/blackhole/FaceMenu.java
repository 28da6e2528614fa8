// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.IllegalMoveException;

/**
 * The advanced variant's secret choice open to a seat, described die by die instead of listed move by move: for
 * each of the seat's ships, in id order, the faces its die may be given. A {@link BlackHoleMove.Choose} is one
 * face per die, so this menu of at most 9 dice and 8 faces each stands for every combination —
 * {@link #moves()} of them, 3,538,944 for a two-player fleet — and {@link #choose} builds (and checks) the move
 * from one pick per die.
 *
 * @param seat the seat choosing
 * @param dice one entry per ship of the seat, in ship id order
 * @since 0.1.0
 */
public record FaceMenu(int seat, List<DieFaces> dice) {

  /**
   * One die of the choosing seat and the faces it may be given.
   *
   * @param ship the ship's id
   * @param die the die
   * @param faces every face the die has, from 1 up
   * @since 0.1.0
   */
  public record DieFaces(int ship, Die die, List<Integer> faces) {
    public DieFaces {
      Objects.requireNonNull(die, "die");
      faces = List.copyOf(faces);
    }
  }

  public FaceMenu {
    dice = List.copyOf(dice);
  }

  /** The menu of {@code seat} in a game set up as {@code config}: each of its ships with every face of its die. */
  static FaceMenu of(BlackHoleConfig config, int seat) {
    List<Die> fleet = config.fleet();
    List<DieFaces> dice = new ArrayList<>(fleet.size());
    for (int i = 0; i < fleet.size(); i++) {
      List<Integer> faces = new ArrayList<>(fleet.get(i).sides());
      for (int face = 1; face <= fleet.get(i).sides(); face++) {
        faces.add(face);
      }
      // Ships are numbered seat by seat, each seat's fleet in the same order (BlackHoleConfig#unplacedShips).
      dice.add(new DieFaces(seat * fleet.size() + i, fleet.get(i), faces));
    }
    return new FaceMenu(seat, dice);
  }

  /** How many different choices the menu stands for: the product of the dice's faces. */
  public long moves() {
    long n = 1;
    for (DieFaces d : dice) {
      n *= d.faces().size();
    }
    return n;
  }

  /**
   * The move that gives each die, in order, the face picked for it.
   *
   * @param faces one face per die of {@link #dice()}, in the same order
   * @throws IllegalMoveException {@code FACE_COUNT} for a pick per die too many or too few, {@code FACE_RANGE}
   *     for a face a die does not have — the refusals {@link BlackHoleRules#apply} gives the same move
   */
  public BlackHoleMove.Choose choose(List<Integer> faces) {
    check(dice.stream().map(DieFaces::die).toList(), faces);
    return new BlackHoleMove.Choose(faces);
  }

  /** Whether {@code move} is one of the choices this menu stands for. */
  public boolean allows(BlackHoleMove move) {
    return move instanceof BlackHoleMove.Choose c && fits(dice.stream().map(DieFaces::die).toList(), c.faces());
  }

  /**
   * Refuses faces that are not one face each {@code fleet}'s dice have, in order.
   *
   * @throws IllegalMoveException {@code FACE_COUNT} or {@code FACE_RANGE}
   */
  static void check(List<Die> fleet, List<Integer> faces) {
    if (faces.size() != fleet.size()) {
      throw new IllegalMoveException("FACE_COUNT", "Choose one face for each of your " + fleet.size()
          + " dice, not " + faces.size() + ".");
    }
    for (int i = 0; i < fleet.size(); i++) {
      Integer face = faces.get(i);
      if (face == null) {
        throw new IllegalMoveException("FACE_RANGE", "a " + fleet.get(i) + " needs a face");
      }
      fleet.get(i).requireFace(face);
    }
  }

  /** Whether {@code faces} are one face each of {@code fleet}'s dice have, in order; never throws. */
  static boolean fits(List<Die> fleet, List<Integer> faces) {
    if (faces.size() != fleet.size()) {
      return false;
    }
    for (int i = 0; i < fleet.size(); i++) {
      Integer face = faces.get(i);
      if (face == null || !fleet.get(i).shows(face)) {
        return false;
      }
    }
    return true;
  }
}
