// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.iwgf.warp.core.model.Objective;

/**
 * The fixed reference ratings of the AI officers, one per objective and commission. Captains are rated
 * against these anchors; the anchors never move, which keeps every board on one scale. In JSON:
 * {@code {"source": "…", "anchors": {"GO_OUT": {"COMMANDER": {"mu": 25.0, "sigma": 2.0}, …}, …}}}.
 *
 * <p>{@link #calibrated()} holds the values fitted from arena matches ({@code AnchorCalibration} in
 * {@code warp-ai}), the defaults of {@link TeiCalculator#standard()}; {@link #provisional()} keeps the earlier
 * hand-set values. Any other set is read from its JSON with {@link TeiJson#readAnchors} (or made with
 * {@link #with}) and passed to {@link TeiCalculator#of}.
 *
 * @param source where the values come from: "provisional", or the command that calibrated them
 * @param anchors the reference rating of each objective and commission
 * @since 0.1.0
 */
public record AnchorRatings(String source, Map<Objective, Map<CommissionTrack, Rating>> anchors) {
  /** Source label of {@link #provisional()}. */
  public static final String PROVISIONAL = "provisional";

  /**
   * @throws TeiException {@code BAD_VALUE} if the source is blank or an objective or commission has no anchor
   */
  public AnchorRatings {
    Objects.requireNonNull(source, "source");
    if (source.isBlank()) {
      throw new TeiException("BAD_VALUE", "Anchor ratings must say where they come from.");
    }
    Objects.requireNonNull(anchors, "anchors");
    Map<Objective, Map<CommissionTrack, Rating>> copy = new EnumMap<>(Objective.class);
    for (Objective o : Objective.values()) {
      Map<CommissionTrack, Rating> byTrack = anchors.get(o);
      for (CommissionTrack t : CommissionTrack.values()) {
        if (byTrack == null || byTrack.get(t) == null) {
          throw new TeiException("BAD_VALUE", "There is no anchor rating for " + TeiTrack.of(o, t) + ".");
        }
      }
      copy.put(o, Map.copyOf(byTrack));
    }
    anchors = Map.copyOf(copy);
  }

  /**
   * The provisional anchors, the same for both objectives: Ensign mu 7 ("conservative baseline"), Lieutenant
   * mu 15 ("competent player"), Commander mu 25 ("sharp strategist"), each with sigma 2. They are placed so
   * that a captain as strong as the officers settles near the Ensign, Lieutenant and Commander commissions.
   */
  public static AnchorRatings provisional() {
    Map<CommissionTrack, Rating> byTrack = new EnumMap<>(CommissionTrack.class);
    byTrack.put(CommissionTrack.ENSIGN, Rating.of(7, 2));
    byTrack.put(CommissionTrack.LIEUTENANT, Rating.of(15, 2));
    byTrack.put(CommissionTrack.COMMANDER, Rating.of(25, 2));
    Map<Objective, Map<CommissionTrack, Rating>> all = new EnumMap<>(Objective.class);
    for (Objective o : Objective.values()) {
      all.put(o, byTrack);
    }
    return new AnchorRatings(PROVISIONAL, all);
  }

  /**
   * The anchors calibrated from the arena at the rated table (Warp 12, two captains, Official Warp rules) and
   * shipped with the library: Points — Ensign μ 2.45, Lieutenant μ 15.20, Commander (Ω, weights
   * {@code warp12-official-v5}) μ 25; Go-out — Ensign μ 20.55, Lieutenant μ 23.72, Commander (the heuristic
   * stack: no shipped weights cover Go-out) μ 25; each σ 2. Their {@link #source()} is the command that
   * produced them and the Commander it seated (see {@code docs/tei.md}).
   */
  public static AnchorRatings calibrated() {
    try (InputStream in = AnchorRatings.class.getResourceAsStream("anchors.json")) {
      if (in == null) {
        throw new IllegalStateException("The calibrated anchors are missing from the jar.");
      }
      return TeiJson.create().readAnchors(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether these are the provisional, uncalibrated values. */
  public boolean isProvisional() {
    return PROVISIONAL.equals(source);
  }

  /** The fixed rating of an officer of {@code commission} in a sector played for {@code objective}. */
  public Rating anchor(Objective objective, CommissionTrack commission) {
    // Complete by construction: the constructor refuses a missing anchor.
    Map<CommissionTrack, Rating> byTrack = Objects.requireNonNull(
        anchors.get(Objects.requireNonNull(objective, "objective")), "anchors");
    return Objects.requireNonNull(byTrack.get(Objects.requireNonNull(commission, "commission")), "anchor");
  }

  /** These anchors with one value replaced and {@code source} naming where the new values come from. */
  public AnchorRatings with(String source, Objective objective, CommissionTrack commission, Rating rating) {
    Map<Objective, Map<CommissionTrack, Rating>> next = new EnumMap<>(Objective.class);
    anchors.forEach((o, byTrack) -> next.put(o, new EnumMap<>(byTrack)));
    Objects.requireNonNull(next.get(Objects.requireNonNull(objective, "objective")), "anchors")
        .put(Objects.requireNonNull(commission, "commission"), Objects.requireNonNull(rating, "rating"));
    return new AnchorRatings(source, next);
  }
}
