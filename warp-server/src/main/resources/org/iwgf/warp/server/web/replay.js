// The replay of a finished table (#replay=<id>&seat=N): its record stepped move by move as one seat, or a
// spectator, saw it (GET /tables/{id}/replay), each step drawn by the same board as the live table, and at the
// end every seat's hand revealed. Nothing is sent to the table.
import {el, fill, toast} from './dom.js';

/**
 * Draws the replay of table id as seat (-1: a spectator) into main, with render(board, table, update, fresh)
 * drawing each step; api(method, path) asks the server. Returns what to call when the page leaves it.
 */
export function showReplay(main, where, id, seat, render, api) {
  const spectator = seat < 0;
  fill(where, 'Replay of table ' + id + (spectator ? ', as a spectator' : ', seat ' + seat));
  const board = el('div', {id: 'board'}, el('p', {class: 'muted'}, 'Loading…'));
  const position = el('span', {id: 'replay-position', role: 'status', 'aria-live': 'polite'});
  const reveal = el('section', {id: 'reveal', class: 'panel', hidden: true});
  const perspectives = el('span', {class: 'row', id: 'replay-seats'});
  const steps = new Map();
  let plies = null;
  let at = -1;
  let table = null;
  const button = (name, label, text, to) => el('button', {id: 'replay-' + name, 'aria-label': label,
    onclick: () => go(to())}, text);
  const controls = el('div', {class: 'row panel', role: 'toolbar', 'aria-label': 'replay controls'},
      button('first', 'first move', 'First', () => 0),
      button('back', 'one move back', '◀ Back', () => at - 1),
      button('forward', 'one move forward', 'Forward ▶', () => at + 1),
      button('last', 'last move', 'Last', () => plies),
      position, perspectives);
  fill(main, controls, board, reveal);

  const step = async ply => {
    if (!steps.has(ply)) {
      steps.set(ply, await api('GET', '/tables/' + encodeURIComponent(id) + '/replay?seat=' + seat + '&ply=' + ply));
    }
    return steps.get(ply);
  };
  // A replay offers no move: each step is drawn with no legal moves, and nothing is ever sent.
  const quiet = update => Object.assign({}, update, {legalMoves: [], moveCount: 0, moveMenu: undefined});
  const fresh = () => ({id, token: '', seq: null, comms: [], advice: null, replay: true,
    send: () => toast('This is a replay: no move is sent.'), rerender: () => {}});
  const go = async ply => {
    if (plies !== null && (ply < 0 || ply > plies || ply === at)) return;
    try {
      const update = await step(ply);
      plies = update.plies;
      // Stepping on adds the step's events to the log; any other jump draws the log again from the steps
      // already fetched (from the first, when they are all there), so that it reads as it did in play.
      if (table === null || ply !== at + 1) {
        table = fresh();
        const from = [...Array(ply).keys()].every(k => steps.has(k)) ? 0 : ply;
        const scratch = el('div');
        for (let k = from; k < ply; k++) render(scratch, table, quiet(steps.get(k)), true);
      }
      table.rerender = () => render(board, table, quiet(update), false);
      render(board, table, quiet(update), true);
      at = ply;
      board.dataset.replay = 'true';
      // Who made the move shown, from the record: said when the officer covering a seat made it.
      const made = ply > 0 ? (update.movers || [])[ply - 1] : undefined;
      fill(position, 'Move ' + ply + ' of ' + plies + (made && made.covered
        ? ': officer played for seat ' + made.seat : ''));
      position.dataset.covered = String(Boolean(made && made.covered));
      /** @type {HTMLButtonElement} */ (controls.querySelector('#replay-first')).disabled = ply === 0;
      /** @type {HTMLButtonElement} */ (controls.querySelector('#replay-back')).disabled = ply === 0;
      /** @type {HTMLButtonElement} */ (controls.querySelector('#replay-forward')).disabled = ply === plies;
      /** @type {HTMLButtonElement} */ (controls.querySelector('#replay-last')).disabled = ply === plies;
      showReveal(reveal, update);
    } catch (e) {
      toast(e.message);
    }
  };
  const keys = event => {
    if (event.target.closest && event.target.closest('input, textarea, select')) return;
    const to = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: plies}[event.key];
    if (to === undefined || to === null) return;
    event.preventDefault();
    go(to);
  };
  document.addEventListener('keydown', keys);
  go(0).then(() => {
    const count = (steps.get(0) || {seats: []}).seats.length;
    fill(perspectives, 'See it as: ', Array.from({length: count}, (_, s) =>
      el('a', {href: '#replay=' + id + '&seat=' + s, 'aria-current': s === seat ? 'page' : undefined},
          'seat ' + s)), el('a', {href: '#replay=' + id, 'aria-current': spectator ? 'page' : undefined},
          'a spectator'));
  });
  return () => document.removeEventListener('keydown', keys);
}

// The post-game reveal: at the last move, every seat's hand as that seat saw it at the end.
function showReveal(reveal, update) {
  if (!update.reveal) {
    reveal.hidden = true;
    fill(reveal);
    return;
  }
  reveal.hidden = false;
  fill(reveal, el('h3', {}, 'The reveal: every hand at the end'),
      el('ul', {}, update.reveal.map((seatUpdate, s) => el('li', {class: 'revealed', dataset: {seat: s}},
          'Seat ' + s + ' (' + (update.seats[s] || '') + '): ',
          handText(seatUpdate.view)))));
}

function handText(view) {
  const hand = view && (view.hand || view.ownChoice);
  if (Array.isArray(hand)) return hand.length === 0 ? 'no tiles left' : hand.map(h => typeof h === 'object'
    ? JSON.stringify(h) : String(h)).join(' ');
  return JSON.stringify(view);
}
