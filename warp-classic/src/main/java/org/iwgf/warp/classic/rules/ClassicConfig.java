// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.Objects;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * What the table agrees before a classic game on the double-six set: the game, the seats and every rule on
 * which tables differ. Built with {@link #builder(Variant)}, which fills in the usual values; the
 * constructor checks the combination and raises {@link InvalidConfigException} with one of the codes
 * {@code VARIANT}, {@code PLAYERS}, {@code PARTNERSHIPS}, {@code DEAL}, {@code RESERVE}, {@code TARGET},
 * {@code FIVES_UNITS}.
 *
 * @param variant Block, Draw or All Fives
 * @param players seats at the table, 2 to 4
 * @param partnerships with 4 players, seats 0 and 2 play against seats 1 and 3 and score as teams
 * @param deal how many tiles each seat is dealt
 * @param firstLead who leads the first hand
 * @param winnerScore what the winner of a hand scores
 * @param drawReserve Draw and All Fives: the last 2 tiles (2 players) or the last tile (3–4 players) of the
 *     boneyard are never drawn
 * @param target points a side needs to win the game, 1 to 10,000
 * @param scoreInFives All Fives only: every score is divided by 5 (a count of 15 scores 3), as on a
 *     cribbage board played to 61
 * @since 0.1.0
 */
public record ClassicConfig(Variant variant, int players, boolean partnerships, DealRule deal,
    FirstLead firstLead, WinnerScore winnerScore, boolean drawReserve, int target, boolean scoreInFives) {

  /** The classic set: double-six, 28 tiles. */
  public static final DominoSet SET = DominoSet.doubleN(6);
  /** Highest target a configuration accepts. */
  public static final int MAX_TARGET = 10_000;

  public ClassicConfig {
    if (variant == null) {
      throw new InvalidConfigException("VARIANT", "Choose a game: block, draw or all-fives.");
    }
    Objects.requireNonNull(deal, "deal");
    Objects.requireNonNull(firstLead, "firstLead");
    Objects.requireNonNull(winnerScore, "winnerScore");
    if (players < 2 || players > 4) {
      throw new InvalidConfigException("PLAYERS", "Classic dominoes seats 2 to 4 players; " + players
          + " were asked for.");
    }
    if (partnerships && players != 4) {
      throw new InvalidConfigException("PARTNERSHIPS", "Partnerships need 4 players, partners sitting opposite;"
          + " the table has " + players + ".");
    }
    if (deal == DealRule.ALL_TILES && (players != 4 || variant == Variant.ALL_FIVES)) {
      throw new InvalidConfigException("DEAL", "Dealing all 28 tiles (7 each) is a Block or Draw rule for"
          + " 4 players.");
    }
    if (deal == DealRule.PAGAT && variant != Variant.ALL_FIVES) {
      throw new InvalidConfigException("DEAL", "The 9/7/5 deal is an All Fives rule.");
    }
    if (drawReserve && !variant.draws()) {
      throw new InvalidConfigException("RESERVE", "Nobody draws in Block, so no tiles can be left in reserve.");
    }
    if (target < 1 || target > MAX_TARGET) {
      throw new InvalidConfigException("TARGET", "A game is played to 1 – " + MAX_TARGET + " points, not "
          + target + ".");
    }
    if (scoreInFives && variant != Variant.ALL_FIVES) {
      throw new InvalidConfigException("FIVES_UNITS", "Scoring in fives is an All Fives rule.");
    }
  }

  /**
   * A builder with the usual rules of {@code variant}: 4 players without partnerships, the standard deal,
   * the heaviest tile leading, opponents' pips to the winner, no draw reserve, and the usual target (100
   * for Block and Draw; 250 for two and 200 for three or four in All Fives; 61 when scoring in fives).
   */
  public static Builder builder(Variant variant) {
    return new Builder(variant);
  }

  /** The usual target of {@code variant} for {@code players} seats (see {@link #builder}). */
  public static int usualTarget(Variant variant, int players, boolean scoreInFives) {
    if (variant != Variant.ALL_FIVES) {
      return 100;
    }
    if (scoreInFives) {
      return 61;
    }
    return players == 2 ? 250 : 200;
  }

  /** Number of scoring sides: 2 with partnerships, else one per seat. */
  public int sides() {
    return partnerships ? 2 : players;
  }

  /** The side {@code seat} scores for. */
  public int sideOf(int seat) {
    return partnerships ? seat % 2 : seat;
  }

  /** Tiles dealt to each seat. */
  public int handSize() {
    return deal.handSize(players);
  }

  /** Boneyard tiles that may never be drawn. */
  public int reserve() {
    return drawReserve ? (players == 2 ? 2 : 1) : 0;
  }

  /** Builds a {@link ClassicConfig}; every setter is optional. */
  public static final class Builder {
    private final Variant variant;
    private int players = 4;
    private boolean partnerships;
    private DealRule deal = DealRule.STANDARD;
    private FirstLead firstLead = FirstLead.HEAVIEST_TILE;
    private WinnerScore winnerScore = WinnerScore.OPPONENTS_PIPS;
    private boolean drawReserve;
    private int target;
    private boolean targetChosen;
    private boolean scoreInFives;

    private Builder(Variant variant) {
      this.variant = variant;
    }

    public Builder players(int players) {
      this.players = players;
      return this;
    }

    public Builder partnerships(boolean partnerships) {
      this.partnerships = partnerships;
      return this;
    }

    public Builder deal(DealRule deal) {
      this.deal = deal;
      return this;
    }

    public Builder firstLead(FirstLead firstLead) {
      this.firstLead = firstLead;
      return this;
    }

    public Builder winnerScore(WinnerScore winnerScore) {
      this.winnerScore = winnerScore;
      return this;
    }

    public Builder drawReserve(boolean drawReserve) {
      this.drawReserve = drawReserve;
      return this;
    }

    /** Points to win; when never set, the usual target of the variant. */
    public Builder target(int target) {
      this.target = target;
      this.targetChosen = true;
      return this;
    }

    public Builder scoreInFives(boolean scoreInFives) {
      this.scoreInFives = scoreInFives;
      return this;
    }

    /**
     * The configuration.
     *
     * @throws InvalidConfigException if the rules chosen do not go together
     */
    public ClassicConfig build() {
      int chosen = targetChosen ? target
          : variant == null ? 1 : usualTarget(variant, players, scoreInFives);
      return new ClassicConfig(variant, players, partnerships, deal, firstLead, winnerScore, drawReserve,
          chosen, scoreInFives);
    }
  }
}
