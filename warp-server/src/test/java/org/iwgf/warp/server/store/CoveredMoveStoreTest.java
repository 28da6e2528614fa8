// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who made each move is stored with it: a move the covering officer made reads back as covered after the
 * database is opened again, one made by whoever sits at the seat does not, and a record stored before moves
 * said who made them (schema version 51) reads, once migrated, as every move made by whoever sat there.
 */
class CoveredMoveStoreTest {
  private static final String MOVE = "{\"type\":\"chart\"}";

  @TempDir Path dir;

  private String url() {
    return "jdbc:h2:" + dir.resolve("tables").toAbsolutePath();
  }

  @Test
  void aCoveredMoveReadsBackCoveredAfterReopeningAndAnOwnMoveDoesNot() {
    try (TableStore store = TableStore.open(url())) {
      store.create(new StoredTable("t", "warp", "{}", 7, false, false, List.of(), List.of()));
      store.move("t", 0, 0, MOVE, false);
      store.move("t", 1, 1, MOVE, true);
      store.move("t", 2, 1, MOVE);
    }
    try (TableStore store = TableStore.open(url())) {
      assertEquals(List.of(new StoredTable.StoredMove(0, MOVE, false), new StoredTable.StoredMove(1, MOVE, true),
          new StoredTable.StoredMove(1, MOVE, false)), store.load("t").orElseThrow().moves());
    }
  }

  @Test
  void movesStoredBeforeTheFlagReadAsTheSeatsOwn() throws SQLException {
    Flyway.configure().dataSource(url(), "sa", "").locations("classpath:db/migration").target("51").load()
        .migrate();
    try (Connection c = DriverManager.getConnection(url(), "sa", ""); Statement s = c.createStatement()) {
      s.execute("INSERT INTO warp_table (id, game, config, seed) VALUES ('old', 'warp', '{}', 7)");
      s.execute("INSERT INTO warp_move (table_id, ply, seat, move) VALUES ('old', 0, 1, '" + MOVE + "')");
    }
    try (TableStore store = TableStore.open(url())) {
      assertEquals(List.of(new StoredTable.StoredMove(1, MOVE, false)), store.load("old").orElseThrow().moves());
    }
  }
}
