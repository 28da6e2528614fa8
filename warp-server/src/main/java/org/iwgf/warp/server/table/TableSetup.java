// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.server.comms.RateLimiter;
import org.iwgf.warp.server.game.Games;
import org.iwgf.warp.server.game.LiveGame;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.StoredComms;
import org.iwgf.warp.server.store.StoredTable;
import org.iwgf.warp.server.store.TableStore;

/**
 * Sets up new tables and reopens stored ones: a new table from a client's request, checked, seated and stored
 * before anyone may play at it; a stored table by replaying its record move by move.
 */
final class TableSetup {
  /** A table set up from a request, and each human seat's token, by seat, shown only once. */
  record NewTable(Table table, Map<Integer, String> tokens) {}

  private final TableStore store;
  private final SeatTokens tokens;
  private final SecureRandom seeds = new SecureRandom();
  private final Tenancy tenancy;
  private final RatedPlay ratedPlay;
  private final RateLimiter commsLimiter;
  private final TurnTimers timers;

  TableSetup(TableStore store, SeatTokens tokens, Tenancy tenancy, RatedPlay ratedPlay, RateLimiter commsLimiter,
      TurnTimers timers) {
    this.store = store;
    this.tokens = tokens;
    this.tenancy = tenancy;
    this.ratedPlay = ratedPlay;
    this.commsLimiter = commsLimiter;
    this.timers = timers;
  }

  /**
   * A new table from {@code requestJson} (see {@link Tables#create(String, Optional)}), counted against
   * {@code client} if any, stored and, when rated, with its named seat bound.
   *
   * @throws org.iwgf.warp.core.game.WarpException for a request, configuration or seat list that is not valid,
   *     or past the quota
   */
  NewTable create(String requestJson, Optional<String> client, Optional<String> playerKey) {
    StrictRequest request = StrictRequest.read(requestJson, "table request")
        .only(Set.of("game", "config", "seed", "seats", "rated", "turnSeconds"));
    boolean rated = request.optionalBoolean("rated").orElse(false);
    OptionalInt turnSeconds = TurnTimers.requested(request, rated);
    if (rated && request.node().has("seed")) {
      // A seed chosen by a client would let it know every hidden hand and the whole draw order.
      throw new InvalidConfigException("RATED_SEED", "A rated table's seed is the server's own: leave 'seed'"
          + " out; it is published, with the commitment it opens, when the sector is over.");
    }
    String gameName = request.text("game");
    String config = request.object("config");
    long seed = request.optionalLong("seed").orElseGet(seeds::nextLong);
    List<String> seatList = request.texts("seats");
    for (int i = 0; i < seatList.size(); i++) {
      SeatKinds.check(i, seatList.get(i));
    }
    LiveGame game = Games.named(gameName).start(config, seed);
    if (seatList.size() != game.seats()) {
      throw new InvalidConfigException("SEATS", "This table has " + game.seats()
          + " seats; 'seats' must list each: human, open or officer:<rank>.");
    }
    List<Seat> seats = new ArrayList<>();
    Map<Integer, String> issued = new LinkedHashMap<>();
    for (int i = 0; i < seatList.size(); i++) {
      seats.add(seat(game, i, seatList.get(i), issued));
    }
    if (rated && !game.rateable()) {
      throw new InvalidConfigException("RATED_GAME", "Only Warp tables are rated.");
    }
    Map<Integer, String> named = Map.of();
    if (rated) {
      Ratings.checkSeats(seats);
      named = ratedPlay.namedAtCreation(seats, playerKey);
    }
    String id = UUID.randomUUID().toString();
    Table table = new Table(id, config, seed, game, seats, false, rated,
        new Comms(store.comms(), commsLimiter, StoredComms.none()), timers.timer(turnSeconds, Set.of()));
    tenancy.open(id, client, rated);
    try {
      store.create(new StoredTable(id, gameName, table.config, seed, false, rated, seats, List.of(),
          turnSeconds));
    } catch (RuntimeException e) {
      tenancy.remove(id);
      throw e;
    }
    if (rated) {
      ratedPlay.seat(table, named);
    }
    return new NewTable(table, issued);
  }

  // A human seat gets its token now (only its hash is kept); an officer's rank is checked against the game.
  private Seat seat(LiveGame game, int at, String kind, Map<Integer, String> issued) {
    if (kind.equals("human") || kind.startsWith("human:")) {
      String token = tokens.issue();
      issued.put(at, token);
      return new Seat(kind, Optional.of(SeatTokens.hash(token)));
    }
    if (kind.equals("open")) {
      return new Seat(kind, Optional.empty());
    }
    Seat officer = new Seat(kind, Optional.empty());
    String rank = officer.officerRank().orElseThrow(() -> new InvalidConfigException("SEATS",
        "Seat " + at + " is '" + kind + "'; a seat is human, open or officer:<rank>."));
    game.checkOfficer(rank);
    return officer;
  }

  /**
   * Table {@code stored} as it was: its game replayed move by move, its comms, its turn timer with the seats
   * officers played for, and, when rated, its players; a rated table finished but not yet rated is rated now.
   */
  Table reopen(StoredTable stored) {
    LiveGame game = Games.named(stored.game()).start(stored.config(), stored.seed());
    for (StoredTable.StoredMove m : stored.moves()) {
      game.play(m.seat(), m.move());
    }
    Table table = new Table(stored.id(), stored.config(), stored.seed(), game, stored.seats(), stored.assisted(),
        stored.rated(), new Comms(store.comms(), commsLimiter, store.comms().load(stored.id())),
        timers.timer(stored.turnSeconds(), stored.turnSeconds().isPresent() ? store.turns().covered(stored.id())
            : Set.of()));
    table.record.addAll(stored.moves());
    if (table.rated) {
      ratedPlay.restore(table);
    }
    // A server stopped between a rated table's last move and its rating rates it now (storing is idempotent).
    Ratings.rateIfDue(table, store);
    return table;
  }
}
