// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.server.comms.RateLimiter;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.Seat;
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
  private final TableStore store;
  private final Map<String, Table> tables = new ConcurrentHashMap<>();
  private final SeatTokens tokens = new SeatTokens();
  private final RatedPlay ratedPlay;
  private final TablePlay play;
  private final TableSetup setup;

  private Tables(TableStore store, int officerThreads, TableQuota quota, Clock clock,
      Function<ScheduledExecutorService, TurnClock> turnClock) {
    this.store = store;
    Tenancy tenancy = new Tenancy(quota, System::nanoTime);
    this.ratedPlay = new RatedPlay(store.rated());
    this.play = new TablePlay(store, tenancy, officerThreads, turnClock);
    this.setup = new TableSetup(store, tokens, tenancy, ratedPlay, RateLimiter.standard(clock), play.timers());
    for (StoredTable stored : store.loadAll()) {
      Table table = setup.reopen(stored);
      tables.put(table.id, table);
      tenancy.resumed(table.id, table.rated, table.game.outcome().isPresent());
      play.drive(table);
    }
    play.every(quota.sweep(), new TableSweep(store, tenancy, tables));
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
    return new Tables(store, officerThreads, quota, clock, turnClock);
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
    TableSetup.NewTable created = setup.create(requestJson, client, playerKey);
    Table table = created.table();
    tables.put(table.id, table);
    play.drive(table);
    return new Created(table.id, created.tokens());
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
      play.captainMove(table, seat, moveJson);
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
      play.timers().returned(table, seat);
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
        play.timers().returned(table, seat);
      }
      table.listen(seat, resume, listener);
    }
  }

  /** Stops sending to {@code listener}. */
  public void unlisten(String id, Consumer<String> listener) {
    Optional.ofNullable(tables.get(id)).ifPresent(t -> {
      synchronized (t) {
        t.unlisten(listener).ifPresent(seat -> play.timers().left(t, seat));
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

  /** Stops the officers; the store stays open for its owner to close. */
  @Override
  public void close() {
    play.close();
  }
}
