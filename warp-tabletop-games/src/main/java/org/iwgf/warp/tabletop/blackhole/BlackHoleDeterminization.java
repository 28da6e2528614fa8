// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.Determinization;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * The dice race as one seat can imagine it. The board is public, so a world differs from the real game only in
 * what no seat can see: the random stream of the dice still to be rolled, drawn afresh, and — in the advanced
 * variant, while faces are being chosen — the faces the other seats chose in secret, each die given a face at
 * random (a seat that has not chosen yet still has to). There is nothing more to learn from the play than the
 * views show, so a seat's knowledge is its view alone ({@link Knowledge#VIEW_ONLY}).
 *
 * @param config the game's setup
 * @since 1.0.0
 */
public record BlackHoleDeterminization(BlackHoleConfig config) implements
    Determinization<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> {

  public BlackHoleDeterminization {
    Objects.requireNonNull(config, "config");
  }

  /**
   * What a seat knows beyond its view in the dice race: nothing.
   *
   * @since 1.0.0
   */
  public enum Knowledge {
    /** Everything a seat may learn is in its view. */
    VIEW_ONLY
  }

  @Override
  public Knowledge remember(BlackHoleView view) {
    return Knowledge.VIEW_ONLY;
  }

  @Override
  public Knowledge learn(Knowledge knowledge, BlackHoleView before, BlackHoleMove move,
      List<BlackHoleEvent> seatEvents, BlackHoleView after) {
    return Knowledge.VIEW_ONLY;
  }

  /**
   * {@inheritDoc}
   *
   * @throws InvalidStateException {@code SEATS} for a spectator's view, which has no seat to imagine for
   */
  @Override
  public Worlds<BlackHoleState> worlds(BlackHoleView view, Knowledge knowledge) {
    if (view.spectator()) {
      throw new InvalidStateException("SEATS", "A spectator's view belongs to no seat.");
    }
    int next = view.phase() == Phase.CHOOSING || view.toAct().isEmpty() ? 0
        : view.order().indexOf(view.toAct().getAsInt());
    return random -> {
      List<List<Integer>> choices = new ArrayList<>(config.players());
      for (int seat = 0; seat < config.players(); seat++) {
        List<Integer> faces = new ArrayList<>();
        if (seat == view.seat()) {
          faces.addAll(view.ownChoice());
        } else if (view.chosen().get(seat)) {
          for (Ship ship : view.ships()) {
            if (ship.seat() == seat) {
              faces.add(1 + random.nextInt(ship.die().sides()));
            }
          }
        }
        choices.add(faces);
      }
      return new BlackHoleState(config, view.phase(), view.order(), next, view.ships(), choices,
          random.nextLong());
    };
  }
}
