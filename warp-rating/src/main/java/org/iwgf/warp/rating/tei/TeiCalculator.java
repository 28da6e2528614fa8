// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.model.Objective;

/**
 * Previews TEI updates without saving anything: given the seats of a sector (rated captains and AI officers)
 * and its finishing places, it says how each rating would move. AI officers sit at their fixed
 * {@link AnchorRatings anchors} and never move. A caller that keeps the result saves it itself (for example
 * with {@link TeiProfile#record}); a preview is just a value. Immutable and thread-safe.
 *
 * <pre>{@code
 * TeiCalculator calc = TeiCalculator.standard();
 * List<SeatChange> changes = calc.preview(Objective.POINTS_CAMPAIGN,
 *     List.of(Contender.captain(me), Contender.officer(CommissionTrack.LIEUTENANT)), Placements.of(1, 2));
 * changes.get(0).display();   // e.g. "P25 → P31 (+6)"
 * }</pre>
 *
 * @since 0.1.0
 */
public final class TeiCalculator {
  private final OpenSkill update;
  private final AnchorRatings anchors;

  private TeiCalculator(OpenSkill update, AnchorRatings anchors) {
    this.update = Objects.requireNonNull(update, "update");
    this.anchors = Objects.requireNonNull(anchors, "anchors");
  }

  /** Plackett–Luce with the default parameters and the calibrated anchors ({@link AnchorRatings#calibrated()}). */
  public static TeiCalculator standard() {
    return new TeiCalculator(OpenSkill.standard(), AnchorRatings.calibrated());
  }

  /** A calculator using {@code update} and the officers' {@code anchors}. */
  public static TeiCalculator of(OpenSkill update, AnchorRatings anchors) {
    return new TeiCalculator(update, anchors);
  }

  /** The anchors officers are rated at. */
  public AnchorRatings anchors() {
    return anchors;
  }

  /**
   * How every seat's rating would move.
   *
   * @param objective what the sector was played for (chooses the officers' anchors)
   * @param seats the seats in seat order
   * @param places the finishing places, in seat order
   * @return one change per seat, in seat order; officers' changes leave their anchor as it was
   * @throws TeiException {@code SEATS} if the seats and places differ in number
   */
  public List<SeatChange> preview(Objective objective, List<Contender> seats, Placements places) {
    Objects.requireNonNull(objective, "objective");
    List<Rating> before = new ArrayList<>(seats.size());
    for (Contender c : seats) {
      before.add(c.isAnchor() ? anchors.anchor(objective, c.officer().get()) : c.rating().get());
    }
    List<Rating> after = update.rate(before, places);
    List<SeatChange> out = new ArrayList<>(seats.size());
    for (int i = 0; i < seats.size(); i++) {
      boolean anchor = seats.get(i).isAnchor();
      out.add(new SeatChange(before.get(i), anchor ? before.get(i) : after.get(i), anchor));
    }
    return List.copyOf(out);
  }

  /**
   * A solo sector: the captain at {@code captainSeat} against AI officers. The bucket is the objective
   * against the strongest officer commission at the table; the captain's rating comes from that bucket of
   * {@code profile}.
   *
   * @param officers the officers' commissions in seat order, the captain's seat left out
   * @throws TeiException {@code SEATS} if there is no officer, or the seat or places do not fit the table
   */
  public SoloPreview previewSolo(TeiProfile profile, Objective objective, int captainSeat,
      List<CommissionTrack> officers, Placements places) {
    Objects.requireNonNull(profile, "profile");
    if (officers.isEmpty() || captainSeat < 0 || captainSeat > officers.size()) {
      throw new TeiException("SEATS", "A solo sector seats the captain (seat " + captainSeat + ") with at least"
          + " one officer; " + officers.size() + " officers were given.");
    }
    CommissionTrack strongest = CommissionTrack.ENSIGN;
    for (CommissionTrack t : officers) {
      strongest = t.compareTo(strongest) > 0 ? t : strongest;
    }
    TeiTrack track = TeiTrack.of(objective, strongest);
    List<Contender> seats = new ArrayList<>();
    for (CommissionTrack t : officers) {
      seats.add(Contender.officer(t));
    }
    seats.add(captainSeat, Contender.captain(profile.rating(track)));
    return new SoloPreview(track, preview(objective, seats, places).get(captainSeat));
  }

  /**
   * What a solo sector would do to a captain's solo TEI.
   *
   * @param track the bucket the sector counts in
   * @param change the captain's rating change
   */
  public record SoloPreview(TeiTrack track, SeatChange change) {
    public SoloPreview {
      Objects.requireNonNull(track, "track");
      Objects.requireNonNull(change, "change");
    }

    /** {@code profile} with this result saved. */
    public TeiProfile saveTo(TeiProfile profile) {
      return profile.record(track, change.after());
    }
  }
}
