// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.domino;

import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * One navigational coordinate (a domino): two ends with {@code low <= high} pips, 0 to 18.
 *
 * <p>Every coordinate has a universal {@linkplain #index() index} {@code high*(high+1)/2 + low}, the same in
 * every set, so the tiles of a double-N set are exactly the indices {@code 0 …
 * (N+1)(N+2)/2 − 1}. Instances are canonical: obtain them with {@link #of(int, int)}, {@link #ofIndex(int)}
 * or {@link #parse(String)}. The text form is {@code "high-low"}, e.g. {@code "12-5"}.
 *
 * @since 0.1.0
 */
public final class Coordinate implements Comparable<Coordinate> {
  /** Highest pip count any supported set uses (double-18). */
  public static final int MAX_PIP = 18;

  private static final Coordinate[] ALL = new Coordinate[indexOf(MAX_PIP, MAX_PIP) + 1];

  static {
    for (int high = 0; high <= MAX_PIP; high++) {
      for (int low = 0; low <= high; low++) {
        ALL[indexOf(low, high)] = new Coordinate(low, high);
      }
    }
  }

  private final int low;
  private final int high;
  private final int index;
  private final String text;

  private Coordinate(int low, int high) {
    this.low = low;
    this.high = high;
    this.index = indexOf(low, high);
    this.text = high + "-" + low;
  }

  /**
   * The coordinate with ends {@code a} and {@code b}, in either order.
   *
   * @throws InvalidStateException code {@code COORDINATES} if a pip is outside 0–18
   */
  public static Coordinate of(int a, int b) {
    int low = Math.min(a, b);
    int high = Math.max(a, b);
    if (low < 0 || high > MAX_PIP) {
      throw new InvalidStateException("COORDINATES", "Pips run from 0 to " + MAX_PIP + "; there is no coordinate "
          + a + "-" + b + ".");
    }
    return ALL[indexOf(low, high)];
  }

  /**
   * The coordinate with universal index {@code index}.
   *
   * @throws InvalidStateException code {@code COORDINATES} if no coordinate has that index
   */
  public static Coordinate ofIndex(int index) {
    if (index < 0 || index >= ALL.length) {
      throw new InvalidStateException("COORDINATES", "No coordinate has index " + index + ".");
    }
    return ALL[index];
  }

  /**
   * Reads the text form {@code "a-b"} (either order).
   *
   * @throws InvalidStateException code {@code COORDINATES} if {@code text} is not two pip counts 0–18
   *     joined by '-'
   */
  public static Coordinate parse(String text) {
    int dash = text == null ? -1 : text.indexOf('-');
    if (dash <= 0 || dash == text.length() - 1) {
      throw unreadable(text);
    }
    try {
      return of(Integer.parseInt(text.substring(0, dash).trim()),
          Integer.parseInt(text.substring(dash + 1).trim()));
    } catch (NumberFormatException e) {
      throw unreadable(text);
    }
  }

  private static InvalidStateException unreadable(String text) {
    String shown = text == null ? "nothing" : "\"" + (text.length() <= 40 ? text : text.substring(0, 40) + "…") + "\"";
    return new InvalidStateException("COORDINATES", "A coordinate is written like \"12-5\", not " + shown + ".");
  }

  /** Universal index of the coordinate with ends {@code low <= high}. */
  public static int indexOf(int low, int high) {
    return high * (high + 1) / 2 + low;
  }

  public int low() {
    return low;
  }

  public int high() {
    return high;
  }

  public int index() {
    return index;
  }

  /** True for a double (both ends equal). */
  public boolean isDouble() {
    return low == high;
  }

  /** Pips on both ends added together: the coordinate's value in a hand. */
  public int pips() {
    return low + high;
  }

  /** True if either end shows {@code pip}. */
  public boolean has(int pip) {
    return low == pip || high == pip;
  }

  /**
   * The end left open when this coordinate is joined to an end showing {@code pip}.
   *
   * @throws IllegalMoveException code {@code NO_MATCH} if neither end shows {@code pip}
   */
  public int otherEnd(int pip) {
    if (low == pip) {
      return high;
    }
    if (high == pip) {
      return low;
    }
    throw new IllegalMoveException("NO_MATCH", text + " does not show " + pip + ".");
  }

  @Override
  public int compareTo(Coordinate o) {
    return Integer.compare(index, o.index);
  }
  @Override
  public String toString() {
    return text;
  }
}
