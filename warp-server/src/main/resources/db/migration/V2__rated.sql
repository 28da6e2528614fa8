-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- Rated tables: a finished rated table is rated once (warp_rated_result holds its id), after the result
-- verifier has re-derived the standings from the record; warp_rating holds each named captain's TEI rating.
ALTER TABLE warp_table ADD COLUMN rated BOOLEAN DEFAULT FALSE NOT NULL;

CREATE TABLE warp_rated_result (
  table_id VARCHAR(40) PRIMARY KEY REFERENCES warp_table (id),
  rated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE warp_rating (
  player  VARCHAR(40) PRIMARY KEY,
  mu      DOUBLE      NOT NULL,
  sigma   DOUBLE      NOT NULL,
  sectors INT         NOT NULL
);
