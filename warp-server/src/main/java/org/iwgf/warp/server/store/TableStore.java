// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;

/**
 * The tables' records in an embedded H2 database, its schema kept by Flyway. Every write is one small
 * statement made as it happens and on the file when it returns, so a server that stops at any moment, even
 * killed, resumes from everything it acknowledged.
 *
 * @since 0.1.0
 */
public final class TableStore implements AutoCloseable {
  static final System.Logger LOG = System.getLogger(TableStore.class.getName());

  private final JdbcConnectionPool pool;
  private final FileUpkeep upkeep;

  private TableStore(JdbcConnectionPool pool) {
    this.pool = pool;
    this.upkeep = FileUpkeep.start(pool);
  }

  /**
   * Opens (and creates or migrates) the database at {@code jdbcUrl}, e.g. {@code jdbc:h2:./warp-tables}, and sets
   * it to write every commit to its file before the commit returns.
   */
  public static TableStore open(String jdbcUrl) {
    JdbcConnectionPool pool = JdbcConnectionPool.create(jdbcUrl, "sa", "");
    writeEveryCommit(pool);
    Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    return new TableStore(pool);
  }

  // H2 writes commits to its file from a background thread up to WRITE_DELAY after they return (500 ms unless
  // set), so a process killed in that time loses commits the server has already acknowledged: tables, seats,
  // moves, ratings. With 0 every commit is written by the committing thread before it returns, so everything
  // acknowledged survives the process dying. (Written to the operating system, not forced to the disk: H2 does
  // not sync each commit, so the machine losing power may still lose the last ones.) It is set here, not left
  // to the URL, because the server's promise must not depend on how it was started; H2 keeps the setting in
  // the database too.
  private static void writeEveryCommit(JdbcConnectionPool pool) {
    try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
      s.execute("SET WRITE_DELAY 0");
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** The tables' comms state, in this database. */
  public CommsStore comms() {
    return new CommsStore(this);
  }

  /** The seats officers play for at timed tables, in this database. */
  public TurnStore turns() {
    return new TurnStore(this);
  }

  Connection connection() throws SQLException {
    return pool.getConnection();
  }

  /** Stores a new table with its seats and no moves. */
  public void create(StoredTable table) {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement t = c.prepareStatement(
          "INSERT INTO warp_table (id, game, config, seed, assisted, rated, turn_seconds) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
        t.setString(1, table.id());
        t.setString(2, table.game());
        t.setString(3, table.config());
        t.setLong(4, table.seed());
        t.setBoolean(5, table.assisted());
        t.setBoolean(6, table.rated());
        if (table.turnSeconds().isPresent()) {
          t.setInt(7, table.turnSeconds().getAsInt());
        } else {
          t.setNull(7, Types.INTEGER);
        }
        t.executeUpdate();
      }
      for (int i = 0; i < table.seats().size(); i++) {
        insertSeat(c, table.id(), i, table.seats().get(i));
      }
      c.commit();
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  private static void insertSeat(Connection c, String id, int seat, Seat s) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(
        "MERGE INTO warp_seat (table_id, seat, kind, token_hash) KEY (table_id, seat) VALUES (?, ?, ?, ?)")) {
      p.setString(1, id);
      p.setInt(2, seat);
      p.setString(3, s.kind());
      p.setString(4, s.tokenHash().orElse(null));
      p.executeUpdate();
    }
  }

  /** Replaces seat {@code seat} of table {@code id} (a player took an open seat). */
  public void seat(String id, int seat, Seat s) {
    try (Connection c = pool.getConnection()) {
      insertSeat(c, id, seat, s);
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** Appends move number {@code ply} (from 0) to table {@code id}'s record, made by whoever sits at the seat. */
  public void move(String id, int ply, int seat, String moveJson) {
    move(id, ply, seat, moveJson, false);
  }

  /**
   * Appends move number {@code ply} (from 0) to table {@code id}'s record; {@code covered} when the game's
   * officer made it for a seat it covers (its captain timed out or left).
   *
   * @since 1.0.0
   */
  public void move(String id, int ply, int seat, String moveJson, boolean covered) {
    update("INSERT INTO warp_move (table_id, ply, seat, move, covered) VALUES (?, ?, ?, ?, ?)", id, ply, seat,
        moveJson, covered);
  }

  /** Removes table {@code id}'s record: its moves, seats and the table itself, in one transaction. */
  public void delete(String id) {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      for (String table : List.of("warp_move", "warp_seat", "warp_rated_result", "warp_covered_seat")) {
        try (PreparedStatement p = c.prepareStatement("DELETE FROM " + table + " WHERE table_id = ?")) {
          p.setString(1, id);
          p.executeUpdate();
        }
      }
      try (PreparedStatement p = c.prepareStatement("DELETE FROM warp_table WHERE id = ?")) {
        p.setString(1, id);
        p.executeUpdate();
      }
      c.commit();
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** Marks table {@code id}'s record as assisted: a seat asked the advisor. */
  public void markAssisted(String id) {
    update("UPDATE warp_table SET assisted = TRUE WHERE id = ?", id);
  }

  void update(String sql, Object... values) {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        p.setObject(i + 1, values[i]);
      }
      p.executeUpdate();
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** The stored table {@code id}, if there is one. */
  public Optional<StoredTable> load(String id) {
    return loadAll().stream().filter(t -> t.id().equals(id)).findFirst();
  }

  /** Every stored table with its seats and moves, oldest first. */
  public List<StoredTable> loadAll() {
    List<StoredTable> tables = new ArrayList<>();
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement(
            "SELECT id, game, config, seed, assisted, rated, turn_seconds FROM warp_table ORDER BY created, id");
        ResultSet r = p.executeQuery()) {
      while (r.next()) {
        String id = r.getString(1);
        int seconds = r.getInt(7);
        OptionalInt turnSeconds = r.wasNull() ? OptionalInt.empty() : OptionalInt.of(seconds);
        tables.add(new StoredTable(id, r.getString(2), r.getString(3), r.getLong(4), r.getBoolean(5),
            r.getBoolean(6), seats(c, id), moves(c, id), turnSeconds));
      }
    } catch (SQLException e) {
      throw failure(e);
    }
    return tables;
  }

  private static List<Seat> seats(Connection c, String id) throws SQLException {
    List<Seat> seats = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(
        "SELECT kind, token_hash FROM warp_seat WHERE table_id = ? ORDER BY seat")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          seats.add(new Seat(r.getString(1), Optional.ofNullable(r.getString(2))));
        }
      }
    }
    return seats;
  }

  private static List<StoredTable.StoredMove> moves(Connection c, String id) throws SQLException {
    List<StoredTable.StoredMove> moves = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(
        "SELECT seat, move, covered FROM warp_move WHERE table_id = ? ORDER BY ply")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          moves.add(new StoredTable.StoredMove(r.getInt(1), r.getString(2), r.getBoolean(3)));
        }
      }
    }
    return moves;
  }

  /**
   * A captain's stored rating and the number of rated sectors behind it.
   *
   * @param player the captain's name
   * @param mu the rating's mean
   * @param sigma the rating's uncertainty
   * @param sectors rated sectors played
   */
  public record StoredRating(String player, double mu, double sigma, int sectors) {}

  /** The rating of {@code player}, if they have played a rated sector. */
  public Optional<StoredRating> rating(String player) {
    return ratings().stream().filter(r -> r.player().equals(player)).findFirst();
  }

  /** Every stored rating, by name. */
  public List<StoredRating> ratings() {
    List<StoredRating> out = new ArrayList<>();
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement("SELECT player, mu, sigma, sectors FROM warp_rating ORDER BY player");
        ResultSet r = p.executeQuery()) {
      while (r.next()) {
        out.add(new StoredRating(r.getString(1), r.getDouble(2), r.getDouble(3), r.getInt(4)));
      }
    } catch (SQLException e) {
      throw failure(e);
    }
    return out;
  }

  /**
   * Records table {@code id} as rated and stores each captain's new rating, in one transaction; a table already
   * rated is left as it is.
   *
   * @return whether the ratings were stored now
   */
  public boolean rate(String id, List<StoredRating> after) {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement done = c.prepareStatement("SELECT COUNT(*) FROM warp_rated_result WHERE table_id = ?")) {
        done.setString(1, id);
        try (ResultSet r = done.executeQuery()) {
          r.next();
          if (r.getInt(1) > 0) {
            return false;
          }
        }
      }
      try (PreparedStatement mark = c.prepareStatement("INSERT INTO warp_rated_result (table_id) VALUES (?)")) {
        mark.setString(1, id);
        mark.executeUpdate();
      }
      for (StoredRating s : after) {
        try (PreparedStatement p = c.prepareStatement(
            "MERGE INTO warp_rating (player, mu, sigma, sectors) KEY (player) VALUES (?, ?, ?, ?)")) {
          p.setString(1, s.player());
          p.setDouble(2, s.mu());
          p.setDouble(3, s.sigma());
          p.setInt(4, s.sectors());
          p.executeUpdate();
        }
      }
      c.commit();
      return true;
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** What rated play stores (players, rated seats' bindings, seed commitments), in this database. */
  public RatedStore rated() {
    return new RatedStore(pool);
  }

  static IllegalStateException failure(SQLException e) {
    return new IllegalStateException("The table database failed: " + e.getMessage(), e);
  }

  /** Compacts the database file and closes the database's connections. */
  @Override
  public void close() {
    // While the server runs, FileUpkeep keeps the file from growing without end; a clean stop rewrites it to its
    // live data (docs/server.md has the figures).
    upkeep.close();
    try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
      s.execute("SHUTDOWN COMPACT");
    } catch (SQLException e) {
      LOG.log(System.Logger.Level.WARNING, "The table database could not be compacted on closing", e);
    } finally {
      pool.dispose();
    }
  }
}
