// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.server.comms.RateLimiter;
import org.iwgf.warp.server.game.Games;
import org.iwgf.warp.server.game.LiveGame;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.StoredComms;
import org.iwgf.warp.server.store.StoredTable;
import org.iwgf.warp.server.store.TableStore;

/**
 * Every table of the server: creates them from a configuration, seats players by token, plays their moves,
 * lets officers take their turns on a small pool of threads, stores each move as it is made and resumes every
 * stored table by replaying its record.
 *
 * @since 0.1.0
 */
public final class Tables implements AutoCloseable {
  private static final System.Logger LOG = System.getLogger(Tables.class.getName());

  private final TableStore store;
  private final Map<String, Table> tables = new ConcurrentHashMap<>();
  /** How long an officer whose move could not be stored waits before it tries again. */
  private static final Duration OFFICER_RETRY = Duration.ofSeconds(1);

  private final SeatTokens tokens = new SeatTokens();
  private final SecureRandom seeds = new SecureRandom();
  private final ScheduledExecutorService officers;
  private final Tenancy tenancy;
  private final RatedPlay ratedPlay;
  private final RateLimiter commsLimiter;
  private final TurnTimers timers;

  private Tables(TableStore store, int officerThreads, TableQuota quota, Clock clock,
      Function<ScheduledExecutorService, TurnClock> turnClock) {
    this.store = store;
    this.tenancy = new Tenancy(quota, System::nanoTime);
    this.ratedPlay = new RatedPlay(store.rated());
    this.commsLimiter = RateLimiter.standard(clock);
    this.officers = Executors.newScheduledThreadPool(officerThreads, r -> {
      Thread t = new Thread(r, "warp-officers");
      t.setDaemon(true);
      return t;
    });
    this.timers = new TurnTimers(turnClock.apply(officers), store.turns(), table -> {
      drive(table);
      table.broadcastTurn();
    });
  }

  /**
   * Opens the tables stored in {@code store}, replaying each record, and lets their officers play on; new tables
   * are counted against {@code quota}, and unrated tables that stop moving are removed on its schedule
   * ({@link TableQuota#sweep}).
   *
   * @param officerThreads threads on which officers choose their moves
   * @param quota how many tables the server keeps and for how long
   */
  public static Tables open(TableStore store, int officerThreads, TableQuota quota) {
    return open(store, officerThreads, quota, Clock.systemUTC());
  }

  /**
   * Opens the tables stored in {@code store} as {@link #open(TableStore, int, TableQuota)} does, with
   * {@code clock} timing the comms send budgets (stored as instants, so that they hold across a restart).
   */
  public static Tables open(TableStore store, int officerThreads, TableQuota quota, Clock clock) {
    return open(store, officerThreads, quota, clock, officers -> TurnClock.of(clock, officers));
  }

  /**
   * Opens the tables stored in {@code store} as {@link #open(TableStore, int, TableQuota, Clock)} does, with
   * {@code turnClock} timing the moves at tables with a turn timer (a test drives it by hand).
   *
   * @since 1.0.0
   */
  public static Tables open(TableStore store, int officerThreads, TableQuota quota, Clock clock,
      TurnClock turnClock) {
    return open(store, officerThreads, quota, clock, officers -> turnClock);
  }

  private static Tables open(TableStore store, int officerThreads, TableQuota quota, Clock clock,
      Function<ScheduledExecutorService, TurnClock> turnClock) {
    Tables t = new Tables(store, officerThreads, quota, clock, turnClock);
    for (StoredTable stored : store.loadAll()) {
      Table table = t.replay(stored);
      t.tables.put(table.id, table);
      t.tenancy.resumed(table.id, table.rated, table.game.outcome().isPresent());
      t.drive(table);
    }
    long sweep = quota.sweep().toNanos();
    t.officers.scheduleWithFixedDelay(t::removeExpired, sweep, sweep, TimeUnit.NANOSECONDS);
    return t;
  }

  private static LiveGame replayGame(StoredTable stored) {
    LiveGame game = Games.named(stored.game()).start(stored.config(), stored.seed());
    for (StoredTable.StoredMove m : stored.moves()) {
      game.play(m.seat(), m.move());
    }
    return game;
  }

  // The live game moved but its record could not be written: take the move back, so that a failed move
  // changes nothing here either. The database is not asked again: it may be the very thing that failed.
  // A move the officer covering the seat made is stored as such (covered), so that the record says who made it.
  private void storeMove(Table table, int seat, String move, boolean covered) {
    try {
      store.move(table.id, table.game.ply() - 1, seat, move, covered);
    } catch (RuntimeException e) {
      table.game.undoLast();
      throw e;
    }
    table.record.add(new StoredTable.StoredMove(seat, move, covered));
  }

  private Table replay(StoredTable stored) {
    LiveGame game = replayGame(stored);
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

  /**
   * A new table, created and seated.
   *
   * @param id the table's id
   * @param tokens each human seat's token, by seat; shown only once
   */
  public record Created(String id, Map<Integer, String> tokens) {
    /** Copies the map. */
    public Created {
      tokens = Map.copyOf(tokens);
    }
  }

  /**
   * Creates a casual table from a request, as {@link #create(String, Optional)} does with no player key.
   *
   * @throws org.iwgf.warp.core.game.WarpException for a request, configuration or seat list that is not valid
   */
  public Created create(String requestJson) {
    return create(requestJson, Optional.empty());
  }

  /**
   * Creates a table from a request: {@code {"game": "warp", "config": {...}, "seed": 42, "seats": ["human",
   * "officer:commander", "open"], "rated": false}} ({@code seed} and {@code rated} optional), for the server
   * itself: it counts in the quota's total, against no client. A rated table's seed is the server's own,
   * committed to now and published when the sector is over; its named seat, if any, is the holder of
   * {@code playerKey}'s.
   *
   * @param playerKey the key of the registered player creating the table, for a rated table's named seat
   * @throws org.iwgf.warp.core.game.WarpException for a request, configuration or seat list that is not valid;
   *     {@code RATED_SEED} for a seed asked of a rated table, {@code PLAYER_KEY} for a named rated seat whose
   *     player's key the request does not carry
   */
  public Created create(String requestJson, Optional<String> playerKey) {
    return create(requestJson, Optional.empty(), playerKey);
  }

  /**
   * As {@link #create(String, Optional)}, for {@code client} (its remote address), whose tables in play the quota
   * caps.
   *
   * @throws TableException {@code TOO_MANY_TABLES} or {@code SERVER_FULL} past the quota
   */
  public Created create(String requestJson, String client, Optional<String> playerKey) {
    return create(requestJson, Optional.of(client), playerKey);
  }

  private Created create(String requestJson, Optional<String> client, Optional<String> playerKey) {
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
      String kind = seatList.get(i);
      if (kind.equals("human") || kind.startsWith("human:")) {
        String token = tokens.issue();
        issued.put(i, token);
        seats.add(new Seat(kind, Optional.of(SeatTokens.hash(token))));
      } else if (kind.equals("open")) {
        seats.add(new Seat(kind, Optional.empty()));
      } else {
        Seat officer = new Seat(kind, Optional.empty());
        int at = i;
        String rank = officer.officerRank().orElseThrow(() -> new InvalidConfigException("SEATS",
            "Seat " + at + " is '" + kind + "'; a seat is human, open or officer:<rank>."));
        game.checkOfficer(rank);
        seats.add(officer);
      }
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
    tables.put(id, table);
    drive(table);
    return new Created(id, issued);
  }

  /**
   * Takes open seat {@code seat} of casual table {@code id}, as {@link #join(String, int, Optional)} does with no
   * player key.
   *
   * @throws TableException {@code SEAT_TAKEN} if the seat is not open
   */
  public String join(String id, int seat) {
    return join(id, seat, Optional.empty());
  }

  /**
   * Takes open seat {@code seat} of table {@code id}; returns its token, shown only once. At a rated table the
   * seat becomes {@code human:<name>} of the registered player whose key {@code playerKey} is.
   *
   * @throws TableException {@code SEAT_TAKEN} if the seat is not open; at a rated table {@code PLAYER_KEY}
   *     without a registered player's key, {@code SAME_PLAYER} if that player holds another seat there
   */
  public String join(String id, int seat, Optional<String> playerKey) {
    Table table = table(id);
    synchronized (table) {
      if (seat < 0 || seat >= table.seats.size() || !table.seats.get(seat).isOpen()) {
        throw new TableException("SEAT_TAKEN", "Seat " + seat + " of this table is not open.");
      }
      Optional<String> player = table.rated ? Optional.of(ratedPlay.joining(table, seat, playerKey))
          : Optional.empty();
      String token = tokens.issue();
      Seat taken = new Seat(player.map(p -> "human:" + p).orElse("human"), Optional.of(SeatTokens.hash(token)));
      store.seat(id, seat, taken);
      table.seats.set(seat, taken);
      player.ifPresent(p -> ratedPlay.bind(table, seat, p));
      return token;
    }
  }

  /**
   * The seat whose token this is at table {@code id}.
   *
   * @throws TableException {@code BAD_TOKEN} if no seat of the table has it
   */
  public int seatOf(String id, String token) {
    Table table = table(id);
    synchronized (table) {
      for (int i = 0; i < table.seats.size(); i++) {
        Optional<String> hash = table.seats.get(i).tokenHash();
        if (hash.isPresent() && SeatTokens.matches(token, hash.get())) {
          return i;
        }
      }
    }
    throw new TableException("BAD_TOKEN", "That seat token does not belong to this table.");
  }

  /** What {@code seat} sees now (the update message). */
  public String update(String id, int seat) {
    return table(id).update(seat);
  }

  /**
   * Plays {@code moveJson} for {@code seat}, stores it and sends every listener its update.
   *
   * @return the seat's update after the move
   * @throws org.iwgf.warp.core.game.WarpException if the move is refused; nothing changes then
   */
  public String play(String id, int seat, String moveJson) {
    Table table = table(id);
    seated(seat);
    synchronized (table) {
      if (table.seats.get(seat).officerRank().isPresent()) {
        throw new TableException("OFFICER_SEAT", "An officer sits at seat " + seat + ".");
      }
      String move = table.game.play(seat, moveJson);
      storeMove(table, seat, move, false);
      // A captain's own move is the surest sign of being back: an officer no longer plays for the seat. The
      // move is stored already; a seat that cannot be taken back now stays covered until the captain reclaims it.
      try {
        timers.reclaim(table, seat);
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "Seat " + seat + " of table " + id + " could not be taken back now", e);
      }
      tenancy.moved(id, table.game.outcome().isPresent());
      Ratings.rateIfDue(table, store);
      table.broadcast();
      drive(table);
      return table.update(seat);
    }
  }

  /**
   * Gives {@code seat} back to its captain at a table with a turn timer, if an officer plays for it, and tells
   * the table; the captain's clock starts again when the seat is at the helm. Nothing changes for a seat that
   * is not covered.
   *
   * @return the turn timer's state after it: {@code {"type":"turn","seq","table","toAct"}} with, at a timed
   *     table, {@code turnSeconds}, {@code covered} and the running clock's {@code deadline} and
   *     {@code turnLeftMs}
   * @throws TableException {@code SPECTATOR} for a spectator
   * @since 1.0.0
   */
  public String reclaim(String id, int seat) {
    Table table = table(id);
    seated(seat);
    synchronized (table) {
      timers.returned(table, seat);
      return table.turnMessage();
    }
  }

  /**
   * The advisor's suggestion for {@code seat}, which must be at the helm; the table's record becomes assisted.
   *
   * @throws TableException {@code NO_ADVISOR} for a game without an advisor, {@code NOT_YOUR_TURN} off the helm
   */
  public String advise(String id, int seat) {
    Table table = table(id);
    seated(seat);
    synchronized (table) {
      if (!table.game.toAct().equals(OptionalInt.of(seat))) {
        throw new TableException("NOT_YOUR_TURN", "The advisor answers the captain at the helm only.");
      }
      if (table.rated) {
        throw new TableException("RATED_TABLE", "The advisor is closed at rated tables: an assisted record is not"
            + " rated.");
      }
      String advice = table.game.advise().orElseThrow(() -> new TableException("NO_ADVISOR",
          "There is no advisor for " + table.game.game() + "."));
      if (!table.assisted) {
        store.markAssisted(id);
        table.assisted = true;
      }
      return "{\"type\":\"advice\",\"table\":\"" + id + "\",\"seat\":" + seat + ",\"assisted\":true,"
          + advice.substring(1);
    }
  }

  /**
   * A Section IX comms request from {@code seat}: {@code hail} (a quick phrase), {@code say} (text, {@code to} a
   * seat for a direct message), {@code mute} or {@code unmute} a seat. Delivered to the readers the comms
   * policy allows; the game is never touched.
   *
   * @throws TableException {@code COMMS_QUICK_ONLY}, {@code COMMS_NOT_A_MEMBER}, {@code COMMS_RATE_LIMITED},
   *     {@code UNKNOWN_PHRASE} when the policy refuses, {@code BAD_SEAT} for a mute of a seat the table lacks
   */
  public void comms(String id, int seat, String type, JsonNode request) {
    Table table = table(id);
    seated(seat);
    synchronized (table) {
      table.comms.handle(table, seat, type, request).ifPresent(d -> table.sendTo(d.seats(), d.message()));
    }
  }

  /**
   * Registers a player ({@code {"name":"alice"}}) for rated tables and issues its key, shown only in the
   * answer: {@code {"type":"player","player":"alice","key":"…"}}.
   *
   * @throws TableException {@code PLAYER_NAME} for a name that is not one, {@code PLAYER_TAKEN} for a name
   *     registered already
   */
  public String register(String requestJson) {
    return ratedPlay.register(requestJson);
  }

  /** Every captain's TEI rating as JSON: {@code {"ratings":[{"player","mu","sigma","sectors"}]}}. */
  public String ratings() {
    return "{\"ratings\":" + PlainJson.write(store.ratings()) + "}";
  }

  /** Whether table {@code id}'s record is assisted. */
  public boolean assisted(String id) {
    Table table = table(id);
    synchronized (table) {
      return table.assisted;
    }
  }

  /**
   * Sends {@code listener} {@code seat}'s update ({@code GameRules.SPECTATOR} for a spectator) now and after every change, until {@link #unlisten}. */
  public void listen(String id, int seat, Consumer<String> listener) {
    listen(id, seat, new Resume.Present(), listener);
  }

  /**
   * Sends {@code listener} what {@code seat} ({@code GameRules.SPECTATOR} for a spectator) needs first — its
   * present update, the updates it missed since a sequence number, or a fresh view ({@link Resume}) — and then
   * its update after every change, until {@link #unlisten}. Every update carries its sequence number
   * ({@code seq}, the moves played), so a client that comes back with the last one it saw gets each update it
   * missed once, in order, or one {@code resync} message it redraws from.
   *
   * @throws TableException {@code UNKNOWN_TABLE} if there is no such table
   * @since 1.0.0
   */
  public void listen(String id, int seat, Resume resume, Consumer<String> listener) {
    Table table = table(id);
    synchronized (table) {
      // A connection with the seat's token is its captain coming back (at a table with a turn timer).
      if (seat != GameRules.SPECTATOR) {
        timers.returned(table, seat);
      }
      table.listen(seat, resume, listener);
    }
  }

  /** Stops sending to {@code listener}. */
  public void unlisten(String id, Consumer<String> listener) {
    Optional.ofNullable(tables.get(id)).ifPresent(t -> {
      synchronized (t) {
        t.unlisten(listener).ifPresent(seat -> timers.left(t, seat));
      }
    });
  }

  /**
   * The lobby: every table with its game, seats, open seats and, at a rated table, each named captain's TEI
   * band, filtered by {@code parameters} ({@code game}, {@code band}, {@code open}; see {@link Lobby}).
   *
   * @throws TableException {@code BAD_FILTER} for a filter's value that is not one, {@code BAD_QUERY} for an
   *     unknown or repeated parameter
   * @since 1.0.0
   */
  public String lobby(Map<String, List<String>> parameters) {
    return Lobby.list(tables.values(), store.ratings(), parameters);
  }

  /**
   * One step of finished table {@code id}'s replay, for the seat and move {@code parameters} name
   * ({@code seat}, -1 or absent for a spectator; {@code ply}, 0 when absent; see {@link Replay}).
   *
   * @throws TableException {@code TABLE_IN_PLAY} for a table not finished, {@code BAD_SEAT}, {@code BAD_PLY},
   *     {@code BAD_QUERY} for parameters that are not those
   * @since 1.0.0
   */
  public String replay(String id, Map<String, List<String>> parameters) {
    return Replay.step(table(id), parameters);
  }

  /**
   * Finished table {@code id}'s record: configuration, seed, seats and every move with the seat it was made for
   * and whether the officer covering that seat made it (see {@link Replay#record}).
   *
   * @param parameters the address's parameters: it has none
   * @throws TableException {@code TABLE_IN_PLAY} for a table not finished, {@code UNKNOWN_TABLE},
   *     {@code BAD_QUERY} for any parameter
   * @since 1.0.0
   */
  public String record(String id, Map<String, List<String>> parameters) {
    Query.read(parameters, Set.of());
    return Replay.record(table(id));
  }

  /** The ids of every table, oldest first as far as this server knows. */
  public List<String> ids() {
    return List.copyOf(tables.keySet());
  }

  private static void seated(int seat) {
    if (seat == GameRules.SPECTATOR) {
      throw new TableException("SPECTATOR", "A spectator sits at no seat: watching only, no moves or advice.");
    }
  }

  /**
   * The spectator's place at table {@code id}: {@code GameRules.SPECTATOR}.
   *
   * @throws TableException {@code UNKNOWN_TABLE} if there is no such table
   */
  public int spectatorOf(String id) {
    table(id);
    return GameRules.SPECTATOR;
  }

  /** The spectator's update for table {@code id}: public information only. */
  public String spectate(String id) {
    return table(id).update(GameRules.SPECTATOR);
  }

  private Table table(String id) {
    Table table = tables.get(id);
    if (table == null) {
      throw new TableException("UNKNOWN_TABLE", "There is no table '" + id + "'.");
    }
    return table;
  }

  // An officer's turn runs as its own task, so that many tables of officers take turns on few threads and a
  // request that hands the helm to an officer returns at once.
  private void drive(Table table) {
    timers.turnStarted(table);
    if (table.officerAtHelm().isPresent() && !officers.isShutdown()) {
      officers.execute(() -> officerTurn(table));
    }
  }

  private void officerTurn(Table table) {
    synchronized (table) {
      Optional<String> rank = table.officerAtHelm();
      if (rank.isEmpty()) {
        return;
      }
      int seat = table.game.toAct().orElseThrow();
      String move;
      try {
        move = table.game.playOfficer(rank.get(), table.officerRandom);
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.ERROR, "Officer at table " + table.id + " could not move", e);
        return;
      }
      try {
        // An officer at a captain's seat is one covering it; an officer's own seat is its own.
        storeMove(table, seat, move, table.seats.get(seat).officerRank().isEmpty());
        tenancy.moved(table.id, table.game.outcome().isPresent());
      } catch (RuntimeException e) {
        // The move was taken back; the officer tries again once the database may be back, so the table
        // does not wait for ever on a seat nobody else can move.
        LOG.log(System.Logger.Level.WARNING, "Officer's move at table " + table.id + " could not be stored; "
            + "trying again in " + OFFICER_RETRY.toMillis() + " ms", e);
        if (!officers.isShutdown()) {
          officers.schedule(() -> officerTurn(table), OFFICER_RETRY.toMillis(), TimeUnit.MILLISECONDS);
        }
        return;
      }
      try {
        Ratings.rateIfDue(table, store);
      } catch (RuntimeException e) {
        // The move is stored; a table finished but not yet rated is rated when the server resumes it.
        LOG.log(System.Logger.Level.ERROR, "Table " + table.id + " could not be rated now", e);
      }
      table.broadcast();
      drive(table);
    }
  }

  // An unrated table nobody has moved at for the quota's expiry is abandoned: it leaves memory and the
  // database, so that tables created and left do not pile up. Rated tables are kept: their results count.
  private void removeExpired() {
    for (String id : tenancy.expired()) {
      Table table = tables.get(id);
      if (table == null) {
        continue;
      }
      synchronized (table) {
        // Checked again under the table's lock: a move may have come in since the list was made.
        if (!tenancy.expired(id)) {
          continue;
        }
        try {
          store.delete(id);
        } catch (RuntimeException e) {
          LOG.log(System.Logger.Level.WARNING, "Expired table " + id + " could not be removed now", e);
          continue;
        }
        tables.remove(id);
        tenancy.remove(id);
      }
    }
  }

  /** Stops the officers; the store stays open for its owner to close. */
  @Override
  public void close() {
    timers.close();
    officers.shutdown();
    try {
      officers.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
