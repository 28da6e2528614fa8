// A table's turn timer above its board: the time left for the move at the helm, counted down, and each seat an
// officer plays for while its captain is away, with a button for that captain to take the seat back.
import {el, fill} from './dom.js';

let ticking = null;

/** Shows update's timer in bar (nothing at a table without one); send sends a message to the table. */
export function showTurn(bar, update, send) {
  clearInterval(ticking);
  ticking = null;
  if (update.turnSeconds === undefined) {
    fill(bar);
    bar.hidden = true;
    return;
  }
  bar.hidden = false;
  const covered = (update.covered || []).map(seat => el('span', {class: 'covered', dataset: {seat}},
      'Seat ' + seat + ': officer playing for the absent captain'
      + (seat === update.seat ? ' (you)' : '') + '.'));
  const mine = update.seat >= 0 && (update.covered || []).includes(update.seat);
  const reclaim = mine ? el('button', {id: 'reclaim', onclick: () => send({type: 'reclaim'})},
      'Take my seat back') : null;
  const clock = el('span', {id: 'turn-left', role: 'timer', 'aria-live': 'off'});
  fill(bar, el('span', {class: 'muted'}, update.turnSeconds + ' s a move. '), clock, covered, reclaim);
  if (update.turnLeftMs === undefined) {
    fill(clock, update.over ? '' : 'No clock runs for this move. ');
    return;
  }
  // Counted from the milliseconds the server said were left, not from its instant: the two clocks may differ.
  const ends = Date.now() + update.turnLeftMs;
  const who = update.toAct === update.seat ? 'Your move' : 'Seat ' + update.toAct + '\'s move';
  const tick = () => {
    if (!bar.isConnected) {
      clearInterval(ticking);
      return;
    }
    const left = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
    fill(clock, who + ': ' + Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') + ' left. ');
    clock.classList.toggle('hurry', left <= 10);
  };
  tick();
  ticking = setInterval(tick, 1000);
}

/**
 * Adds to the table's log, at a table with a turn timer, that the officer covering a seat made the move the
 * update follows: the record says who made each move.
 */
export function noteCoveredMove(table, update) {
  const made = update.lastMove;
  if (!made || !made.covered) return;
  table.log.push({text: 'Officer played for seat ' + made.seat + '.', covered: true});
  table.freshLog++;
}
