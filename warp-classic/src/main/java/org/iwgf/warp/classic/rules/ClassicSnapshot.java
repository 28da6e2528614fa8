// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * A {@link ClassicState} as plain data, hidden information included: what a saved game holds. Read it back
 * with {@link ClassicState#restore}, which checks that it holds together.
 *
 * @param config the game's configuration
 * @param handNumber the hand being played, from 1
 * @param hands each seat's tiles
 * @param boneyard the undealt tiles in draw order
 * @param line the line of the current hand
 * @param toAct the seat to act, empty once the game is over
 * @param leader the seat that leads the current hand
 * @param requiredLead the tile the first hand must be led with, until it is led
 * @param scores each side's score
 * @param deck position of the random stream the next hand is shuffled from
 * @since 0.1.0
 */
public record ClassicSnapshot(ClassicConfig config, int handNumber, List<List<Coordinate>> hands,
    List<Coordinate> boneyard, Line line, OptionalInt toAct, int leader,
    Optional<Coordinate> requiredLead, List<Integer> scores, long deck) {

  public ClassicSnapshot {
    Objects.requireNonNull(config, "config");
    hands = hands.stream().map(List::copyOf).toList();
    boneyard = List.copyOf(boneyard);
    Objects.requireNonNull(line, "line");
    Objects.requireNonNull(toAct, "toAct");
    Objects.requireNonNull(requiredLead, "requiredLead");
    scores = List.copyOf(scores);
  }
}
