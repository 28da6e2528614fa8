// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import org.h2.jdbcx.JdbcConnectionPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With every commit written at once H2 rewrites no half-empty chunk by itself; the store's upkeep does, so the
 * file does not grow for as long as the server runs.
 */
class FileUpkeepTest {
  @TempDir Path dir;

  @Test
  void commitsWrittenAtOnceLeaveChunksThatTheUpkeepRewrites() throws SQLException {
    JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:" + dir.resolve("db"), "sa", "");
    try (FileUpkeep upkeep = FileUpkeep.start(pool)) {
      try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
        s.execute("SET WRITE_DELAY 0");
        // H2 rewrites only chunks older than its retention time (45 s by default): none here, so the test need
        // not wait for them.
        s.execute("SET RETENTION_TIME 0");
        s.execute("CREATE TABLE m(id INT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(200))");
        c.setAutoCommit(false);
        try (PreparedStatement p = c.prepareStatement("INSERT INTO m(body) VALUES (?)")) {
          for (int i = 0; i < 2_000; i++) {
            p.setString(1, "{\"type\":\"chart\",\"coordinate\":\"12-5\",\"route\":\"trail-0\",\"n\":" + i + "}");
            p.executeUpdate();
            c.commit();
          }
        }
      }
      assertTrue(upkeep.compactOnce(), "2,000 commits of a row each leave half-empty chunks to rewrite");
    } finally {
      pool.dispose();
    }
  }

  @Test
  void anInMemoryDatabaseHasNoFileToKeep() {
    JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:mem:upkeep", "sa", "");
    try (FileUpkeep upkeep = FileUpkeep.start(pool)) {
      assertFalse(upkeep.compactOnce());
    } finally {
      pool.dispose();
    }
  }
}
