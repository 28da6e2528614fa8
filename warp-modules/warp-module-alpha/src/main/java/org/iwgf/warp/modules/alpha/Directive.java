// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.model.Objective;

/**
 * The Continuum Flash directives (Section VI, Module Alpha). Each sector objective has its own list of
 * nine: the Points campaign has "Skip lowest points" and "Salamander swap", Go-out has "Skip lightest
 * hand" and "Force Draw"; the other seven are shared.
 *
 * @since 0.1.0
 */
public enum Directive {
  /** Helm passes counter-clockwise for the rest of the round (Go-out: sector). */
  REVERSE_TURN_ORDER("Reverse turn order", true, true),
  /** Points: the captain(s) with the lowest campaign points skip their next turn. */
  SKIP_LOWEST_POINTS("Skip lowest points", true, false),
  /** Go-out: the captain(s) holding the fewest coordinates skip their next turn. */
  SKIP_LIGHTEST_HAND("Skip lightest hand", false, true),
  /** The invoker sees the next coordinate that would be drawn from Uncharted Sectors; nobody else does. */
  PEEK_UNCHARTED_SECTOR("Peek Uncharted Sector", true, true),
  /** Turn order reverses until the next double is charted on the table. */
  TEMPORAL_INVERSION("Temporal inversion", true, true),
  /** Every Warp Trail is open to every captain, beacon or not. */
  DISTRESS_AMPLIFICATION("Distress amplification", true, true),
  /** The next double on a captain's own trail opens Red Alert but no Subspace Fracture. */
  FRACTURE_IMMUNITY("Fracture immunity", true, true),
  /** Points, with Module Beta: the Salamander penalty lands on the highest-points non-winner. */
  SALAMANDER_SWAP("Salamander swap (requires Module Beta)", true, false),
  /** Go-out: one opposing captain of the invoker's choice draws one coordinate now. */
  FORCE_DRAW("Force Draw", false, true),
  /** Any captain going out must call All Stop! (the house-rule ceremony announces it). */
  ALL_STOP_ECHO("All Stop! echo", true, true),
  /** Draw two coordinates from Uncharted Sectors, keep one, return the other face-down. */
  CONTINUUM_WAGER("Continuum Wager", true, true);

  private final String displayName;
  private final boolean points;
  private final boolean goOut;

  Directive(String displayName, boolean points, boolean goOut) {
    this.displayName = displayName;
    this.points = points;
    this.goOut = goOut;
  }

  /** The directive's name in the rulebook's table. */
  public String displayName() {
    return displayName;
  }

  /** True if the directive is in {@code objective}'s list of nine. */
  public boolean listedFor(Objective objective) {
    return objective == Objective.POINTS_CAMPAIGN ? points : goOut;
  }

  /** The nine directives of {@code objective}'s list, in the rulebook's order. */
  public static List<Directive> listFor(Objective objective) {
    List<Directive> out = new ArrayList<>(9);
    for (Directive d : values()) {
      if (d.listedFor(objective)) {
        out.add(d);
      }
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return displayName;
  }
}
