// Any other game of the server (Warp 6 Classic, the dice race, the battle game), playable from its view: the
// view and the last events as the game writes them, and the moves open to the seat as buttons, with a filter;
// moves the server describes instead of listing (the dice race's secret choice) are built from pickers.
import {el, fill, tile} from './dom.js';
import {menuPicker} from './move-menu.js';

/** @typedef {import('./types/server/message').GameUpdate} GameUpdate */
/** @typedef {import('./app.js').Table} Table */

const SHOWN_MOVES = 200;
const COORDINATE = /^\d+-\d+$/;

// The view at a glance: its plain values as chips, and any list of coordinates (a hand, a line of play
// whose placements name their tiles) as tiles, whatever the game calls them.
/** @param {object} view the view as the game writes it */
function glance(view) {
  const chips = [];
  const rows = [];
  for (const [key, value] of Object.entries(view || {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      chips.push(el('span', {class: 'item'}, key + ' ', el('b', {}, String(value))));
    }
    const tiles = coordinatesIn(value);
    if (tiles.length > 0) {
      rows.push(el('div', {class: 'trail', dataset: {field: key}}, el('div', {class: 'label'}, key),
          el('div', {class: 'tiles'}, tiles.map(c => tile(c))), el('div')));
    }
  }
  return el('section', {class: 'panel', id: 'glance'}, el('div', {class: 'status'}, chips), rows);
}

/**
 * @param {any} value any part of a view, as the game writes it
 * @returns {string[]}
 */
function coordinatesIn(value) {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(v => typeof v === 'string' && COORDINATE.test(v))) return value;
    if (value.length > 0 && value.every(v => v && typeof v.tile === 'string' && COORDINATE.test(v.tile))) {
      return value.map(v => v.tile);
    }
    return [];
  }
  if (value && typeof value === 'object' && Array.isArray(value.placements)) return coordinatesIn(value.placements);
  return [];
}

/**
 * Draws an update of a table of any game.
 *
 * @param {HTMLElement} board
 * @param {Table} table
 * @param {GameUpdate} update
 * @param {boolean} fresh
 */
export function renderGeneric(board, table, update, fresh) {
  if (fresh) table.pending = false;
  table.filter = table.filter || '';
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const moves = (update.legalMoves || []).map(m => ({move: m, text: JSON.stringify(m)}));
  const moveCount = update.moveCount ?? moves.length;
  const picker = menuPicker('moveMenu' in update ? update.moveMenu : undefined, table);
  const filter = el('input', {id: 'move-filter', placeholder: 'filter moves, e.g. a field or a value', size: 40,
    value: table.filter});
  const list = el('div', {class: 'moves', id: 'moves'});
  const count = el('span', {class: 'muted', id: 'move-count'});
  const showMoves = () => {
    const words = table.filter.toLowerCase().split(/\s+/).filter(w => w);
    const matching = moves.filter(m => words.every(w => m.text.toLowerCase().includes(w)));
    fill(count, ' ' + matching.length + ' match');
    const shown = matching.slice(0, SHOWN_MOVES);
    fill(list, shown.map(m => el('button', {dataset: {moveType: m.move.type || ''}, disabled: table.pending,
      onclick: () => {
        if (table.pending) return;
        table.pending = true;
        table.send({type: 'move', move: m.move});
      }}, m.text)),
    matching.length > SHOWN_MOVES ? el('span', {class: 'muted'}, (matching.length - SHOWN_MOVES)
        + ' more — narrow the filter') : null);
  };
  filter.addEventListener('input', () => {
    table.filter = filter.value;
    showMoves();
  });
  showMoves();
  const helm = update.over ? 'The game is over.' : atHelm ? 'You are to move.'
      : update.toAct >= 0 ? 'Seat ' + update.toAct + ' is to move.' : 'Waiting.';
  fill(board,
      el('section', {class: 'panel status'}, el('span', {class: 'item'}, update.game),
          el('span', {class: 'item'}, 'Move ', el('b', {}, update.ply)),
          el('span', {id: 'helm', class: atHelm ? 'turn-banner' : ''}, helm),
          update.seat < 0 ? el('span', {id: 'spectating', class: 'muted'}, 'Watching as a spectator') : null),
      glance(update.view),
      update.outcome ? el('section', {class: 'panel', id: 'outcome'}, el('h3', {}, 'Outcome'),
          el('pre', {class: 'json'}, JSON.stringify(update.outcome, null, 1))) : null,
      atHelm ? el('section', {class: 'panel'}, el('h3', {}, 'Your moves (' + moveCount + ')'),
          picker || [filter, count, list,
            moveCount > moves.length ? el('p', {class: 'muted'}, 'The first ' + moves.length + ' of ' + moveCount
                + ' are listed; any legal move is accepted.') : null]) : null,
      el('section', {class: 'panel'}, el('h3', {}, 'Last events'),
          el('pre', {class: 'json', id: 'events'}, JSON.stringify(update.events || [], null, 1))),
      el('section', {class: 'panel'}, el('h3', {}, update.seat < 0 ? 'What the public sees' : 'What you see'),
          el('pre', {class: 'json', id: 'view'}, JSON.stringify(update.view, null, 1))));
}
