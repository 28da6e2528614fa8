// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Route;

/**
 * How a fleet divides into equal squadrons under Module Zeta, and where each squadron sits.
 *
 * <p>Bridge Seating: with {@code k} squadrons, seat {@code s} belongs to squadron {@code s mod k}, so helm
 * order (clockwise by seat) visits the squadrons in turn — A, B, C, A, B, C … — and teammates always
 * alternate with opposing squadrons. Hosts choose teams by seating captains accordingly. Squadron
 * {@code j} is lettered A, B, C … and shares the Warp Trail of its first seat, seat {@code j}; the other
 * members' own trails are never used.
 *
 * <p>Immutable.
 *
 * @since 0.1.0
 */
public final class Squadrons {
  /** The option giving the number of squadrons. */
  public static final String SQUADRONS = "squadrons";
  /** The option giving the captains per squadron. */
  public static final String SIZE = "size";
  /** Squadrons when neither option is given. */
  public static final int DEFAULT_SQUADRONS = 2;

  private final int count;
  private final int captains;

  private Squadrons(int count, int captains) {
    this.count = count;
    this.captains = captains;
  }

  /**
   * A fleet of {@code captains} divided into {@code count} equal squadrons.
   *
   * @throws InvalidConfigException code {@code SQUADRON_FORMATION} unless there are at least two squadrons
   *     of at least two captains each and the fleet divides evenly among them
   */
  public static Squadrons of(int captains, int count) {
    if (count < 2) {
      throw formation("Fleet Squadrons needs at least two squadrons, not " + count + ".");
    }
    if (captains % count != 0) {
      throw formation("Fleet Squadrons needs equal squadrons: a fleet of " + captains
          + " captains cannot be divided into " + count + " squadrons of the same size.");
    }
    if (captains / count < 2) {
      throw formation("Fleet Squadrons needs at least two captains in every squadron; a fleet of " + captains
          + " gives " + count + " squadrons only " + captains / count + ".");
    }
    return new Squadrons(count, captains);
  }

  /**
   * The squadrons {@code options} ask for in a fleet of {@code captains}: {@value #SQUADRONS} (how many
   * squadrons) or {@value #SIZE} (captains in each), at most one of them; two squadrons if neither.
   *
   * @throws InvalidConfigException code {@code PLUGIN_OPTION} if an option is not a whole number or both
   *     are given, {@code SQUADRON_FORMATION} as {@link #of} does
   */
  public static Squadrons fromOptions(Map<String, String> options, int captains) {
    boolean byCount = options.containsKey(SQUADRONS);
    boolean bySize = options.containsKey(SIZE);
    if (byCount && bySize) {
      throw new InvalidConfigException("PLUGIN_OPTION", "Fleet Squadrons takes either \"" + SQUADRONS
          + "\" or \"" + SIZE + "\", not both.");
    }
    if (bySize) {
      int size = number(options, SIZE);
      if (size < 2) {
        throw formation("Fleet Squadrons needs at least two captains in every squadron, not " + size + ".");
      }
      if (captains % size != 0) {
        throw formation("Fleet Squadrons needs equal squadrons: a fleet of " + captains
            + " captains cannot be divided into squadrons of " + size + ".");
      }
      return of(captains, captains / size);
    }
    return of(captains, byCount ? number(options, SQUADRONS) : DEFAULT_SQUADRONS);
  }

  private static int number(Map<String, String> options, String key) {
    // Asked only for an option the configuration names.
    String text = options.getOrDefault(key, "").trim();
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new InvalidConfigException("PLUGIN_OPTION", "Fleet Squadrons option \"" + key
          + "\" is a whole number, not \"" + text + "\".");
    }
  }

  private static InvalidConfigException formation(String sentence) {
    return new InvalidConfigException("SQUADRON_FORMATION", sentence);
  }

  /** Number of squadrons. */
  public int count() {
    return count;
  }

  /** Captains in each squadron. */
  public int size() {
    return captains / count;
  }

  /** Captains in the fleet. */
  public int captains() {
    return captains;
  }

  /** The squadron {@code seat} belongs to, 0 for A. */
  public int squadronOf(int seat) {
    return seat % count;
  }

  /** The letter people call squadron {@code squadron} by: A, B, C … */
  public static String letter(int squadron) {
    return String.valueOf((char) ('A' + squadron));
  }

  /** True if {@code a} and {@code b} fly in the same squadron (a captain is their own teammate). */
  public boolean sameSquadron(int a, int b) {
    return squadronOf(a) == squadronOf(b);
  }

  /** The members of {@code squadron}, in helm order. */
  public List<Integer> members(int squadron) {
    List<Integer> out = new ArrayList<>(size());
    for (int seat = squadron; seat < captains; seat += count) {
      out.add(seat);
    }
    return List.copyOf(out);
  }

  /** The members of {@code squadron} as a bit mask (bit {@code s} for seat {@code s}). */
  public int memberMask(int squadron) {
    int mask = 0;
    for (int seat = squadron; seat < captains; seat += count) {
      mask |= 1 << seat;
    }
    return mask;
  }

  /** The seat whose Warp Trail {@code seat}'s squadron shares: the squadron's first seat. */
  public int trailSeat(int seat) {
    return squadronOf(seat);
  }

  /** True if {@code seat}'s own trail is its squadron's shared trail. */
  public boolean holdsSharedTrail(int seat) {
    return seat < count;
  }

  /** The shared Warp Trail {@code seat} charts onto as their own. */
  public Route sharedTrail(int seat) {
    return Route.trailOf(trailSeat(seat));
  }

  @Override
  public String toString() {
    List<String> out = new ArrayList<>(count);
    for (int j = 0; j < count; j++) {
      out.add(letter(j) + members(j));
    }
    return "Squadrons" + out;
  }
}
