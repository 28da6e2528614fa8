// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;

/**
 * What happened when a move was applied, in order. Events never carry a secret: a seat's chosen faces
 * appear only in {@link Revealed}, once every seat has chosen. In JSON each event carries its kind in
 * {@code "type"}. Spaces are numbered as on the {@link Spiral}; the number {@link Spiral#centre()} stands
 * for the black hole.
 *
 * @since 0.1.0
 */
public sealed interface BlackHoleEvent {

  /** {@code seat} committed its secret faces (which faces is not told). */
  record Chosen(int seat) implements BlackHoleEvent {}

  /** Every seat has chosen: the faces of every ship, in ship id order, are now shown. */
  record Revealed(List<Integer> faces) implements BlackHoleEvent {
    public Revealed {
      faces = List.copyOf(faces);
    }
  }

  /**
   * The turn order was settled, first player first, after {@code rollOffs} re-rolls among tied players.
   */
  record OrderDecided(List<Integer> order, int rollOffs) implements BlackHoleEvent {
    public OrderDecided {
      order = List.copyOf(order);
    }
  }

  /** {@code ship} of {@code seat} was placed on {@code space} showing {@code face}. */
  record Placed(int seat, int ship, int face, int space) implements BlackHoleEvent {}

  /** {@code ship} moved along the spiral from {@code from} to {@code to} (the centre when it overshot). */
  record Advanced(int ship, int from, int to) implements BlackHoleEvent {}

  /** {@code ship} found {@code from} occupied and dropped along the dotted line to {@code to}. */
  record Hyperjumped(int ship, int from, int to) implements BlackHoleEvent {}

  /** {@code ship} was rolled where its hyperjumps ended and now shows {@code face}. */
  record Rerolled(int ship, int face) implements BlackHoleEvent {}

  /** {@code ship} was turned from {@code from} to {@code to}. */
  record Turned(int ship, int from, int to) implements BlackHoleEvent {}

  /** {@code ship} of {@code seat} reached the black hole and left the board; {@code seat} has removed {@code removed}. */
  record ReachedCentre(int seat, int ship, int removed) implements BlackHoleEvent {}

  /** {@code seat} removed enough ships and won. */
  record Won(int seat) implements BlackHoleEvent {}
}
