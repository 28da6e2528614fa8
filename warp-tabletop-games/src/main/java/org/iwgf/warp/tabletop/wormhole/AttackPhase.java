// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;

/**
 * The Attack phase: initiative bands from 5 down to 1, each vessel with Attack orders in the band firing one
 * weapon per order ({@link WormholeMove.Fire}) or holding fire ({@link WormholeMove.HoldFire}); the attacks
 * of a band are simultaneous, so all are declared before the band's dice are rolled and every mark lands
 * after them. Band 0 is autofire: each vessel above Crippled with an autofire weapon and a target in reach
 * declares its targets (or declines), without an order; then Self-destruct tokens go off, and at the end of
 * the phase the explosion counters deal their damage ({@link Explosions}).
 *
 * <p>Codes: {@code WRONG_PHASE}, {@code NOT_THIS_VESSEL}, {@code NO_SUCH_WEAPON}, {@code NO_WEAPON},
 * {@code TARGETS} (none, or more than the weapon's multiplier allows), {@code BAD_TARGET},
 * {@code NOT_ON_MAT}, {@code NOT_CHARGED}, {@code OUT_OF_RANGE}, {@code OUT_OF_ARC}, {@code BLOCKED}, and
 * those of {@link SelfDestruct}.
 */
final class AttackPhase implements PhaseRules {
  static final PhaseRules RULES = new AttackPhase();
  /** The highest initiative band. */
  static final int TOP_BAND = 5;

  private AttackPhase() {}

  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    List<String> full = new ArrayList<>();
    if (state.config().uses(AdvancedRule.BIGGER_EXPLOSIONS)) {
      for (Vessel v : state.vessels()) {
        if (state.classOf(v).isSquadron() && state.statusOf(v) == Status.AOK) {
          full.add(v.id());
        }
      }
    }
    return advance(state.inBand(TOP_BAND, List.of()).withDone(List.of()).withFullStrength(full), events);
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    return Flow.ownerOf(next(state));
  }

  /** The vessel whose decision is awaited in the current band. */
  private static Optional<Vessel> next(WormholeState state) {
    if (state.band() > 0) {
      return Sequence.nextSpecial(state, v -> state.inPlay(v) && v.onMat() && v.remaining().attacks() > 0
          && state.classOf(v).initiative() == state.band());
    }
    return Sequence.nextSpecial(state, v -> autofireWaiting(state, v));
  }

  private static boolean autofireWaiting(WormholeState state, Vessel v) {
    if (!Capabilities.mayFire(state, v) || !v.onMat() || state.done().contains(v.id())) {
      return false;
    }
    return undeclaredAutofire(state, v).stream().anyMatch(w -> !targets(state, v, w).isEmpty());
  }

  private static List<Weapon> undeclaredAutofire(WormholeState state, Vessel v) {
    List<Weapon> out = new ArrayList<>();
    for (Weapon w : state.classOf(v).weapons()) {
      boolean declared = state.declared().stream().anyMatch(d -> d.attacker().equals(v.id())
          && d.weapon().equals(w.id()));
      if (w.autofire() && !declared) {
        out.add(w);
      }
    }
    return out;
  }

  private static List<Vessel> targets(WormholeState state, Vessel v, Weapon w) {
    List<Vessel> out = new ArrayList<>();
    for (Vessel t : state.vessels()) {
      if (t.owner() != v.owner() && Targeting.problem(state, v, w, t).isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }

  /** Weapons an Attack order can fire: neither autofire nor fired by a Special Order. */
  private static List<Weapon> ordered(WormholeState state, Vessel v) {
    List<Weapon> out = new ArrayList<>();
    for (Weapon w : state.classOf(v).weapons()) {
      if (!w.autofire() && !w.specialOrder()) {
        out.add(w);
      }
    }
    return out;
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    Vessel v = next(state).orElseThrow();
    List<Weapon> weapons = state.band() > 0 ? ordered(state, v) : undeclaredAutofire(state, v);
    List<WormholeMove> moves = new ArrayList<>();
    for (Weapon w : weapons) {
      for (String gate : GateFire.targets(state, v, w)) {
        moves.add(new WormholeMove.Fire(v.id(), w.id(), List.of(gate)));
      }
      for (Vessel t : targets(state, v, w)) {
        moves.add(new WormholeMove.Fire(v.id(), w.id(), List.of(t.id())));
        if (w.multiplier() > 1 && Targeting.multiplies(state, v, w, t)) {
          List<String> all = new ArrayList<>();
          for (int i = 0; i < w.multiplier(); i++) {
            all.add(t.id());
          }
          moves.add(new WormholeMove.Fire(v.id(), w.id(), all));
        }
      }
      if (state.band() == 0) {
        break;
      }
    }
    moves.add(new WormholeMove.HoldFire(v.id()));
    moves.addAll(SelfDestruct.cancellations(state, v.owner()));
    return moves;
  }

  /**
   * The weapons the vessel to act may fire now, each with the targets of its first attack and of its further
   * ones, as {@link #apply} checks them; weapons without a target are left out.
   */
  static WormholeMenu.Armament armament(WormholeState state) {
    Vessel v = next(state).orElseThrow();
    List<WormholeMenu.WeaponTargets> out = new ArrayList<>();
    for (Weapon w : state.band() > 0 ? ordered(state, v) : undeclaredAutofire(state, v)) {
      List<String> first = new ArrayList<>(GateFire.targets(state, v, w));
      List<String> extra = new ArrayList<>();
      for (Vessel t : targets(state, v, w)) {
        first.add(t.id());
        if (Targeting.multiplies(state, v, w, t)) {
          extra.add(t.id());
        }
      }
      if (!first.isEmpty()) {
        out.add(new WormholeMenu.WeaponTargets(w.id(), w.multiplier(), first, extra));
      }
    }
    return new WormholeMenu.Armament(v.id(), out);
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    Vessel v = next(state).orElseThrow();
    if (move instanceof WormholeMove.CancelSelfDestruct cancelSelfDestruct) {
      return advance(SelfDestruct.cancel(state, cancelSelfDestruct, v.owner(), events),
          events);
    }
    if (move instanceof WormholeMove.HoldFire holdFire) {
      check(state, v, holdFire.vessel());
      if (state.band() > 0) {
        events.add(new WormholeEvent.OrderCancelled(v.id(), OrderKind.ATTACK));
        return advance(state.with(v.withRemaining(v.remaining().spend(OrderKind.ATTACK))), events);
      }
      return advance(markDone(state, v.id()), events);
    }
    if (!(move instanceof WormholeMove.Fire fire)) {
      throw new IllegalMoveException("WRONG_PHASE", "Vessels are firing; " + Moves.describe(move)
          + " belongs to another phase.");
    }
    
    check(state, v, fire.vessel());
    Weapon w = state.classOf(v).weapon(fire.weapon()).orElseThrow(() -> new IllegalMoveException(
        "NO_SUCH_WEAPON", v.id() + " has no weapon " + fire.weapon() + "."));
    List<Weapon> allowed = state.band() > 0 ? ordered(state, v) : undeclaredAutofire(state, v);
    if (!allowed.contains(w)) {
      throw new IllegalMoveException("NO_WEAPON", state.band() > 0
          ? "An Attack order fires a standard weapon, not the " + w.name() + "."
          : "In band 0 only autofire weapons fire, each once.");
    }
    checkTargets(state, v, w, fire.targets());
    events.add(new WormholeEvent.AttackDeclared(v.id(), w.id(), fire.targets()));
    List<DeclaredAttack> declared = new ArrayList<>(state.declared());
    declared.add(new DeclaredAttack(v.id(), w.id(), fire.targets()));
    Vessel after = state.band() > 0 ? v.withRemaining(v.remaining().spend(OrderKind.ATTACK)) : v;
    if (w.requiresCharge()) {
      after = after.withCharged(false);
    }
    return advance(state.with(after).inBand(state.band(), declared), events);
  }

  private static void checkTargets(WormholeState state, Vessel v, Weapon w, List<String> ids) {
    if (ids.isEmpty() || ids.size() > w.multiplier()) {
      throw new IllegalMoveException("TARGETS", "The " + w.name() + " fires at 1 to " + w.multiplier()
          + " targets, not " + ids.size() + ".");
    }
    for (int i = 0; i < ids.size(); i++) {
      String id = ids.get(i);
      if (state.wormholes().gate(id).isPresent()) {
        Optional<String> problem = GateFire.problem(state, v, w, id);
        if (problem.isPresent()) {
          throw Moves.refusal(problem.get());
        }
        if (i > 0) {
          throw new IllegalMoveException("TARGETS", "A weapon's extra attacks go only at squadrons.");
        }
        continue;
      }
      Vessel t = state.vessel(id).orElseThrow(() -> new IllegalMoveException("BAD_TARGET",
          "There is no vessel " + id + " to fire at."));
      Optional<String> problem = Targeting.problem(state, v, w, t);
      if (problem.isPresent()) {
        throw Moves.refusal(problem.get());
      }
      if (i > 0 && !Targeting.multiplies(state, v, w, t)) {
        throw new IllegalMoveException("TARGETS", "The " + w.name() + "'s extra attacks go only at squadrons"
            + w.multiplierRange().map(r -> " within " + r + "\"").orElse("") + ".");
      }
    }
  }

  private static void check(WormholeState state, Vessel next, String named) {
    Moves.checkNext(state, next, named, "fires");
  }

  private static WormholeState markDone(WormholeState s, String id) {
    List<String> done = new ArrayList<>(s.done());
    done.add(id);
    return s.withDone(done);
  }

  /**
   * Resolves every band in which no decision is left, down to the end of the phase: the band's declared
   * attacks, then (after band 0) Self-destruct and the explosions.
   */
  private static WormholeState advance(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    while (next(s).isEmpty()) {
      for (DeclaredAttack d : s.declared()) {
        Weapon w = s.classOf(s.vessel(d.attacker()).orElseThrow()).weapon(d.weapon()).orElseThrow();
        for (String target : d.targets()) {
          s = Strike.resolve(s, d.attacker(), w, target, events);
        }
      }
      int band = s.band();
      s = s.inBand(Math.max(0, band - 1), List.of());
      if (band == 0) {
        s = selfDestruct(s, events);
        s = Explosions.resolve(s, events);
        List<String> done = new ArrayList<>(s.done());
        for (Vessel v : s.vessels()) {
          done.add(v.id());
        }
        return s.withDone(done);
      }
    }
    return s;
  }

  private static WormholeState selfDestruct(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    for (Vessel v : state.vessels()) {
      if (v.hasEffect(SpecialAbility.SELF_DESTRUCT) && s.inPlay(s.vessel(v.id()).orElseThrow())) {
        Vessel now = s.vessel(v.id()).orElseThrow();
        s = Damage.mark(s, v.id(), v.id(), s.classOf(now).track().length() - now.marks(), events);
      }
    }
    return s;
  }
}
