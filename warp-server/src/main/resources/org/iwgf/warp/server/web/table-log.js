// A table's log: what happened, written from each update once, the same way at every game's board (its own words
// describe the events), and kept to the last LOG_LENGTH entries.
import {noteCoveredMove} from './turn-clock.js';

/** @typedef {import('./app.js').Table} Table */

const LOG_LENGTH = 200;

/**
 * Adds to table's log what update tells, once for each move number (a redraw of the same update adds nothing):
 * each event describe has words for, the opening line when the log is empty and the update has no events (a seat
 * that joins mid-game), and the move an officer made for an absent captain. An entry that begins a round, hand
 * or turn is marked round; table.freshLog counts the entries this update added.
 *
 * @template E
 * @param {Table} table
 * @param {{ply: number, events?: E[]}} update
 * @param {() => string} opening the line that opens an empty log
 * @param {(event: E) => string | null | undefined} describe an event's words in the log, if it has any
 * @param {(event: E) => boolean} beginsRound whether the event begins a round, hand or turn
 * @returns {boolean} whether the update was new to the log
 */
export function recordLog(table, update, opening, describe, beginsRound) {
  if (table.logPly === update.ply) return false;
  table.logPly = update.ply;
  table.log = table.log || [];
  table.freshLog = 0;
  if (table.log.length === 0 && (update.events || []).length === 0) {
    table.log.push({text: opening(), round: true});
    table.freshLog++;
  }
  for (const event of update.events || []) {
    const text = describe(event);
    if (text) {
      table.log.push({text, round: beginsRound(event)});
      table.freshLog++;
    }
  }
  noteCoveredMove(table, update);
  table.log.splice(0, Math.max(0, table.log.length - LOG_LENGTH));
  return true;
}
