// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Wormholes (advanced rules): travel, hacking and tuning. A vessel that reaches contact with a Wormhole's
 * base with a Move order leaves by a linked Wormhole ({@link GateNetwork#exits}), placed in contact with it
 * facing away, and its move ends; an Unstable Wormhole passes it on 3+, a Dangerous one on 5+, else it stays
 * touching the entry. A Separatist ship or capital ship may enter from within 1". In contact with a
 * Wormhole a vessel's Special Order can hack it (3+: its disc turns one space) or tune it (6+: a new
 * colour, taking the next number of that colour).
 *
 * <p>Codes: {@code NO_WORMHOLES}, {@code NO_SUCH_WORMHOLE}, {@code NO_EXIT}, {@code OUT_OF_REACH},
 * {@code OFF_MAT}, {@code BASES_OVERLAP}, {@code NOT_IN_CONTACT}, {@code BAD_STEP}.
 */
final class Wormholes {
  /** How close a base must be to a Wormhole's base to hack or tune it, in inches. */
  static final double CONTACT = 0.5;
  /** The Separatists' entry distance, in inches. */
  static final double SEPARATIST_ENTRY = 1.0;

  private Wormholes() {}

  private static Optional<String> base(WormholeState s, Vessel v, String wormholeId) {
    if (!s.config().uses(AdvancedRule.WORMHOLES)) {
      return Optional.of("NO_WORMHOLES: Wormholes are an advanced rule this battle does not use.");
    }
    Optional<Gate> g = s.wormholes().gate(wormholeId);
    if (g.isEmpty() || g.get().stability() == Gate.Stability.COLLAPSED) {
      return Optional.of("NO_SUCH_WORMHOLE: There is no open Wormhole " + wormholeId + ".");
    }
    return v.onMat() ? Optional.empty() : Optional.of("OUT_OF_REACH: " + v.id() + " is not on the mat.");
  }

  static double entryReach(WormholeState s, Vessel v) {
    boolean separatistShip = s.config().fleets().get(v.owner()).faction() == Faction.SEPARATIST
        && !s.classOf(v).isSquadron();
    return Navigation.reach(s, v) + (separatistShip ? SEPARATIST_ENTRY : 0);
  }

  /**
   * Whether {@code v}, on the mat, can reach contact with {@code gate} with this Move order: it faces the
   * token within its turn arc (straight ahead under Afterburner), the gap is within its entry reach, and the
   * token lies in its sector.
   */
  static boolean reachable(WormholeState s, Vessel v, Gate gate) {
    Point from = v.position().get();
    double turn = Headings.turn(v.heading(), from.bearingTo(gate.position()));
    return Math.abs(turn) <= s.classOf(v).turnArc() + 1e-9
        && !(Navigation.afterburning(v) && Math.abs(turn) > 1e-9)
        && Targeting.base(s, v).gapTo(gate.base()) <= entryReach(s, v) + 1e-9
        && Sectors.same(s.config(), from, gate.position());
  }

  /** Where a vessel leaving by {@code exit} facing {@code heading} is placed. */
  private static Point exitSpot(WormholeState s, Vessel v, Gate exit, double heading) {
    return exit.position().travel(heading, exitDistance(s, v, exit));
  }

  /** The reason {@code t} is illegal, as "CODE: sentence", or empty. */
  static Optional<String> travelProblem(WormholeState s, Vessel v, WormholeMove.Travel t) {
    Optional<String> p = journeyProblem(s, v, t.wormhole(), t.exit());
    if (p.isPresent()) {
      return p;
    }
    if (!Double.isFinite(t.heading())) {
      return Optional.of("OUT_OF_REACH: " + t.wormhole() + " is beyond " + v.id() + "'s turn and reach.");
    }
    Gate exit = s.wormholes().gate(t.exit()).get();
    Point spot = exitSpot(s, v, exit, t.heading());
    WormholeConfig c = s.config();
    if (spot.x() < 0 || spot.y() < 0 || spot.x() > c.matWidth() || spot.y() > c.matLength()) {
      return Optional.of("OFF_MAT: Leaving " + exit.id() + " that way would put " + v.id() + " off the mat.");
    }
    Circle at = new Circle(spot, s.classOf(v).baseRadius());
    for (Vessel o : exitObstacles(s, v)) {
      if (at.overlaps(Targeting.base(s, o))) {
        return Optional.of("BASES_OVERLAP: Leaving " + exit.id() + " that way puts " + v.id() + " on " + o.id()
            + "'s base.");
      }
    }
    return Optional.empty();
  }

  /**
   * The reason {@code v} cannot travel into {@code wormholeId} and out by {@code exitId} whatever its heading
   * on leaving, as "CODE: sentence", or empty: the Wormholes are open and linked and the entry is within reach.
   */
  static Optional<String> journeyProblem(WormholeState s, Vessel v, String wormholeId, String exitId) {
    Optional<String> p = base(s, v, wormholeId);
    if (p.isPresent()) {
      return p;
    }
    Gate entry = s.wormholes().gate(wormholeId).get();
    if (s.wormholes().exits(entry.id()).stream().noneMatch(g -> g.id().equals(exitId))) {
      return Optional.of("NO_EXIT: " + exitId + " is not linked to " + entry.id() + ".");
    }
    if (!reachable(s, v, entry)) {
      return Optional.of("OUT_OF_REACH: " + entry.id() + " is beyond " + v.id() + "'s turn and reach.");
    }
    return Optional.empty();
  }

  /** How far from the exit's centre a vessel leaving it is placed. */
  static double exitDistance(WormholeState s, Vessel v, Gate exit) {
    return exit.radius() + s.classOf(v).baseRadius();
  }

  /** The vessels whose bases a vessel leaving a Wormhole may not be placed on: all others in play on the mat. */
  static List<Vessel> exitObstacles(WormholeState s, Vessel v) {
    List<Vessel> out = new ArrayList<>();
    for (Vessel o : s.vessels()) {
      if (!o.id().equals(v.id()) && o.onMat() && s.inPlay(o)) {
        out.add(o);
      }
    }
    return out;
  }

  /** Travels through a Wormhole (the move checked legal). */
  static WormholeState travel(WormholeState state, Vessel v, WormholeMove.Travel t, List<WormholeEvent> events) {
    Gate entry = state.wormholes().gate(t.wormhole()).orElseThrow();
    Point from = v.position().get();
    double toward = from.bearingTo(entry.position());
    double reach = Math.max(0, from.distanceTo(entry.position()) - entry.radius() - state.classOf(v).baseRadius());
    Point contact = from.travel(toward, Math.min(reach, Navigation.reach(state, v)));
    events.add(new WormholeEvent.Moved(v.id(), from, v.heading(), contact, toward));
    WormholeState s = state.with(v.withRemaining(v.remaining().spend(OrderKind.MOVE)).at(contact, toward));
    // The move to the Wormhole crosses debris like any other move.
    s = Debris.crossing(s, s.vessel(v.id()).orElseThrow(), from, contact, from.distanceTo(contact), events);
    if (!s.inPlay(s.vessel(v.id()).orElseThrow())) {
      return s;
    }
    int needed = entry.stability().passRoll();
    if (needed > 1) {
      Dice.Roll roll = s.dice().roll();
      s = s.withDice(roll.next());
      events.add(new WormholeEvent.DiceRolled(v.id(), "wormhole", List.of(roll.face()), needed));
      if (roll.face() < needed) {
        return s;
      }
    }
    Gate exit = s.wormholes().gate(t.exit()).orElseThrow();
    Point spot = exitSpot(s, v, exit, t.heading());
    double heading = Headings.normalize(t.heading());
    events.add(new WormholeEvent.Moved(v.id(), contact, toward, spot, heading));
    return s.with(s.vessel(v.id()).orElseThrow().at(spot, heading));
  }

  /** The journeys open to {@code v}: every reachable Wormhole, every exit, leaving at four headings. */
  static List<WormholeMove> journeys(WormholeState s, Vessel v) {
    List<WormholeMove> out = new ArrayList<>();
    if (!s.config().uses(AdvancedRule.WORMHOLES) || !v.onMat()) {
      return out;
    }
    for (Gate g : s.wormholes().gates()) {
      if (g.stability() == Gate.Stability.COLLAPSED) {
        continue;
      }
      for (Gate exit : s.wormholes().exits(g.id())) {
        for (double heading : new double[] {0, 90, 180, 270}) {
          WormholeMove.Travel t = new WormholeMove.Travel(v.id(), g.id(), exit.id(), heading);
          if (travelProblem(s, v, t).isEmpty()) {
            out.add(t);
          }
        }
      }
    }
    return out;
  }

  /** Hacks and tunings open to {@code v}'s Special Order. */
  static List<WormholeMove> specials(WormholeState s, Vessel v) {
    List<WormholeMove> out = new ArrayList<>();
    if (!s.config().uses(AdvancedRule.WORMHOLES) || !v.onMat()) {
      return out;
    }
    for (Gate g : s.wormholes().gates()) {
      if (contactProblem(s, v, g.id()).isEmpty()) {
        out.add(new WormholeMove.HackWormhole(v.id(), g.id(), -1));
        out.add(new WormholeMove.HackWormhole(v.id(), g.id(), 1));
        for (Gate other : s.wormholes().gates()) {
          WormholeMove.TuneWormhole tune = new WormholeMove.TuneWormhole(v.id(), g.id(), other.colour());
          if (!other.colour().equals(g.colour()) && !out.contains(tune)) {
            out.add(tune);
          }
        }
      }
    }
    return out;
  }

  private static Optional<String> contactProblem(WormholeState s, Vessel v, String wormholeId) {
    Optional<String> p = base(s, v, wormholeId);
    if (p.isPresent()) {
      return p;
    }
    Gate g = s.wormholes().gate(wormholeId).get();
    return Targeting.base(s, v).gapTo(g.base()) <= CONTACT + 1e-9 ? Optional.empty()
        : Optional.of("NOT_IN_CONTACT: " + v.id() + " must be in contact with " + wormholeId + ".");
  }

  /** A hack (3+) or a tuning (6+) by {@code v}, whose Special Order the caller spends. */
  static WormholeState hackOrTune(WormholeState s, Vessel v, WormholeMove move, List<WormholeEvent> events) {
    boolean hack = move instanceof WormholeMove.HackWormhole;
    String gate = hack ? ((WormholeMove.HackWormhole) move).wormhole() : ((WormholeMove.TuneWormhole) move).wormhole();
    Optional<String> p = contactProblem(s, v, gate);
    if (p.isPresent()) {
      throw Moves.refusal(p.get());
    }
    if (hack && Math.abs(((WormholeMove.HackWormhole) move).step()) != 1) {
      throw new IllegalMoveException("BAD_STEP", "A hack turns the disc one space, -1 or +1.");
    }
    int needed = hack ? 3 : 6;
    Rolls.Result roll = Rolls.roll(s, v.id(), hack ? "hack" : "tune", 1, needed, events);
    WormholeState next = roll.state();
    boolean success = roll.successes(needed) == 1;
    events.add(new WormholeEvent.AbilityUsed(v.id(), hack ? SpecialAbility.HACK_WORMHOLE
        : SpecialAbility.TUNE_WORMHOLE, Optional.of(gate), success));
    if (!success) {
      return next;
    }
    GateNetwork network = hack ? next.wormholes().hacked(gate, ((WormholeMove.HackWormhole) move).step())
        : next.wormholes().tuned(gate, ((WormholeMove.TuneWormhole) move).colour());
    return next.withWormholes(network);
  }
}
