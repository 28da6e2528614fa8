// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.h2.jdbcx.JdbcConnectionPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A commit that has returned is in the database file even while the upkeep rewrites chunks and H2 puts new ones
 * into the space it freed. A server killed with SIGKILL leaves its file as it was when the last write returned
 * (the operating system keeps what was written), so a copy of the file taken right after a commit returns is
 * what a restarted server opens: it must hold every commit.
 */
class KilledStoreTest {
  private static final int COMMITS = 300;
  // The upkeep runs every few commits, as it would under a steady stream of moves.
  private static final int COMPACT_EVERY = 7;

  @TempDir Path dir;

  @Test
  void everyReturnedCommitIsInTheFileAKilledServerLeaves() throws SQLException, IOException {
    JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:" + dir.resolve("db"), "sa", "");
    try (FileUpkeep upkeep = FileUpkeep.start(pool); Connection c = pool.getConnection()) {
      try (Statement s = c.createStatement()) {
        s.execute("SET WRITE_DELAY 0");
        // Chunks are rewritten and their space reused at once, not 45 s later, so that a short test meets the
        // reuse a long-running server meets.
        s.execute("SET RETENTION_TIME 0");
        s.execute("CREATE TABLE m(id INT PRIMARY KEY, body VARCHAR(4000))");
      }
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO m VALUES (?, ?)");
          PreparedStatement update = c.prepareStatement("UPDATE m SET body = ? WHERE id = ?")) {
        for (int i = 1; i <= COMMITS; i++) {
          // Rows of changing size, and older rows rewritten, leave chunks of changing size and holes between them.
          insert.setInt(1, i);
          insert.setString(2, "move ".repeat(1 + i * 37 % 400));
          insert.executeUpdate();
          update.setString(1, "view ".repeat(1 + i * 53 % 300));
          update.setInt(2, 1 + i * 31 % i);
          update.executeUpdate();
          if (i % COMPACT_EVERY == 0) {
            upkeep.compactOnce();
          }
          assertEquals(i, rowsAfterAKill(i), "rows after commit " + i);
        }
      }
    } finally {
      pool.dispose();
    }
  }

  private int rowsAfterAKill(int commit) throws IOException, SQLException {
    Path killed = Files.createDirectories(dir.resolve("killed-" + commit));
    Files.copy(dir.resolve("db.mv.db"), killed.resolve("db.mv.db"));
    try (Connection c = DriverManager.getConnection("jdbc:h2:" + killed.resolve("db"), "sa", "");
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM m")) {
      r.next();
      return r.getInt(1);
    }
  }
}
