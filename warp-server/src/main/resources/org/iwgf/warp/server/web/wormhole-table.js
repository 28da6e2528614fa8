// The Wormhole battle game's table: the mat to scale in inches (deployment zones, Wormholes, debris, explosion
// counters), every vessel on its base with its facing, turn arc, firing arcs, damage and orders, the scenario's
// objective and score, the log and the autopilot's suggestion. Drawn from the seat's update only, from that
// seat's side of the mat (a spectator looks from the first seat's side). The controls are built from the
// legal moves the server sends and the catalog in the view; the server checks every move it is sent.
import {el, fill} from './dom.js';
import {describeEvent, describeMove, inches, objective, ordersWords, phaseName, statusName, turnWords,
  words} from './wormhole-words.js';

const SVG = 'http://www.w3.org/2000/svg';
const LOG_LENGTH = 200;
const SIDE_COLOURS = ['#3e92cc', '#e0803a'];
const ORDER_FIELDS = [['specials', 'Special'], ['moves', 'Move'], ['attacks', 'Attack'], ['repairs', 'Repair']];
const BONUS_FIELDS = [['admiralBonus', 'Admiral\u2019s bonus'], ['aceBonus', 'Ace\u2019s bonus']];
// Keyboard steps for the helm: degrees of turn and inches of distance per arrow key.
const TURN_STEP = 5;
const DISTANCE_STEP = 0.5;

/** Draws an update of a Wormhole table into board; fresh is false when only the advice or comms changed. */
export function renderWormhole(board, table, update, fresh) {
  const v = update.view;
  const c = battle(v, update);
  if (fresh) {
    table.pending = false;
    recordLog(table, update, c);
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

/**
 * Where a vessel's move starts: its place, or for a squadron docked in a carrier the carrier's docking bay (in
 * contact with the carrier's bow, facing the carrier's heading); null for a vessel off the mat.
 */
function startOf(c, x) {
  if (x.position) return {position: x.position, heading: x.heading};
  const carrier = x.dockedIn && c.vessels.get(x.dockedIn);
  if (!carrier || !carrier.position) return null;
  const reach = c.classOf(carrier).baseRadius + c.classOf(x).baseRadius;
  return {position: travel(carrier.position, carrier.heading, reach), heading: carrier.heading};
}

function travel(p, heading, distance) {
  const r = heading * Math.PI / 180;
  return {x: p.x + Math.sin(r) * distance, y: p.y + Math.cos(r) * distance};
}

function bearing(from, to) {
  return ((Math.atan2(to.x - from.x, to.y - from.y) * 180 / Math.PI) + 360) % 360;
}

function distance(a, b) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

// ---------------------------------------------------------------------------------------------------------
// Who may do what now: the vessel to act and its moves, read from the legal moves.

function helmState(table, update, c) {
  const atHelm = update.seat >= 0 && update.toAct === update.seat && !update.over;
  const legal = atHelm ? update.legalMoves || [] : [];
  const phase = update.view.phase;
  const acting = [...new Set(legal.map(m => m.vessel).filter(Boolean))];
  // The page's choices (a selected vessel, a turn, a weapon, targets, order drafts) last while the decision
  // they were made for is still open: each new decision (a vessel's second attack, say) starts afresh.
  const key = update.ply + ':' + acting.join(',');
  if (!table.wh || table.wh.key !== key) {
    table.wh = {key, selected: null, turn: 0, distance: 0, weapon: null, targets: [], orders: {}, spot: null};
  }
  return {atHelm, legal, phase, acting};
}

function movesOf(helm, vessel, ...types) {
  return helm.legal.filter(m => m.vessel === vessel && (types.length === 0 || types.includes(m.type)));
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

function hasOrders(o) {
  return o && (o.specials + o.moves + o.attacks + o.repairs > 0 || o.admiralBonus || o.aceBonus);
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
        class: (entry.turn ? 'round ' : '') + (i < log.length - fresh ? 'seen' : '')}, entry.text))));
}

function recordLog(table, update, c) {
  if (table.logPly === update.ply) return;
  table.logPly = update.ply;
  table.log = table.log || [];
  table.freshLog = 0;
  if (table.log.length === 0 && (update.events || []).length === 0) {
    table.log.push({text: 'Turn ' + update.view.turn + ', ' + phaseName(update.view.phase) + ' phase.', turn: true});
    table.freshLog++;
  }
  for (const event of update.events || []) {
    if (event.type === 'scenario-decided') table.verdict = event.verdict;
    const text = describeEvent(event, c.names, c.name);
    if (text) {
      table.log.push({text, turn: ['turn-began', 'game-ended', 'scenario-decided'].includes(event.type)});
      table.freshLog++;
    }
  }
  table.log.splice(0, Math.max(0, table.log.length - LOG_LENGTH));
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

// ---------------------------------------------------------------------------------------------------------
// The mat.

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.entries(value).forEach(([k, x]) => node.dataset[k] = x);
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const f2 = x => Number(x).toFixed(3);

/** A wedge of the mat: from the centre, heading ± half degrees, out to radius, as screen points. */
function wedge(c, centre, heading, half, radius, attrs) {
  const points = [];
  const full = half >= 180;
  if (!full) points.push(c.screen(centre));
  const steps = Math.max(2, Math.ceil(half / 5));
  for (let i = 0; i <= 2 * steps; i++) {
    points.push(c.screen(travel(centre, heading - half + i * half / steps, radius)));
  }
  return svg('polygon', {points: points.map(p => f2(p.x) + ',' + f2(p.y)).join(' '), ...attrs});
}

function matPanel(table, update, v, c, helm) {
  const layers = [];
  layers.push(svg('rect', {x: 0, y: 0, width: c.W, height: c.L, class: 'mat-cloth'}));
  for (let x = 6; x < c.W; x += 6) layers.push(svg('line', {x1: x, y1: 0, x2: x, y2: c.L, class: 'mat-grid'}));
  for (let y = 6; y < c.L; y += 6) layers.push(svg('line', {x1: 0, y1: y, x2: c.W, y2: y, class: 'mat-grid'}));
  layers.push(zones(v, c));
  for (const d of v.debris) {
    const s = c.screen(d.center);
    layers.push(svg('circle', {cx: f2(s.x), cy: f2(s.y), r: d.radius, class: 'debris'},
        svg('title', {}, 'Debris field, ' + inches(d.radius) + ' radius')));
  }
  for (const e of v.explosions) {
    const s = c.screen(e.template.center);
    layers.push(svg('circle', {cx: f2(s.x), cy: f2(s.y), r: e.template.radius, class: 'explosion'},
        svg('title', {}, 'Explosion of ' + e.source)));
  }
  for (const g of v.wormholes.gates) {
    const s = c.screen(g.position);
    layers.push(svg('g', {class: 'gate', dataset: {wormhole: g.id}, role: 'img',
      'aria-label': 'Wormhole ' + g.id + ', ' + g.colour + ' ' + g.number},
    svg('circle', {cx: f2(s.x), cy: f2(s.y), r: g.radius, fill: g.colour, class: 'gate-disc'}),
    svg('text', {x: f2(s.x), y: f2(s.y + 0.35), class: 'gate-label'}, g.number)));
  }
  const acting = helm.acting.length === 1 ? helm.acting[0] : null;
  for (const x of v.vessels) {
    if (x.position) layers.push(vesselShape(table, update, v, c, helm, x, x.id === acting, x));
  }
  // A squadron to act from its carrier's deck is drawn at the docking bay it leaves from.
  const launching = acting && c.vessels.get(acting);
  if (launching && !launching.position && helm.phase === 'MOVEMENT' && startOf(c, launching)) {
    const at = startOf(c, launching);
    layers.push(vesselShape(table, update, v, c, helm, {...launching, ...at}, true, launching));
  }
  layers.push(overlay(table, v, c, helm));
  const mat = svg('svg', {id: 'mat', viewBox: '0 0 ' + c.W + ' ' + c.L, role: 'group',
    'aria-label': 'The mat, ' + c.W + ' by ' + c.L + ' inches, seen from ' + (update.seat === 1 ? c.names[1]
        : c.names[0]) + '\u2019s side', dataset: {width: c.W, length: c.L, flipped: update.seat === 1},
    onclick: event => clickMat(event, table, v, c, helm)}, layers);
  return el('section', {class: 'panel', id: 'mat-panel'}, el('div', {class: 'mat-frame'}, mat),
      el('p', {class: 'muted', id: 'mat-legend'}, 'Grid squares are 6". ', prompt(table, v, c, helm)));
}

function zones(v, c) {
  const scenario = v.config.scenario;
  const list = scenario.zones.length > 0 ? scenario.zones
      : [{seat: 0, fromY: 0, toY: v.config.deploymentDepth, nearWormhole: null, within: 0},
        {seat: 1, fromY: c.L - v.config.deploymentDepth, toY: c.L, nearWormhole: null, within: 0}];
  if (v.phase !== 'DEPLOYMENT' && v.turn > 1) return svg('g', {class: 'zones'});
  return svg('g', {class: 'zones'}, list.map(z => {
    const gate = z.nearWormhole && v.wormholes.gates.find(g => g.id === z.nearWormhole);
    if (gate) {
      const s = c.screen(gate.position);
      return svg('circle', {cx: f2(s.x), cy: f2(s.y), r: z.within, class: 'zone', stroke: SIDE_COLOURS[z.seat],
        dataset: {seat: z.seat}});
    }
    const a = c.screen({x: 0, y: z.fromY});
    const b = c.screen({x: c.W, y: z.toY});
    return svg('rect', {x: f2(Math.min(a.x, b.x)), y: f2(Math.min(a.y, b.y)), width: f2(Math.abs(b.x - a.x)),
      height: f2(Math.abs(b.y - a.y)), class: 'zone', stroke: SIDE_COLOURS[z.seat], dataset: {seat: z.seat}},
    svg('title', {}, c.names[z.seat] + '\u2019s deployment zone'));
  }));
}

function vesselShape(table, update, v, c, helm, x, acting, real) {
  const k = c.classOf(x);
  const status = c.statusOf(x);
  const s = c.screen(x.position);
  const nose = c.screen(travel(x.position, x.heading, k.baseRadius));
  const wh = table.wh;
  const selected = wh.selected === x.id;
  const target = helm.phase === 'ATTACK' && wh.weapon && fireTargets(helm, wh).has(x.id);
  const chosen = wh.targets.includes(x.id);
  const classes = [real.position ? 'vessel' : 'launch', 'side-' + x.owner, 'status-' + status.toLowerCase()];
  if (acting && helm.atHelm) classes.push('acting');
  if (selected) classes.push('selected');
  if (target) classes.push('target');
  if (chosen) classes.push('chosen');
  const parts = [];
  // Turn arc (dashed) and firing arcs (shaded) at the base's edge; the selected vessel's reach out to scale.
  parts.push(wedge(c, x.position, x.heading, Math.min(180, k.turnArc), k.baseRadius + 0.7, {class: 'turn-arc'}));
  for (const w of k.weapons) {
    parts.push(wedge(c, x.position, x.heading, Math.min(180, w.arc / 2), k.baseRadius + 1.1,
        {class: 'fire-arc', dataset: {weapon: w.id}}));
  }
  parts.push(svg('circle', {cx: f2(s.x), cy: f2(s.y), r: k.baseRadius, class: 'base',
    stroke: SIDE_COLOURS[x.owner]}));
  parts.push(svg('circle', {cx: f2(s.x), cy: f2(s.y), r: Math.max(0.2, k.modelRadius * 0.55), class: 'model',
    fill: SIDE_COLOURS[x.owner]}));
  parts.push(svg('line', {x1: f2(s.x), y1: f2(s.y), x2: f2(nose.x), y2: f2(nose.y), class: 'facing'}));
  const spaces = k.track.spaces.length;
  // Squadrons crowd together: their names are in their labels and the fleet list, their marks on the mat.
  const named = k.size !== 'SQUADRON' || selected;
  const marks = x.marks > 0 ? '\u2716'.repeat(Math.min(x.marks, spaces)) : '';
  if (named || marks) {
    parts.push(svg('text', {x: f2(s.x), y: f2(s.y + k.baseRadius + 0.75), class: 'vessel-label'},
        named ? shortName(x.id) + (marks ? ' ' + marks : '') : marks));
  }
  if (hasOrders(x.issued)) {
    parts.push(svg('text', {x: f2(s.x), y: f2(s.y - k.baseRadius - 0.3), class: 'orders-label'},
        orderTokens(x.issued)));
  }
  const clickable = helm.atHelm && (acting || target);
  const label = x.id + ', ' + k.name + ', ' + (x.owner === update.seat ? 'yours' : c.names[x.owner] + '\u2019s')
      + ', ' + statusName(status) + ', ' + x.marks + ' marks, at ' + inches(x.position.x) + ' across and '
      + inches(x.position.y) + ' up the mat, heading ' + Math.round(x.heading) + '°'
      + (hasOrders(x.issued) ? ', orders: ' + ordersWords(x.issued) : '')
      + (real.position ? '' : ', leaving ' + real.dockedIn + '\u2019s docking bay')
      + (acting && helm.atHelm ? ', to act' : '') + (target ? ', a target you may fire at' : '');
  return svg('g', {class: classes.join(' '), dataset: {vessel: x.id, owner: x.owner, status, marks: x.marks,
    x: x.position.x, y: x.position.y, heading: x.heading, cx: f2(s.x), cy: f2(s.y)},
  role: clickable ? 'button' : 'img', tabindex: clickable ? '0' : undefined, 'aria-label': label,
  'aria-pressed': clickable ? String(selected || chosen) : undefined,
  onclick: clickable ? event => {
    event.stopPropagation();
    clickVessel(table, helm, x);
  } : undefined,
  onkeydown: clickable ? event => vesselKey(event, table, helm, x, v, c) : undefined},
  svg('title', {}, label), parts);
}

function shortName(id) {
  return id.length > 14 ? id.slice(0, 6) + '\u2026' + id.slice(-6) : id;
}

function orderTokens(o) {
  const parts = [];
  if (o.specials) parts.push('S' + o.specials);
  if (o.moves) parts.push('M' + o.moves);
  if (o.attacks) parts.push('A' + o.attacks);
  if (o.repairs) parts.push('R' + o.repairs);
  if (o.admiralBonus) parts.push('+' + o.admiralBonus.charAt(0));
  if (o.aceBonus) parts.push('+' + o.aceBonus.charAt(0));
  return parts.join(' ');
}

// What the chosen decision adds on top: the turn arc and ruler of a move, the range and arc of an attack,
// the places a vessel may deploy.
function overlay(table, v, c, helm) {
  const wh = table.wh;
  const g = svg('g', {class: 'overlay'});
  if (!helm.atHelm) return g;
  if (helm.phase === 'DEPLOYMENT') {
    const spots = helm.legal.filter(m => m.type === 'deploy');
    for (const m of spots) {
      const s = c.screen(m.position);
      const chosen = wh.spot && wh.spot.x === m.position.x && wh.spot.y === m.position.y;
      g.append(svg('circle', {cx: f2(s.x), cy: f2(s.y), r: 0.35, class: 'deploy-spot' + (chosen ? ' chosen' : ''),
        dataset: {x: m.position.x, y: m.position.y}, role: 'button', tabindex: '0',
        'aria-label': 'deploy ' + m.vessel + ' at ' + inches(m.position.x) + ', ' + inches(m.position.y),
        onclick: event => {
          event.stopPropagation();
          chooseSpot(table, m);
        },
        onkeydown: event => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            chooseSpot(table, m);
          }
        }}));
    }
    if (wh.spot) g.append(ghost(c, spots[0].vessel, v, wh.spot, wh.spotHeading));
    return g;
  }
  const real = wh.selected && c.vessels.get(wh.selected);
  const from = real && startOf(c, real);
  if (!from) return g;
  const x = {...real, ...from};
  const k = c.classOf(x);
  if (helm.phase === 'MOVEMENT') {
    const bounds = moveBounds(helm, x.id);
    g.append(wedge(c, x.position, x.heading, Math.min(180, bounds.turn), Math.max(bounds.distance, k.baseRadius + 1),
        {class: 'turn-arc reach', id: 'turn-arc'}));
    const heading = x.heading + wh.turn;
    const end = travel(x.position, heading, wh.distance);
    const a = c.screen(x.position);
    const b = c.screen(end);
    g.append(svg('line', {x1: f2(a.x), y1: f2(a.y), x2: f2(b.x), y2: f2(b.y), class: 'ruler', id: 'ruler'}));
    for (let i = 1; i <= Math.floor(wh.distance); i++) {
      const t = c.screen(travel(x.position, heading, i));
      g.append(svg('circle', {cx: f2(t.x), cy: f2(t.y), r: 0.08, class: 'ruler-tick'}));
    }
    g.append(ghost(c, x.id, v, end, heading));
    g.append(svg('text', {x: f2(b.x + 0.4), y: f2(b.y - 0.4), class: 'ruler-label'}, inches(wh.distance)));
  }
  if (helm.phase === 'ATTACK' && wh.weapon) {
    const weapon = k.weapons.find(w => w.id === wh.weapon);
    if (weapon) {
      g.append(wedge(c, x.position, x.heading, Math.min(180, weapon.arc / 2), weapon.range + k.modelRadius,
          {class: 'fire-arc reach', id: 'fire-arc'}));
    }
    for (const t of wh.targets.length > 0 ? wh.targets : []) {
      const y = c.vessels.get(t);
      if (!y || !y.position) continue;
      const a = c.screen(x.position);
      const b = c.screen(y.position);
      const gap = Math.max(0, distance(x.position, y.position) - k.modelRadius - c.classOf(y).modelRadius);
      g.append(svg('line', {x1: f2(a.x), y1: f2(a.y), x2: f2(b.x), y2: f2(b.y), class: 'line-of-fire'}));
      g.append(svg('text', {x: f2((a.x + b.x) / 2), y: f2((a.y + b.y) / 2 - 0.3), class: 'ruler-label'},
          inches(gap)));
    }
  }
  return g;
}

function ghost(c, vesselId, v, at, heading) {
  const x = c.vessels.get(vesselId);
  const k = c.classOf(x);
  const s = c.screen(at);
  const nose = c.screen(travel(at, heading, k.baseRadius));
  return svg('g', {class: 'ghost', id: 'preview', dataset: {x: at.x, y: at.y, heading: ((heading % 360) + 360) % 360}},
      svg('circle', {cx: f2(s.x), cy: f2(s.y), r: k.baseRadius}),
      svg('line', {x1: f2(s.x), y1: f2(s.y), x2: f2(nose.x), y2: f2(nose.y)}));
}

function prompt(table, v, c, helm) {
  if (!helm.atHelm) return '';
  const wh = table.wh;
  switch (helm.phase) {
    case 'DEPLOYMENT': return 'Choose where ' + helm.acting[0] + ' deploys: a marked spot or any point of your zone.';
    case 'ORDERS': return 'Give each vessel its orders below, then finish.';
    case 'MOVEMENT': return wh.selected ? 'Choose the turn within the arc, then the distance along the ruler'
        + ' (arrow keys: ←/→ turn, ↑/↓ distance; Enter moves).' : 'Click the highlighted vessel to move it.';
    case 'ATTACK': return !wh.selected ? 'Click the highlighted vessel to attack with it.'
        : 'Click a highlighted target, then fire.';
    default: return '';
  }
}

// ---------------------------------------------------------------------------------------------------------
// The controls.

function controlsPanel(table, update, v, c, helm) {
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

function chooseSpot(table, move) {
  table.wh.spot = move.position;
  table.wh.spotHeading = move.heading;
  table.focus = '#deploy';
  table.rerender();
}

function clickMat(event, table, v, c, helm) {
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
function moveBounds(helm, id) {
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

function fireTargets(helm, wh) {
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

function clickVessel(table, helm, x) {
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

// On the vessel at the helm: Enter takes (or lets go of) the helm; in Movement the arrows turn and move it.
function vesselKey(event, table, helm, x, v, c) {
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
function adopt(table, move) {
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

function restoreFocus(board, table) {
  if (!table.focus) return;
  const target = board.querySelector(table.focus);
  if (target) {
    target.focus();
    table.focus = null;
  }
}
