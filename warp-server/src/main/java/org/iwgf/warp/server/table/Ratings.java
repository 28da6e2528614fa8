// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.rating.rated.VerifiedResult;
import org.iwgf.warp.rating.tei.CommissionTrack;
import org.iwgf.warp.rating.tei.Contender;
import org.iwgf.warp.rating.tei.Rating;
import org.iwgf.warp.rating.tei.SeatChange;
import org.iwgf.warp.rating.tei.TeiCalculator;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.TableStore.StoredRating;
import org.iwgf.warp.server.store.TableStore;
import org.jspecify.annotations.Nullable;

/**
 * Rated tables: who may sit at one (named captains and officers of a commission, whose anchors the TEI knows)
 * and the rating of a finished one, made only from the result the verifier re-derives from the record.
 */
final class Ratings {
  /** A captain's (and a registered player's) name. */
  static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,40}");
  private static final System.Logger LOG = System.getLogger(Ratings.class.getName());

  private Ratings() {}

  /** Checks the seats of a rated table: named captains, open seats for players to join, officers of a commission. */
  static void checkSeats(List<Seat> seats) {
    List<String> names = new ArrayList<>();
    for (Seat s : seats) {
      Optional<String> player = s.player();
      if (player.isPresent()) {
        if (!NAME.matcher(player.get()).matches() || names.contains(player.get())) {
          throw new InvalidConfigException("SEATS", "At a rated table each captain has a distinct name of 1-40"
              + " letters, digits, '-' or '_': 'human:<name>'.");
        }
        names.add(player.get());
      } else if (!s.isOpen() && s.officerRank().map(Ratings::track).isEmpty()) {
        throw new InvalidConfigException("SEATS", "A rated table seats named captains ('human:<name>'), open"
            + " seats for registered players to join and officers of a commission (officer:ensign,"
            + " officer:lieutenant, officer:commander) only.");
      }
    }
  }

  private static @Nullable CommissionTrack track(String rank) {
    try {
      return CommissionTrack.valueOf(rank.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /**
   * Why finished rated {@code table} may not be rated, if it may not: its seed was not committed to when it was
   * created, or a captain's seat is not bound to the registered player it names (a table stored before
   * players were registered, say).
   */
  static Optional<String> ineligible(Table table) {
    if (table.commitment.isEmpty()) {
      return Optional.of("its seed was not committed to");
    }
    for (int i = 0; i < table.seats.size(); i++) {
      Seat s = table.seats.get(i);
      if (s.officerRank().isEmpty()
          && (s.player().isEmpty() || !s.player().equals(Optional.ofNullable(table.players.get(i))))) {
        return Optional.of("seat " + i + " is not bound to the registered player it names");
      }
    }
    return Optional.empty();
  }

  /**
   * Rates {@code table} once it is over, unless it is casual or its record is assisted; the result is the
   * verifier's, never the live state's. Storing is idempotent, so a resumed table is not rated twice.
   */
  static void rateIfDue(Table table, TableStore store) {
    if (!table.rated || table.assisted || table.game.outcome().isEmpty()) {
      return;
    }
    Optional<String> refusal = ineligible(table);
    if (refusal.isPresent()) {
      LOG.log(System.Logger.Level.WARNING, "Table " + table.id + " is not rated: " + refusal.get());
      return;
    }
    VerifiedResult result = table.game.verifiedResult();
    List<Contender> contenders = new ArrayList<>();
    List<Optional<StoredRating>> before = new ArrayList<>();
    for (Seat s : table.seats) {
      Optional<StoredRating> stored = s.player().flatMap(store::rating);
      before.add(stored);
      contenders.add(s.player().isPresent()
          ? Contender.captain(stored.map(r -> Rating.of(r.mu(), r.sigma())).orElse(Rating.initial()))
          : Contender.officer(CommissionTrack.valueOf(s.officerRank().orElseThrow().toUpperCase(Locale.ROOT))));
    }
    List<SeatChange> changes = TeiCalculator.standard()
        .preview(result.record().config().objective(), contenders, result.placements());
    List<StoredRating> after = new ArrayList<>();
    for (int i = 0; i < table.seats.size(); i++) {
      Optional<String> player = table.seats.get(i).player();
      if (player.isPresent()) {
        Rating r = changes.get(i).after();
        after.add(new StoredRating(player.get(), r.mu(), r.sigma(), before.get(i).map(StoredRating::sectors)
            .orElse(0) + 1));
      }
    }
    store.rate(table.id, after);
  }
}
