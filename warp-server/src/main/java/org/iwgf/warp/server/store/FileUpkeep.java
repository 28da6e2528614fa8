// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.jdbcx.JdbcConnectionPool;
import org.h2.mvstore.MVStore;

/**
 * Keeps the database file near the size of what it holds while the server runs. Every commit is written at once
 * ({@link TableStore#open}), which turns off H2's background thread and with it the housekeeping that rewrites
 * half-empty chunks: the file then grew by about 2–3 kB a commit for as long as the server ran (188 MiB after
 * 29,000 commits and still growing). Rewriting the emptiest chunks every few seconds lets H2 reuse their space
 * once no version needs them: the file levels off at a size set by the write rate (about 160 MiB at 160 commits a
 * second, a few MiB at a table's pace). It asks H2's own store for it ({@link MVStore#compact}), as no SQL
 * statement compacts an open database.
 */
final class FileUpkeep implements AutoCloseable {
  /** How often the chunks are looked at. */
  static final Duration EVERY = Duration.ofSeconds(10);
  // Chunks less full than this are rewritten, at most this many bytes each time: H2's own housekeeping's aims.
  private static final int TARGET_FILL_RATE = 90;
  private static final int MOST_WRITTEN = 16 << 20;

  private final JdbcConnectionPool pool;
  private final ScheduledExecutorService timer;

  private FileUpkeep(JdbcConnectionPool pool) {
    this.pool = pool;
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "warp-store-upkeep");
      t.setDaemon(true);
      return t;
    });
  }

  /** Starts looking after the file of the database {@code pool} opens. */
  static FileUpkeep start(JdbcConnectionPool pool) {
    FileUpkeep upkeep = new FileUpkeep(pool);
    long every = EVERY.toMillis();
    upkeep.timer.scheduleWithFixedDelay(upkeep::compactOnce, every, every, TimeUnit.MILLISECONDS);
    return upkeep;
  }

  /** Rewrites the emptiest chunks once; false if there is no file (an in-memory database) or nothing to do. */
  boolean compactOnce() {
    try (Connection c = pool.getConnection()) {
      MVStore store = ((SessionLocal) c.unwrap(JdbcConnection.class).getSession()).getDatabase().getStore()
          .getMvStore();
      return store.getFileStore() != null && !store.isClosed() && store.compact(TARGET_FILL_RATE, MOST_WRITTEN);
    } catch (SQLException | RuntimeException e) {
      // Upkeep only saves space: a failure here (the database closing under it, say) must not reach a player.
      TableStore.LOG.log(System.Logger.Level.DEBUG, "The table database's file upkeep was skipped", e);
      return false;
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
    try {
      timer.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
