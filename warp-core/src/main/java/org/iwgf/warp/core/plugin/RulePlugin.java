// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * One optional rule, active in one game: it changes the standard game only at the
 * {@link DecisionPoint decision points} it declares, and keeps any state of its own as a
 * {@link PluginState} stored in the game state under its {@link #id()}. Created by its
 * {@link RulePluginFactory} for one configuration; must be immutable and free of side effects, because the
 * engine is a pure function.
 *
 * <p>Every hook has a default that leaves the standard rule in force; the engine only calls the hooks of
 * the points a plugin declared. Where several plugins share a point they run by ascending
 * {@link #order()}, then by id.
 *
 * @since 0.1.0
 */
public interface RulePlugin {

  /** The plugin's id, e.g. {@code "subspace-fracture"}. */
  String id();

  /** The decision points this plugin uses. */
  Set<DecisionPoint> decisionPoints();

  /** Position among plugins sharing a decision point; lower runs first. */
  default int order() {
    return 100;
  }

  /** The plugin's state at launch, if it keeps one. */
  default Optional<PluginState> initialState() {
    return Optional.empty();
  }

  /**
   * The class every state of this plugin has; by default that of its {@linkplain #initialState() initial
   * state}. A restored state whose plugin state under this plugin's id is of another class is refused
   * before any hook sees it, so the plugin may cast its state without checking.
   */
  default Optional<Class<? extends PluginState>> stateType() {
    return initialState().map(PluginState::getClass);
  }

  /**
   * Checks this plugin's own state {@code own} within a restored {@code state} whose core already holds
   * together: seats in range, sizes that fit the table, flags consistent with the turn. Called only with a
   * state of the plugin's {@linkplain #stateType() type}; does nothing by default.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException code {@code PLUGINS} naming what does not fit
   */
  default void checkState(WarpState state, PluginState own) {}

  /** {@link DecisionPoint#ROUND_SETUP}: adjusts a freshly dealt round before the starter acts. */
  default void onRoundSetup(StateEditor editor) {}

  /**
   * {@link DecisionPoint#ROUTES}: whether {@code seat} may chart on {@code route} when no double is
   * waiting, given what the standard rules say ({@code openByCore}).
   */
  default boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
    return openByCore;
  }

  /**
   * {@link DecisionPoint#DOUBLE_SATISFACTION}: how many coordinates showing the double's pip satisfy
   * {@code doubleCharted} just charted on {@code route} by {@code seat} ({@code byCore} is 1, a cover). All
   * but the last are placed as side branches; the last continues the route.
   */
  default int coordinatesToSatisfy(WarpState state, int seat, Coordinate doubleCharted, Route route,
      int byCore) {
    return byCore;
  }

  /**
   * {@link DecisionPoint#DRAW_SOURCE}: whether {@code seat}, unable to chart, may draw now; when no plugin
   * allows it the captain goes straight to the Distress Beacon (or a pass), as after a failed draw.
   */
  default boolean mayDraw(WarpState state, int seat) {
    return true;
  }

  /**
   * {@link DecisionPoint#DRAW_SOURCE}: draw moves to offer beside the blind draw whenever {@code seat} is
   * required to draw (a Sensor Sweep, say). The plugin applies them in {@link #applyMove}.
   */
  default void drawOptions(WarpState state, int seat, List<WarpMove> out) {}

  /**
   * {@link DecisionPoint#ROUTES}: whether charting on their own trail raises {@code seat}'s shields
   * (removes the Distress Beacon), as the standard rules do.
   */
  default boolean raisesShields(WarpState state, int seat) {
    return true;
  }

  /**
   * {@link DecisionPoint#EXTRA_MOVES}: true while a decision of this plugin's is pending for the captain
   * at the helm (a directive to choose, an announcement to make); only the plugin's own
   * {@link #extraMoves} are then legal, no standard move. When several plugins hold a decision at once,
   * the first in {@linkplain #order() order} is settled first; the next one's moves are offered after.
   */
  default boolean holdsDecision(WarpState state, int seat) {
    return false;
  }

  /** {@link DecisionPoint#EXTRA_MOVES}: moves of this plugin's own open to {@code seat} now. */
  default void extraMoves(WarpState state, int seat, List<WarpMove> out) {}

  /**
   * {@link DecisionPoint#EXTRA_MOVES} / {@link DecisionPoint#DRAW_SOURCE}: applies one of this plugin's
   * moves; the engine has already checked that it was offered.
   */
  default void applyMove(StateEditor editor, PluginMove move) {
    throw new IllegalStateException(id() + " offered a move it cannot apply: " + move);
  }

  /**
   * {@link DecisionPoint#AFTER_ACTION}: reacts to {@code move} just applied by the standard rules
   * ({@code before} is the state it was applied to; the editor holds the result).
   */
  default void afterAction(WarpState before, WarpMove move, StateEditor editor) {}

  /**
   * {@link DecisionPoint#NEXT_TO_ACT}: who takes the helm after {@code from}, given the standard
   * clockwise choice {@code proposed}.
   */
  default int nextToAct(WarpState state, int from, int proposed) {
    return proposed;
  }

  /**
   * {@link DecisionPoint#TURN_START}: reacts to a captain taking the helm (forced draws "before their turn
   * begins", skipped turns); {@link StateEditor#toAct()} is the captain who just took it.
   */
  default void onTurnStart(StateEditor editor) {}

  /**
   * {@link DecisionPoint#GO_OUT}: whether {@code seat}, whose hand just emptied with no double waiting,
   * goes out now. Returning false keeps the round running.
   */
  default boolean mayGoOut(WarpState state, int seat) {
    return true;
  }

  /**
   * {@link DecisionPoint#GO_OUT}: in a Go-out sector, the seats credited with the round {@code winner} just
   * won, as a bit mask (bit {@code s} for seat {@code s}) that holds {@code winner}; {@code proposed} is
   * what the rules before this one give, the winner alone under the standard rules. Partners who share a
   * round win (Fleet Squadrons) all gain it, and a fixed-rounds descent whose leaders are exactly one
   * such group of partners has a single leader.
   */
  default int roundWinShared(WarpState state, int winner, int proposed) {
    return proposed;
  }

  /** {@link DecisionPoint#ROUND_SCORING}: adjusts the tally at {@code stage}. */
  default void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {}
}
