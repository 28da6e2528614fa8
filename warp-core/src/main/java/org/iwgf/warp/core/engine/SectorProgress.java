// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.jspecify.annotations.Nullable;

/**
 * End of round and of the sector (Section V and the Victory conditions): the staged tally, campaign
 * totals or round wins, the next Spacedock, re-deals of blocked Go-out rounds, overtime and the final
 * ranking.
 */
final class SectorProgress {
  private final RuleBook book;
  private final Dealer dealer;

  SectorProgress(RuleBook book, Dealer dealer) {
    this.book = book;
    this.dealer = dealer;
  }

  /**
   * Ends the round in play, won by {@code winner} or blocked, and moves the sector on: the move whose draft
   * had the parts {@code next}, {@code owned} and {@code log} is carried on to the state it returns.
   *
   * <p>Why the parts, and a draft of its own: a round ends once in a few dozen moves, and this step is too
   * large for HotSpot to inline into the move; the move's draft then stays in registers (see
   * {@link Draft#resumed}). A small wrapper taking a draft would be inlined where the move is compiled, and
   * the two drafts met there keep the move's own one from being scalar-replaced (measured: 40 bytes a move).
   */
  EngineState endRound(EngineState next, int owned, @Nullable EventLog log, OptionalInt winner) {
    Draft d = Draft.resumed(next, owned, log);
    EngineState ended = d.build();
    RoundScoreSheet sheet = new RoundScoreSheet(ended, winner);
    stage(sheet, ScoringStage.HAND_VALUE);
    for (int s = 0; s < d.next.frame.seats; s++) {
      sheet.setRoundScore(s, winner.isPresent() && winner.getAsInt() == s ? 0 : sheet.handValue(s));
    }
    stage(sheet, ScoringStage.ROUND_SCORE);
    stage(sheet, ScoringStage.ADD_ONS);
    boolean points = d.next.frame.config.objective() == Objective.POINTS_CAMPAIGN;
    int seats = d.next.frame.seats;
    // Arrays made into immutable lists once (RoundResult keeps such a list as it is), not growable lists
    // copied again: a round's end is part of every playout's cost.
    Integer[] roundScores = new Integer[seats];
    Integer[] rawScores = new Integer[seats];
    Integer[] handPips = new Integer[seats];
    List<List<Coordinate>> hands = d.recording ? new ArrayList<>(seats) : List.of();
    for (int s = 0; s < seats; s++) {
      int raw = points ? sheet.roundScore(s) : 0;
      int score = RoundScoreSheet.shown(raw);
      roundScores[s] = score;
      rawScores[s] = raw;
      handPips[s] = ended.handPips(s);
      if (d.recording) {
        hands.add(sheet.hand(s));
      }
      if (points) {
        d.scores()[s] += score;
      }
    }
    if (!points && winner.isPresent()) {
      for (int m = roundWinShared(ended, winner.getAsInt()); m != 0; m &= m - 1) {
        d.roundWins()[Integer.numberOfTrailingZeros(m)]++;
      }
    }
    List<Integer> shownScores = List.of(roundScores);
    List<RoundResult> before = d.next.frame.history;
    RoundResult[] history = before.toArray(new RoundResult[before.size() + 1]);
    history[before.size()] = new RoundResult(d.next.frame.round, d.next.frame.spacedock, winner, winner.isEmpty(),
        shownScores, List.of(handPips), List.of(rawScores));
    d.frame().history = List.of(history);
    d.next.alert = null;
    if (d.recording) {
      d.emit(new WarpEvent.RoundEnded(d.next.frame.round, winner, winner.isEmpty(), hands, shownScores,
          points ? SeatLists.toList(d.scores()) : SeatLists.toList(d.roundWins())));
    }
    if (d.next.frame.history.size() >= EngineState.MAX_ROUNDS_DEALT) {
      endSector(d);
      return d.finish();
    }
    if (points) {
      if (d.next.frame.round >= d.next.frame.config.campaignRounds()) {
        endSector(d);
      } else {
        nextRound(d, d.next.frame.round + 1);
      }
      return d.finish();
    }
    if (winner.isEmpty()) {
      dealer.deal(d, d.next.frame.round, d.next.frame.spacedock, d.next.frame.roundStarter, true);
      return d.finish();
    }
    decideGoOut(d, winner.getAsInt());
    return d.finish();
  }

  private void decideGoOut(Draft d, int winner) {
    GoOutStructure g = d.next.frame.config.goOut();
    switch (g.kind()) {
      case SUDDEN_DEATH:
        endSector(d);
        return;
      case FIRST_TO:
        if (d.roundWins()[winner] >= g.target()) {
          endSector(d);
        } else {
          nextRound(d, d.next.frame.round + 1);
        }
        return;
      case FIXED_ROUNDS:
      default:
        if (d.next.frame.round < g.rounds()) {
          nextRound(d, d.next.frame.round + 1);
          return;
        }
        int leaders = leaders(d.roundWins());
        if (leaders == roundWinShared(d.build(), Integer.numberOfTrailingZeros(leaders))) {
          endSector(d);
        } else if (g.overtime() == GoOutStructure.Overtime.FORCED) {
          nextRound(d, d.next.frame.round + 1);
        } else {
          d.phase(Phase.OVERTIME_VOTE);
          d.frame().votesPending = leaders;
          d.frame().votesAccepted = 0;
          d.toAct(Integer.numberOfTrailingZeros(leaders));
          d.emit(new WarpEvent.OvertimeOffered(SeatLists.seatsOf(leaders)));
        }
    }
  }

  /** Records a tied captain's overtime vote; once all have voted, plays on or ends the sector. */
  void vote(Draft d, int seat, boolean accept) {
    d.emit(new WarpEvent.OvertimeVoted(seat, accept));
    d.frame().votesPending &= ~(1 << seat);
    if (accept) {
      d.frame().votesAccepted |= 1 << seat;
    }
    if (!accept) {
      d.frame().votesPending = 0;
      d.frame().votesAccepted = 0;
      endSector(d);
      return;
    }
    if (d.next.frame.votesPending != 0) {
      d.toAct(Integer.numberOfTrailingZeros(d.next.frame.votesPending));
      return;
    }
    d.frame().votesAccepted = 0;
    nextRound(d, d.next.frame.round + 1);
  }

  /** The seats that share a round won by {@code winner}: the winner alone unless a plugin pairs seats. */
  private int roundWinShared(EngineState state, int winner) {
    int shared = 1 << winner;
    for (RulePlugin p : book.goOut) {
      shared = p.roundWinShared(state, winner, shared);
    }
    return shared | 1 << winner;
  }

  private static int leaders(int[] wins) {
    int best = Integer.MIN_VALUE;
    for (int w : wins) {
      best = Math.max(best, w);
    }
    int mask = 0;
    for (int s = 0; s < wins.length; s++) {
      if (wins[s] == best) {
        mask |= 1 << s;
      }
    }
    return mask;
  }

  /** Deals round {@code round}: the Spacedock steps down (wrapping past 0-0), the opener moves clockwise. */
  void nextRound(Draft d, int round) {
    int ladder = d.next.frame.config.factor().campaignLength();
    int pip = d.next.frame.config.factor().maxPip() - ((round - 1) % ladder);
    int starter = (d.next.frame.config.firstCaptain() + round - 1) % d.next.frame.seats;
    d.phase(Phase.PLAYING);
    dealer.deal(d, round, pip, starter, false);
  }

  private void endSector(Draft d) {
    d.phase(Phase.OVER);
    if (d.recording) {
      Outcome o = outcome(d.next.frame.config, d.scores(), d.roundWins(), d.next.frame.history);
      d.emit(new WarpEvent.SectorEnded(o.winners(), o.places(), o.scores()));
    }
  }

  /**
   * The final ranking: lowest campaign total in a Points campaign, level totals ranked by their raw
   * values (the scoring floor's tie-break); most round wins in Go-out.
   */
  static Outcome outcome(WarpConfig config, int[] scores, int[] roundWins, List<RoundResult> history) {
    if (config.objective() == Objective.POINTS_CAMPAIGN) {
      return Outcome.ranked(SeatLists.toList(scores), SeatLists.toList(rawTotals(scores, history)), true,
          "campaign points (lowest wins)");
    }
    return Outcome.ranked(SeatLists.toList(roundWins), false, "rounds won");
  }

  /**
   * Campaign totals before the scoring floor: the shown {@code scores} plus whatever the floor lifted in
   * each finished round.
   */
  static int[] rawTotals(int[] scores, List<RoundResult> history) {
    int[] raw = scores.clone();
    for (RoundResult r : history) {
      for (int s = 0; s < raw.length && s < r.roundScores().size(); s++) {
        raw[s] += r.rawRoundScores().get(s) - r.roundScores().get(s);
      }
    }
    return raw;
  }

  private void stage(RoundScoreSheet sheet, ScoringStage stage) {
    for (RulePlugin p : book.scoring) {
      p.scoreRound(sheet, stage);
    }
  }
}
