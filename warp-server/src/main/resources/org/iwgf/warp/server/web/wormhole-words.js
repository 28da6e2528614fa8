// The Wormhole battle game's events, orders and moves in the game's own words, for the log, the buttons, the
// labels and the summaries.

const PHASES = {DEPLOYMENT: 'Deployment', ORDERS: 'Orders', SPECIAL_ORDERS: 'Special Orders', MOVEMENT: 'Movement',
  ATTACK: 'Attack', CLEANUP: 'Cleanup', END_OF_TURN: 'End of Turn'};
const STATUSES = {OPERATIONAL: 'Operational', POWER_LOSS: 'Power Loss', AOK: 'A-OK', DAMAGED: 'Damaged', CRIPPLED: 'Crippled', REDUCED: 'Reduced', DISPERSED: 'Dispersed',
  DESTROYED: 'Destroyed'};
const ROLLS = {'to-mark': 'to mark', defense: 'to save', explosion: 'for the explosion', repair: 'to repair',
  debris: 'in the debris', escape: 'to escape', reroll: 'again', wormhole: 'at the Wormhole'};

/** "Special Orders", "Movement". */
export function phaseName(phase) {
  return PHASES[phase] || words(phase);
}

/** "A-OK", "Crippled". */
export function statusName(status) {
  return STATUSES[status] || words(status);
}

/** An enum name as words: "HYPERCHARGE" → "Hypercharge", "SELF_DESTRUCT" → "Self destruct". */
export function words(name) {
  const text = String(name || '').toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Inches to one decimal, with the inch mark: 6.0". */
export function inches(value) {
  return Number(value).toFixed(1) + '"';
}

/** A turn as a helmsman says it: "12° to starboard", "no turn". */
export function turnWords(degrees) {
  const rounded = Math.round(Math.abs(degrees));
  return rounded === 0 ? 'no turn' : rounded + '° to ' + (degrees > 0 ? 'starboard' : 'port');
}

/** Whether a vessel holds any orders. */
export function hasOrders(o) {
  return Boolean(o) && (o.specials + o.moves + o.attacks + o.repairs > 0 || Boolean(o.admiralBonus)
      || Boolean(o.aceBonus));
}

/** Orders as counted on the order tokens: "1 Move, 1 Attack (Ace's bonus Attack)". */
export function ordersWords(orders) {
  if (!orders) return 'orders hidden';
  const parts = [];
  for (const [key, name] of [['specials', 'Special'], ['moves', 'Move'], ['attacks', 'Attack'], ['repairs', 'Repair']]) {
    if (orders[key] > 0) parts.push(orders[key] + ' ' + name);
  }
  const bonuses = [];
  if (orders.admiralBonus) bonuses.push('Admiral\u2019s bonus ' + words(orders.admiralBonus));
  if (orders.aceBonus) bonuses.push('Ace\u2019s bonus ' + words(orders.aceBonus));
  const text = parts.length === 0 ? 'no orders' : parts.join(', ');
  return bonuses.length === 0 ? text : text + ' (' + bonuses.join(', ') + ')';
}

/** What a move does, as a button or the autopilot's suggestion says it; name(id) names a vessel. */
export function describeMove(move, name = id => id) {
  switch (move.type) {
    case 'deploy': return 'Deploy ' + name(move.vessel) + ' at (' + inches(move.position.x) + ', '
        + inches(move.position.y) + ') heading ' + Math.round(move.heading) + '°';
    case 'issue-orders': return 'Order ' + name(move.vessel) + ': ' + ordersWords(move.orders);
    case 'finish-orders': return 'Finish issuing orders';
    case 'use-ability': return name(move.vessel) + ' uses ' + words(move.ability)
        + (move.target ? ' on ' + name(move.target) : '');
    case 'cancel-special': return name(move.vessel) + ' cancels its Special Order';
    case 'cancel-self-destruct': return name(move.vessel) + ' cancels its Self-destruct';
    case 'maneuver': return name(move.vessel) + ': ' + turnWords(move.turn) + ', then ' + inches(move.distance)
        + ' ahead' + (move.dock ? ', docking in ' + name(move.dock) : '');
    case 'free-turn': return name(move.vessel) + ' turns in place: ' + turnWords(move.turn);
    case 'fire': return name(move.vessel) + ' fires ' + move.weapon + ' at ' + move.targets.map(name).join(', ');
    case 'hold-fire': return name(move.vessel) + ' holds fire';
    case 'ram': return name(move.vessel) + ' rams ' + name(move.target);
    case 'travel': return name(move.vessel) + ' enters Wormhole ' + move.wormhole + ' and leaves by ' + move.exit
        + ' heading ' + Math.round(move.heading) + '°';
    case 'hack-wormhole': return name(move.vessel) + ' hacks Wormhole ' + move.wormhole + ' ('
        + (move.step > 0 ? 'one space on' : 'one space back') + ')';
    case 'tune-wormhole': return name(move.vessel) + ' tunes Wormhole ' + move.wormhole + ' to ' + move.colour;
    case 'launch-shuttle': return name(move.vessel) + ' launches a shuttle with ' + move.cargo.replace(/-/g, ' ');
    case 'depart': return name(move.vessel) + ' leaves the mat by Wormhole ' + move.wormhole;
    case 'call-reinforcements': return move.vessels.length === 0 ? 'Call no reinforcements'
        : 'Call reinforcements: ' + move.vessels.map(name).join(', ');
    default: return move.type;
  }
}

/**
 * One event as a sentence, or null for events the log leaves out. names holds each seat's commander and
 * name(id) names a vessel.
 */
export function describeEvent(event, names, name = id => id) {
  const who = seat => names[seat] || 'Seat ' + (seat + 1);
  switch (event.type) {
    case 'advantage-decided': return who(event.seat) + ' has the Advantage (' + event.reason + ').';
    case 'deployed': return name(event.vessel) + ' deploys at (' + inches(event.position.x) + ', '
        + inches(event.position.y) + ').';
    case 'turn-began': return 'Turn ' + event.turn + ' begins.';
    case 'phase-began': return phaseName(event.phase) + ' phase.';
    case 'orders-issued': return who(event.seat) + ' issues orders to ' + name(event.vessel)
        + (event.orders ? ': ' + ordersWords(event.orders) : '') + '.';
    case 'orders-revealed': return 'Orders are revealed: ' + (event.orders.length === 0 ? 'none'
        : event.orders.map(o => name(o.vessel) + ' ' + ordersWords(o.orders)).join('; ')) + '.';
    case 'ability-used': return name(event.vessel) + ' uses ' + words(event.ability)
        + (event.target ? ' on ' + name(event.target) : '') + (event.succeeded ? '.' : ', without success.');
    case 'order-cancelled': return name(event.vessel) + '\u2019s ' + words(event.order) + ' order is cancelled.';
    case 'moved': return name(event.vessel) + ' moves ' + inches(Math.hypot(event.to.x - event.from.x,
        event.to.y - event.from.y)) + ', now heading ' + Math.round(event.toHeading) + '°.';
    case 'launched': return name(event.vessel) + ' launches from ' + name(event.carrier) + '.';
    case 'docked': return name(event.vessel) + ' docks in ' + name(event.carrier) + '.';
    case 'attack-declared': return name(event.vessel) + ' declares ' + event.weapon + ' against '
        + event.targets.map(name).join(', ') + '.';
    case 'dice-rolled': return name(event.vessel) + ' rolls ' + event.faces.join(', ') + ' '
        + (ROLLS[event.purpose] || 'for ' + event.purpose) + ' (needs ' + event.needed + '+).';
    case 'marked': return name(event.target) + ' takes ' + event.marks + (event.marks === 1 ? ' mark' : ' marks')
        + ' from ' + name(event.source) + (event.prevented > 0 ? ' (' + event.prevented + ' prevented)' : '') + '.';
    case 'status-changed': return name(event.vessel) + ' is ' + statusName(event.to) + '.';
    case 'exploded': return name(event.vessel) + ' explodes (' + inches(event.template.radius) + ' template).';
    case 'repaired': return name(event.vessel) + (event.succeeded ? ' is repaired: ' + statusName(event.to) + '.'
        : ' fails to repair.');
    case 'advantage-shifted': return event.from === event.to ? who(event.to) + ' keeps the Advantage.'
        : 'The Advantage passes to ' + who(event.to) + '.';
    case 'game-ended': return 'The battle is over: ' + (event.winner === null || event.winner === undefined
        ? 'a draw' : who(event.winner) + ' wins') + ', ' + event.scores.map((s, i) => who(i) + ' ' + s).join(', ')
        + '.';
    case 'orders-lost': return who(event.seat) + ' loses orders: ' + event.allowed + ' of ' + event.capacity
        + ' may be issued.';
    case 'arrived': return name(event.vessel) + ' arrives through Wormhole ' + event.wormhole + '.';
    case 'departed': return name(event.vessel) + ' leaves the mat by Wormhole ' + event.wormhole + '.';
    case 'reinforcements-called': return who(event.seat) + ' calls reinforcements: '
        + (event.vessels.length === 0 ? 'none' : event.vessels.map(name).join(', ')) + '.';
    case 'scenario-decided': return event.verdict;
    default: return words(event.type.replace(/-/g, '_')) + '.';
  }
}

/** What the scenario asks of the commanders, in a sentence. */
export function objective(scenario, turns) {
  const part = scenario.part > 1 ? ' (battle ' + scenario.part + ')' : '';
  switch (scenario.kind) {
    case 'STANDARD_ENGAGEMENT': return 'Standard Engagement: deal the most engagement points in ' + turns + ' turns.';
    case 'TRAINING_MISSION': return 'Training Mission: destroy the targets and take the fleet through the gate,'
        + ' in as few turns as possible.';
    case 'SUPPLY_RUN': return 'Supply Run: the Defender\u2019s supply ships escape by the far Wormhole; the'
        + ' Attacker disables them.';
    case 'REINFORCEMENTS': return 'Reinforcements: engagement points after ' + turns + ' turns, with reserves'
        + ' arriving through the Wormhole.';
    case 'GAUNTLET': return 'Gauntlet' + part + ': score points for the enemy vessels destroyed (the Defender\u2019s'
        + ' count more); the battle ends when a side is gone.';
    case 'SECTOR_COMMAND': return 'Sector Command: engagement points across the sectors after ' + turns + ' turns.';
    case 'ENDURANCE_TRIAL': return 'Endurance Trial: the Defender survives as many turns as it can.';
    default: return words(scenario.kind) + '.';
  }
}
