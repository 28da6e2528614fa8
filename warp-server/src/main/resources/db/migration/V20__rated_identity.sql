-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- Rated play that cannot be rigged: registered players (only the SHA-256 of each player key is kept), the
-- rated seats bound to them (one seat per player at a table), and the salt of each rated table's seed
-- commitment, which the server publishes with the seed once the sector is over.
CREATE TABLE warp_player (
  name     VARCHAR(40) PRIMARY KEY,
  key_hash CHAR(64)    NOT NULL UNIQUE,
  created  TIMESTAMP   DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE warp_seat_player (
  table_id VARCHAR(40) NOT NULL REFERENCES warp_table (id),
  seat     INT         NOT NULL,
  player   VARCHAR(40) NOT NULL REFERENCES warp_player (name),
  PRIMARY KEY (table_id, seat),
  UNIQUE (table_id, player)
);

CREATE TABLE warp_seed_commitment (
  table_id VARCHAR(40) PRIMARY KEY REFERENCES warp_table (id),
  salt     CHAR(64)    NOT NULL
);
