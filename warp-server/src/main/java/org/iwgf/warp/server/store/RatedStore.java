// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.h2.jdbcx.JdbcConnectionPool;

/**
 * What rated play adds to the tables' records, in the same database: the registered players (each with only
 * the SHA-256 of its player key), the rated seats bound to them, and the salt of each rated table's seed
 * commitment. Obtained from {@link TableStore#rated()}.
 *
 * @since 0.1.0
 */
public final class RatedStore {
  // H2's SQLState for a unique or primary key violation: the name, key or seat is taken already.
  private static final String DUPLICATE = "23505";

  private final JdbcConnectionPool pool;

  RatedStore(JdbcConnectionPool pool) {
    this.pool = pool;
  }

  /**
   * Registers player {@code name} with the SHA-256 of its key.
   *
   * @return false if the name (or, against all odds, the key) is registered already; nothing changes then
   */
  public boolean register(String name, String keyHash) {
    return insert("INSERT INTO warp_player (name, key_hash) VALUES (?, ?)", name, keyHash);
  }

  /** The registered player whose key has SHA-256 {@code keyHash}, if any. */
  public Optional<String> playerWithKey(String keyHash) {
    return queryOne("SELECT name FROM warp_player WHERE key_hash = ?", keyHash);
  }

  /**
   * Binds seat {@code seat} of table {@code tableId} to registered player {@code player}.
   *
   * @return false if the player holds another seat of the table, or the seat is bound already; nothing
   *     changes then
   */
  public boolean bind(String tableId, int seat, String player) {
    return insert("INSERT INTO warp_seat_player (table_id, seat, player) VALUES (?, ?, ?)", tableId, seat, player);
  }

  /** The registered player bound to each bound seat of table {@code tableId}, by seat. */
  public Map<Integer, String> bindings(String tableId) {
    Map<Integer, String> out = new LinkedHashMap<>();
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement(
            "SELECT seat, player FROM warp_seat_player WHERE table_id = ? ORDER BY seat")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          out.put(r.getInt(1), r.getString(2));
        }
      }
    } catch (SQLException e) {
      throw TableStore.failure(e);
    }
    return Map.copyOf(out);
  }

  /** Stores the salt of rated table {@code tableId}'s seed commitment. */
  public void commitSeed(String tableId, String salt) {
    if (!insert("INSERT INTO warp_seed_commitment (table_id, salt) VALUES (?, ?)", tableId, salt)) {
      throw new IllegalStateException("Table " + tableId + " has a seed commitment already");
    }
  }

  /** The salt of table {@code tableId}'s seed commitment; empty for a table that has none. */
  public Optional<String> seedSalt(String tableId) {
    return queryOne("SELECT salt FROM warp_seed_commitment WHERE table_id = ?", tableId);
  }

  private boolean insert(String sql, Object... values) {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        p.setObject(i + 1, values[i]);
      }
      p.executeUpdate();
      return true;
    } catch (SQLException e) {
      if (DUPLICATE.equals(e.getSQLState())) {
        return false;
      }
      throw TableStore.failure(e);
    }
  }

  private Optional<String> queryOne(String sql, String value) {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(sql)) {
      p.setString(1, value);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
      }
    } catch (SQLException e) {
      throw TableStore.failure(e);
    }
  }
}
