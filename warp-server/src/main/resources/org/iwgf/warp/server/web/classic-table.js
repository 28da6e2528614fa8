// The Warp 6 Classic table: the line of play with its open ends (and All Fives' spinner, its four arms and the
// count), your hand, the others' hand counts, the boneyard, the scores against the target and the log. Drawn
// from the seat's update only: what the view hides is never here. Where a tile may go is read from the legal
// moves the server sends; the page only lays out what is on the table.
import {el, fill} from './dom.js';
import {describeEvent, describeMove, endName, variantName} from './classic-words.js';
import {recordLog} from './table-log.js';

// The update, the view, the moves and the events as the server's and Warp 6 Classic's JSON Schemas declare them.
/** @typedef {import('./types/server/message').ClassicUpdate} ClassicUpdate */
/** @typedef {import('./types/classic/view').ClassicView} ClassicView */
/** @typedef {import('./types/classic/view').Line} Line */
/** @typedef {import('./types/classic/move').ClassicMove} ClassicMove */
/** @typedef {import('./types/classic/move').ClassicMoveLead | import('./types/classic/move').ClassicMovePlay} Placing */
/** @typedef {import('./types/classic/events').ClassicEvent} ClassicEvent */
/** @typedef {import('./app.js').Table} Table */
const ENDS = ['left', 'right', 'up', 'down'];
// Where the dots of a half sit on its 3×3 grid, counted row by row from the top left.
const DOTS = [[], [5], [1, 9], [1, 5, 9], [1, 3, 7, 9], [1, 3, 5, 7, 9], [1, 3, 4, 6, 7, 9]];

/**
 * Draws an update of a Warp 6 Classic table into board; fresh is false when only comms changed.
 * 
 * @param {HTMLElement} board
 * @param {Table} table
 * @param {ClassicUpdate} update
 * @param {boolean} fresh
 */
export function renderClassic(board, table, update, fresh) {
  const v = update.view;
  const names = seatNames(v, update.seats);
  const sides = sideNames(v, names);
  const legal = update.legalMoves || [];
  if (fresh) {
    table.pending = false;
    recordLog(table, update, () => 'Hand ' + v.handNumber + ' under way.', e => describeEvent(e, names, sides),
        e => ['dealt', 'hand-ended', 'game-over'].includes(e.type));
    noteSummary(table, update);
  }
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const placing = atHelm ? legal.filter(m => m.type === 'lead' || m.type === 'play') : [];
  if (table.selected && !placing.some(m => m.tile === table.selected)) table.selected = null;
  const line = layout(v.line);
  fill(board,
      statusPanel(update, v, names, line),
      el('div', {class: 'grid'},
          el('div', {},
              seatsPanel(update, v, names),
              scoresPanel(v, sides),
              advisorPanel(table, update),
              logPanel(table)),
          el('div', {},
              summaryPanel(table, update, v, names, sides),
              linePanel(table, v, line, placing),
              handPanel(table, update, v, names, legal, placing))));
  restoreFocus(board, table);
}

/**
 * @param {ClassicView} v
 * @param {string[]} seats
 * @returns {string[]}
 */
function seatNames(v, seats) {
  return Array.from({length: v.config.players}, (_, i) => {
    const kind = (seats || [])[i] || '';
    if (kind.startsWith('human:')) return kind.slice('human:'.length);
    if (kind.startsWith('officer:')) {
      const rank = kind.slice('officer:'.length);
      return rank.charAt(0).toUpperCase() + rank.slice(1) + ' ' + (i + 1);
    }
    return 'Seat ' + (i + 1);
  });
}

// With partnerships seats 1 and 3 play against 2 and 4; otherwise every seat scores for itself.
/**
 * @param {ClassicView} v
 * @param {string[]} names
 * @returns {string[]}
 */
function sideNames(v, names) {
  if (!v.config.partnerships) return names.slice();
  return [0, 1].map(s => names.filter((_, i) => i % 2 === s).join(' & '));
}

/**
 * @param {ClassicView} v
 * @param {number} seat
 */
function sideOf(v, seat) {
  return v.config.partnerships ? seat % 2 : seat;
}

// A hand's end (the hands shown, the pips, the points) stays up until the player closes it, however fast the
// officers deal and play on; the game's end stays up for good.
/**
 * @param {Table} table
 * @param {ClassicUpdate} update
 */
function noteSummary(table, update) {
  const events = update.events || [];
  const ended = events.filter(e => e.type === 'hand-ended').pop();
  if (!ended) return;
  const shown = events.filter(e => e.type === 'hands-shown').filter(e => e.hand === ended.hand).pop();
  const over = events.filter(e => e.type === 'game-over').pop();
  table.summary = {ended, hands: shown ? shown.hands : [], over: over || null};
}

/**
 * The line as it lies: each arm's tiles from the centre outwards, turned so that the touching halves meet,
 * the pip open at each end (null while closed), the spinner and the All Fives count of the open ends.
 *
 * @param {Line} line
 */
export function layout(line) {
  const placements = line.placements || [];
  if (placements.length === 0) return {empty: true, arms: {}, open: {}, spinner: null, count: 0};
  const pips = t => t.split('-').map(Number);
  const [a, b] = pips(placements[0].tile);
  const lead = {tile: placements[0].tile, high: Math.max(a, b), low: Math.min(a, b), double: a === b};
  const arms = {left: [], right: [], up: [], down: []};
  const open = {left: lead.high, right: lead.low, up: null, down: null};
  let spinner = line.spinners && lead.double ? {arm: 'lead', at: 0, pip: lead.high} : null;
  for (const p of placements.slice(1)) {
    const [x, y] = pips(p.tile);
    const inner = open[p.end];
    const outer = x === inner ? y : x;
    arms[p.end].push({tile: p.tile, inner, outer, double: x === y});
    open[p.end] = outer;
    if (line.spinners && !spinner && x === y) spinner = {arm: p.end, at: arms[p.end].length - 1, pip: x};
    // The spinner's other two sides open once both of its long sides have been played on.
    if (spinner && arms.up.length === 0 && arms.down.length === 0) {
      const covered = spinner.arm === 'lead' ? arms.left.length > 0 && arms.right.length > 0
          : arms[spinner.arm].length > spinner.at + 1;
      if (covered) open.up = open.down = spinner.pip;
    }
  }
  let count;
  if (arms.left.length === 0 && arms.right.length === 0) {
    count = lead.high + lead.low;
  } else {
    count = 0;
    for (const end of ENDS) {
      const arm = arms[end];
      if (arm.length > 0) count += arm[arm.length - 1].double ? 2 * open[end] : open[end];
      else if (end === 'left' || end === 'right') count += lead.double ? 2 * open[end] : open[end];
    }
  }
  return {empty: false, lead, arms, open, spinner, count};
}

/**
 * @param {ClassicUpdate} update
 * @param {ClassicView} v
 * @param {string[]} names
 * @param {ReturnType<typeof layout>} line
 */
function statusPanel(update, v, names, line) {
  const variant = v.config.variant;
  const items = [
    el('span', {class: 'item'}, 'Warp 6 Classic · ', el('b', {id: 'variant'}, variantName(variant))),
    el('span', {class: 'item'}, 'Hand ', el('b', {id: 'hand-number'}, v.handNumber)),
    el('span', {class: 'item', title: variant === 'block' ? 'Block: the boneyard is never drawn from'
        : v.drawable + ' of them may be drawn'}, 'Boneyard ', el('b', {id: 'boneyard'}, v.boneyardSize),
    variant === 'block' ? '' : el('small', {class: 'muted'}, ' (' + v.drawable + ' to draw)')),
  ];
  if (variant === 'all-fives') {
    const scores = line.count > 0 && line.count % 5 === 0;
    items.push(el('span', {class: 'item' + (scores ? ' fives' : ''), title: 'the pips at the open ends; a multiple'
        + ' of 5 scores'}, 'Ends count ', el('b', {id: 'count'}, line.count)));
  }
  if (v.requiredLead) items.push(el('span', {class: 'item'}, 'Lead with ', el('b', {}, v.requiredLead)));
  let helm;
  if (update.over) helm = 'The game is over.';
  else if (update.seat >= 0 && update.toAct === update.seat) helm = 'Your turn.';
  else helm = (names[update.toAct] || 'Nobody') + ' is to play.';
  items.push(el('span', {id: 'helm', class: update.toAct === update.seat && !update.over ? 'turn-banner' : '',
    role: 'status'}, helm));
  if (update.seat < 0) items.push(el('span', {id: 'spectating', class: 'muted'}, 'Watching as a spectator'));
  return el('section', {class: 'panel status'}, items);
}

/**
 * @param {ClassicUpdate} update
 * @param {ClassicView} v
 * @param {string[]} names
 */
function seatsPanel(update, v, names) {
  return el('section', {class: 'panel', id: 'seats'}, el('h3', {}, 'Players'),
      names.map((name, i) => {
        const classes = ['captain'];
        if (i === update.toAct && !update.over) classes.push('at-helm');
        if (i === update.seat) classes.push('you');
        const kind = (update.seats || [])[i] || '';
        const count = v.handSizes[i];
        return el('div', {class: classes.join(' '), dataset: {seat: i}},
            el('span', {class: 'name'}, name),
            el('span', {class: 'hand-count', title: 'tiles in hand'}, count + (count === 1 ? ' tile' : ' tiles')),
            el('span', {class: 'kind'}, kind.startsWith('officer:') ? 'officer · ' + kind.slice('officer:'.length)
                : kind === 'open' ? 'open seat' : 'player',
            v.config.partnerships ? ' · side ' + (sideOf(v, i) + 1) : ''),
            // Someone else's tiles are only ever drawn face down: the view holds their number, not their faces.
            i === update.seat ? el('span') : el('span', {class: 'backs', 'aria-hidden': 'true'},
                Array.from({length: count}, () => el('span', {class: 'domino v back'}))));
      }));
}

/**
 * @param {ClassicView} v
 * @param {string[]} sides
 */
function scoresPanel(v, sides) {
  const target = v.config.target;
  return el('section', {class: 'panel', id: 'scores'}, el('h3', {}, 'Scores to ', el('b', {id: 'target'}, target)),
      sides.map((name, s) => el('div', {class: 'side-score', dataset: {side: s}},
          el('span', {class: 'name'}, name), el('b', {class: 'points'}, v.scores[s]),
          el('progress', {max: target, value: Math.min(target, v.scores[s]),
            'aria-label': name + ': ' + v.scores[s] + ' of ' + target}))));
}

// The advisor's suggestion for the seat at the helm, with its reasons and a button to play it.
function advisorPanel(table, update) {
  if (update.seat < 0) return null;
  const atHelm = update.toAct === update.seat && !update.over;
  const a = table.advice;
  return el('section', {class: 'panel advice', id: 'advisor'}, el('h3', {}, 'Advisor'),
      a ? [el('p', {}, 'Suggests: ', el('b', {id: 'advice-move'}, describeMove(a.move))),
        el('ul', {id: 'advice-reasons'}, a.reasons.map(r => el('li', {}, r))),
        atHelm ? el('button', {id: 'play-advice', disabled: table.pending, onclick: () => play(table, a.move)},
            'Play it') : null]
        : el('p', {class: 'muted'}, 'Asking marks the game assisted.'),
      atHelm && !a ? el('button', {id: 'ask-advisor', class: 'secondary',
        onclick: () => table.send({type: 'advice'})}, 'Ask the advisor') : null);
}

/** @param {Table} table */
function logPanel(table) {
  const entries = table.log || [];
  const first = entries.length - (table.freshLog || 0);
  const list = el('ol', {class: 'log', id: 'log', 'aria-live': 'polite'}, entries.map((e, i) => {
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

/**
 * @param {Table} table
 * @param {ClassicUpdate} update
 * @param {ClassicView} v
 * @param {string[]} names
 * @param {string[]} sides
 */
function summaryPanel(table, update, v, names, sides) {
  let summary = table.summary;
  // A page opened after the end still shows how the game ended: the view reveals every hand then.
  if (!summary && update.over) summary = {ended: null, hands: v.revealedHands, over: null};
  if (!summary) return null;
  const {ended, hands, over} = summary;
  const pip = tiles => tiles.reduce((sum, t) => sum + t.split('-').map(Number).reduce((x, y) => x + y, 0), 0);
  let title;
  if (over) title = 'The game is over — ' + over.winnerSides.map(s => sides[s]).join(' and ') + ' won';
  else if (ended) {
    title = 'Hand ' + ended.hand + ' over — ' + (ended.ending === 'blocked' ? 'blocked' : 'domino') + ', '
        + (ended.winnerSide === null ? 'a tie' : sides[ended.winnerSide] + ' scores ' + ended.points);
  } else title = 'The game is over';
  const rows = names.map((name, i) => el('tr', {dataset: {seat: i}},
      el('th', {}, name),
      el('td', {class: 'tiles'}, (hands[i] || []).map(t => domino(t, t, 'h', {}))),
      el('td', {}, String(ended ? ended.pips[i] : pip(hands[i] || [])))));
  return el('section', {class: 'panel summary', id: 'hand-summary', role: 'region', 'aria-label': title},
      el('h3', {}, title),
      el('table', {}, el('tr', {}, el('th', {}, 'Player'), el('th', {}, 'Tiles left'), el('th', {}, 'Pips')), rows),
      el('p', {}, 'Scores: ', sides.map((s, i) => s + ' ' + (over ? over.scores[i] : v.scores[i])).join(', '),
          ' (target ' + v.config.target + ').'),
      over || !table.summary || update.over ? null : el('button', {class: 'secondary', id: 'close-summary',
        onclick: () => {
          table.summary = null;
          table.rerender();
        }}, 'Continue'));
}

// The line on a grid: the left arm, the lead and the right arm on the middle row, each end's slot beyond its
// last tile; All Fives' spinner carries its upper and lower arms on its own column.
/**
 * @param {Table} table
 * @param {ClassicView} v
 * @param {ReturnType<typeof layout>} line
 * @param {Placing[]} placing
 */
function linePanel(table, v, line, placing) {
  const selected = table.selected;
  const targets = selected ? placing.filter(m => m.tile === selected) : [];
  const grid = el('div', {class: 'line', id: 'line', role: 'group', 'aria-label': 'the line of play'});
  const put = (node, row, column) => {
    node.style.gridRow = String(row);
    node.style.gridColumn = String(column);
    grid.append(node);
  };
  if (line.empty) {
    const lead = targets.find(m => m.type === 'lead');
    put(slot(table, 'lead', null, lead, selected), 1, 1);
  } else {
    const {arms, open, spinner} = line;
    const showUpDown = v.line.spinners && spinner !== null;
    const up = showUpDown ? arms.up.length + 1 : 0;
    const row = up + 1;
    const leadColumn = arms.left.length + 2;
    const spinnerColumn = !spinner ? 0 : spinner.arm === 'lead' ? leadColumn
        : spinner.arm === 'left' ? leadColumn - 1 - spinner.at : leadColumn + 1 + spinner.at;
    const placed = (t, shownFirst, shownSecond, direction) => {
      const node = domino(t.tile || t, shownFirst + '-' + shownSecond, direction,
          {class: spinner && spinner.arm !== 'lead' && t === arms[spinner.arm][spinner.at] ? 'spinner' : ''});
      return node;
    };
    arms.left.forEach((t, i) => put(placed(t, t.outer, t.inner, t.double ? 'v' : 'h'), row, leadColumn - 1 - i));
    const leadNode = domino(line.lead.tile, line.lead.high + '-' + line.lead.low, line.lead.double ? 'v' : 'h',
        {class: 'lead' + (spinner && spinner.arm === 'lead' ? ' spinner' : '')});
    put(leadNode, row, leadColumn);
    arms.right.forEach((t, i) => put(placed(t, t.inner, t.outer, t.double ? 'v' : 'h'), row, leadColumn + 1 + i));
    if (showUpDown) {
      arms.up.forEach((t, i) => put(placed(t, t.outer, t.inner, t.double ? 'h' : 'v'), row - 1 - i, spinnerColumn));
      arms.down.forEach((t, i) => put(placed(t, t.inner, t.outer, t.double ? 'h' : 'v'), row + 1 + i, spinnerColumn));
    }
    const move = end => targets.find(m => m.type === 'play' && m.end === end);
    put(slot(table, 'left', open.left, move('left'), selected), row, 1);
    put(slot(table, 'right', open.right, move('right'), selected), row, leadColumn + arms.right.length + 1);
    if (showUpDown) {
      put(slot(table, 'up', open.up, move('up'), selected), 1, spinnerColumn);
      put(slot(table, 'down', open.down, move('down'), selected), row + arms.down.length + 1, spinnerColumn);
    }
  }
  const caption = v.config.variant === 'all-fives'
      ? (line.spinner ? 'The spinner ' + (line.spinner.arm === 'lead' ? line.lead.tile
          : line.arms[line.spinner.arm][line.spinner.at].tile) + ' opens upwards and downwards once both of its'
          + ' sides are played on.' : 'The first double laid becomes the spinner.') : null;
  return el('section', {class: 'panel', id: 'table-line'}, el('h3', {}, 'The line of play'),
      el('div', {class: 'line-scroll'}, grid),
      caption ? el('p', {class: 'muted'}, caption) : null);
}

// An open end: its pip, and when the chosen tile may go there, a button that plays it.
/**
 * @param {Table} table
 * @param {string} end
 * @param {number | null} pip
 * @param {Placing | undefined} move
 * @param {string | null} selected
 */
function slot(table, end, pip, move, selected) {
  const target = Boolean(move);
  const where = end === 'lead' ? 'lead it' : 'play on ' + endName(end);
  const label = target ? selected + ', ' + where
      : end === 'lead' ? 'the lead: nothing is on the table yet'
          : pip === null ? endName(end) + ', closed' : endName(end) + ', open at ' + pip;
  return el('button', {class: 'end-slot' + (target ? ' target' : '') + (pip === null && end !== 'lead' ? ' closed' : ''),
    dataset: {end, pip: pip === null ? '' : String(pip)}, 'aria-label': label, title: target ? describeMove(move) : label,
    'aria-disabled': target ? 'false' : 'true', tabindex: target ? '0' : '-1',
    onclick: target ? () => play(table, move) : undefined,
    onkeydown: event => moveFocus(event, '.end-slot.target', table)},
  end === 'lead' ? (target ? 'lead here' : '—') : pip === null ? '×' : String(pip));
}

/**
 * @param {Table} table
 * @param {ClassicUpdate} update
 * @param {ClassicView} v
 * @param {string[]} names
 * @param {ClassicMove[]} legal
 * @param {Placing[]} placing
 */
function handPanel(table, update, v, names, legal, placing) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const others = atHelm ? legal.filter(m => m.type !== 'lead' && m.type !== 'play') : [];
  let hand;
  if (update.seat < 0) {
    // A spectator sees every hand face down: how many tiles each holds, never which.
    hand = el('div', {id: 'hidden-hands'}, names.map((name, i) => el('div', {class: 'hand'},
        el('span', {class: 'muted'}, name + ' '),
        Array.from({length: v.handSizes[i]}, () => el('span', {class: 'domino v back', 'aria-label': 'a hidden tile'})))));
  } else {
    hand = el('div', {class: 'hand', id: 'hand', role: 'group', 'aria-label': 'your hand'},
        v.hand.length === 0 ? el('span', {class: 'muted'}, 'empty') : null,
        v.hand.map(t => {
          const moves = placing.filter(m => m.tile === t);
          const playable = moves.length > 0;
          const classes = ['hand-tile'];
          if (playable) classes.push('playable');
          if (table.selected === t) classes.push('selected');
          const where = moves.map(m => m.type === 'lead' ? 'lead' : m.end).join(' or ');
          return el('button', {class: classes.join(' '), dataset: {coordinate: t},
            'aria-label': t + (playable ? ', can go: ' + where : atHelm ? ', cannot be played now' : ''),
            'aria-pressed': table.selected === t ? 'true' : 'false', 'aria-disabled': playable ? 'false' : 'true',
            onclick: playable ? () => choose(table, t) : undefined,
            onkeydown: event => moveFocus(event, '#hand .hand-tile', table)},
          domino(t, t, 'v', {}, true));
        }));
  }
  const prompt = !atHelm ? null : table.selected
      ? el('p', {class: 'muted', id: 'prompt'}, 'Now choose a highlighted end for ' + table.selected
          + ' (Escape to choose again).')
      : placing.length > 0 ? el('p', {class: 'muted', id: 'prompt'}, 'Choose a tile to play.') : null;
  const actions = el('div', {class: 'actions', id: 'actions'}, others.map(m => el('button', {
    dataset: {moveType: m.type}, disabled: table.pending, onclick: () => play(table, m)}, describeMove(m))));
  return el('section', {class: 'panel'}, el('h3', {}, update.seat < 0 ? 'Hands' : 'Your hand'), hand, prompt,
      actions);
}

/**
 * @param {Table} table
 * @param {string} tile
 */
function choose(table, tile) {
  if (table.pending) return;
  table.selected = table.selected === tile ? null : tile;
  // The keyboard follows the choice: to the first highlighted end, or back to the tile when it is put back.
  table.focus = table.selected ? '.end-slot.target' : '#hand .hand-tile[data-coordinate="' + tile + '"]';
  table.rerender();
}

/**
 * @param {Table} table
 * @param {ClassicMove} move
 */
function play(table, move) {
  if (table.pending) return;
  table.pending = true;
  table.selected = null;
  table.focus = '#hand .hand-tile.playable';
  table.send({type: 'move', move});
}

// Arrow keys step through the hand or through the highlighted ends; Escape puts the chosen tile back.
/**
 * @param {KeyboardEvent} event
 * @param {string} selector
 * @param {Table} table
 */
function moveFocus(event, selector, table) {
  if (event.key === 'Escape' && table.selected) {
    event.preventDefault();
    choose(table, table.selected);
    return;
  }
  const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
  const backward = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
  if (!forward && !backward) return;
  const items = /** @type {HTMLElement[]} */ (Array.from(document.querySelectorAll(selector)));
  const at = items.indexOf(/** @type {HTMLElement} */ (event.currentTarget));
  if (items.length === 0) return;
  event.preventDefault();
  items[(at + (forward ? 1 : items.length - 1)) % items.length].focus();
}

/**
 * @param {HTMLElement} board
 * @param {Table} table
 */
function restoreFocus(board, table) {
  if (!table.focus) return;
  const target = /** @type {HTMLElement | null} */ (board.querySelector(table.focus));
  if (target) {
    target.focus();
    table.focus = null;
  }
}

/**
 * A domino: shown names its halves in the order they are drawn (left to right, or top to bottom when direction
 * is 'v'), the coordinate names the tile as the game does. Doubles lie crosswise in the line.
 *
 * @param {string} coordinate
 * @param {string} shown
 * @param {'h' | 'v'} direction
 * @param {{class?: string}} attrs
 * @param {boolean} [plain]
 */
function domino(coordinate, shown, direction, attrs, plain = false) {
  const [a, b] = String(shown).split('-').map(Number);
  const classes = ['domino', direction];
  if (a === b) classes.push('double');
  if (attrs.class) classes.push(attrs.class);
  const label = plain ? {} : {role: 'img', 'aria-label': coordinate, dataset: {coordinate}};
  return el('span', {class: classes.join(' '), ...label}, half(a), half(b));
}

/** @param {number} pips */
function half(pips) {
  return el('span', {class: 'half', dataset: {pips}, 'aria-hidden': 'true'},
      (DOTS[pips] || []).map(p => el('span', {class: 'dot d' + p})));
}
