// A move the server describes instead of listing (its update's moveMenu): the dice race's secret choice, one
// face per die out of millions of combinations. The player picks each die's face; the move is built from the
// picks and sent like any other, and the server checks it as it checks every move.
import {el} from './dom.js';

/** @typedef {import('./types/blackhole/menu').BlackHoleMenu} BlackHoleMenu */
/** @typedef {import('./types/wormhole/menu').WormholeMenu} WormholeMenu */
/** @typedef {import('./app.js').Table} Table */

/**
 * The pickers for a moveMenu of dice ({seat, dice: [{ship, die, faces}]}), or null for any other menu.
 *
 * @param {BlackHoleMenu | WormholeMenu | undefined} menu
 * @param {Table} table
 */
export function menuPicker(menu, table) {
  if (!menu || !('dice' in menu) || !Array.isArray(menu.dice)) return null;
  const pickers = menu.dice.map(d => el('select', {dataset: {ship: d.ship}, 'aria-label': 'ship ' + d.ship + ' (' + d.die + ')'},
      d.faces.map(f => el('option', {value: f}, String(f)))));
  const send = el('button', {id: 'choose-faces', disabled: table.pending, onclick: () => {
    if (table.pending) return;
    table.pending = true;
    table.send({type: 'move', move: {type: 'choose', faces: pickers.map(p => Number(p.value))}});
  }}, 'Choose these faces');
  return el('div', {class: 'face-menu', id: 'face-menu'},
      menu.dice.map((d, i) => el('label', {class: 'item'}, 'ship ' + d.ship + ' ', el('b', {}, d.die), ' ', pickers[i])),
      send);
}
