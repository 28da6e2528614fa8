// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The wormholes on the mat and how they connect ("Wormhole Dynamics"). With basic linking a gate leads to
 * every other gate of its colour showing the same number; with chain linking it also leads one step
 * forward and back along its colour's numbers (#2 to #1 and #3), so a colour group forms a route of
 * waypoints. A collapsed gate leads nowhere and nothing leads to it.
 *
 * @param gates every token
 * @param linking basic or chain linking
 * @param damageable whether gates take marks (Medium armor) or are indestructible
 * @param damageableGates when {@code damageable}, the only gates that take marks (each fleet's designated
 *     Wormhole as an objective, in Sector Command); empty: every gate
 * @since 0.1.0
 */
public record GateNetwork(List<Gate> gates, Linking linking, boolean damageable, List<String> damageableGates) {

  /** How gates connect. */
  public enum Linking {
    /** Matching colour and number. */
    BASIC,
    /** Matching colour, and numbers equal or one apart. */
    CHAIN
  }

  /** No wormholes. */
  public static final GateNetwork NONE = new GateNetwork(List.of(), Linking.BASIC, false);

  /** A network in which every gate, or none, is damageable. */
  public GateNetwork(List<Gate> gates, Linking linking, boolean damageable) {
    this(gates, linking, damageable, List.of());
  }

  public GateNetwork {
    gates = List.copyOf(gates);
    damageableGates = List.copyOf(damageableGates);
    Objects.requireNonNull(linking, "linking");
    for (int i = 0; i < gates.size(); i++) {
      for (int j = i + 1; j < gates.size(); j++) {
        if (gates.get(i).id().equals(gates.get(j).id())) {
          throw new IllegalArgumentException("Two wormholes share the id " + gates.get(i).id() + ".");
        }
      }
    }
  }

  /** Whether gate {@code id} takes marks when fired at. */
  public boolean isDamageable(String id) {
    return damageable && (damageableGates.isEmpty() || damageableGates.contains(id));
  }

  /** The gate {@code id}, if there is one. */
  public Optional<Gate> gate(String id) {
    return gates.stream().filter(g -> g.id().equals(id)).findFirst();
  }

  /** The gates a vessel entering {@code id} may leave by, in token order (the controller chooses one). */
  public List<Gate> exits(String id) {
    Gate from = gate(id).orElseThrow(() -> new IllegalArgumentException("No wormhole " + id + "."));
    List<Gate> out = new ArrayList<>();
    if (from.stability() == Gate.Stability.COLLAPSED) {
      return out;
    }
    for (Gate g : gates) {
      if (g.id().equals(id) || !g.colour().equals(from.colour()) || g.stability() == Gate.Stability.COLLAPSED) {
        continue;
      }
      int gap = Math.abs(g.number() - from.number());
      if (gap == 0 || (linking == Linking.CHAIN && gap == 1)) {
        out.add(g);
      }
    }
    return out;
  }

  /**
   * The network after a successful hack of {@code id}: its disc turned one space, {@code step} −1 or +1,
   * the symbols running round from 6 back to 1.
   */
  public GateNetwork hacked(String id, int step) {
    if (step != 1 && step != -1) {
      throw new IllegalArgumentException("A hack turns the disc one space left or right.");
    }
    Gate g = gate(id).orElseThrow(() -> new IllegalArgumentException("No wormhole " + id + "."));
    return with(g.withNumber(Math.floorMod(g.number() - 1 + step, 6) + 1));
  }

  /**
   * The network after {@code id} is tuned to {@code colour}: it takes the next number after the highest
   * of that colour's other gates (#4 after #1–#3), or #6 once six numbers are taken.
   */
  public GateNetwork tuned(String id, String colour) {
    Gate g = gate(id).orElseThrow(() -> new IllegalArgumentException("No wormhole " + id + "."));
    int highest = 0;
    for (Gate other : gates) {
      if (!other.id().equals(id) && other.colour().equals(colour)) {
        highest = Math.max(highest, other.number());
      }
    }
    return with(g.tuned(colour, Math.min(6, highest + 1)));
  }

  /** This network with {@code gate} replacing the gate of the same id. */
  public GateNetwork with(Gate gate) {
    List<Gate> next = new ArrayList<>(gates);
    for (int i = 0; i < next.size(); i++) {
      if (next.get(i).id().equals(gate.id())) {
        next.set(i, gate);
        return new GateNetwork(next, linking, damageable, damageableGates);
      }
    }
    throw new IllegalArgumentException("No wormhole " + gate.id() + ".");
  }
}
