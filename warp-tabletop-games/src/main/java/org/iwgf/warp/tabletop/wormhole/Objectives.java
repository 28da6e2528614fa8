// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;

/**
 * When each scenario ends and how it is scored ("Scenarios"). Every battle ends after its configured
 * turns at the latest; some end sooner:
 *
 * <ul>
 *   <li>Training Mission: once every target is destroyed and the fleet has left through the Wormhole (or
 *       the fleet is gone). Seat 0 places first when the mission is complete; the scores are the turns it
 *       took (seat 0) and the vessels it lost (seat 1).
 *   <li>Supply Run: once every supply ship has escaped or been destroyed, or the Defender's escort is
 *       eliminated with every remaining supply ship Damaged or Crippled. The Defender scores the supply ships
 *       that escaped, the Attacker those left Damaged or Crippled (presumed captured); a destroyed supply
 *       ship scores for no one, so one destroyed supply ship is a draw.
 *   <li>Gauntlet battles 1 and 2: once the Defender is eliminated (in battle 2 also once the Attacker has no
 *       vessel left on the mat). Only destroyed vessels score, the Defender's triple in battle 1 and double
 *       in battle 2; battle 3 is scored as a Standard Wormhole Engagement.
 *   <li>Endurance Trial: once the Defender is annihilated; the score is the turns he survived, rated on the
 *       victory chart (two turns harder against the autopilot).
 *   <li>Standard Engagement, Reinforcements, Sector Command: standard scoring after the last turn.
 * </ul>
 */
final class Objectives {
  /** The Endurance Trial's victory chart: turns survived for Adequate, Solid and Legendary. */
  static final int ADEQUATE = 4;
  static final int SOLID = 6;
  static final int LEGENDARY = 8;
  /** Turns added to the chart against the autopilot. */
  static final int AUTOPILOT_HANDICAP = 2;

  private Objectives() {}

  /** How a finished (or finishing) battle stands. */
  record Result(List<Integer> scores, List<Integer> places, String meaning, String verdict, int turns) {
    Outcome outcome() {
      return new Outcome(places, scores, meaning);
    }

    OptionalInt winner() {
      return places.get(0).equals(places.get(1)) ? OptionalInt.empty()
          : OptionalInt.of(places.get(0) < places.get(1) ? 0 : 1);
    }
  }

  /** Whether the battle ends now, before its last turn is over. */
  static boolean endsEarly(WormholeState s) {
    if (s.turn() < 1 || s.phase() == Phase.OVER) {
      return false;
    }
    Scenario sc = s.config().scenario();
    switch (sc.kind()) {
      case TRAINING_MISSION:
        return !present(s, 0) || (!present(s, 1) && !onMat(s, 0));
      case SUPPLY_RUN:
        return supplyShips(s).stream().allMatch(v -> s.hasDeparted(v) || !s.inPlay(v))
            || (!escortPresent(s) && supplyShips(s).stream().filter(v -> s.inPlay(v) && !s.hasDeparted(v))
                .allMatch(v -> disabled(s, v)));
      case GAUNTLET:
        return sc.part() < 3 && (!present(s, 1) || (sc.part() == 2 && !onMat(s, 0) && !awaitingAny(s, 0)));
      case ENDURANCE_TRIAL:
        return !present(s, 1);
      default:
        return false;
    }
  }

  /** Ends the battle: the verdict, then the scores. */
  static WormholeState finish(WormholeState state, List<WormholeEvent> events) {
    Result r = result(state);
    events.add(new WormholeEvent.ScenarioDecided(state.config().scenario().kind(), r.verdict(), r.turns()));
    events.add(new WormholeEvent.GameEnded(r.scores(), r.winner()));
    return state.inPhase(Phase.OVER);
  }

  /** The result as the battle stands. */
  static Result result(WormholeState s) {
    Scenario sc = s.config().scenario();
    switch (sc.kind()) {
      case TRAINING_MISSION:
        return training(s);
      case SUPPLY_RUN:
        return supplyRun(s);
      case GAUNTLET:
        return sc.part() < 3 ? gauntlet(s) : standard(s);
      case ENDURANCE_TRIAL:
        return endurance(s);
      default:
        return standard(s);
    }
  }

  private static Result standard(WormholeState s) {
    List<Integer> scores = Scoring.scores(s);
    List<Integer> places = ranked(scores);
    String verdict = scores.get(0).equals(scores.get(1)) ? "A draw at " + scores.get(0) + " points each."
        : "Seat " + (places.get(0) == 1 ? 0 : 1) + " wins " + Math.max(scores.get(0), scores.get(1)) + " to "
            + Math.min(scores.get(0), scores.get(1)) + ".";
    return new Result(scores, places, "engagement points", verdict, s.turn());
  }

  private static Result training(WormholeState s) {
    boolean complete = !present(s, 1) && s.vessels().stream().anyMatch(v -> v.owner() == 0 && s.hasDeparted(v));
    int lost = (int) s.vessels().stream().filter(v -> v.owner() == 0 && !s.inPlay(v)).count();
    String verdict = complete ? "Mission complete in " + s.turn() + " turns, " + lost + " vessels lost."
        : "Mission failed: " + (present(s, 0) ? "the targets were not cleared in time." : "the fleet is lost.");
    return new Result(List.of(s.turn(), lost), complete ? List.of(1, 2) : List.of(2, 1),
        "turns taken (seat 0) and the fleet's vessels lost (seat 1)", verdict, s.turn());
  }

  private static Result supplyRun(WormholeState s) {
    int escaped = 0;
    int captured = 0;
    for (Vessel v : supplyShips(s)) {
      if (s.hasDeparted(v)) {
        escaped++;
      } else if (s.inPlay(v) && disabled(s, v)) {
        captured++;
      }
    }
    List<Integer> scores = List.of(captured, escaped);
    List<Integer> places = ranked(scores);
    String verdict = escaped > captured ? escaped + " supply ship(s) escaped: the Defender wins."
        : captured > escaped ? captured + " supply ship(s) disabled and captured: the Attacker wins."
            : "Neither side achieved its objective: a draw.";
    return new Result(scores, places, "supply ships captured (Attacker) and escaped (Defender)", verdict,
        s.turn());
  }

  private static Result gauntlet(WormholeState s) {
    int factor = s.config().scenario().part() == 1 ? 3 : 2;
    List<Integer> scores = List.of(Scoring.earnedAgainst(s, 1, false),
        factor * Scoring.earnedAgainst(s, 0, false));
    String verdict = !present(s, 1) ? "The Defender's force is eliminated; the Attacker presses on."
        : !onMat(s, 0) ? "The Attacker's force has left the mat." : "The battle ran out of turns.";
    return new Result(scores, ranked(scores), "points for vessels destroyed (Defender's "
        + (factor == 3 ? "triple" : "double") + ")", verdict, s.turn());
  }

  private static Result endurance(WormholeState s) {
    int survived = present(s, 1) ? s.turn() : s.turn() - 1;
    int rated = survived - (s.config().scenario().autopilot().isPresent() ? AUTOPILOT_HANDICAP : 0);
    String rating;
    List<Integer> places;
    if (rated >= LEGENDARY) {
      rating = "Legendary performance";
      places = List.of(2, 1);
    } else if (rated >= SOLID) {
      rating = "Solid performance";
      places = List.of(2, 1);
    } else if (rated >= ADEQUATE) {
      rating = "Adequate performance";
      places = List.of(1, 1);
    } else {
      rating = "Weak performance";
      places = List.of(1, 2);
    }
    return new Result(List.of(0, survived), places, "turns the Defender survived (seat 1)",
        rating + ": the Defender survived " + survived + " turns.", survived);
  }

  private static List<Integer> ranked(List<Integer> scores) {
    int a = scores.get(0);
    int b = scores.get(1);
    return a == b ? List.of(1, 1) : a > b ? List.of(1, 2) : List.of(2, 1);
  }

  /** Whether {@code seat} still has a vessel in the battle: in play and not departed, or still to arrive. */
  static boolean present(WormholeState s, int seat) {
    return s.vessels().stream().anyMatch(v -> v.owner() == seat && engaged(s, v));
  }

  /** Whether {@code v} is in the battle: in play on the mat or on a deck there, or still to arrive. */
  static boolean engaged(WormholeState s, Vessel v) {
    if (!s.inPlay(v) || s.hasDeparted(v)) {
      return false;
    }
    return s.atBattle(v) || Arrivals.awaiting(s, v);
  }

  private static boolean onMat(WormholeState s, int seat) {
    return s.vessels().stream().anyMatch(v -> v.owner() == seat && s.inPlay(v) && v.onMat());
  }

  private static boolean awaitingAny(WormholeState s, int seat) {
    return s.vessels().stream().anyMatch(v -> v.owner() == seat && s.inPlay(v) && Arrivals.awaiting(s, v));
  }

  private static List<Vessel> supplyShips(WormholeState s) {
    List<Vessel> out = new ArrayList<>();
    for (String id : s.config().scenario().supplyShips()) {
      s.vessel(id).ifPresent(out::add);
    }
    return out;
  }

  private static boolean escortPresent(WormholeState s) {
    return s.vessels().stream().anyMatch(v -> v.owner() == 1 && !s.config().scenario().isSupplyShip(v.id())
        && !s.classOf(v).has(Trait.TARGET) && engaged(s, v));
  }

  private static boolean disabled(WormholeState s, Vessel v) {
    Status st = s.statusOf(v);
    return st == Status.DAMAGED || st == Status.CRIPPLED;
  }
}
