// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.generic.GameTable;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Plays whole sectors between computer captains, one per seat, through {@link WarpRules}. Each captain
 * is shown only its own {@link SeatView} and chooses from the legal moves listed there; a captain that
 * {@linkplain Captain#usesIntel() uses intel} is also handed what its seat learned this round from its own
 * views and its own copy of the events ({@link Intel}).
 *
 * <p>A sector is a pure function of the rules, the captains and the seed: the seed deals the sector and
 * also seeds every seat's own random source, so the same seed replays the same sector move for move.
 *
 * <pre>{@code
 * WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
 * SectorResult r = Sector.of(rules, Collections.nCopies(4, GreedyCaptain.create()))
 *     .play(7L, SectorListener.NONE);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Sector {
  /** Far beyond any real sector; reaching it means the captains cannot finish. */
  private static final long DEFAULT_MOVE_LIMIT = 5_000_000L;

  private final WarpRules rules;
  private final List<Captain> captains;
  private final long moveLimit;

  private Sector(WarpRules rules, List<Captain> captains, long moveLimit) {
    this.rules = rules;
    this.captains = captains;
    this.moveLimit = moveLimit;
  }

  /**
   * A table where seat {@code i} is played by {@code captains.get(i)}.
   *
   * @throws IllegalArgumentException if there is not exactly one captain per seat of the configuration
   */
  public static Sector of(WarpRules rules, List<? extends Captain> captains) {
    Objects.requireNonNull(rules, "rules");
    List<Captain> seated = List.copyOf(captains);
    int seats = rules.config().captains();
    if (seated.size() != seats) {
      throw new IllegalArgumentException("The configuration seats " + seats + " captains but "
          + seated.size() + " were given.");
    }
    return new Sector(rules, seated, DEFAULT_MOVE_LIMIT);
  }

  /**
   * This table with a different cap on moves per sector.
   *
   * @throws IllegalArgumentException if {@code limit} is not positive
   */
  public Sector withMoveLimit(long limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("A move limit must be positive, not " + limit + ".");
    }
    return new Sector(rules, captains, limit);
  }

  /** The rules this table plays. */
  public WarpRules rules() {
    return rules;
  }

  /**
   * Plays one sector dealt from {@code seed} to the end, telling {@code listener} every move.
   *
   * @throws org.iwgf.warp.core.game.IllegalMoveException if a captain returns a move that is not legal
   * @throws IllegalStateException if the sector has not ended after the move limit
   */
  public SectorResult play(long seed, SectorListener listener) {
    Objects.requireNonNull(listener, "listener");
    if (listener != SectorListener.NONE) {
      listener.launched(rules.config(), rules.launch(seed).events());
    }
    List<Player<WarpMove, SeatView>> seated = new ArrayList<>(captains.size());
    for (Captain captain : captains) {
      seated.add(captain.atTable(rules));
    }
    GameTable.PlayedGame<WarpState, WarpMove> game = GameTable.of(rules, seated)
        .play(seed, moveLimit, (seat, move, t) -> listener.moved(seat, move, t.events()));
    if (game.outcome().isEmpty()) {
      throw new IllegalStateException("The sector did not end within " + moveLimit + " moves (seed " + seed
          + ").");
    }
    return new SectorResult(game.finalState(), game.outcome().get(), game.moves().size());
  }
}
