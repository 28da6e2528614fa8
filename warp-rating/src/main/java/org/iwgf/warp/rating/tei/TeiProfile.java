// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.Objective;

/**
 * One captain's solo-pool TEI: a starting TEI per objective track (Academy placement or the default P25) and
 * a rating per bucket (objective × officer commission). Immutable: every change returns a new profile, which
 * is what a caller saves. In JSON:
 * {@code {"starts": {"GO_OUT": {"placedAs": "COMMANDER", "grade": "V53", "locked": true}},
 * "buckets": {"GO_OUT": {"COMMANDER": {"rating": {"mu": …, "sigma": …}, "ratedMatches": 1}}}}}.
 *
 * @param starts the starting TEI of each objective that has one recorded (absent means unplaced P25)
 * @param buckets the rating of each bucket that has seen a rated match
 * @since 0.1.0
 */
public record TeiProfile(Map<Objective, StartingTei> starts,
    Map<Objective, Map<CommissionTrack, TrackRating>> buckets) {

  public TeiProfile {
    starts = Map.copyOf(Objects.requireNonNull(starts, "starts"));
    Map<Objective, Map<CommissionTrack, TrackRating>> copy = new EnumMap<>(Objective.class);
    Objects.requireNonNull(buckets, "buckets").forEach((objective, byTrack) -> copy.put(
        Objects.requireNonNull(objective, "objective"), Map.copyOf(byTrack)));
    buckets = Map.copyOf(copy);
  }

  /** A captain with no placement and no rated match: every track starts at P25. */
  public static TeiProfile empty() {
    return new TeiProfile(Map.of(), Map.of());
  }

  /** The starting TEI of {@code objective}'s track. */
  public StartingTei start(Objective objective) {
    return starts.getOrDefault(Objects.requireNonNull(objective, "objective"), StartingTei.unplaced());
  }

  /**
   * Saves an Academy placement for {@code objective}'s track: the captain chose {@code track} and a starting
   * grade within its band. The field then locks.
   *
   * @throws TeiException {@code PLACEMENT_LOCKED} if the track's start is already locked (saved before, or
   *     a rated match was played); {@code PLACEMENT_BAND} if {@code grade} is outside {@code track}'s band
   */
  public TeiProfile place(Objective objective, CommissionTrack track, TeiGrade grade) {
    if (start(objective).locked()) {
      throw new TeiException("PLACEMENT_LOCKED", "The starting TEI of the "
          + (objective == Objective.POINTS_CAMPAIGN ? "Points" : "Go-out")
          + " track is locked: it was saved or a rated match was played.");
    }
    Map<Objective, StartingTei> next = new EnumMap<>(Objective.class);
    next.putAll(starts);
    next.put(objective, new StartingTei(Optional.of(track), grade, true));
    return new TeiProfile(next, buckets);
  }

  /** The bucket's record: its saved rating, or the track's starting rating with no matches. */
  public TrackRating bucket(TeiTrack track) {
    Map<CommissionTrack, TrackRating> byTrack = buckets.get(track.objective());
    TrackRating saved = byTrack == null ? null : byTrack.get(track.opponents());
    return saved != null ? saved : new TrackRating(start(track.objective()).rating(), 0);
  }

  /** The bucket's current rating. */
  public Rating rating(TeiTrack track) {
    return bucket(track).rating();
  }

  /** The bucket's current grade. */
  public TeiGrade grade(TeiTrack track) {
    return TeiGrade.of(rating(track));
  }

  /**
   * Records an unassisted rated match in {@code track}: the bucket takes {@code after} (as computed by
   * {@link TeiCalculator}), its count grows by one, and the objective's starting TEI locks.
   */
  public TeiProfile record(TeiTrack track, Rating after) {
    Objects.requireNonNull(after, "after");
    TrackRating now = bucket(track);
    Map<Objective, Map<CommissionTrack, TrackRating>> nextBuckets = new EnumMap<>(Objective.class);
    nextBuckets.putAll(buckets);
    Map<CommissionTrack, TrackRating> byTrack = new EnumMap<>(CommissionTrack.class);
    byTrack.putAll(buckets.getOrDefault(track.objective(), Map.of()));
    byTrack.put(track.opponents(), new TrackRating(after, now.ratedMatches() + 1));
    nextBuckets.put(track.objective(), byTrack);
    Map<Objective, StartingTei> nextStarts = new EnumMap<>(Objective.class);
    nextStarts.putAll(starts);
    nextStarts.put(track.objective(), start(track.objective()).lock());
    return new TeiProfile(nextStarts, nextBuckets);
  }
}
