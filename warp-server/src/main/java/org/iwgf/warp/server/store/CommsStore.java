// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The tables' Section IX comms state, in the database that holds their records: each mute and each spend of
 * a send budget is committed before the server acts on it, so a restarted server keeps both.
 *
 * @since 0.1.0
 */
public final class CommsStore {
  private final TableStore tables;

  CommsStore(TableStore tables) {
    this.tables = tables;
  }

  /**
   * Records that at table {@code id} seat {@code viewer} hides seat {@code sender}'s messages ({@code hides}) or
   * shows them again.
   */
  public void mute(String id, int viewer, int sender, boolean hides) {
    if (hides) {
      tables.update("MERGE INTO warp_mute (table_id, viewer, sender) KEY (table_id, viewer, sender) VALUES (?, ?, ?)",
          id, viewer, sender);
    } else {
      tables.update("DELETE FROM warp_mute WHERE table_id = ? AND viewer = ? AND sender = ?", id, viewer, sender);
    }
  }

  /** Records that at table {@code id} seat {@code seat} has sent: its burst is whole again at {@code refilledAt}. */
  public void spend(String id, int seat, Instant refilledAt) {
    tables.update("MERGE INTO warp_comms_budget (table_id, seat, refilled_at) KEY (table_id, seat) VALUES (?, ?, ?)",
        id, seat, refilledAt.atOffset(ZoneOffset.UTC));
  }

  /** The comms state stored for table {@code id}: {@link StoredComms#none()} where nothing is. */
  public StoredComms load(String id) {
    Map<Integer, Set<Integer>> mutes = new TreeMap<>();
    Map<Integer, Instant> refilledAt = new TreeMap<>();
    try (Connection c = tables.connection()) {
      select(c, "SELECT viewer, sender FROM warp_mute WHERE table_id = ?", id,
          r -> mutes.computeIfAbsent(r.getInt(1), viewer -> new TreeSet<>()).add(r.getInt(2)));
      select(c, "SELECT seat, refilled_at FROM warp_comms_budget WHERE table_id = ?", id,
          r -> refilledAt.put(r.getInt(1), r.getObject(2, OffsetDateTime.class).toInstant()));
    } catch (SQLException e) {
      throw TableStore.failure(e);
    }
    return new StoredComms(mutes, refilledAt);
  }

  /** Reads one row of a result. */
  private interface Row {
    void read(ResultSet r) throws SQLException;
  }

  private static void select(Connection c, String sql, String id, Row row) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          row.read(r);
        }
      }
    }
  }
}
