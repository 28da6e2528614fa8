package org.iwgf.warp.core.plugin;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.WarpState;

/**
 * The tally of one finished round, filled in stage by stage ({@link ScoringStage}). Plugins read the
 * revealed hands and adjust {@linkplain #handValue(int) hand values} or
 * {@linkplain #roundScore(int) round scores}; the engine adds the final round scores to the campaign.
 */
public final class RoundScoreSheet {
  private final WarpState state;
  private final Optional<Integer> winner;
  private final List<List<Coordinate>> hands;
  private final int[] handValues;
  private final int[] roundScores;

  /** A sheet for the round that ended in {@code state}, won by {@code winner} or blocked. */
  public RoundScoreSheet(WarpState state, Optional<Integer> winner) {
    this.state = state;
    this.winner = winner;
    int n = state.seats();
    java.util.ArrayList<List<Coordinate>> hs = new java.util.ArrayList<>(n);
    this.handValues = new int[n];
    this.roundScores = new int[n];
    for (int s = 0; s < n; s++) {
      List<Coordinate> hand = state.hand(s);
      hs.add(hand);
      for (Coordinate c : hand) {
        handValues[s] += c.pips();
      }
    }
    this.hands = List.copyOf(hs);
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
  public Optional<Integer> winner() {
    return winner;
  }

  /** True if no one went out. */
  public boolean blocked() {
    return winner.isEmpty();
  }

  /** The hand {@code seat} was caught holding. */
  public List<Coordinate> hand(int seat) {
    return hands.get(seat);
  }

  /** What {@code seat}'s hand is worth after the {@link ScoringStage#HAND_VALUE} stage so far. */
  public int handValue(int seat) {
    return handValues[seat];
  }

  /** Adds {@code delta} to {@code seat}'s hand value ({@link ScoringStage#HAND_VALUE}). */
  public void addToHandValue(int seat, int delta) {
    handValues[seat] += delta;
  }

  /** What {@code seat} adds to its campaign this round, as tallied so far. */
  public int roundScore(int seat) {
    return roundScores[seat];
  }

  /** Sets what {@code seat} adds this round ({@link ScoringStage#ROUND_SCORE}). */
  public void setRoundScore(int seat, int score) {
    roundScores[seat] = score;
  }

  /** Adds {@code delta} to {@code seat}'s round score ({@link ScoringStage#ADD_ONS}). */
  public void addToRoundScore(int seat, int delta) {
    roundScores[seat] += delta;
  }

  /** Round scores per seat. */
  public List<Integer> roundScores() {
    Integer[] out = new Integer[roundScores.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = roundScores[i];
    }
    return List.of(out);
  }
}
