// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Set;
import java.util.TreeSet;

/**
 * The seats officers play for at tables with a turn timer, in the database that holds the tables' records: a
 * seat covered or reclaimed is committed before any seat is told, so a restarted server keeps covering it.
 *
 * @since 1.0.0
 */
public final class TurnStore {
  private final TableStore tables;

  TurnStore(TableStore tables) {
    this.tables = tables;
  }

  /** Records that at table {@code id} an officer plays for seat {@code seat} from now on. */
  public void cover(String id, int seat) {
    tables.update("MERGE INTO warp_covered_seat (table_id, seat) KEY (table_id, seat) VALUES (?, ?)", id, seat);
  }

  /** Records that seat {@code seat} of table {@code id} is its captain's again. */
  public void reclaim(String id, int seat) {
    tables.update("DELETE FROM warp_covered_seat WHERE table_id = ? AND seat = ?", id, seat);
  }

  /** The seats of table {@code id} an officer plays for, in order; empty when there are none. */
  public Set<Integer> covered(String id) {
    Set<Integer> seats = new TreeSet<>();
    try (Connection c = tables.connection();
        PreparedStatement p = c.prepareStatement("SELECT seat FROM warp_covered_seat WHERE table_id = ?")) {
      p.setString(1, id);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          seats.add(r.getInt(1));
        }
      }
    } catch (SQLException e) {
      throw TableStore.failure(e);
    }
    return seats;
  }
}
