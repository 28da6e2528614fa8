// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Objects;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;

/**
 * A Wormhole token ("Anatomy of a Wormhole"): an event horizon of one colour whose symbol window shows a
 * number from 1 to 6, at a place on the mat, with the marks it has taken when wormholes are damageable.
 *
 * @param id the token's id
 * @param colour its event horizon's colour ("blue", "red" …); only gates of one colour connect
 * @param number the dice symbol in its window, 1 to 6
 * @param position its centre
 * @param radius its base's radius in inches
 * @param marks marks taken in all (six per damage level: Stable, Unstable, Dangerous; eighteen collapse it)
 * @since 0.1.0
 */
public record Gate(String id, String colour, int number, Point position, double radius, int marks) {

  /** Marks that move a wormhole down one damage level ("when that die reaches a six"). */
  public static final int MARKS_PER_LEVEL = 6;

  /** The largest Wormhole token, in inches of radius: the catalog's largest base. */
  public static final double MAX_RADIUS = CatalogJson.MAX_BASE_RADIUS;

  public Gate {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(position, "position");
    if (number < 1 || number > 6) {
      throw new IllegalArgumentException("A wormhole's symbol is 1 to 6, not " + number + ".");
    }
    if (!(radius > 0) || radius > MAX_RADIUS || marks < 0) {
      throw new IllegalArgumentException("A wormhole needs a radius above 0 and at most " + MAX_RADIUS
          + " inches, and no negative marks.");
    }
  }

  /** The damage levels of a damageable wormhole ("Wormhole damage status"). */
  public enum Stability {
    /** Passes every vessel. */
    STABLE(1),
    /** Passes a vessel on 3+; others stay touching it and may try next turn. */
    UNSTABLE(3),
    /** Passes a vessel on 5+. */
    DANGEROUS(5),
    /** Exploded: replaced by a large explosion template, passes nothing. */
    COLLAPSED(7);

    private final int passRoll;

    Stability(int passRoll) {
      this.passRoll = passRoll;
    }

    /** The lowest roll that passes a vessel through (1: no roll; 7: never). */
    public int passRoll() {
      return passRoll;
    }
  }

  /** Its damage level. */
  public Stability stability() {
    return Stability.values()[Math.min(3, marks / MARKS_PER_LEVEL)];
  }

  /** Its base as a circle. */
  public Circle base() {
    return new Circle(position, radius);
  }

  /** This gate with its symbol turned to {@code newNumber}. */
  public Gate withNumber(int newNumber) {
    return new Gate(id, colour, newNumber, position, radius, marks);
  }

  /** This gate tuned to {@code newColour} showing {@code newNumber}. */
  public Gate tuned(String newColour, int newNumber) {
    return new Gate(id, newColour, newNumber, position, radius, marks);
  }

  /** This gate at {@code newPosition}. */
  public Gate moved(Point newPosition) {
    return new Gate(id, colour, number, newPosition, radius, marks);
  }

  /** This gate with {@code more} marks added. */
  public Gate marked(int more) {
    return new Gate(id, colour, number, position, radius, marks + more);
  }
}
