// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.TurnStore;

/**
 * Turn timers of every table: each move at the helm of a captain is given the table's time; when it runs out,
 * or when a captain's last connection has been gone that long, an officer of the game plays for the seat until
 * its captain reclaims it (a move, a connection with the seat's token, or a {@code reclaim}). The officer's
 * moves are ordinary moves of the record. Every call is made under the table's lock; a covered seat is stored
 * before anyone is told.
 */
final class TurnTimers {
  /** The least time a table may give a move. */
  static final int MIN_SECONDS = 10;
  /** The most time a table may give a move: an hour. */
  static final int MAX_SECONDS = 3600;
  private static final System.Logger LOG = System.getLogger(TurnTimers.class.getName());
  /** How long a covered seat whose record could not be written waits before it is tried again. */
  private static final Duration STORE_RETRY = Duration.ofSeconds(1);

  private final TurnClock clock;
  private final TurnStore store;
  private final Consumer<Table> changed;
  /** Set when the server stops: an alarm that goes off after that does nothing. */
  private volatile boolean closed;

  /**
   * @param changed what is done under the table's lock once a seat is covered or reclaimed: let the officers
   *     play on and tell every listener
   */
  TurnTimers(TurnClock clock, TurnStore store, Consumer<Table> changed) {
    this.clock = clock;
    this.store = store;
    this.changed = changed;
  }

  /**
   * The turn time a table request asks for ({@code turnSeconds}), checked: a whole number of seconds from
   * {@link #MIN_SECONDS} to {@link #MAX_SECONDS}, at a casual table only.
   *
   * @throws InvalidConfigException {@code TURN_SECONDS} out of bounds, {@code RATED_TIMER} at a rated table
   */
  static OptionalInt requested(StrictRequest request, boolean rated) {
    OptionalInt seconds = request.optionalInteger("turnSeconds");
    if (seconds.isEmpty()) {
      return seconds;
    }
    if (rated) {
      // An officer's move in a captain's place is not the captain's own play (docs/rules-decisions.md).
      throw new InvalidConfigException("RATED_TIMER", "A rated table has no turn timer: an officer playing for"
          + " a captain would make the sector not the captain's own play. Leave 'turnSeconds' out.");
    }
    if (seconds.getAsInt() < MIN_SECONDS || seconds.getAsInt() > MAX_SECONDS) {
      throw new InvalidConfigException("TURN_SECONDS", "'turnSeconds' is the time for each move, " + MIN_SECONDS
          + " to " + MAX_SECONDS + " seconds; " + seconds.getAsInt() + " is not.");
    }
    return seconds;
  }

  /** A table's timer: {@code seconds} a move (empty: no timer) and the seats officers play for. */
  TurnTimer timer(OptionalInt seconds, Set<Integer> covered) {
    return new TurnTimer(seconds, covered, clock);
  }

  /**
   * The officer who plays for an absent captain: Warp's Commander, the battle game's autopilot, and the game's
   * own officer (a random legal mover) at Warp 6 Classic, the dice race and any other game.
   */
  static String coverRank(String game) {
    return switch (game) {
      case "warp" -> "commander";
      case "wormhole" -> "autopilot";
      default -> "random";
    };
  }

  /**
   * Starts the clock of the move at the helm, if a captain sits there and it is not running for this move
   * already; stops it when an officer (or one playing for a covered seat) is at the helm, the seat is open or
   * the game is over.
   */
  void turnStarted(Table table) {
    synchronized (table) {
      TurnTimer timer = table.timer;
      if (!timer.timed()) {
        return;
      }
      OptionalInt helm = table.game.toAct();
      if (helm.isEmpty() || !captainAt(table, helm.getAsInt()) || timer.covers(helm.getAsInt())) {
        timer.stop();
        return;
      }
      int ply = table.game.ply();
      if (timer.timedPly == ply && timer.alarm.isPresent()) {
        return;
      }
      timer.stop();
      timer.timedPly = ply;
      timer.deadline = Optional.of(clock.now().plus(timer.turnTime()));
      timer.alarm = Optional.of(clock.after(timer.turnTime(), () -> expired(table, ply)));
    }
  }

  // A seat whose captain has a token: not an officer's, not one still open for a player to take.
  private static boolean captainAt(Table table, int seat) {
    Seat s = table.seats.get(seat);
    return s.officerRank().isEmpty() && !s.isOpen();
  }

  private void expired(Table table, int ply) {
    if (closed) {
      return;
    }
    synchronized (table) {
      TurnTimer timer = table.timer;
      if (timer.timedPly != ply || table.game.ply() != ply || table.game.toAct().isEmpty()) {
        return;
      }
      timer.alarm = Optional.empty();
      cover(table, table.game.toAct().getAsInt(), () -> expired(table, ply));
    }
  }

  private void cover(Table table, int seat, Runnable retry) {
    try {
      store.cover(table.id, seat);
    } catch (RuntimeException e) {
      // Nothing is told before it is stored; the seat is covered once the database takes it.
      LOG.log(System.Logger.Level.WARNING, "Seat " + seat + " of table " + table.id + " could not be covered"
          + " now; trying again in " + STORE_RETRY.toMillis() + " ms", e);
      table.timer.alarm = Optional.of(clock.after(STORE_RETRY, retry));
      return;
    }
    table.timer.absentSince.remove(seat);
    table.timer.cover(seat, true);
    changed.accept(table);
  }

  /**
   * Gives {@code seat} back to its captain if an officer plays for it; the clock starts again for the captain
   * when the seat is at the helm ({@link #turnStarted}, after the caller tells the table).
   *
   * @return whether the seat was covered
   */
  boolean reclaim(Table table, int seat) {
    synchronized (table) {
      table.timer.absentSince.remove(seat);
      if (!table.timer.covers(seat)) {
        return false;
      }
      store.reclaim(table.id, seat);
      table.timer.cover(seat, false);
      return true;
    }
  }

  /** A connection with {@code seat}'s token came: the captain is back, and takes the seat back if covered. */
  void returned(Table table, int seat) {
    synchronized (table) {
      if (reclaim(table, seat)) {
        changed.accept(table);
      }
    }
  }

  /**
   * A connection at {@code seat} left: if none is left at the seat, the seat is covered once it has been
   * absent for the table's turn time (unless a connection comes back first).
   */
  void left(Table table, int seat) {
    synchronized (table) {
      TurnTimer timer = table.timer;
      if (!timer.timed() || seat < 0 || table.listening(seat) || table.game.outcome().isPresent()) {
        return;
      }
      Instant since = clock.now();
      timer.absentSince.put(seat, since);
      clock.after(timer.turnTime(), () -> absent(table, seat, since));
    }
  }

  private void absent(Table table, int seat, Instant since) {
    if (closed) {
      return;
    }
    synchronized (table) {
      TurnTimer timer = table.timer;
      if (!since.equals(timer.absentSince.get(seat)) || table.listening(seat) || timer.covers(seat)
          || table.game.outcome().isPresent()) {
        return;
      }
      cover(table, seat, () -> absent(table, seat, since));
    }
  }

  /** Stops every alarm from doing anything: the server is stopping. */
  void close() {
    closed = true;
  }
}
