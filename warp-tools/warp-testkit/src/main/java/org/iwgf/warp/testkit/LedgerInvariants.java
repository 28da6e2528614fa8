// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RulePlugin;

/**
 * Invariants that judge the engine against what its own event log says: standings recomputed from the
 * {@link WarpEvent.RoundEnded} and {@link WarpEvent.SectorEnded} events must equal the state's, and a
 * captain is never sent to Uncharted Sectors while a chart is open to them.
 *
 * @since 0.1.0
 */
public final class LedgerInvariants {
  private LedgerInvariants() {}

  /** Both ledger invariants. */
  public static List<Invariant<WarpState, WarpMove, WarpEvent>> all() {
    return List.of(scoresMatchEventLog(), noDrawWhileChartable());
  }

  /**
   * Scores recomputed from the event log equal the engine's. Every round's totals are the previous
   * totals plus the round's scores (points) and match the state; the sector's final scores are the last
   * totals, ranked lowest-first (points) or highest-first (Go-out round wins). When no optional rule takes
   * part in the tally, each round score is also recomputed from the revealed hands: 0 for the captain who
   * went out, otherwise the hand's pips with the 0-0 worth the double-blank setting.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> scoresMatchEventLog() {
    return Invariant.named("scores match the event log", LedgerInvariants::checkLedger);
  }

  /**
   * A plain {@link WarpMove.Draw} is never offered beside a {@link WarpMove.Chart}: a captain draws only
   * when they cannot chart (Section III). Rules that let a captain draw by choice do it with their own
   * moves, so this holds under every rule.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> noDrawWhileChartable() {
    return Invariant.named("no draw while a chart is open", (rules, before, move, after) -> {
      if (!(move instanceof WarpMove.Draw)) {
        return Optional.empty();
      }
      for (WarpMove m : rules.legalMoves(before)) {
        if (m instanceof WarpMove.Chart) {
          return Optional.of("a draw was offered although " + m + " was open");
        }
      }
      return Optional.empty();
    });
  }

  private static Optional<String> checkLedger(GameRules<WarpState, WarpMove, WarpEvent, ?> rules,
      WarpState before, WarpMove move, Transition<WarpState, WarpEvent> after) {
    if (after.events().stream().noneMatch(e -> e instanceof WarpEvent.RoundEnded
        || e instanceof WarpEvent.SectorEnded)) {
      return Optional.empty(); // totals change only when a round or the sector ends
    }
    WarpConfig config = before.config();
    boolean points = config.objective() == Objective.POINTS_CAMPAIGN;
    List<Integer> running = new ArrayList<>(points ? before.campaignScores() : before.roundWins());
    boolean roundEnded = false;
    for (WarpEvent e : after.events()) {
      if (e instanceof WarpEvent.RoundEnded ended) {
        roundEnded = true;
        Optional<String> wrong = points ? pointsRound(rules, config, running, ended) : Optional.empty();
        if (wrong.isPresent()) {
          return wrong;
        }
        running = new ArrayList<>(ended.totals());
      } else if (e instanceof WarpEvent.SectorEnded sectorEnded) {
        Optional<String> wrong = sectorEnd(points, running, sectorEnded, after.state());
        if (wrong.isPresent()) {
          return wrong;
        }
      }
    }
    List<Integer> engine = points ? after.state().campaignScores() : after.state().roundWins();
    if (roundEnded && !engine.equals(running)) {
      return Optional.of("the log's totals " + running + " differ from the state's " + engine);
    }
    return Optional.empty();
  }

  private static Optional<String> pointsRound(GameRules<WarpState, WarpMove, WarpEvent, ?> rules,
      WarpConfig config, List<Integer> running, WarpEvent.RoundEnded ended) {
    for (int s = 0; s < running.size(); s++) {
      int expected = running.get(s) + ended.roundScores().get(s);
      if (ended.totals().get(s) != expected) {
        return Optional.of("round " + ended.round() + ": seat " + s + " had " + running.get(s) + " and scored "
            + ended.roundScores().get(s) + " but the total reads " + ended.totals().get(s));
      }
    }
    if (rules instanceof WarpRules warpRules && !optionalRuleScores(warpRules, config)) {
      for (int s = 0; s < running.size(); s++) {
        int expected = ended.winner().equals(OptionalInt.of(s)) ? 0 : handValue(ended.hands().get(s), config);
        if (ended.roundScores().get(s) != expected) {
          return Optional.of("round " + ended.round() + ": seat " + s + " scored " + ended.roundScores().get(s)
              + " but the revealed hand " + ended.hands().get(s) + " is worth " + expected);
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<String> sectorEnd(boolean points, List<Integer> running, WarpEvent.SectorEnded ended,
      WarpState state) {
    if (points && !ended.scores().equals(running)) {
      return Optional.of("the sector ended on " + ended.scores() + " but the rounds add up to " + running);
    }
    // Level shown totals are broken by the raw totals (a true −3 edges a 0), as the rulebook ranks them.
    List<Integer> raw = new ArrayList<>(Collections.nCopies(ended.scores().size(), 0));
    for (RoundResult r : state.history()) {
      for (int s = 0; s < raw.size(); s++) {
        raw.set(s, raw.get(s) + r.rawRoundScores().get(s));
      }
    }
    Outcome ranked = Outcome.ranked(ended.scores(), raw, points, "check");
    if (points && !ranked.places().equals(ended.places())) {
      return Optional.of("places " + ended.places() + " do not rank the scores " + ended.scores()
          + " lowest first, level totals by the raw totals " + raw + " (expected " + ranked.places() + ")");
    }
    return Optional.empty();
  }

  private static boolean optionalRuleScores(WarpRules rules, WarpConfig config) {
    for (RulePlugin plugin : rules.plugins()) {
      if (config.hasPlugin(plugin.id()) && plugin.decisionPoints().contains(DecisionPoint.ROUND_SCORING)) {
        return true;
      }
    }
    return false;
  }

  private static int handValue(List<Coordinate> hand, WarpConfig config) {
    int value = 0;
    for (Coordinate c : hand) {
      value += c.isDouble() && c.high() == 0 ? config.doubleBlankScore() : c.pips();
    }
    return value;
  }
}
