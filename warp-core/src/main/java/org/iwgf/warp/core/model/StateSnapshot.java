// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * A {@link WarpState} as plain data: the form saved games take in JSON. {@link WarpState#snapshot()}
 * makes one; {@link org.iwgf.warp.core.engine.WarpRules#restoreState(StateSnapshot)} checks one and turns it back into a state.
 *
 * <p>To derive a variant, use the generated withers ({@code snapshot.withToAct(2)}) or
 * {@code new StateSnapshotBuilder().from(snapshot)}.
 *
 * @param config the configuration
 * @param phase where the sector stands
 * @param round round in play
 * @param spacedock this round's Spacedock pip
 * @param roundStarter opener of this round
 * @param toAct captain at the helm
 * @param hands each seat's coordinates
 * @param uncharted Uncharted Sectors in draw order
 * @param trails each seat's Warp Trail, from the Spacedock out
 * @param neutralZone the Neutral Zone, from the Spacedock out
 * @param branches side branches per route: one list per seat's trail, then the Neutral Zone's (empty
 *     lists, or no lists at all, when no Subspace Fracture stabilizer has been laid)
 * @param beacons seats whose Distress Beacon is up
 * @param redAlert the unsatisfied double, if any
 * @param drewThisTurn whether the captain at the helm has drawn this turn
 * @param firstTurnsPending the seats whose first turn of the round has not ended (still to come or under way);
 *     absent in states saved before it was recorded, when {@link org.iwgf.warp.core.engine.WarpRules#restoreState} infers it from the helm's
 *     place: the seats from the helm round to the round's starter, unless one of them has already raised a
 *     Distress Beacon or started its own Warp Trail (then the helm has gone round once, and none is pending)
 * @param passStreak consecutive passes since the last chart, draw or beacon
 * @param campaignScores campaign totals
 * @param roundWins round wins
 * @param overtimeVotesPending tied seats still to vote
 * @param overtimeVotesAccepted tied seats that accepted
 * @param history finished rounds
 * @param rngPosition random-number position
 * @param pluginStates plugin states by id
 * @since 0.1.0
 */
@Value.Builder
public record StateSnapshot(
    WarpConfig config,
    Phase phase,
    int round,
    int spacedock,
    int roundStarter,
    int toAct,
    List<List<Coordinate>> hands,
    List<Coordinate> uncharted,
    List<List<Coordinate>> trails,
    List<Coordinate> neutralZone,
    List<List<Coordinate>> branches,
    List<Integer> beacons,
    Optional<RedAlert> redAlert,
    boolean drewThisTurn,
    Optional<List<Integer>> firstTurnsPending,
    int passStreak,
    List<Integer> campaignScores,
    List<Integer> roundWins,
    List<Integer> overtimeVotesPending,
    List<Integer> overtimeVotesAccepted,
    List<RoundResult> history,
    long rngPosition,
    Map<String, PluginState> pluginStates) implements WithStateSnapshot {

  /**
   * Copies the lists and maps; a missing list is empty.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException code {@code MISSING_FIELD} if a list holds an
   *     empty entry
   */
  public StateSnapshot {
    hands = nested(hands, "hands");
    uncharted = copy(uncharted, "Uncharted Sectors");
    trails = nested(trails, "trails");
    neutralZone = copy(neutralZone, "the Neutral Zone");
    branches = nested(branches, "branches");
    beacons = copy(beacons, "beacons");
    redAlert = redAlert == null ? Optional.empty() : redAlert;
    firstTurnsPending = firstTurnsPending == null ? Optional.empty()
        : firstTurnsPending.map(seats -> copy(seats, "first turns"));
    campaignScores = copy(campaignScores, "campaign scores");
    roundWins = copy(roundWins, "round wins");
    overtimeVotesPending = copy(overtimeVotesPending, "overtime votes");
    overtimeVotesAccepted = copy(overtimeVotesAccepted, "overtime votes");
    history = copy(history, "the round history");
    if (pluginStates != null && pluginStates.entrySet().stream()
        .anyMatch(e -> e.getKey() == null || e.getValue() == null)) {
      throw missing("plugin states");
    }
    pluginStates = pluginStates == null ? Map.of() : Map.copyOf(pluginStates);
  }

  /**
   * A snapshot that does not say whose first turn of the round is pending, as states were saved before it was
   * recorded: {@link org.iwgf.warp.core.engine.WarpRules#restoreState} infers it from the helm's place (see {@code firstTurnsPending}).
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException code {@code MISSING_FIELD} if a list holds an
   *     empty entry
   */
  public StateSnapshot(WarpConfig config, Phase phase, int round, int spacedock, int roundStarter, int toAct,
      List<List<Coordinate>> hands, List<Coordinate> uncharted, List<List<Coordinate>> trails,
      List<Coordinate> neutralZone, List<List<Coordinate>> branches, List<Integer> beacons,
      Optional<RedAlert> redAlert, boolean drewThisTurn, int passStreak, List<Integer> campaignScores,
      List<Integer> roundWins, List<Integer> overtimeVotesPending, List<Integer> overtimeVotesAccepted,
      List<RoundResult> history, long rngPosition, Map<String, PluginState> pluginStates) {
    this(config, phase, round, spacedock, roundStarter, toAct, hands, uncharted, trails, neutralZone, branches,
        beacons, redAlert, drewThisTurn, Optional.empty(), passStreak, campaignScores, roundWins,
        overtimeVotesPending, overtimeVotesAccepted, history, rngPosition, pluginStates);
  }

  private static <T> List<T> copy(List<T> list, String what) {
    if (list == null) {
      return List.of();
    }
    for (T t : list) {
      if (t == null) {
        throw missing(what);
      }
    }
    return List.copyOf(list);
  }

  private static <T> List<List<T>> nested(List<List<T>> lists, String what) {
    return copy(lists, what).stream().map(l -> copy(l, what)).toList();
  }

  private static InvalidStateException missing(String what) {
    return new InvalidStateException("MISSING_FIELD", "The saved state's " + what
        + " hold an empty entry.");
  }
}
