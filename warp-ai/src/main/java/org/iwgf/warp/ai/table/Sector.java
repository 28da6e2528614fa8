// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.table;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.agent.Agent;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.rules.WarpEvent;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Plays whole sectors between computer captains, one per seat, through {@link WarpRules}. Each captain
 * is shown only its own {@link SeatView} and chooses from the legal moves listed there; a captain that
 * {@linkplain Agent#usesIntel() uses intel} is also handed what its seat learned this round from its own
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
  private static final long SEAT_STREAM = 0x5EA7_C0DE_0000_0001L;

  private final WarpRules rules;
  private final List<Agent> captains;
  private final long moveLimit;

  private Sector(WarpRules rules, List<Agent> captains, long moveLimit) {
    this.rules = rules;
    this.captains = captains;
    this.moveLimit = moveLimit;
  }

  /**
   * A table where seat {@code i} is played by {@code captains.get(i)}.
   *
   * @throws IllegalArgumentException if there is not exactly one captain per seat of the configuration
   */
  public static Sector of(WarpRules rules, List<? extends Agent> captains) {
    Objects.requireNonNull(rules, "rules");
    List<Agent> seated = List.copyOf(captains);
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
    SplittableRandom[] random = new SplittableRandom[captains.size()];
    for (int seat = 0; seat < random.length; seat++) {
      // Each seat draws from its own stream, so one captain's choices never shift another's randomness.
      random[seat] = new SplittableRandom(SplitMix64.mix(seed ^ (SEAT_STREAM * (seat + 1))));
    }
    Transition<WarpState, WarpEvent> launch = rules.launch(seed);
    listener.launched(rules.config(), launch.events());
    WarpState state = launch.state();
    Intel[] intel = new Intel[captains.size()];
    SeatView[] seen = new SeatView[captains.size()];
    for (int seat = 0; seat < intel.length; seat++) {
      intel[seat] = Intel.none();
      if (captains.get(seat).usesIntel()) {
        seen[seat] = rules.view(state, seat);
      }
    }
    long moves = 0;
    while (!state.isOver()) {
      if (moves == moveLimit) {
        throw new IllegalStateException("The sector did not end within " + moveLimit + " moves (seed "
            + seed + ").");
      }
      int seat = state.toAct();
      SeatView view = rules.view(state, seat);
      Agent captain = captains.get(seat);
      WarpMove move = captain.usesIntel() ? captain.choose(view, intel[seat], random[seat])
          : captain.choose(view, random[seat]);
      Transition<WarpState, WarpEvent> t = rules.applyAs(state, seat, move);
      moves++;
      listener.moved(seat, move, t.events());
      state = t.state();
      for (int o = 0; o < intel.length; o++) {
        if (seen[o] != null) {
          // Each seat learns only from its own views and its own copy of the events.
          SeatView after = rules.view(state, o);
          intel[o] = intel[o].after(rules, seen[o], move, rules.eventsFor(t.events(), o), after);
          seen[o] = after;
        }
      }
    }
    return new SectorResult(state, rules.outcome(state).orElseThrow(), moves);
  }
}
