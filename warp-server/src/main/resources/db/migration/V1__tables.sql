-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- A table is stored as its game record: configuration, seed and moves; the state is never stored, it is
-- replayed, so a stored table cannot disagree with the rules.
CREATE TABLE warp_table (
  id       VARCHAR(40)  PRIMARY KEY,
  game     VARCHAR(20)  NOT NULL,
  config   CLOB         NOT NULL,
  seed     BIGINT       NOT NULL,
  assisted BOOLEAN      DEFAULT FALSE NOT NULL,
  created  TIMESTAMP    DEFAULT CURRENT_TIMESTAMP NOT NULL
);

-- Human seats keep only the SHA-256 of their token.
CREATE TABLE warp_seat (
  table_id   VARCHAR(40) NOT NULL REFERENCES warp_table (id),
  seat       INT         NOT NULL,
  kind       VARCHAR(60) NOT NULL,
  token_hash CHAR(64),
  PRIMARY KEY (table_id, seat)
);

CREATE TABLE warp_move (
  table_id VARCHAR(40) NOT NULL REFERENCES warp_table (id),
  ply      INT         NOT NULL,
  seat     INT         NOT NULL,
  move     CLOB        NOT NULL,
  PRIMARY KEY (table_id, ply)
);
