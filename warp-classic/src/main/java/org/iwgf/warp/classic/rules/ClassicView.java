// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameRules;

/**
 * What one seat may know of a classic game: its own tiles, the line, how many tiles every seat and the
 * boneyard hold, and the scores. Never another seat's tiles nor the boneyard's order — until the game is
 * over and every hand is shown ({@link #revealedHands}). A spectator's view
 * ({@link ClassicRules#spectatorView}) has seat {@link org.iwgf.warp.core.game.GameRules#SPECTATOR} and no
 * tiles in hand.
 *
 * @param config the game's configuration
 * @param seat the seat this view belongs to, or {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}
 * @param hand the seat's own tiles, in index order
 * @param handSizes how many tiles each seat holds
 * @param boneyardSize how many tiles are undealt
 * @param drawable how many of them may still be drawn
 * @param line the line of play
 * @param scores each side's score
 * @param handNumber the hand being played, from 1
 * @param toAct the seat to act, empty once the game is over
 * @param leader the seat that leads the hand
 * @param requiredLead the tile the first hand must be led with, until it is led
 * @param revealedHands every seat's tiles, by seat, once the game is over; empty until then (each hand's
 *     end shows the hands in its {@link ClassicEvent.HandsShown} event)
 * @since 0.1.0
 */
public record ClassicView(ClassicConfig config, int seat, List<Coordinate> hand, List<Integer> handSizes,
    int boneyardSize, int drawable, Line line, List<Integer> scores, int handNumber, OptionalInt toAct,
    int leader, Optional<Coordinate> requiredLead, List<List<Coordinate>> revealedHands) {
  public ClassicView {
    Objects.requireNonNull(config, "config");
    hand = List.copyOf(hand);
    handSizes = List.copyOf(handSizes);
    Objects.requireNonNull(line, "line");
    scores = List.copyOf(scores);
    Objects.requireNonNull(toAct, "toAct");
    Objects.requireNonNull(requiredLead, "requiredLead");
    revealedHands = revealedHands.stream().map(List::copyOf).toList();
  }

  /** True if this is a spectator's view: it belongs to no seat. */
  public boolean spectator() {
    return seat == GameRules.SPECTATOR;
  }

  /**
   * The side this seat scores for.
   *
   * @throws IllegalStateException if this is a spectator's view, which belongs to no side
   */
  public int side() {
    if (spectator()) {
      throw new IllegalStateException("A spectator's view belongs to no side.");
    }
    return config.sideOf(seat);
  }

  /**
   * The points {@code move} would score at once: in All Fives the open-end count after a lead or play when
   * it is a multiple of 5 (divided by 5 when scoring in fives); otherwise, and for draws and passes, 0.
   */
  public int pointsNow(ClassicMove move) {
    if (!config.variant().countsFives()) {
      return 0;
    }
    int count;
    if (move instanceof ClassicMove.Lead lead) {
      count = lead.tile().pips();
    } else if (move instanceof ClassicMove.Play play) {
      if (!line.accepts(play.tile(), play.end())) {
        return 0;
      }
      count = line.countAfter(play.tile(), play.end());
    } else {
      return 0;
    }
    if (count == 0 || count % 5 != 0) {
      return 0;
    }
    return config.scoreInFives() ? count / 5 : count;
  }
}
