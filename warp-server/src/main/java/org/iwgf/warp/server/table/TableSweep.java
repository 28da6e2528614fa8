// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.Map;
import org.iwgf.warp.server.store.TableStore;

/**
 * Removes abandoned tables: an unrated table nobody has moved at for the quota's expiry leaves memory and the
 * database, so that tables created and left do not pile up. Rated tables are kept: their results count.
 */
final class TableSweep implements Runnable {
  private static final System.Logger LOG = System.getLogger(TableSweep.class.getName());

  private final TableStore store;
  private final Tenancy tenancy;
  private final Map<String, Table> tables;

  /** @param tables the live tables, by id, from which expired ones are removed */
  TableSweep(TableStore store, Tenancy tenancy, Map<String, Table> tables) {
    this.store = store;
    this.tenancy = tenancy;
    this.tables = tables;
  }

  /** Removes every table expired now; one the database cannot delete now is tried again at the next sweep. */
  @Override
  public void run() {
    for (String id : tenancy.expired()) {
      Table table = tables.get(id);
      if (table == null) {
        continue;
      }
      synchronized (table) {
        // Checked again under the table's lock: a move may have come in since the list was made.
        if (!tenancy.expired(id)) {
          continue;
        }
        try {
          store.delete(id);
        } catch (RuntimeException e) {
          LOG.log(System.Logger.Level.WARNING, "Expired table " + id + " could not be removed now", e);
          continue;
        }
        tables.remove(id);
        tenancy.remove(id);
      }
    }
  }
}
