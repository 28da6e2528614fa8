// The Wormhole battle game's table: the mat to scale in inches (deployment zones, Wormholes, debris, explosion
// counters), every vessel on its base with its facing, turn arc, firing arcs, damage and orders, the scenario's
// objective and score, the log and the autopilot's suggestion. Drawn from the seat's update only, from that
// seat's side of the mat (a spectator looks from the first seat's side). The controls are built from the
// move menu the server sends (its moveMenu) and the catalog in the view; the server checks every move it is sent.
import {el, fill} from './dom.js';
import {adopt, controlsPanel} from './wormhole-controls.js';
import {SIDE_COLOURS, matPanel} from './wormhole-mat.js';
import {describeEvent, describeMove, hasOrders, objective, ordersWords, phaseName, statusName} from './wormhole-words.js';
import {recordLog} from './table-log.js';

/** Draws an update of a Wormhole table into board; fresh is false when only the advice or comms changed. */
export function renderWormhole(board, table, update, fresh) {
  const v = update.view;
  const c = battle(v, update);
  if (fresh) {
    table.pending = false;
    if (recordLog(table, update, () => 'Turn ' + v.turn + ', ' + phaseName(v.phase) + ' phase.',
        e => describeEvent(e, c.names, c.name), e => ['turn-began', 'game-ended', 'scenario-decided'].includes(e.type))) {
      const decided = (update.events || []).filter(e => e.type === 'scenario-decided').pop();
      if (decided) table.verdict = decided.verdict;
    }
  }
  const helm = helmState(table, update, c);
  fill(board,
      statusPanel(update, v, c),
      el('div', {class: 'grid wormhole'},
          el('div', {},
              objectivePanel(update, v, c),
              fleetPanel(v, c),
              advisorPanel(table, update, c),
              logPanel(table)),
          el('div', {},
              summaryPanel(table, update, v, c),
              matPanel(table, update, v, c, helm),
              controlsPanel(table, update, v, c, helm))));
  restoreFocus(board, table);
}

// ---------------------------------------------------------------------------------------------------------
// What the view says, gathered once per drawing.

function battle(v, update) {
  const catalog = new Map(v.config.catalog.vessels.map(k => [k.id, k]));
  const vessels = new Map(v.vessels.map(x => [x.id, x]));
  const names = v.config.fleets.map((f, i) => f.commander || 'Seat ' + (i + 1));
  const flip = update.seat === 1;
  const W = v.config.matWidth;
  const L = v.config.matLength;
  const classOf = x => catalog.get(x.classId);
  const statusOf = x => {
    const spaces = classOf(x).track.spaces;
    return x.marks >= spaces.length ? 'DESTROYED' : spaces[x.marks];
  };
  return {
    catalog, vessels, names, W, L, classOf, statusOf,
    // Screen coordinates (inches, y down) of a point of the mat; the seat's own short side is at the bottom.
    screen: p => flip ? {x: W - p.x, y: p.y} : {x: p.x, y: L - p.y},
    world: s => flip ? {x: W - s.x, y: s.y} : {x: s.x, y: L - s.y},
    name: id => id,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Who may do what now: the vessel to act and its moves, read from the move menu.

function helmState(table, update, c) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over && Boolean(update.moveMenu);
  const menu = atHelm ? update.moveMenu : null;
  const phase = update.view.phase;
  const acting = menu ? actingVessels(menu) : [];
  // The page's choices (a selected vessel, a turn, a weapon, targets, order drafts) last while the decision
  // they were made for is still open: each new decision (a vessel's second attack, say) starts afresh.
  const key = update.ply + ':' + acting.join(',');
  if (!table.wh || table.wh.key !== key) {
    table.wh = {key, selected: null, turn: 0, distance: 0, weapon: null, targets: [], orders: {}, spot: null};
  }
  return {atHelm, menu, phase, acting};
}

/** The vessels whose decision is open: the one to place, move or fire, or those still to order. */
function actingVessels(menu) {
  const one = menu.deployment?.vessel || menu.helm?.vessel || menu.attacks?.vessel;
  if (one) return [one];
  const ordering = menu.orders.filter(o => !o.issued).map(o => o.vessel);
  if (ordering.length > 0) return ordering;
  return [...new Set(menu.choices.filter(m => m.type !== 'cancel-self-destruct').map(m => m.vessel)
      .filter(Boolean))];
}

// ---------------------------------------------------------------------------------------------------------
// Panels.

function statusPanel(update, v, c) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const helm = update.over ? 'The battle is over.' : atHelm ? 'You are to act.'
      : update.toAct >= 0 ? c.names[update.toAct] + ' is to act.' : 'Waiting.';
  return el('section', {class: 'panel status'},
      el('span', {class: 'item'}, 'Wormhole'),
      el('span', {class: 'item'}, 'Turn ', el('b', {id: 'turn'}, v.turn), ' of ', el('b', {}, v.config.turns)),
      el('span', {class: 'item'}, 'Phase ', el('b', {id: 'phase'}, phaseName(v.phase))),
      ['SPECIAL_ORDERS', 'MOVEMENT', 'ATTACK'].includes(v.phase)
          ? el('span', {class: 'item'}, 'Initiative ', el('b', {id: 'band'}, v.band)) : null,
      el('span', {class: 'item'}, 'Advantage ', el('b', {id: 'advantage'}, c.names[v.advantage] || '—')),
      el('span', {id: 'helm', class: atHelm ? 'turn-banner' : '', role: 'status'}, helm),
      update.seat < 0 ? el('span', {id: 'spectating', class: 'muted'}, 'Watching as a spectator')
          : el('span', {class: 'muted'}, 'You command ', el('b', {}, c.names[update.seat]),
              ' (', el('span', {style: 'color:' + SIDE_COLOURS[update.seat]}, '\u25cf'), ')'));
}

function objectivePanel(update, v, c) {
  const scenario = v.config.scenario;
  const destroyed = [0, 1].map(() => ({count: 0, points: 0}));
  for (const x of v.vessels) {
    if (c.statusOf(x) === 'DESTROYED' && x.classId !== 'asteroid') {
      destroyed[1 - x.owner].count++;
      destroyed[1 - x.owner].points += c.classOf(x).cost;
    }
  }
  const outcome = update.outcome;
  return el('section', {class: 'panel', id: 'objective'}, el('h3', {}, 'Objective and score'),
      el('p', {id: 'objective-text'}, objective(scenario, v.config.turns)),
      el('table', {class: 'score-table', id: 'scores'},
          el('tr', {}, el('th', {}, 'Commander'), el('th', {}, 'Destroyed'), el('th', {}, 'Marks this turn'),
              outcome ? el('th', {}, 'Score') : null),
          c.names.map((name, seat) => el('tr', {dataset: {seat}},
              el('td', {}, el('span', {style: 'color:' + SIDE_COLOURS[seat]}, '\u25cf '), name),
              el('td', {class: 'destroyed'}, destroyed[seat].count + ' (' + destroyed[seat].points + ' pts)'),
              el('td', {class: 'marks-dealt'}, String(v.marksDealt[seat] ?? 0)),
              outcome ? el('td', {class: 'points'}, String(outcome.scores[seat])) : null))),
      outcome ? el('p', {class: 'muted'}, 'Scored in ' + outcome.scoreMeaning + '.') : null);
}

function fleetPanel(v, c) {
  return el('section', {class: 'panel', id: 'fleets'}, el('h3', {}, 'Fleets'),
      [0, 1].map(seat => el('div', {class: 'fleet', dataset: {seat}},
          el('h4', {}, el('span', {style: 'color:' + SIDE_COLOURS[seat]}, '\u25cf '), c.names[seat]),
          el('ul', {}, v.vessels.filter(x => x.owner === seat && x.classId !== 'asteroid').map(x => {
            const where = v.departed.includes(x.id) ? 'departed' : x.dockedIn ? 'docked in ' + x.dockedIn
                : x.position ? '' : 'in reserve';
            return el('li', {dataset: {vessel: x.id, status: c.statusOf(x)}},
                el('b', {}, x.id), ' ', el('span', {class: 'muted'}, c.classOf(x).name), ' — ',
                el('span', {class: 'status-word'}, statusName(c.statusOf(x))),
                ' (' + x.marks + (x.marks === 1 ? ' mark' : ' marks') + ')',
                hasOrders(x.issued) ? ' · ' + ordersWords(x.issued) : '', where ? ' · ' + where : '');
          })))));
}


function advisorPanel(table, update, c) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const a = table.advice;
  return el('section', {class: 'panel advice', id: 'advisor'}, el('h3', {}, 'Autopilot'),
      a ? [el('p', {}, 'Suggests: ', el('b', {id: 'advice-move'}, describeMove(a.move, c.name))),
        el('ul', {id: 'advice-reasons'}, a.reasons.map(r => el('li', {}, r))),
        atHelm ? el('button', {id: 'use-advice', class: 'secondary', onclick: () => adopt(table, a.move)},
            'Set it up') : null] : null,
      atHelm ? el('button', {id: 'ask-autopilot', class: 'secondary',
        onclick: () => table.send({type: 'advice'})}, 'Ask the autopilot') : null);
}

function logPanel(table) {
  const log = table.log || [];
  const fresh = table.freshLog || 0;
  return el('section', {class: 'panel'}, el('h3', {}, 'Log'),
      el('ol', {class: 'log', id: 'log', 'aria-live': 'polite'}, log.map((entry, i) => el('li', {
        class: (entry.round ? 'round ' : '') + (i < log.length - fresh ? 'seen' : '')}, entry.text))));
}

function summaryPanel(table, update, v, c) {
  if (!update.over || !update.outcome) return null;
  const o = update.outcome;
  const best = Math.min(...o.places);
  const winners = c.names.filter((_, i) => o.places[i] === best);
  return el('section', {class: 'panel summary', id: 'summary'},
      el('h3', {}, 'The battle is over: ' + (winners.length === 1 ? winners[0] + ' wins.' : 'a draw.')),
      table.verdict ? el('p', {id: 'verdict'}, table.verdict) : null,
      el('p', {}, 'After ' + v.turn + (v.turn === 1 ? ' turn' : ' turns') + '; scored in ' + o.scoreMeaning + '.'),
      el('ul', {}, c.names.map((name, i) => el('li', {dataset: {seat: i}}, name + ': ' + o.scores[i]
          + (o.places[i] === best ? ' (first)' : ' (place ' + o.places[i] + ')')))));
}

function restoreFocus(board, table) {
  if (!table.focus) return;
  const target = board.querySelector(table.focus);
  if (target) {
    target.focus();
    table.focus = null;
  }
}
