// The Warp table: the Spacedock, every Warp Trail and the Neutral Zone, the captains, your hand, the moves
// open to you, the advisor and the log. Drawn from the seat's update only: what the view hides is never here.
import {el, fill, tile, tileBack} from './dom.js';
import {describeEvent, describeMove, routeName} from './warp-words.js';
import {recordLog} from './table-log.js';

// The update, the view, the moves and the events as the server's and Warp's JSON Schemas declare them.
/** @typedef {import('./types/server/message').WarpUpdate} WarpUpdate */
/** @typedef {import('./types/warp/view').WarpView} WarpView */
/** @typedef {import('./types/warp/view').TrailView} TrailView */
/** @typedef {import('./types/warp/move').WarpMove} WarpMove */
/** @typedef {import('./types/warp/move').WarpMoveChart} Chart */
/** @typedef {import('./types/warp/events').WarpEvent} WarpEvent */
/** @typedef {import('./app.js').Table} Table */

/**
 * Draws an update of a Warp table into board; fresh is false when only the advice or comms changed.
 *
 * @param {HTMLElement} board
 * @param {Table} table
 * @param {WarpUpdate} update
 * @param {boolean} fresh
 */
export function renderWarp(board, table, update, fresh) {
  const v = update.view;
  const names = captainNames(v, update.seats);
  const legal = update.legalMoves || [];
  if (fresh) {
    table.pending = false;
    recordLog(table, update, () => 'Round ' + v.round + ' under way: Spacedock ' + v.spacedock + '.',
        e => describeEvent(e, names), e => e.type === 'round-started' || e.type === 'round-ended');
    // A round's summary stays up until the captain closes it, however fast the officers play on.
    const events = update.events || [];
    const ended = events.filter(e => e.type === 'round-ended').pop();
    const sector = events.filter(e => e.type === 'sector-ended').pop();
    if (ended || sector) table.summary = {ended: ended || null, sector: sector || null};
  }
  const charts = legal.filter(m => m.type === 'chart');
  if (table.selected && !charts.some(m => m.coordinate === table.selected)) table.selected = null;
  const arrived = fresh ? arrivals(update.events || [], update.seat) : new Set();
  // At a Warp table the advice is a Warp move.
  const advised = table.advice ? /** @type {WarpMove} */ (table.advice.move) : null;
  fill(board,
      statusPanel(update, v, names),
      el('div', {class: 'grid'},
          el('div', {},
              captainsPanel(update, v, names),
              advisorPanel(table, update, names),
              logPanel(table)),
          el('div', {},
              roundPanel(table, v, names),
              trailsPanel(table, v, names, charts, arrived),
              handPanel(table, update, v, names, legal, charts, arrived, advised),
              historyPanel(v, names),
              pluginPanel(v))));
}

/**
 * @param {WarpView} v
 * @param {string[]} seats
 * @returns {string[]}
 */
function captainNames(v, seats) {
  return Array.from({length: v.config.captains}, (_, i) => {
    const given = (v.config.captainNames || [])[i];
    if (given) return given;
    const kind = (seats || [])[i] || '';
    if (kind.startsWith('human:')) return kind.slice('human:'.length);
    if (kind.startsWith('officer:')) {
      const rank = kind.slice('officer:'.length);
      return rank.charAt(0).toUpperCase() + rank.slice(1) + ' ' + (i + 1);
    }
    return 'Captain ' + (i + 1);
  });
}

// Coordinates that arrived with this update, to animate: charted ones by route, drawn ones into the hand.
/**
 * @param {WarpEvent[]} events
 * @param {number} seat
 */
function arrivals(events, seat) {
  const keys = new Set();
  for (const e of events) {
    if (e.type === 'charted') keys.add(e.route + '|' + e.coordinate);
    if (e.type === 'drawn' && e.seat === seat && e.coordinate) keys.add('hand|' + e.coordinate);
  }
  return keys;
}

/**
 * @param {WarpUpdate} update
 * @param {WarpView} v
 * @param {string[]} names
 */
function statusPanel(update, v, names) {
  const items = [
    el('span', {class: 'item'}, 'Round ', el('b', {id: 'round'}, v.round)),
    el('span', {class: 'item'}, 'Spacedock ', tile(v.spacedock, 'spacedock')),
    el('span', {class: 'item', title: 'coordinates left to draw'}, 'Uncharted Sectors ',
        el('b', {id: 'uncharted'}, v.unchartedCount)),
  ];
  if (v.redAlert) {
    const a = v.redAlert;
    items.push(el('span', {id: 'alert', class: a.red ? 'red-alert' : 'yellow-alert'},
        (a.red ? 'RED ALERT' : 'Yellow Alert') + ': double ' + a.doubleCharted + ' on ' + routeName(a.route, names)
        + ' — ' + a.placed + ' of ' + a.required + ' placed, ' + names[a.responsible] + ' responsible'));
  }
  const fracture = Object.keys(v.pluginStates || {}).includes('subspace-fracture')
      || (v.trails.concat([v.neutralZone])).some(t => t.branches.length > 0);
  if (fracture) {
    items.push(el('span', {id: 'fracture', class: 'fracture'}, 'Subspace Fracture'
        + ((v.trails.concat([v.neutralZone])).some(t => t.branches.length > 0) ? ' — stabilizers branched' : '')));
  }
  let helm;
  if (update.over) helm = 'The sector is over.';
  else if (v.phase === 'OVERTIME_VOTE') helm = 'Overtime vote.';
  else if (update.seat >= 0 && update.toAct === update.seat) helm = 'You are at the helm.';
  else helm = (names[update.toAct] || 'Nobody') + ' is at the helm.';
  items.push(el('span', {id: 'helm', class: update.toAct === update.seat ? 'turn-banner' : ''}, helm));
  if (update.seat < 0) items.push(el('span', {id: 'spectating', class: 'muted'}, 'Watching as a spectator'));
  return el('section', {class: 'panel status'}, items);
}

/**
 * @param {WarpUpdate} update
 * @param {WarpView} v
 * @param {string[]} names
 */
function captainsPanel(update, v, names) {
  const goOut = v.config.objective === 'GO_OUT';
  return el('section', {class: 'panel', id: 'captains'}, el('h3', {}, 'Captains'),
      names.map((name, i) => {
        const classes = ['captain'];
        if (i === update.toAct && !update.over) classes.push('at-helm');
        if (i === update.seat) classes.push('you');
        const kind = (update.seats || [])[i] || '';
        const beacon = v.trails[i] && v.trails[i].beaconUp;
        return el('div', {class: classes.join(' '), dataset: {seat: i}},
            el('span', {class: 'name'}, name),
            el('span', {class: 'score', title: goOut ? 'rounds won' : 'campaign points'},
                goOut ? v.roundWins[i] + ' won' : v.campaignScores[i] + ' pts'),
            el('span', {class: 'kind'}, kind.startsWith('officer:') ? 'officer · ' + kind.slice('officer:'.length)
                : kind === 'open' ? 'open seat' : 'captain', beacon ? el('span', {class: 'beacon', title: 'Distress Beacon up'}, ' ⚑ beacon') : ''),
            el('span', {class: 'hand-count', title: 'coordinates in hand'}, v.handCounts[i] + ' in hand'));
      }));
}

/**
 * @param {Table} table
 * @param {WarpView} v
 * @param {string[]} names
 * @param {Chart[]} charts
 * @param {Set<string>} arrived
 */
function trailsPanel(table, v, names, charts, arrived) {
  const pip = Number(v.spacedock.split('-')[0]);
  const rows = v.trails.map((t, i) => trailRow(table, t, names, charts, arrived, i === v.seat, pip));
  rows.push(trailRow(table, v.neutralZone, names, charts, arrived, false, pip));
  return el('section', {class: 'panel', id: 'trails'}, el('h3', {}, 'Warp Trails'), rows);
}

// Each coordinate turned so that its touching end meets the one before it, from the Spacedock outward.
/**
 * @param {string[]} coordinates
 * @param {number} startPip
 * @returns {[string, string][]}
 */
function oriented(coordinates, startPip) {
  let open = startPip;
  return coordinates.map(c => {
    const [a, b] = c.split('-').map(Number);
    if (a === open) {
      open = b;
      return [c, a + '-' + b];
    }
    if (b === open) {
      open = a;
      return [c, b + '-' + a];
    }
    open = b;
    return [c, c];
  });
}

/**
 * @param {Table} table
 * @param {TrailView} trail
 * @param {string[]} names
 * @param {Chart[]} charts
 * @param {Set<string>} arrived
 * @param {boolean} mine
 * @param {number} spacedockPip
 */
function trailRow(table, trail, names, charts, arrived, mine, spacedockPip) {
  const move = table.selected
      ? charts.find(m => m.coordinate === table.selected && m.route === trail.route) : null;
  const classes = ['trail'];
  if (mine) classes.push('mine');
  if (move) classes.push('target');
  const label = trail.route === 'neutral-zone' ? 'Neutral Zone' : routeName(trail.route, names);
  return el('div', {class: classes.join(' '), dataset: {route: trail.route},
    onclick: move ? () => play(table, move) : undefined, title: move ? describeMove(move, names) : undefined},
  el('div', {class: 'label'}, label.charAt(0).toUpperCase() + label.slice(1),
      trail.beaconUp ? el('small', {class: 'beacon'}, '⚑ Distress Beacon up') : null),
  el('div', {class: 'tiles'}, trail.coordinates.length === 0 ? el('span', {class: 'muted'}, 'uncharted') : null,
      oriented(trail.coordinates, spacedockPip).map(([c, shown]) =>
          tile(c, arrived.has(trail.route + '|' + c) ? 'fresh' : '', shown)),
      trail.branches.length > 0 ? el('span', {class: 'branch'}, 'branches: ', trail.branches.map(c => tile(c)))
          : null),
  el('div', {class: 'open-end'}, 'open end ', el('b', {}, trail.openEnd)));
}

/**
 * @param {Table} table
 * @param {WarpUpdate} update
 * @param {WarpView} v
 * @param {string[]} names
 * @param {WarpMove[]} legal
 * @param {Chart[]} charts
 * @param {Set<string>} arrived
 * @param {WarpMove | null} advised
 */
function handPanel(table, update, v, names, legal, charts, arrived, advised) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const others = legal.filter(m => m.type !== 'chart');
  let hand;
  if (update.seat < 0) {
    // Spectators see how many coordinates each captain holds, face down.
    hand = el('div', {id: 'hidden-hands'}, names.map((name, i) => el('div', {class: 'hand'},
        el('span', {class: 'muted'}, name + ' '), Array.from({length: v.handCounts[i]}, tileBack))));
  } else {
    hand = el('div', {class: 'hand', id: 'hand'}, v.hand.length === 0 ? el('span', {class: 'muted'}, 'empty') : null,
        v.hand.map(c => {
          const playable = atHelm && charts.some(m => m.coordinate === c);
          const classes = [];
          if (playable) classes.push('playable');
          if (table.selected === c) classes.push('selected');
          if (arrived.has('hand|' + c)) classes.push('fresh');
          if (advised && advised.type === 'chart' && advised.coordinate === c) classes.push('suggested');
          const node = tile(c, classes.join(' '));
          if (playable) {
            node.setAttribute('role', 'button');
            node.addEventListener('click', () => {
              table.selected = table.selected === c ? null : c;
              table.rerender();
            });
          }
          return node;
        }));
  }
  const prompt = !atHelm ? null : table.selected
      ? el('p', {class: 'muted', id: 'prompt'}, 'Now choose a highlighted Warp Trail for ' + table.selected + '.')
      : charts.length > 0 ? el('p', {class: 'muted', id: 'prompt'}, 'Choose a coordinate to chart.') : null;
  const actions = el('div', {class: 'actions', id: 'actions'}, atHelm ? others.map(m => el('button', {
    dataset: {moveType: m.type}, disabled: table.pending,
    class: advised && JSON.stringify(advised) === JSON.stringify(m) ? 'suggested' : '',
    onclick: () => play(table, m)}, describeMove(m, names))) : null);
  return el('section', {class: 'panel'}, el('h3', {}, update.seat < 0 ? 'Hands' : 'Your hand'), hand, prompt,
      actions);
}

/**
 * @param {Table} table
 * @param {WarpMove} move
 */
function play(table, move) {
  if (table.pending) return;
  table.pending = true;
  table.selected = null;
  table.send({type: 'move', move});
}

/**
 * @param {Table} table
 * @param {WarpUpdate} update
 * @param {string[]} names
 */
function advisorPanel(table, update, names) {
  if (update.seat < 0) return null;
  const atHelm = update.toAct === update.seat && !update.over;
  const a = table.advice;
  const move = a ? /** @type {WarpMove} */ (a.move) : null;
  return el('section', {class: 'panel advice', id: 'advisor'}, el('h3', {}, 'Tactical advisor'),
      a ? [el('p', {}, 'Suggests: ', el('b', {id: 'advice-move'}, describeMove(move, names))),
        el('ul', {id: 'advice-reasons'}, a.reasons.map(r => el('li', {}, r))),
        atHelm ? el('button', {onclick: () => play(table, move)}, 'Play it') : null]
        : el('p', {class: 'muted'}, 'Asking marks the match assisted.'),
      atHelm && !a ? el('button', {id: 'ask-advisor', class: 'secondary',
        onclick: () => table.send({type: 'advice'})}, 'Ask the advisor') : null);
}

/** @param {Table} table */
function logPanel(table) {
  const entries = table.log || [];
  const first = entries.length - (table.freshLog || 0);
  const list = el('ol', {class: 'log', id: 'log'}, entries.map((e, i) => el('li', {
    class: e.round ? 'round' : '', style: i >= first ? 'animation-delay:' + Math.min(2, (i - first) * 0.12) + 's'
        : 'animation:none'}, e.text)));
  for (const c of table.comms || []) {
    list.append(el('li', {class: 'comms'}, 'Comms: ' + (c.text || c.phrase || '')));
  }
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return el('section', {class: 'panel'}, el('h3', {}, 'Log'), list);
}

/**
 * @param {Table} table
 * @param {WarpView} v
 * @param {string[]} names
 */
function roundPanel(table, v, names) {
  const summary = table.summary;
  if (!summary && v.revealedHands.length === 0) return null;
  const ended = summary ? summary.ended : null;
  const sector = summary ? summary.sector : null;
  const rows = names.map((name, i) => el('tr', {},
      el('th', {}, name),
      el('td', {}, (ended ? ended.hands[i] || [] : v.revealedHands[i] || []).map(c => tile(c))),
      el('td', {}, ended ? '+' + ended.roundScores[i] : ''),
      el('td', {}, ended ? String(ended.totals[i]) : '')));
  return el('section', {class: 'panel summary', id: 'round-summary'},
      el('h3', {}, sector ? 'The sector is over — ' + sector.winners.map(s => names[s]).join(' and ') + ' won'
          : ended ? 'Round ' + ended.round + ' over — '
              + (ended.blocked ? 'blocked' : names[ended.winner] + ' went out') : 'Hands revealed'),
      el('table', {}, el('tr', {}, el('th', {}, 'Captain'), el('th', {}, 'Hand left'), el('th', {}, 'Round'),
          el('th', {}, 'Total')), rows),
      summary ? el('button', {class: 'secondary', onclick: () => {
        table.summary = null;
        table.rerender();
      }}, 'Continue') : null);
}

/**
 * @param {WarpView} v
 * @param {string[]} names
 */
function historyPanel(v, names) {
  if (v.history.length === 0) return null;
  return el('section', {class: 'panel summary', id: 'history'}, el('h3', {}, 'Rounds'),
      el('table', {}, el('tr', {}, el('th', {}, 'Round'), el('th', {}, 'Result'),
          names.map(n => el('th', {}, n))),
      v.history.map(r => el('tr', {}, el('td', {}, r.round),
          el('td', {}, r.blocked ? 'blocked' : r.winner === null ? '—' : names[r.winner] + ' out'),
          r.roundScores.map(s => el('td', {}, s))))));
}

/** @param {WarpView} v */
function pluginPanel(v) {
  const states = Object.entries(v.pluginStates || {});
  if (states.length === 0 && v.config.plugins.length === 0) return null;
  return el('section', {class: 'panel', id: 'rules'}, el('h3', {}, 'Rules in play'),
      el('p', {}, v.config.plugins.map(p => p.id).join(', ') || 'Sections I–V'),
      states.map(([id, state]) => el('details', {}, el('summary', {}, id),
          el('pre', {class: 'json'}, JSON.stringify(state, null, 1)))));
}
