-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- Turn timers: a table's time for each move at the helm (no row value: no timer), and the seats an officer
-- plays for because their captain timed out or left, until the captain reclaims the seat. The running clock
-- itself is not stored: a restarted server starts every clock again.
ALTER TABLE warp_table ADD COLUMN turn_seconds INT;

CREATE TABLE warp_covered_seat (
  table_id VARCHAR(40) NOT NULL REFERENCES warp_table (id),
  seat     INT         NOT NULL,
  PRIMARY KEY (table_id, seat)
);
