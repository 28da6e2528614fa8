// The Wormhole board's controls, built from the move menu the server sends (its moveMenu: every move open, part
// by part) and the catalog in the view: order pickers, the helm (turn within the arc, distance along the ruler,
// docking, Wormhole travel), weapons and targets, the deployment zone, the reserve to call, and every other move
// as a button in the game's words. The server checks every move it is sent.
import {el} from './dom.js';
import {distance, dockingMove, exitOpen, moveEnd, moveProblem, placementProblem} from './wormhole-geometry.js';
import {describeMove, inches, ordersWords, phaseName, turnWords, words} from './wormhole-words.js';

const ORDER_FIELDS = [['specials', 'Special'], ['moves', 'Move'], ['attacks', 'Attack'], ['repairs', 'Repair']];
const BONUS_FIELDS = [['admiralBonus', 'Admiral\u2019s bonus'], ['aceBonus', 'Ace\u2019s bonus']];
// Keyboard steps for the helm: degrees of turn and inches of distance per arrow key.
const TURN_STEP = 5;
const DISTANCE_STEP = 0.5;

/** The controls for the decision in hand, or what the seat is waiting for. */
export function controlsPanel(table, update, v, c, helm) {
  if (!helm.atHelm) {
    return el('section', {class: 'panel', id: 'controls'}, el('h3', {}, 'Orders and moves'),
        el('p', {class: 'muted'}, update.over ? 'The battle is over.' : update.seat < 0
            ? 'Spectators watch the battle.' : 'Waiting for ' + (c.names[update.toAct] || 'the battle') + '.'));
  }
  const menu = helm.menu;
  let body;
  switch (helm.phase) {
    case 'DEPLOYMENT': body = deployControls(table, v, c, helm); break;
    case 'ORDERS': body = menu.reinforcements ? callControls(table, menu.reinforcements)
        : ordersControls(table, v, c, helm); break;
    case 'MOVEMENT': body = movementControls(table, v, c, helm); break;
    case 'ATTACK': body = attackControls(table, v, c, helm); break;
    default: body = null;
  }
  // The menu's choices the phase controls above do not build (Special Orders, ramming, leaving by a Wormhole,
  // cancelling an order or a Self-destruct, staying aboard) are offered as buttons in the game's words.
  const shown = new Set(['finish-orders', 'hold-fire']);
  const others = menu.choices.filter(m => !shown.has(m.type));
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
  const place = helm.menu.deployment;
  if (!place) return null;
  const heading = el('input', {id: 'deploy-heading', type: 'number', min: 0, max: 359, step: 'any',
    value: wh.spotHeading ?? place.heading, 'aria-label': 'heading in degrees'});
  heading.addEventListener('change', () => {
    wh.spotHeading = Number(heading.value);
    table.rerender();
  });
  const problem = wh.spot ? placementProblem(place, wh.spot) : 'no place chosen yet';
  const go = el('button', {id: 'deploy', disabled: table.pending || problem !== '', onclick: () => {
    if (!wh.spot || placementProblem(place, wh.spot) !== '') return;
    send(table, {type: 'deploy', vessel: place.vessel, position: wh.spot, heading: Number(heading.value)});
  }}, 'Deploy ' + place.vessel);
  return el('div', {class: 'row'},
      el('span', {id: 'deploy-place'}, wh.spot ? 'At ' + inches(wh.spot.x) + ', ' + inches(wh.spot.y)
          + (problem ? ': not here, ' + problem + '.' : '') : 'Click any point of your deployment zone.'),
      el('label', {}, 'Heading ', heading), go);
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
  table.wh.spot = {x: Math.round(w.x * 100) / 100, y: Math.round(w.y * 100) / 100};
  table.focus = '#deploy';
  table.rerender();
}

/** The reserve to call: a box per vessel, the points they cost against those allowed, and the call. */
function callControls(table, reinforcements) {
  const wh = table.wh;
  wh.called = wh.called || [];
  const cost = wh.called.reduce((sum, id) => sum + (reinforcements.reserve.find(r => r.vessel === id)?.cost || 0), 0);
  const limit = reinforcements.points;
  const over = limit !== null && limit !== undefined && cost > limit;
  return el('div', {id: 'reinforcements'},
      el('p', {}, 'Reinforcements are due: call any of your reserve' + (limit === null || limit === undefined ? ''
          : ' within ' + limit + ' points') + '.'),
      reinforcements.reserve.map(r => {
        const box = el('input', {type: 'checkbox', dataset: {vessel: r.vessel}, checked: wh.called.includes(r.vessel),
          'aria-label': 'call ' + r.vessel});
        box.addEventListener('change', () => {
          wh.called = box.checked ? [...wh.called, r.vessel] : wh.called.filter(id => id !== r.vessel);
          table.rerender();
        });
        return el('label', {class: 'item'}, box, ' ' + r.vessel + ' (' + r.cost + ' pts)');
      }),
      el('p', {class: over ? 'error' : 'muted'}, cost + ' points called' + (over ? ': too many.' : '.')),
      el('button', {id: 'call-reinforcements', disabled: table.pending || over, onclick: () => send(table,
          {type: 'call-reinforcements', vessels: wh.called})}, wh.called.length === 0 ? 'Call none' : 'Call them'));
}

function ordersControls(table, v, c, helm) {
  const rows = helm.menu.orders.filter(o => !o.issued && o.sets.length > 0)
      .map(o => orderRow(table, c, o.vessel, o.sets.filter(set => set.specials + set.moves + set.attacks
          + set.repairs > 0)));
  const finish = helm.menu.choices.find(m => m.type === 'finish-orders');
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

/** How far the vessel at the helm may turn and move, as the menu's helm says. */
export function moveBounds(helm) {
  const h = helm.menu && helm.menu.helm;
  if (!h) return {turn: 0, distance: 0, free: false, any: false};
  return {turn: h.straight ? 0 : h.turnArc, distance: h.freeTurn ? 0 : h.reach, free: h.freeTurn, any: true};
}

function movementControls(table, v, c, helm) {
  const wh = table.wh;
  const h = helm.menu.helm;
  if (!h) return null;
  const id = h.vessel;
  const bounds = moveBounds(helm);
  const special = h.freeTurn ? null : specialMoves(table, c, h);
  if (wh.selected !== id) {
    return el('div', {}, el('p', {}, el('button', {id: 'select-vessel', class: 'secondary',
      onclick: () => clickVessel(table, helm, c.vessels.get(id))}, 'Take the helm of ' + id)), special);
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
  const end = moveEnd(h, wh.turn, bounds.free ? 0 : wh.distance);
  const move = bounds.free ? {type: 'free-turn', vessel: id, turn: wh.turn}
      : {type: 'maneuver', vessel: id, turn: wh.turn, distance: wh.distance, dock: null};
  const problem = bounds.free ? (Math.abs(wh.turn) <= h.turnArc ? '' : 'it turns at most ' + h.turnArc + '°')
      : moveProblem(h, wh.turn, wh.distance);
  return el('div', {id: 'helm-controls'},
      el('div', {class: 'row'}, el('label', {}, 'Turn ', turn, turnNumber, '°'),
          el('span', {class: 'muted'}, turnWords(wh.turn) + ' (at most ' + bounds.turn + '° either way)')),
      bounds.free ? el('p', {class: 'muted'}, id + ' has no Move order: it may only turn in place.')
          : el('div', {class: 'row'}, el('label', {}, 'Distance ', dist, distNumber, '"'),
              el('span', {class: 'muted'}, 'up to ' + inches(bounds.distance))),
      el('p', {id: 'move-preview'}, 'Ends at ' + inches(end.x) + ', ' + inches(end.y) + ' heading '
          + Math.round(((h.heading + wh.turn) % 360 + 360) % 360) + '°' + (problem ? ': not open, ' + problem : '')
          + '.'),
      el('div', {class: 'row'},
          el('button', {id: 'commit-move', disabled: table.pending || problem !== '', onclick: () => send(table, move)},
              bounds.free ? 'Turn' : 'Move'),
          el('button', {class: 'secondary', onclick: () => {
            wh.turn = 0;
            wh.distance = 0;
            table.rerender();
          }}, 'Reset')),
      special);
}

/**
 * The Move order spent otherwise than on a plain move, from the menu's helm: docking with each carrier in
 * reach (turning toward it and closing to contact), and travelling through each Wormhole in reach, leaving its
 * exit at a chosen heading.
 */
function specialMoves(table, c, h) {
  const docks = h.docks.map(d => {
    const move = dockingMove(h, d);
    const problem = moveProblem(h, move.turn, move.distance, d.base.id);
    return el('button', {class: 'dock', dataset: {dock: d.base.id}, disabled: table.pending || problem !== '',
      title: problem || describeMove(move, c.name), onclick: () => send(table, move)}, 'Dock in ' + d.base.id);
  });
  const journeys = h.journeys.map(j => {
    const key = j.wormhole + '>' + j.exit;
    const wh = table.wh;
    wh.exits = wh.exits || {};
    if (wh.exits[key] === undefined) {
      wh.exits[key] = [0, 45, 90, 135, 180, 225, 270, 315].find(a => exitOpen(j, h.radius, a)) ?? 0;
    }
    const heading = el('input', {type: 'number', min: 0, max: 359, step: 'any', value: wh.exits[key], size: 5,
      dataset: {journey: key}, 'aria-label': 'heading on leaving ' + j.exit});
    heading.addEventListener('change', () => {
      wh.exits[key] = Number(heading.value);
      table.rerender();
    });
    const open = exitOpen(j, h.radius, Number(wh.exits[key]));
    return el('div', {class: 'row journey', dataset: {wormhole: j.wormhole, exit: j.exit}},
        el('button', {class: 'travel', dataset: {wormhole: j.wormhole, exit: j.exit}, disabled: table.pending || !open,
          onclick: () => send(table, {type: 'travel', vessel: h.vessel, wormhole: j.wormhole, exit: j.exit,
            heading: Number(wh.exits[key])})}, 'Enter Wormhole ' + j.wormhole + ', leave by ' + j.exit),
        el('label', {}, ' heading ', heading, '°'), open ? null : el('span', {class: 'muted'}, 'blocked that way'));
  });
  if (docks.length === 0 && journeys.length === 0) return null;
  return el('div', {id: 'special-moves'}, docks.length > 0 ? el('div', {class: 'row'}, docks) : null, journeys);
}

function round(x) {
  return Math.round(x * 1000) / 1000;
}

/** The weapon chosen in the menu's attacks, or null. */
function chosenWeapon(helm, wh) {
  const a = helm.menu && helm.menu.attacks;
  return a && a.vessel === wh.selected ? a.weapons.find(w => w.weapon === wh.weapon) || null : null;
}

/** What the selected attacker's chosen weapon may fire at next, as the menu names them. */
export function fireTargets(helm, wh) {
  const w = chosenWeapon(helm, wh);
  if (!w) return new Set();
  return new Set(wh.targets.length === 0 || wh.targets.length >= w.attacks ? w.targets : [...w.targets,
    ...w.extraTargets]);
}

/** Whether the targets chosen make an attack of the chosen weapon: the first of its targets, the rest extra. */
function aimed(w, targets) {
  return w && targets.length > 0 && targets.length <= w.attacks && w.targets.includes(targets[0])
      && targets.slice(1).every(t => w.extraTargets.includes(t));
}

function attackControls(table, v, c, helm) {
  const wh = table.wh;
  const a = helm.menu.attacks;
  if (!a) return null;
  const id = a.vessel;
  const hold = helm.menu.choices.find(m => m.type === 'hold-fire');
  if (wh.selected !== id) {
    return el('div', {class: 'row'}, a.weapons.length > 0 ? el('button', {id: 'select-vessel', class: 'secondary',
      onclick: () => clickVessel(table, helm, c.vessels.get(id))}, 'Attack with ' + id) : null,
    hold ? actionButton(table, hold, 'Hold fire', 'hold-fire') : null);
  }
  const k = c.classOf(c.vessels.get(id));
  const weapon = k.weapons.find(w => w.id === wh.weapon);
  const chosen = chosenWeapon(helm, wh);
  const ready = aimed(chosen, wh.targets);
  // Wormholes are aimed at from buttons: only vessels are drawn to click.
  const gates = chosen ? chosen.targets.filter(t => !c.vessels.has(t)) : [];
  return el('div', {id: 'attack-controls'},
      el('div', {class: 'row', role: 'group', 'aria-label': 'weapons'}, a.weapons.map(choice => {
        const w = choice.weapon;
        const line = k.weapons.find(x => x.id === w);
        return el('button', {class: 'weapon' + (w === wh.weapon ? ' chosen' : ''), dataset: {weapon: w},
          'aria-pressed': String(w === wh.weapon), onclick: () => {
            wh.weapon = w;
            wh.targets = [];
            table.focus = '.vessel.target';
            table.rerender();
          }}, (line ? line.name : w) + (line ? ' (' + inches(line.range) + ', ' + line.arc + '°)' : ''));
      })),
      gates.length > 0 ? el('div', {class: 'row'}, gates.map(g => el('button', {class: 'aim-wormhole secondary',
        dataset: {wormhole: g}, onclick: () => {
          wh.targets = [g];
          table.rerender();
        }}, 'Aim at Wormhole ' + g))) : null,
      weapon ? el('p', {id: 'attack-info'}, weapon.name + ': range ' + inches(weapon.range) + ', arc ' + weapon.arc
          + '°' + (chosen && chosen.attacks > 1 ? ', up to ' + chosen.attacks + ' targets' : '') + '. Targets: '
          + (wh.targets.length === 0 ? 'none chosen' : wh.targets.map(t => c.vessels.has(t)
              ? t + ' at ' + inches(gapTo(c, id, t)) : 'Wormhole ' + t).join(', ')) + '.')
          : el('p', {class: 'muted'}, 'Choose a weapon.'),
      el('div', {class: 'row'},
          el('button', {id: 'fire', disabled: table.pending || !ready, onclick: () => ready && send(table,
              {type: 'fire', vessel: id, weapon: wh.weapon, targets: [...wh.targets]})}, 'Fire'),
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

/** A vessel clicked: the attacker or the vessel at the helm taken (or let go), or a target chosen. */
export function clickVessel(table, helm, x) {
  if (table.pending) return;
  const wh = table.wh;
  if (helm.phase === 'ATTACK' && wh.selected && wh.weapon && fireTargets(helm, wh).has(x.id)) {
    const w = chosenWeapon(helm, wh);
    // A further attack of a ×N weapon goes at an extra target; otherwise the click starts the targets afresh.
    wh.targets = wh.targets.length > 0 && wh.targets.length < w.attacks && w.extraTargets.includes(x.id)
        ? [...wh.targets, x.id] : [x.id];
    table.focus = '#fire';
    table.rerender();
    return;
  }
  if (!helm.acting.includes(x.id)) return;
  wh.selected = wh.selected === x.id ? null : x.id;
  if (helm.phase === 'ATTACK' && wh.selected) {
    const weapons = helm.menu.attacks ? helm.menu.attacks.weapons : [];
    wh.weapon = weapons.length > 0 ? weapons[0].weapon : null;
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
  const bounds = moveBounds(helm);
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
