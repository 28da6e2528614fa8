-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- Section IX comms state that outlives the server: who muted whom at a table, and when each sender's burst
-- of sends is whole again (a sender with no row has never sent). Seats are the table's seat numbers.
CREATE TABLE warp_mute (
  table_id VARCHAR(40) NOT NULL REFERENCES warp_table (id),
  viewer   INT         NOT NULL,
  sender   INT         NOT NULL,
  PRIMARY KEY (table_id, viewer, sender)
);

CREATE TABLE warp_comms_budget (
  table_id    VARCHAR(40)                 NOT NULL REFERENCES warp_table (id),
  seat        INT                         NOT NULL,
  refilled_at TIMESTAMP(9) WITH TIME ZONE NOT NULL,
  PRIMARY KEY (table_id, seat)
);
