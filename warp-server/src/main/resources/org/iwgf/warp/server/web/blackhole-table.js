// The dice race: the spiral hypermap around the black hole (its rings, the solid spiral the ships follow and the
// dotted hyperjump lines), every ship as a coloured d4, d6 or d8 showing its face on its space, the ships waiting
// to be placed and those removed, whose turn it is, the roll, the advisor, the log and the game's end. Drawn
// from the seat's update only: a face chosen in secret is not in another seat's view, so it is never here. The
// moves are read from the legal moves (and the advanced variant's move menu) the server sends; the page only
// shows where a move would take a ship, from the public board.
import {el, fill, svg} from './dom.js';
import {colourOf, describeEvent, describeMove, ringOf, shipName, spaceName} from './blackhole-words.js';
import {menuPicker} from './move-menu.js';
import {recordLog} from './table-log.js';
// The hypermap in the SVG's own units: the outermost ring starts at OUTER from the centre, the innermost ends
// at INNER, and the black hole fills HOLE.
const OUTER = 440;
const INNER = 118;
const HOLE = 78;
const DIE = 19;

/** Draws an update of a dice race table into board; fresh is false when only the advice or comms changed. */
export function renderBlackHole(board, table, update, fresh) {
  const v = update.view;
  const names = seatNames(v, update.seats);
  const legal = update.legalMoves || [];
  if (fresh) {
    table.pending = false;
    if (recordLog(table, update, () => phaseWords(v) + '.', e => describeEvent(e, names, v.ships, v.config.spiral),
        e => ['order-decided', 'revealed', 'won'].includes(e.type))) {
      const rerolled = (update.events || []).filter(e => e.type === 'rerolled').pop();
      if (rerolled) table.lastRoll = shipName(v.ships[rerolled.ship]) + ' rolled ' + rerolled.face;
    }
  }
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const movable = atHelm ? legal.filter(m => m.type !== 'choose') : [];
  if (table.selected !== null && table.selected !== undefined && !movable.some(m => m.ship === table.selected)) {
    table.selected = null;
  }
  const geometry = shape(table, v.config.spiral);
  const preview = table.selected === null || table.selected === undefined ? null
      : previewOf(v, geometry, movable.filter(m => m.ship === table.selected));
  // The picks of the secret setup survive a redraw (an advice or a message arriving mid-choice).
  const picks = Array.from(board.querySelectorAll('#face-menu select')).map(s => s.value);
  fill(board,
      statusPanel(table, update, v, names),
      el('div', {class: 'grid'},
          el('div', {},
              playersPanel(table, update, v, names, movable),
              advisorPanel(table, update, v),
              logPanel(table)),
          el('div', {class: 'race'},
              summaryPanel(update, v, names),
              controlsPanel(table, update, v, movable, preview),
              mapPanel(table, update, v, geometry, movable, preview))));
  const pickers = board.querySelectorAll('#face-menu select');
  if (picks.length === pickers.length) pickers.forEach((s, i) => { s.value = picks[i]; });
  restoreFocus(board, table);
}

function seatNames(v, seats) {
  return Array.from({length: v.config.players}, (_, i) => {
    const kind = (seats || [])[i] || '';
    if (kind.startsWith('human:')) return kind.slice('human:'.length);
    const colour = colourOf(i);
    return colour.charAt(0).toUpperCase() + colour.slice(1);
  });
}

function phaseWords(v) {
  switch (v.phase) {
    case 'CHOOSING': return 'Each player chooses the faces of their dice in secret';
    case 'PLACING': return 'The ships are placed along the outer side of the spiral';
    case 'RACING': return 'The race to the black hole is on';
    default: return 'The race is over';
  }
}

function statusPanel(table, update, v, names) {
  const items = [
    el('span', {class: 'item'}, 'The dice race', v.config.secretSetup ? ' · advanced variant' : ''),
    el('span', {class: 'item', id: 'phase', dataset: {phase: v.phase}}, phaseWords(v)),
  ];
  if (v.order.length > 0) {
    items.push(el('span', {class: 'item'}, 'Turn order ', el('b', {id: 'order'}, v.order.map(s => names[s]).join(' → '))));
  }
  const roll = rollWords(table, v, names);
  if (roll) items.push(el('span', {class: 'item', id: 'roll'}, roll));
  let helm;
  if (update.over) helm = 'The race is over.';
  else if (update.seat >= 0 && update.toAct === update.seat) helm = 'Your turn.';
  else helm = (names[update.toAct] || 'Nobody') + ' is to play.';
  items.push(el('span', {id: 'helm', role: 'status', class: update.toAct === update.seat && !update.over
    ? 'turn-banner' : ''}, helm));
  if (update.seat < 0) items.push(el('span', {id: 'spectating', class: 'muted'}, 'Watching as a spectator'));
  return el('section', {class: 'panel status'}, items);
}

// While the ships are placed, their faces are still the opening roll (or the revealed choice) that decided
// the order; once the race is on, the roll is the last one a hyperjump brought.
function rollWords(table, v, names) {
  if (v.phase === 'PLACING') {
    const totals = names.map((n, seat) => n + ' ' + v.ships.filter(s => s.seat === seat)
        .reduce((sum, s) => sum + s.face, 0));
    return (v.config.secretSetup ? 'Chosen totals: ' : 'Opening roll: ') + totals.join(', ');
  }
  return table.lastRoll ? 'Last roll: ' + table.lastRoll : null;
}

function playersPanel(table, update, v, names, movable) {
  const toWin = v.config.players === 2 ? 6 : 4;
  return el('section', {class: 'panel', id: 'players'}, el('h3', {}, 'Players'),
      names.map((name, seat) => {
        const classes = ['captain', 'seat-' + seat];
        if (seat === update.toAct && !update.over) classes.push('at-helm');
        if (seat === update.seat) classes.push('you');
        const kind = (update.seats || [])[seat] || '';
        const waiting = v.ships.filter(s => s.seat === seat && s.space === -1);
        const removed = v.removed[seat];
        return el('div', {class: classes.join(' '), dataset: {seat}},
            el('span', {class: 'name'}, el('span', {class: 'swatch seat-' + seat, 'aria-hidden': 'true'}), name),
            el('span', {class: 'removed', title: 'ships removed into the black hole', 'aria-label': name
                + ' has removed ' + removed + ' of ' + toWin + ' ships'}, removed + ' / ' + toWin),
            el('span', {class: 'kind'}, colourOf(seat) + ' · ', kind.startsWith('officer:')
                ? 'officer ' + kind.slice('officer:'.length) : kind === 'open' ? 'open seat' : 'player',
            v.phase === 'CHOOSING' ? (v.chosen[seat] ? ' · has chosen' : ' · choosing') : ''),
            el('progress', {max: toWin, value: removed, 'aria-hidden': 'true'}),
            waiting.length === 0 ? null : hangar(table, update, v, seat, waiting, movable));
      }));
}

// The ships not yet on the board, beside their player: during the secret setup a seat sees its own chosen
// faces (its view's own choice) and a question mark on everyone else's.
function hangar(table, update, v, seat, waiting, movable) {
  const own = seat === update.seat ? v.ownChoice : [];
  const first = v.ships.findIndex(s => s.seat === seat);
  const size = 2 * DIE + 6;
  const drawn = waiting.map((s, i) => {
    const face = s.face > 0 ? s.face : own.length > 0 ? own[s.id - first] : 0;
    return dieNode(table, v, {...s, face}, size * i + size / 2, size / 2, movable, 'hangar');
  });
  return svg('svg', {class: 'hangar', viewBox: '0 0 ' + size * waiting.length + ' ' + size, role: 'group',
    'aria-label': 'ships waiting to be placed'}, drawn);
}

/** The board's places in the SVG's units, worked out once per table: every space, the track, the lines. */
function shape(table, spiral) {
  const key = JSON.stringify(spiral);
  if (table.geometry && table.geometry.key === key) return table.geometry;
  const rings = spiral.rings;
  const gap = (OUTER - INNER) / rings.length;
  // A point t spaces into ring r (0 = outermost): the track turns counterclockwise from the top, drawing one
  // ring nearer the centre with every turn.
  const at = (r, t) => {
    const angle = Math.PI / 2 + 2 * Math.PI * t / rings[r];
    const radius = OUTER - gap * (r + t / rings[r]);
    return {x: radius * Math.cos(angle), y: -radius * Math.sin(angle)};
  };
  const spaces = [];
  const track = [];
  rings.forEach((n, r) => {
    for (let j = 0; j < n; j++) spaces.push({...at(r, j), ring: r + 1});
    for (let t = 0; t < n; t += 0.25) track.push(at(r, t));
  });
  // The spiral runs on from the innermost ring's last space into the black hole.
  track.push(at(rings.length - 1, rings[rings.length - 1]), {x: 0, y: -HOLE});
  table.geometry = {key, spiral, spaces, track, gap, size: spaces.length};
  return table.geometry;
}

function place(geometry, space) {
  return space >= geometry.size ? {x: 0, y: 0} : geometry.spaces[space];
}

/**
 * Where the chosen ship's moves would take it, from the public board: for an advance, the spaces it counts, where
 * its count ends and the chain of hyperjumps from there while a space is taken (as the rulebook's Hyperjumps
 * say); for a placing, the next space at the start of the spiral.
 */
function previewOf(v, geometry, moves) {
  const ship = v.ships[moves[0].ship];
  const spiral = v.config.spiral;
  if (moves.some(m => m.type === 'place')) {
    return {ship, type: 'place', landing: v.ships.filter(s => s.space >= 0).length, steps: [], chain: []};
  }
  if (!moves.some(m => m.type === 'advance')) return {ship, type: 'turn', steps: [], chain: []};
  const taken = new Set(v.ships.filter(s => s.space >= 0 && s.id !== ship.id).map(s => s.space));
  const steps = [];
  for (let s = ship.space + 1; s < Math.min(ship.space + ship.face, geometry.size); s++) steps.push(s);
  let landing = Math.min(ship.space + ship.face, geometry.size);
  const counted = landing;
  const chain = [];
  while (landing < geometry.size && taken.has(landing)) {
    const next = spiral.hyperjumps[landing];
    chain.push({from: landing, to: next});
    landing = next;
  }
  return {ship, type: 'advance', steps, counted, chain, landing};
}

function mapPanel(table, update, v, geometry, movable, preview) {
  const steps = new Set(preview ? preview.steps : []);
  const chained = new Set(preview ? preview.chain.map(c => c.from) : []);
  const landing = preview && preview.type !== 'turn' ? preview.landing : null;
  const bands = geometry.spiral.rings.map((n, r) => svg('circle', {class: 'ring-band' + (r % 2 ? ' odd' : ''),
    r: OUTER + geometry.gap / 2 - geometry.gap * r, cx: 0, cy: 0}));
  const ringLabels = geometry.spiral.rings.map((n, r) => svg('text', {class: 'ring-label', x: 0,
    y: OUTER - geometry.gap * r + geometry.gap * 0.42, 'aria-hidden': 'true'},
  String(geometry.spiral.rings.length - r)));
  const lines = geometry.spiral.hyperjumps.map((to, from) => {
    const a = place(geometry, from);
    const b = place(geometry, to);
    const inChain = chained.has(from) && preview.chain.some(c => c.from === from && c.to === to);
    return svg('line', {class: 'hyperjump' + (inChain ? ' chain' : ''), x1: a.x, y1: a.y, x2: b.x, y2: b.y,
      dataset: {from, to}});
  });
  const track = svg('polyline', {class: 'track', points: geometry.track.map(p => p.x.toFixed(1) + ','
      + p.y.toFixed(1)).join(' ')});
  const spaces = geometry.spaces.map((p, i) => {
    const classes = ['space'];
    if (steps.has(i)) classes.push('step');
    if (chained.has(i)) classes.push('jumped');
    if (landing === i) classes.push('landing');
    return svg('circle', {class: classes.join(' '), cx: p.x, cy: p.y, r: 7, dataset: {space: i}});
  });
  const start = geometry.spaces[0];
  const hole = svg('g', {class: 'black-hole' + (landing === geometry.size ? ' landing' : ''), role: 'img',
    'aria-label': 'the black hole: ' + v.removed.map((r, s) => colourOf(s) + ' ' + r).join(', ') + ' removed'},
  svg('circle', {r: HOLE, cx: 0, cy: 0, class: 'hole'}),
  svg('circle', {r: HOLE * 0.55, cx: 0, cy: 0, class: 'hole-core'}),
  v.removed.map((r, s) => svg('text', {class: 'hole-count seat-' + s, x: (s - (v.removed.length - 1) / 2) * 40,
    y: 6, dataset: {seat: s}}, String(r))));
  const dice = v.ships.filter(s => s.space >= 0).map(s => {
    const p = geometry.spaces[s.space];
    return dieNode(table, v, s, p.x, p.y, movable, 'board');
  });
  let ghost = null;
  if (preview && landing !== null && landing < geometry.size) {
    const p = geometry.spaces[landing];
    ghost = svg('g', {class: 'ghost', transform: 'translate(' + p.x + ' ' + p.y + ')', 'aria-hidden': 'true'},
        dieShape(preview.ship.die), svg('text', {class: 'face', y: 1}, preview.chain.length > 0 ? '?'
            : String(preview.ship.face)));
  }
  const map = svg('svg', {id: 'hypermap', viewBox: '-480 -480 960 960', role: 'group',
    'aria-label': 'the hypermap: the spiral around the black hole, ' + geometry.spiral.rings.length + ' rings'},
  svg('title', {}, 'The hypermap around the black hole'),
  bands, ringLabels, lines, track, spaces,
  svg('text', {class: 'start-label', x: start.x + 14, y: start.y - 18}, 'start ⟲'),
  hole, ghost, dice);
  return el('section', {class: 'panel', id: 'map-panel'}, el('h3', {}, 'The hypermap'),
      el('div', {class: 'map-frame'}, map),
      el('p', {class: 'muted legend'}, 'Ships follow the solid spiral counterclockwise; one that ends its move on '
          + 'a taken space drops along the dotted line to the next ring inward, again while that is taken. Rings '
          + 'are numbered from the centre, as the series scoring counts them.'));
}

/** A ship as a die of its player's colour showing its face (a question mark while it is still secret). */
function dieNode(table, v, ship, x, y, movable, where) {
  const moves = movable.filter(m => m.ship === ship.id);
  const selectable = moves.length > 0;
  const classes = ['die', ship.die, 'seat-' + ship.seat];
  if (selectable) classes.push('selectable');
  if (table.selected === ship.id) classes.push('selected');
  if (table.advice && table.advice.move && table.advice.move.ship === ship.id) classes.push('suggested');
  const at = ship.space >= 0 ? 'on ' + spaceName(ship.space, v.config.spiral) : 'waiting to be placed';
  const face = ship.face > 0 ? String(ship.face) : '?';
  const label = shipName(ship) + ', showing ' + (ship.face > 0 ? ship.face : 'a hidden face') + ', ' + at
      + (selectable ? ', can ' + [...new Set(moves.map(m => m.type))].join(' or ') : '');
  const attrs = {class: classes.join(' '), transform: 'translate(' + x.toFixed(1) + ' ' + y.toFixed(1) + ')',
    dataset: {ship: ship.id, seat: ship.seat, die: ship.die, face: ship.face, space: ship.space >= 0 ? ship.space
        : 'waiting', where}, role: selectable ? 'button' : 'img', 'aria-label': label};
  if (selectable) {
    attrs.tabindex = '0';
    attrs['aria-pressed'] = table.selected === ship.id ? 'true' : 'false';
    attrs.onclick = () => choose(table, ship.id);
    attrs.onkeydown = event => dieKeys(event, table, ship.id);
  }
  return svg('g', attrs, svg('title', {}, label), dieShape(ship.die), svg('text', {class: 'face', y: 1}, face));
}

// A d4 is drawn as a triangle, a d6 as a square, a d8 as a diamond: the shapes players know them by.
function dieShape(die) {
  if (die === 'd4') {
    return svg('polygon', {class: 'body', points: '0,' + (-DIE - 3) + ' ' + (DIE + 2) + ',' + (DIE - 3) + ' '
        + (-DIE - 2) + ',' + (DIE - 3)});
  }
  if (die === 'd8') {
    return svg('polygon', {class: 'body', points: '0,' + (-DIE - 2) + ' ' + (DIE + 2) + ',0 0,' + (DIE + 2) + ' '
        + (-DIE - 2) + ',0'});
  }
  return svg('rect', {class: 'body', x: -DIE + 3, y: -DIE + 3, width: 2 * DIE - 6, height: 2 * DIE - 6, rx: 5});
}

function controlsPanel(table, update, v, movable, preview) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  if (update.seat < 0 || update.over) return null;
  let body;
  if (v.phase === 'CHOOSING') {
    const picker = atHelm ? menuPicker(update.moveMenu, table) : null;
    const own = v.ownChoice.length > 0 ? el('p', {id: 'own-choice'}, 'Your faces, hidden from the others until '
        + 'everyone has chosen: ', v.ships.filter(s => s.seat === update.seat).map((s, i) => s.die + ' '
        + v.ownChoice[i]).join(', ') + '.') : null;
    body = [picker ? el('p', {class: 'muted', id: 'prompt'}, 'Choose a face for each of your dice; nobody else '
        + 'sees them until every player has chosen.') : null, picker, own,
    !atHelm && !own ? el('p', {class: 'muted'}, 'Waiting for the other players to choose.') : null];
  } else if (!atHelm) {
    body = el('p', {class: 'muted'}, 'Waiting for the player at the helm.');
  } else if (!preview) {
    body = el('p', {class: 'muted', id: 'prompt'}, v.phase === 'PLACING'
        ? 'Choose one of your waiting dice (outlined) to place at the start of the spiral.'
        : 'Choose one of your dice (outlined) to move it or turn it by one.');
  } else {
    body = selectedControls(table, v, movable.filter(m => m.ship === preview.ship.id), preview);
  }
  return el('section', {class: 'panel', id: 'controls', role: 'region', 'aria-label': 'your move'},
      el('h3', {}, 'Your move'), body);
}

function selectedControls(table, v, moves, preview) {
  const spiral = v.config.spiral;
  let where = null;
  if (preview.type === 'place') {
    where = 'It would be placed on ' + spaceName(preview.landing, spiral) + ', showing ' + preview.ship.face + '.';
  } else if (preview.type === 'advance') {
    where = 'Moving ' + preview.ship.face + ' it counts to ' + spaceName(preview.counted, spiral)
        + (preview.chain.length === 0 ? '' : ', which is taken: ' + preview.chain.length + ' hyperjump'
            + (preview.chain.length === 1 ? '' : 's') + ' to ' + spaceName(preview.landing, spiral)
            + (preview.landing < spiral.hyperjumps.length ? ', where it is rolled again' : ''))
        + '.';
  }
  const buttons = moves.map(m => {
    let text;
    if (m.type === 'place') text = 'Place it';
    else if (m.type === 'advance') text = preview.landing >= spiral.hyperjumps.length ? 'Move into the black hole'
        : 'Move to ring ' + ringOf(preview.landing, spiral);
    else text = 'Turn to ' + m.face;
    return el('button', {class: 'move' + (m.type === 'advance' || m.type === 'place' ? ' confirm' : ' secondary'),
      dataset: m.type === 'turn' ? {moveType: m.type, face: m.face} : {moveType: m.type}, disabled: table.pending, 'aria-label': describeMove(m, v.ships),
      onclick: () => play(table, m), onkeydown: event => actionKeys(event, table)}, text);
  });
  const name = shipName(preview.ship);
  return [el('p', {id: 'selected-ship'}, el('b', {}, name.charAt(0).toUpperCase() + name.slice(1)),
      ' shows ' + preview.ship.face + '.'),
    where ? el('p', {id: 'landing', role: 'status'}, where) : null,
    el('div', {class: 'actions', id: 'die-actions'}, buttons,
        el('button', {class: 'secondary', id: 'choose-again', onclick: () => choose(table, preview.ship.id)},
            'Choose another die'))];
}

function summaryPanel(update, v, names) {
  if (!update.over) return null;
  const toWin = v.config.players === 2 ? 6 : 4;
  const winner = v.removed.findIndex(r => r >= toWin);
  const points = update.outcome ? update.outcome.scores : [];
  const title = 'The race is over — ' + (names[winner] || 'nobody') + ' wins';
  return el('section', {class: 'panel summary', id: 'race-summary', role: 'region', 'aria-label': title},
      el('h3', {}, title),
      el('table', {}, el('tr', {}, el('th', {}, 'Player'), el('th', {}, 'Ships removed'),
          el('th', {}, 'Series points')),
      names.map((name, seat) => el('tr', {dataset: {seat}}, el('th', {}, name),
          el('td', {}, v.removed[seat] + ' of ' + toWin), el('td', {class: 'points'}, String(points[seat] ?? ''))))),
      el('p', {class: 'muted'}, 'A losing player scores the rings between the centre and the ship they still '
          + 'needed to remove; over a series, the fewest points win.'));
}

function advisorPanel(table, update, v) {
  if (update.seat < 0) return null;
  const atHelm = update.toAct === update.seat && !update.over;
  const a = table.advice;
  let act = null;
  if (a && atHelm && a.move.type === 'choose') {
    act = el('button', {id: 'use-advice', onclick: () => {
      const pickers = /** @type {NodeListOf<HTMLSelectElement>} */ (document.querySelectorAll('#face-menu select'));
      pickers.forEach((s, i) => { s.value = String(a.move.faces[i]); });
    }}, 'Set the pickers to it');
  } else if (a && atHelm) {
    act = el('button', {id: 'use-advice', onclick: () => {
      table.selected = a.move.ship;
      table.focus = '#die-actions button';
      table.rerender();
    }}, 'Show me');
  }
  return el('section', {class: 'panel advice', id: 'advisor'}, el('h3', {}, 'Advisor'),
      a ? [el('p', {}, 'Suggests: ', el('b', {id: 'advice-move'}, describeMove(a.move, v.ships))),
        el('ul', {id: 'advice-reasons'}, (a.reasons || []).map(r => el('li', {}, r))), act]
        : el('p', {class: 'muted'}, 'Asking marks the game assisted.'),
      atHelm && !a ? el('button', {id: 'ask-advisor', class: 'secondary',
        onclick: () => table.send({type: 'advice'})}, 'Ask the advisor') : null);
}

function logPanel(table) {
  const entries = table.log || [];
  const first = entries.length - (table.freshLog || 0);
  const list = el('ol', {class: 'log race-log', id: 'log', 'aria-live': 'polite'}, entries.map((e, i) => {
    const item = el('li', {class: e.round ? 'round' : ''}, e.text);
    if (i < first) item.classList.add('seen');
    return item;
  }));
  for (const c of table.comms || []) {
    list.append(el('li', {class: 'comms'}, 'Comms: ' + (c.text || c.phrase || '')));
  }
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return el('section', {class: 'panel'}, el('h3', {}, 'Log'), list);
}

function choose(table, ship) {
  if (table.pending) return;
  table.selected = table.selected === ship ? null : ship;
  // The keyboard follows the choice: to the move that commits it, or back to the die when it is put back.
  table.focus = table.selected !== null ? '#die-actions button' : '.die.selectable[data-ship="' + ship + '"]';
  table.rerender();
}

function play(table, move) {
  if (table.pending) return;
  table.pending = true;
  table.selected = null;
  table.focus = '.die.selectable';
  table.send({type: 'move', move});
}

// Enter or Space picks a die; the arrow keys step through the dice that can move.
function dieKeys(event, table, ship) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    choose(table, ship);
    return;
  }
  if (event.key === 'Escape' && table.selected !== null && table.selected !== undefined) {
    event.preventDefault();
    choose(table, table.selected);
    return;
  }
  stepFocus(event, '.die.selectable');
}

// Escape puts the chosen die back; the arrow keys step through its moves.
function actionKeys(event, table) {
  if (event.key === 'Escape') {
    event.preventDefault();
    choose(table, table.selected);
    return;
  }
  stepFocus(event, '#die-actions button');
}

function stepFocus(event, selector) {
  const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
  const backward = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
  if (!forward && !backward) return;
  const items = Array.from(document.querySelectorAll(selector));
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(event.currentTarget);
  items[(at + (forward ? 1 : items.length - 1)) % items.length].focus();
}

function restoreFocus(board, table) {
  if (!table.focus) return;
  const target = board.querySelector(table.focus);
  if (target) {
    target.focus();
    table.focus = null;
  }
}

