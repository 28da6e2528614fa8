package org.iwgf.warp.core.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Optional;

/**
 * Where a coordinate is charted: a captain's Warp Trail or the Neutral Zone. Written
 * {@code "neutral-zone"} or {@code "trail-2"} (the trail of seat 2) in JSON and logs.
 */
public final class Route {
  private static final int NZ = -1;
  /** The communal Neutral Zone. */
  public static final Route NEUTRAL_ZONE = new Route(NZ);

  private static final Route[] TRAILS = new Route[WarpFactor.WARP_18.maxCaptains()];

  static {
    for (int i = 0; i < TRAILS.length; i++) {
      TRAILS[i] = new Route(i);
    }
  }

  private final int owner;

  private Route(int owner) {
    this.owner = owner;
  }

  /** The Warp Trail of {@code seat}. */
  public static Route trailOf(int seat) {
    if (seat < 0 || seat >= TRAILS.length) {
      throw new IllegalArgumentException("no seat " + seat);
    }
    return TRAILS[seat];
  }

  /** Reads {@code "neutral-zone"} or {@code "trail-N"}. */
  @JsonCreator
  public static Route parse(String text) {
    if ("neutral-zone".equals(text)) {
      return NEUTRAL_ZONE;
    }
    if (text != null && text.startsWith("trail-")) {
      try {
        return trailOf(Integer.parseInt(text.substring(6)));
      } catch (IllegalArgumentException e) {
        // falls through to the message below
      }
    }
    throw new IllegalArgumentException("a route is \"neutral-zone\" or \"trail-<seat>\", not \"" + text + "\"");
  }

  /** True for the Neutral Zone. */
  public boolean isNeutralZone() {
    return owner == NZ;
  }

  /** The seat whose trail this is; empty for the Neutral Zone. */
  public Optional<Integer> owner() {
    return owner == NZ ? Optional.empty() : Optional.of(owner);
  }

  /** Index into a table's trails: seats {@code 0…n−1}, then the Neutral Zone at {@code n}. */
  public int slot(int seats) {
    return owner == NZ ? seats : owner;
  }

  /** The route at slot {@code slot} of a table with {@code seats} seats. */
  public static Route ofSlot(int slot, int seats) {
    return slot == seats ? NEUTRAL_ZONE : trailOf(slot);
  }

  /** A dense number for tables indexed by route: 0 for the Neutral Zone, then {@code seat + 1}. */
  int index() {
    return owner + 1;
  }

  /** Number of distinct {@link #index()} values. */
  static int count() {
    return TRAILS.length + 1;
  }

  @JsonValue
  @Override
  public String toString() {
    return owner == NZ ? "neutral-zone" : "trail-" + owner;
  }
}
