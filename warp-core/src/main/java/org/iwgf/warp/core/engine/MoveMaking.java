// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.jspecify.annotations.Nullable;

/**
 * How {@link WarpRules} deals the first round and makes a move: the state checked, the move checked (unless
 * the rules can trust it as listed), its effects written into a {@link Draft}, the book's rules after it, and the
 * round's end or the helm passed. Every state and move the rules take goes through {@link #checked} and
 * {@link #play}.
 */
final class MoveMaking {
  private final WarpConfig config;
  private final RuleBook book;
  private final TurnRules turns;
  private final Actions actions;
  private final SectorProgress progress;

  MoveMaking(WarpConfig config, RuleBook book, TurnRules turns) {
    this.config = config;
    this.book = book;
    this.turns = turns;
    this.actions = new Actions(book);
    this.progress = new SectorProgress(book, new Dealer(book));
  }

  /**
   * Refuses a state these rules cannot play: none at all, or one of another configuration (whose seats,
   * set or optional rules differ). Every public method of the rules that takes a state goes through here first.
   */
  EngineState checked(WarpState state) {
    return EngineState.of(Guards.ownState(state, config, WarpState::config));
  }

  /** Round 1 dealt from {@code seed}, the deal reported as events. */
  Transition<WarpState, WarpEvent> launch(long seed) {
    int seats = config.captains();
    int words = config.factor().set().words();
    Map<String, PluginState> pluginStates = new HashMap<>();
    for (RulePlugin p : book.all) {
      p.initialState().ifPresent(s -> pluginStates.put(p.id(), s));
    }
    long[] board = Board.fresh(words, seats, config.factor().maxPip());
    EngineState empty = new EngineState(config, Phase.PLAYING, 0, config.factor().maxPip(), config.firstCaptain(), 0,
        config.firstCaptain(), new long[seats][words], new int[0], 0, board, null, 0, null,
        false, 0, new int[seats], new int[seats], 0, 0, List.of(), seed, Map.copyOf(pluginStates));
    EventLog log = new EventLog();
    Draft d = new Draft(empty, log);
    progress.nextRound(d, 1);
    return new Transition<>(d.finish(), log.list());
  }

  /**
   * Checks and makes {@code move}, its events written to {@code log} (none if null), and returns the new state.
   * The draft made here never leaves this method and the small ones it inlines — the larger steps get a
   * {@linkplain Draft#resumed draft of their own} — so that HotSpot can keep it in registers.
   *
   * @throws IllegalMoveException when the move is not legal; {@code given} is unchanged
   */
  EngineState play(WarpState given, WarpMove move, @Nullable EventLog log) {
    // The state is checked here rather than by each caller: the callers stay a few bytes long, so that HotSpot
    // inlines this method into a playout's loop instead of compiling it on its own first (measured: `next`
    // lost about 8 % when it was checked in the callers).
    EngineState state = checked(given);
    // A move the rules can trust as listed (TurnRules.listed) is not checked a second time, with the refusal's
    // explanation.
    if (!turns.listed(state, move)) {
      IllegalMoveException refused = turns.refusal(state, move);
      if (refused != null) {
        throw refused;
      }
    }
    Draft d = new Draft(state, log);
    int seat = state.toAct();
    if (move instanceof WarpMove.Chart c) {
      actions.chart(d, seat, c.coordinate(), c.route());
    } else if (move instanceof WarpMove.Draw) {
      actions.draw(d, seat);
    } else if (move instanceof WarpMove.DeployBeacon) {
      actions.deployBeacon(d, seat);
    } else if (move instanceof WarpMove.Pass) {
      actions.pass(d, seat);
    } else if (move instanceof WarpMove.OvertimeVote overtimeVote) {
      return vote(Draft.resumed(d.next, d.owned, d.log), seat, overtimeVote.accept());
    } else {
      return playRuleMove(Draft.resumed(d.next, d.owned, d.log), state, (PluginMove) move);
    }
    if (book.afterAction.length != 0 || book.goOut.length != 0) {
      return settleByRules(d.handedOn(), state, move);
    }
    return settle(d, seat);
  }

  private EngineState vote(Draft d, int seat, boolean accept) {
    progress.vote(d, seat, accept);
    return d.finish();
  }

  /** A move a rule of the book lists, made by that rule. */
  private EngineState playRuleMove(Draft d, EngineState state, PluginMove pm) {
    int seat = state.toAct();
    // Listed moves only reach here, so the plugin that listed it is in the book.
    RulePlugin owner = Objects.requireNonNull(book.byId(pm.pluginId()), "plugin of a listed move");
    owner.applyMove(new DraftEditor(d, book), pm);
    if (d.goingOut < 0 && d.next.alert == null && d.next.phase() == Phase.PLAYING && d.handEmpty(seat)) {
      // An emptied hand that a rule held back from going out (a choice still to make) is asked again
      // once the rule's own move settles it.
      d.goingOut = seat;
    }
    return settleByRules(d, state, pm);
  }

  /** Settles a move where rules of the book act after it or may hold a captain back from going out. */
  private EngineState settleByRules(Draft d, EngineState state, WarpMove move) {
    for (RulePlugin p : book.afterAction) {
      p.afterAction(state, move, new DraftEditor(d, book));
    }
    if (d.goingOut >= 0 && book.goOut.length != 0 && !mayGoOut(d, d.goingOut)) {
      // Held back: the turn goes on as if the hand had not emptied.
      d.goingOut = -1;
    }
    return settle(d, state.toAct());
  }

  /**
   * Ends the round or passes the helm once a move's own effects (and the book's rules after it) are written,
   * and returns the new state. A round's end takes a draft of its own ({@link Draft#resumed}): it is a large
   * step, and the common move's draft must not reach it.
   */
  private EngineState settle(Draft d, int seat) {
    if (d.goingOut >= 0) {
      return progress.endRound(d.next, d.owned, d.log, OptionalInt.of(d.goingOut));
    }
    if (d.turnEnds && !d.helmHeld) {
      if (d.next.passStreak() >= d.next.frame.seats && d.next.pileTop() >= d.next.frame.pile.length) {
        return progress.endRound(d.next, d.owned, d.log, OptionalInt.empty());
      }
      actions.passHelm(d, seat);
    }
    return d.finish();
  }

  private boolean mayGoOut(Draft d, int seat) {
    EngineState now = d.build();
    for (RulePlugin p : book.goOut) {
      if (!p.mayGoOut(now, seat)) {
        return false;
      }
    }
    return true;
  }
}
