-- SPDX-FileCopyrightText: 2026 IWGF
-- SPDX-License-Identifier: Apache-2.0
-- Who made each move: covered is true for a move the game's officer made for a seat it covered (the seat's
-- captain timed out or left), false for the move of whoever sits at the seat. A move stored before this column
-- reads as the seat's own.
ALTER TABLE warp_move ADD COLUMN covered BOOLEAN DEFAULT FALSE NOT NULL;
