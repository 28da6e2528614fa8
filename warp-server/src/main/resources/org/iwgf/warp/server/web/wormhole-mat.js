// The Wormhole mat as an SVG drawing to scale: one unit is an inch, seen from the seat's own short side. It draws
// the cloth, the deployment zones, Wormholes, debris and explosion counters, every vessel on its base with its
// facing, turn arc, firing arcs, damage and orders, and what the decision in hand adds (the turn arc and ruler of
// a move and its preview, the range and arc of an attack, the places a vessel may deploy).
import {el, svg} from './dom.js';
import {clickMat, clickVessel, fireTargets, moveBounds, vesselKey} from './wormhole-controls.js';
import {distance, placementProblem, startOf, travel} from './wormhole-geometry.js';
import {hasOrders, inches, ordersWords, statusName} from './wormhole-words.js';

/** Each side's colour, seat by seat. */
export const SIDE_COLOURS = ['#3e92cc', '#e0803a'];

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

export function matPanel(table, update, v, c, helm) {
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
    const place = helm.menu.deployment;
    if (!place) return g;
    // Where the vessel's centre may go: the zone less its base's radius (around its Wormhole, if it is one).
    const a = c.screen({x: place.area.fromX, y: place.area.fromY});
    const b = c.screen({x: place.area.toX, y: place.area.toY});
    g.append(svg('rect', {x: f2(Math.min(a.x, b.x)), y: f2(Math.min(a.y, b.y)), width: f2(Math.abs(b.x - a.x)),
      height: f2(Math.abs(b.y - a.y)), class: 'deploy-area', id: 'deploy-area',
      dataset: {fromX: place.area.fromX, fromY: place.area.fromY, toX: place.area.toX, toY: place.area.toY}},
    svg('title', {}, 'Where ' + place.vessel + '\u2019s centre may go: click any point')));
    if (place.near) {
      const n = c.screen(place.near);
      g.append(svg('circle', {cx: f2(n.x), cy: f2(n.y), r: place.within, class: 'deploy-area'}));
    }
    if (wh.spot) {
      const shape = ghost(c, place.vessel, v, wh.spot, wh.spotHeading ?? place.heading);
      if (placementProblem(place, wh.spot)) shape.classList.add('refused');
      g.append(shape);
    }
    return g;
  }
  const real = wh.selected && c.vessels.get(wh.selected);
  const from = real && startOf(c, real);
  if (!from) return g;
  const x = {...real, ...from};
  const k = c.classOf(x);
  if (helm.phase === 'MOVEMENT') {
    const bounds = moveBounds(helm);
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
    case 'DEPLOYMENT': return 'Click any point of your deployment zone to place ' + helm.acting[0] + '.';
    case 'ORDERS': return 'Give each vessel its orders below, then finish.';
    case 'MOVEMENT': return wh.selected ? 'Choose the turn within the arc, then the distance along the ruler'
        + ' (arrow keys: ←/→ turn, ↑/↓ distance; Enter moves).' : 'Click the highlighted vessel to move it.';
    case 'ATTACK': return !wh.selected ? 'Click the highlighted vessel to attack with it.'
        : 'Click a highlighted target, then fire.';
    default: return '';
  }
}
