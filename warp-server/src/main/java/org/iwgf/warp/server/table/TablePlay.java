// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.iwgf.warp.server.store.StoredTable;
import org.iwgf.warp.server.store.TableStore;

/**
 * Play at every table: a captain's move, the officers' turns on a small pool of threads and the turn timers
 * that hand an absent captain's seat to an officer. Each move is stored before anyone is told of it, and the
 * table's record is appended only once it is. Every call on a table is made under its lock.
 */
final class TablePlay implements AutoCloseable {
  private static final System.Logger LOG = System.getLogger(TablePlay.class.getName());
  /** How long an officer whose move could not be stored waits before it tries again. */
  private static final Duration OFFICER_RETRY = Duration.ofSeconds(1);

  private final TableStore store;
  private final Tenancy tenancy;
  private final ScheduledExecutorService officers;
  private final TurnTimers timers;

  /**
   * @param officerThreads threads on which officers choose their moves
   * @param turnClock the clock of the turn timers, given the officers' threads to run its alarms on
   */
  TablePlay(TableStore store, Tenancy tenancy, int officerThreads,
      Function<ScheduledExecutorService, TurnClock> turnClock) {
    this.store = store;
    this.tenancy = tenancy;
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

  /** The turn timers of every table. */
  TurnTimers timers() {
    return timers;
  }

  /** Runs {@code task} on the officers' threads every {@code every}, first after one such wait. */
  void every(Duration every, Runnable task) {
    long nanos = every.toNanos();
    officers.scheduleWithFixedDelay(task, nanos, nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * Plays {@code moveJson} for the captain at {@code seat} of {@code table}, stores it and tells every listener.
   * Called under the table's lock.
   *
   * @throws org.iwgf.warp.core.game.WarpException if the move is refused; nothing changes then
   */
  void captainMove(Table table, int seat, String moveJson) {
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
      LOG.log(System.Logger.Level.WARNING,
          "Seat " + seat + " of table " + table.id + " could not be taken back now", e);
    }
    tenancy.moved(table.id, table.game.outcome().isPresent());
    Ratings.rateIfDue(table, store);
    table.broadcast();
    drive(table);
  }

  /**
   * Starts the turn at the helm of {@code table}: its timer, and an officer's turn if an officer is to move.
   * Called after every change of the table, under its lock.
   */
  // An officer's turn runs as its own task, so that many tables of officers take turns on few threads and a
  // request that hands the helm to an officer returns at once.
  void drive(Table table) {
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

  /** Stops the timers and the officers, waiting a little for a turn under way. */
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
