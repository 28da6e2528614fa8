// The Wormhole board's controls, built from the legal moves the server sends and the catalog in the view: order
// pickers, the helm (turn within the arc, distance along the ruler), weapons and targets, deployment spots, and
// every other move as a button in the game's words. The server checks every move it is sent.
import {el} from './dom.js';
import {distance, startOf, travel} from './wormhole-geometry.js';
import {describeMove, inches, ordersWords, phaseName, turnWords, words} from './wormhole-words.js';

const ORDER_FIELDS = [['specials', 'Special'], ['moves', 'Move'], ['attacks', 'Attack'], ['repairs', 'Repair']];
const BONUS_FIELDS = [['admiralBonus', 'Admiral\u2019s bonus'], ['aceBonus', 'Ace\u2019s bonus']];
// Keyboard steps for the helm: degrees of turn and inches of distance per arrow key.
const TURN_STEP = 5;
const DISTANCE_STEP = 0.5;

/** The legal moves naming this vessel, of these types (any type when none are given). */
export function movesOf(helm, vessel, ...types) {
  return helm.legal.filter(m => m.vessel === vessel && (types.length === 0 || types.includes(m.type)));
}

/** The controls for the decision in hand, or what the seat is waiting for. */
export function controlsPanel(table, update, v, c, helm) {
  if (!helm.atHelm) {
    return el('section', {class: 'panel', id: 'controls'}, el('h3', {}, 'Orders and moves'),
        el('p', {class: 'muted'}, update.over ? 'The battle is over.' : update.seat < 0
            ? 'Spectators watch the battle.' : 'Waiting for ' + (c.names[update.toAct] || 'the battle') + '.'));
  }
  let body;
  switch (helm.phase) {
    case 'DEPLOYMENT': body = deployControls(table, v, c, helm); break;
    case 'ORDERS': body = ordersControls(table, v, c, helm); break;
    case 'MOVEMENT': body = movementControls(table, v, c, helm); break;
    case 'ATTACK': body = attackControls(table, v, c, helm); break;
    default: body = null;
  }
  // Whatever the phase controls above do not build (Special Orders, ramming, Wormhole travel, docking,
  // calling reinforcements) is offered as buttons in the game's words.
  const shown = new Set(['deploy', 'issue-orders', 'finish-orders', 'maneuver', 'free-turn', 'fire', 'hold-fire']);
  const others = helm.legal.filter(m => !shown.has(m.type) || (m.type === 'maneuver' && m.dock));
  return el('section', {class: 'panel', id: 'controls'}, el('h3', {}, phaseName(helm.phase)), body,
      others.length > 0 ? el('div', {class: 'actions', id: 'other-moves'}, others.map(m => actionButton(table, m,
          describeMove(m, c.name)))) : null);
}

function actionButton(table, move, text, id) {
  const suggested = table.advice && same(table.advice.move, move);
  return el('button', {id, class: suggested ? 'suggested' : '', dataset: {moveType: move.type},
    disabled: table.pending, onclick: () => send(table, move)}, text);
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function deployControls(table, v, c, helm) {
  const wh = table.wh;
  const moves = helm.legal.filter(m => m.type === 'deploy');
  if (moves.length === 0) return null;
  const heading = el('input', {id: 'deploy-heading', type: 'number', min: 0, max: 359, step: 'any',
    value: wh.spotHeading ?? moves[0].heading, 'aria-label': 'heading in degrees'});
  heading.addEventListener('change', () => {
    wh.spotHeading = Number(heading.value);
    table.rerender();
  });
  const go = el('button', {id: 'deploy', disabled: table.pending || !wh.spot, onclick: () => {
    if (!wh.spot) return;
    send(table, {type: 'deploy', vessel: moves[0].vessel, position: wh.spot, heading: Number(heading.value)});
  }}, 'Deploy ' + moves[0].vessel);
  return el('div', {class: 'row'},
      el('span', {}, wh.spot ? 'At ' + inches(wh.spot.x) + ', ' + inches(wh.spot.y) : 'No place chosen yet'),
      el('label', {}, 'Heading ', heading), go);
}

/** Chooses one of the legal deployment spots (and its heading). */
export function chooseSpot(table, move) {
  table.wh.spot = move.position;
  table.wh.spotHeading = move.heading;
  table.focus = '#deploy';
  table.rerender();
}

/** A click on the mat during deployment chooses that point of the mat for the vessel to deploy. */
export function clickMat(event, table, v, c, helm) {
  if (!helm.atHelm || helm.phase !== 'DEPLOYMENT') return;
  const mat = event.currentTarget;
  const point = mat.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  const s = point.matrixTransform(mat.getScreenCTM().inverse());
  const w = c.world(s);
  table.wh.spot = {x: Math.round(w.x * 4) / 4, y: Math.round(w.y * 4) / 4};
  table.rerender();
}

function ordersControls(table, v, c, helm) {
  const byVessel = new Map();
  for (const m of helm.legal.filter(m => m.type === 'issue-orders')) {
    if (!byVessel.has(m.vessel)) byVessel.set(m.vessel, []);
    byVessel.get(m.vessel).push(m.orders);
  }
  const rows = [...byVessel.entries()].map(([id, options]) => orderRow(table, c, id, options));
  const finish = helm.legal.find(m => m.type === 'finish-orders');
  return el('div', {id: 'orders'},
      rows.length === 0 ? el('p', {class: 'muted'}, 'Every vessel that can take orders has them.') : rows,
      finish ? actionButton(table, finish, 'Finish issuing orders', 'finish-orders') : null);
}

function orderRow(table, c, id, options) {
  const wh = table.wh;
  const suggested = table.advice && table.advice.move.type === 'issue-orders' && table.advice.move.vessel === id
      ? table.advice.move.orders : null;
  const draft = wh.orders[id] || suggested || options[0];
  wh.orders[id] = draft;
  const issue = el('button', {class: 'issue', dataset: {vessel: id}, disabled: table.pending,
    onclick: () => send(table, {type: 'issue-orders', vessel: id, orders: wh.orders[id]})}, 'Issue');
  const matches = () => options.some(o => same(o, wh.orders[id]));
  const pickers = [];
  for (const [field, label] of [...ORDER_FIELDS, ...BONUS_FIELDS]) {
    const values = [...new Set(options.map(o => o[field] === null ? '' : String(o[field])))];
    if (values.length === 1 && (values[0] === '' || values[0] === '0')) continue;
    const select = el('select', {dataset: {field}, 'aria-label': label + ' orders for ' + id},
        values.sort().map(value => el('option', {value, selected: String(draft[field] ?? '') === value},
            value === '' ? 'none' : field.endsWith('Bonus') ? words(value) : value)));
    select.addEventListener('change', () => {
      const value = select.value;
      wh.orders[id] = {...wh.orders[id], [field]: field.endsWith('Bonus') ? (value || null) : Number(value)};
      issue.disabled = table.pending || !matches();
      note.textContent = matches() ? ordersWords(wh.orders[id]) : 'not a legal set of orders';
    });
    pickers.push(el('label', {class: 'item'}, label + ' ', select));
  }
  const note = el('span', {class: 'muted'}, ordersWords(draft));
  issue.disabled = table.pending || !matches();
  const x = c.vessels.get(id);
  return el('div', {class: 'order-row row' + (suggested ? ' suggested' : ''), dataset: {vessel: id},
    role: 'group', 'aria-label': 'orders for ' + id},
  el('b', {}, id), el('span', {class: 'muted'}, c.classOf(x).name), pickers, note, issue);
}

/** How far the vessel to act may turn and move, as its legal moves show. */
export function moveBounds(helm, id) {
  const moves = movesOf(helm, id, 'maneuver', 'free-turn').filter(m => !m.dock);
  return {
    turn: Math.max(0, ...moves.map(m => Math.abs(m.turn))),
    distance: Math.max(0, ...moves.map(m => m.distance || 0)),
    free: moves.length > 0 && moves.every(m => m.type === 'free-turn'),
    any: moves.length > 0,
  };
}

function movementControls(table, v, c, helm) {
  const wh = table.wh;
  const id = helm.acting[0];
  if (!id) return null;
  const bounds = moveBounds(helm, id);
  if (!bounds.any) return el('p', {class: 'muted'}, id + ' has no ordinary move: see the moves below.');
  if (wh.selected !== id) {
    return el('p', {}, el('button', {id: 'select-vessel', class: 'secondary', onclick: () => clickVessel(table, helm,
        c.vessels.get(id))}, 'Take the helm of ' + id));
  }
  const turn = el('input', {id: 'turn-range', type: 'range', min: -bounds.turn, max: bounds.turn, step: 1,
    value: wh.turn, 'aria-label': 'turn in degrees, negative to port', disabled: bounds.turn === 0});
  const turnNumber = el('input', {id: 'turn-input', type: 'number', min: -bounds.turn, max: bounds.turn, step: 'any',
    value: round(wh.turn), 'aria-label': 'turn in degrees', size: 6, disabled: bounds.turn === 0});
  const dist = el('input', {id: 'distance-range', type: 'range', min: 0, max: bounds.distance, step: 0.1,
    value: wh.distance, 'aria-label': 'distance in inches'});
  const distNumber = el('input', {id: 'distance-input', type: 'number', min: 0, max: bounds.distance, step: 'any',
    value: round(wh.distance), 'aria-label': 'distance in inches', size: 6});
  const set = (field, value, focus) => {
    const limit = field === 'turn' ? bounds.turn : bounds.distance;
    const low = field === 'turn' ? -limit : 0;
    wh[field] = Math.min(limit, Math.max(low, Number(value) || 0));
    table.focus = '#' + focus;
    table.rerender();
  };
  turn.addEventListener('input', () => set('turn', turn.value, 'turn-range'));
  turnNumber.addEventListener('change', () => set('turn', turnNumber.value, 'turn-input'));
  dist.addEventListener('input', () => set('distance', dist.value, 'distance-range'));
  distNumber.addEventListener('change', () => set('distance', distNumber.value, 'distance-input'));
  const x = {...c.vessels.get(id), ...startOf(c, c.vessels.get(id))};
  const end = travel(x.position, x.heading + wh.turn, wh.distance);
  const move = bounds.free ? {type: 'free-turn', vessel: id, turn: wh.turn}
      : {type: 'maneuver', vessel: id, turn: wh.turn, distance: wh.distance, dock: null};
  return el('div', {id: 'helm-controls'},
      el('div', {class: 'row'}, el('label', {}, 'Turn ', turn, turnNumber, '°'),
          el('span', {class: 'muted'}, turnWords(wh.turn) + ' (at most ' + bounds.turn + '° either way)')),
      bounds.free ? el('p', {class: 'muted'}, id + ' has no Move order: it may only turn in place.')
          : el('div', {class: 'row'}, el('label', {}, 'Distance ', dist, distNumber, '"'),
              el('span', {class: 'muted'}, 'up to ' + inches(bounds.distance))),
      el('p', {id: 'move-preview'}, 'Ends at ' + inches(end.x) + ', ' + inches(end.y) + ' heading '
          + Math.round(((x.heading + wh.turn) % 360 + 360) % 360) + '°.'),
      el('div', {class: 'row'},
          el('button', {id: 'commit-move', disabled: table.pending, onclick: () => send(table, move)},
              bounds.free ? 'Turn' : 'Move'),
          el('button', {class: 'secondary', onclick: () => {
            wh.turn = 0;
            wh.distance = 0;
            table.rerender();
          }}, 'Reset')));
}

function round(x) {
  return Math.round(x * 1000) / 1000;
}

/** The vessels the selected attacker may fire its chosen weapon at, as its legal attacks name them. */
export function fireTargets(helm, wh) {
  return new Set(movesOf(helm, wh.selected, 'fire').filter(m => m.weapon === wh.weapon).flatMap(m => m.targets));
}

function attackControls(table, v, c, helm) {
  const wh = table.wh;
  const id = helm.acting[0];
  if (!id) return null;
  const fires = movesOf(helm, id, 'fire');
  const hold = movesOf(helm, id, 'hold-fire')[0];
  if (wh.selected !== id) {
    return el('div', {class: 'row'}, fires.length > 0 ? el('button', {id: 'select-vessel', class: 'secondary',
      onclick: () => clickVessel(table, helm, c.vessels.get(id))}, 'Attack with ' + id) : null,
    hold ? actionButton(table, hold, 'Hold fire', 'hold-fire') : null);
  }
  const weapons = [...new Set(fires.map(m => m.weapon))];
  const k = c.classOf(c.vessels.get(id));
  const weapon = k.weapons.find(w => w.id === wh.weapon);
  const matching = fires.find(m => m.weapon === wh.weapon && sameTargets(m.targets, wh.targets));
  const most = Math.max(0, ...fires.filter(m => m.weapon === wh.weapon).map(m => m.targets.length));
  return el('div', {id: 'attack-controls'},
      el('div', {class: 'row', role: 'group', 'aria-label': 'weapons'}, weapons.map(w => {
        const line = k.weapons.find(x => x.id === w);
        return el('button', {class: 'weapon' + (w === wh.weapon ? ' chosen' : ''), dataset: {weapon: w},
          'aria-pressed': String(w === wh.weapon), onclick: () => {
            wh.weapon = w;
            wh.targets = [];
            table.focus = '.vessel.target';
            table.rerender();
          }}, (line ? line.name : w) + (line ? ' (' + inches(line.range) + ', ' + line.arc + '°)' : ''));
      })),
      weapon ? el('p', {id: 'attack-info'}, weapon.name + ': range ' + inches(weapon.range) + ', arc ' + weapon.arc
          + '°' + (most > 1 ? ', up to ' + most + ' targets' : '') + '. Targets: '
          + (wh.targets.length === 0 ? 'none chosen' : wh.targets.map(t => t + ' at ' + inches(gapTo(c, id, t)))
              .join(', ')) + '.') : el('p', {class: 'muted'}, 'Choose a weapon.'),
      el('div', {class: 'row'},
          el('button', {id: 'fire', disabled: table.pending || !matching, onclick: () => matching && send(table,
              matching)}, 'Fire'),
          wh.targets.length > 0 ? el('button', {class: 'secondary', onclick: () => {
            wh.targets = [];
            table.rerender();
          }}, 'Clear targets') : null,
          hold ? actionButton(table, hold, 'Hold fire', 'hold-fire') : null));
}

function gapTo(c, from, to) {
  const a = c.vessels.get(from);
  const b = c.vessels.get(to);
  return Math.max(0, distance(a.position, b.position) - c.classOf(a).modelRadius - c.classOf(b).modelRadius);
}

function sameTargets(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** A vessel clicked: the attacker or the vessel at the helm taken (or let go), or a target chosen. */
export function clickVessel(table, helm, x) {
  if (table.pending) return;
  const wh = table.wh;
  if (helm.phase === 'ATTACK' && wh.selected && wh.weapon && fireTargets(helm, wh).has(x.id)) {
    const most = Math.max(1, ...movesOf(helm, wh.selected, 'fire').filter(m => m.weapon === wh.weapon)
        .map(m => m.targets.length));
    wh.targets = wh.targets.length < most ? [...wh.targets, x.id] : [x.id];
    table.focus = '#fire';
    table.rerender();
    return;
  }
  if (!helm.acting.includes(x.id)) return;
  wh.selected = wh.selected === x.id ? null : x.id;
  if (helm.phase === 'ATTACK' && wh.selected) {
    const fires = movesOf(helm, x.id, 'fire');
    wh.weapon = fires.length > 0 ? fires[0].weapon : null;
    wh.targets = [];
    table.focus = '.vessel.target';
  } else if (helm.phase === 'MOVEMENT') {
    table.focus = '#turn-range';
  }
  table.rerender();
}

/** On the vessel at the helm: Enter takes (or lets go of) the helm; in Movement the arrows turn and move it. */
export function vesselKey(event, table, helm, x, v, c) {
  const wh = table.wh;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    if (helm.phase === 'MOVEMENT' && wh.selected === x.id && event.key === 'Enter') {
      document.getElementById('commit-move')?.click();
      return;
    }
    clickVessel(table, helm, x);
    table.focus = '#mat g[data-vessel="' + x.id + '"]';
    table.rerender();
    return;
  }
  if (helm.phase !== 'MOVEMENT' || wh.selected !== x.id) return;
  const bounds = moveBounds(helm, x.id);
  const steps = {ArrowLeft: ['turn', -TURN_STEP], ArrowRight: ['turn', TURN_STEP],
    ArrowUp: ['distance', DISTANCE_STEP], ArrowDown: ['distance', -DISTANCE_STEP]};
  const step = steps[event.key];
  if (!step) return;
  event.preventDefault();
  // The arrows turn the vessel to its own port (←) and starboard (→), as its helmsman would say, whichever
  // way it faces on the screen.
  const [field, by] = step;
  const limit = field === 'turn' ? bounds.turn : bounds.distance;
  const low = field === 'turn' ? -limit : 0;
  wh[field] = Math.min(limit, Math.max(low, wh[field] + by));
  table.focus = '#mat g[data-vessel="' + x.id + '"]';
  table.rerender();
}

/** The autopilot's suggestion put into the controls, for the commander to look at and commit. */
export function adopt(table, move) {
  const wh = table.wh;
  switch (move.type) {
    case 'maneuver':
    case 'free-turn':
      wh.selected = move.vessel;
      wh.turn = move.turn;
      wh.distance = move.distance || 0;
      table.focus = '#commit-move';
      break;
    case 'fire':
      wh.selected = move.vessel;
      wh.weapon = move.weapon;
      wh.targets = [...move.targets];
      table.focus = '#fire';
      break;
    case 'issue-orders':
      wh.orders[move.vessel] = move.orders;
      table.focus = '.issue[data-vessel="' + move.vessel + '"]';
      break;
    case 'deploy':
      wh.spot = move.position;
      wh.spotHeading = move.heading;
      table.focus = '#deploy';
      break;
    default:
      table.focus = 'button.suggested';
  }
  table.rerender();
}

function send(table, move) {
  if (table.pending) return;
  table.pending = true;
  table.focus = '#controls button:not([disabled]), .vessel.acting';
  table.send({type: 'move', move});
}
