// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpState;

/**
 * The tally of one finished round, filled in stage by stage ({@link ScoringStage}). Plugins read the
 * revealed hands and adjust {@linkplain #handValue(int) hand values} or
 * {@linkplain #roundScore(int) round scores}; the engine adds the final round scores to the campaign.
 *
 * <p>Round scores here are raw: a rule may take one below zero (the Longest Trail bonus of Module Theta).
 * The scoring floor (Section VI, Module Kappa, "Scoring floor and ties") applies only to what a captain is
 * shown and what their campaign total shows: {@link #shown(int)}. The raw value is kept to rank campaign
 * totals that are otherwise level.
 *
 * @since 0.1.0
 */
public final class RoundScoreSheet {
  /** The lowest round score a captain can show. */
  public static final int SCORING_FLOOR = 0;

  private final WarpState state;
  private final OptionalInt winner;
  private final int[] handValues;
  private final int[] roundScores;

  /** A sheet for the round that ended in {@code state}, won by {@code winner} or blocked. */
  public RoundScoreSheet(WarpState state, OptionalInt winner) {
    this.state = state;
    this.winner = winner;
    int n = state.seats();
    this.handValues = new int[n];
    this.roundScores = new int[n];
    for (int s = 0; s < n; s++) {
      handValues[s] = state.handPips(s);
    }
  }

  /** The state at the moment the round ended. */
  public WarpState state() {
    return state;
  }

  /** Number of seats. */
  public int seats() {
    return handValues.length;
  }

  /** The captain who went out, or empty for a blocked round. */
  public OptionalInt winner() {
    return winner;
  }

  /** True if no one went out. */
  public boolean blocked() {
    return winner.isEmpty();
  }

  /** The hand {@code seat} was caught holding. */
  public List<Coordinate> hand(int seat) {
    return state.hand(seat); // built on request: most rules score from the hand values alone
  }

  /** What {@code seat}'s hand is worth after the {@link ScoringStage#HAND_VALUE} stage so far. */
  public int handValue(int seat) {
    return handValues[seat];
  }

  /** Adds {@code delta} to {@code seat}'s hand value ({@link ScoringStage#HAND_VALUE}). */
  public void addToHandValue(int seat, int delta) {
    handValues[seat] += delta;
  }

  /** What {@code seat} adds to its campaign this round, as tallied so far, before the scoring floor. */
  public int roundScore(int seat) {
    return roundScores[seat];
  }

  /** {@code seat}'s round score as shown: the raw tally clamped to the {@link #SCORING_FLOOR}. */
  public int shownRoundScore(int seat) {
    return shown(roundScores[seat]);
  }

  /** A raw round score as a scoreboard shows it: never below the {@link #SCORING_FLOOR}. */
  public static int shown(int rawRoundScore) {
    return Math.max(SCORING_FLOOR, rawRoundScore);
  }

  /** Sets what {@code seat} adds this round ({@link ScoringStage#ROUND_SCORE}). */
  public void setRoundScore(int seat, int score) {
    roundScores[seat] = score;
  }

  /** Adds {@code delta} to {@code seat}'s round score ({@link ScoringStage#ADD_ONS}). */
  public void addToRoundScore(int seat, int delta) {
    roundScores[seat] += delta;
  }

  /** Raw round scores per seat (before the scoring floor). */
  public List<Integer> roundScores() {
    Integer[] out = new Integer[roundScores.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = roundScores[i];
    }
    return List.of(out);
  }
}
