// Warp's events and moves in the game's own words, for the log, the buttons and the advisor panel.

const ROUTE = /^trail-(\d+)$/;

/** "Captain 2's Warp Trail" or "the Neutral Zone". */
export function routeName(route, names) {
  if (route === 'neutral-zone') return 'the Neutral Zone';
  const m = ROUTE.exec(route || '');
  return m ? possessive(names[Number(m[1])] || 'Captain ' + (Number(m[1]) + 1)) + ' Warp Trail' : String(route);
}

function possessive(name) {
  return name.endsWith('s') ? name + '\u2019' : name + '\u2019s';
}

/** "REVERSE_TURN_ORDER" as "Reverse turn order". */
function sentenceCase(constant) {
  const words = String(constant).toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A plugin's type "module-alpha.force-draw" as "Module Alpha: force draw". */
function pluginWords(type) {
  const [plugin, what] = type.split('.');
  const title = plugin.split('-').map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return title + ': ' + (what || '').replaceAll('-', ' ');
}

/** The other fields of a plugin move or event, "target 2, drew true". */
function fieldWords(object, names) {
  return Object.entries(object).filter(([k]) => k !== 'type').map(([k, v]) => {
    if ((k === 'seat' || k === 'target' || k === 'by' || k === 'charter') && Number.isInteger(v)) {
      return k + ' ' + (names[v] || v);
    }
    if (k === 'route') return 'on ' + routeName(v, names);
    return k + ' ' + (Array.isArray(v) ? v.join(' ') : v);
  }).join(', ');
}

/** What a move does, as a button says it. */
export function describeMove(move, names) {
  switch (move.type) {
    case 'chart': return 'Chart ' + move.coordinate + ' on ' + routeName(move.route, names);
    case 'draw': return 'Draw from the Uncharted Sectors';
    case 'pass': return 'Pass the helm';
    case 'deploy-beacon': return 'Deploy a Distress Beacon';
    case 'overtime-vote': return move.accept ? 'Vote for overtime' : 'Vote against overtime';
    case 'drop-to-impulse.announce': return 'Drop to Impulse!';
    case 'drop-to-impulse.pass-unannounced': return 'Pass without announcing';
    case 'drop-to-impulse.catch': return 'Catch the missed Drop to Impulse';
    case 'module-alpha.choose-directive': return 'Directive: ' + sentenceCase(move.directive);
    case 'module-alpha.force-draw': return 'Force ' + (names[move.target] || 'Captain ' + (move.target + 1))
        + ' to draw';
    default: {
      const fields = fieldWords(move, names);
      return pluginWords(move.type) + (fields ? ' (' + fields + ')' : '');
    }
  }
}

/** One event as a sentence, or null for events the log leaves out. */
export function describeEvent(event, names) {
  const who = seat => names[seat] || 'Captain ' + (seat + 1);
  switch (event.type) {
    case 'round-started':
      return 'Round ' + event.round + ' begins: Spacedock ' + event.spacedock + ', ' + who(event.starter)
          + ' opens; ' + event.handSize + ' coordinates each, ' + event.uncharted + ' in the Uncharted Sectors.';
    case 'hand-dealt': return null;
    case 'charted':
      return who(event.seat) + ' charts ' + event.coordinate + ' on ' + routeName(event.route, names)
          + ' (open end ' + event.openEnd + ').';
    case 'drawn':
      return who(event.seat) + ' draws from the Uncharted Sectors'
          + (event.coordinate ? ': ' + event.coordinate + '.' : '.');
    case 'passed': return who(event.seat) + ' passes.';
    case 'beacon-deployed': return who(event.seat) + ' deploys a Distress Beacon.';
    case 'shields-up': return who(event.seat) + ' raises shields: the Distress Beacon is down.';
    case 'alert-opened':
      return 'Alert! ' + who(event.seat) + ' charted the double ' + event.doubleCharted + ' on '
          + routeName(event.route, names) + ': ' + event.required + ' to satisfy it.';
    case 'red-alert':
      return 'Red Alert: ' + who(event.from) + ' could not satisfy ' + event.doubleCharted + '; it passes to '
          + who(event.to) + '.';
    case 'double-satisfied':
      return who(event.seat) + ' satisfies the double ' + event.doubleCharted + '.';
    case 'dead-double': return 'The double ' + event.doubleCharted + ' is dead: every coordinate with its pip is out.';
    case 'helm-passed': return null;
    case 'overtime-offered': return 'Overtime is offered to the tied captains.';
    case 'overtime-voted': return who(event.seat) + (event.accept ? ' votes for overtime.' : ' votes against overtime.');
    case 'round-ended':
      return 'Round ' + event.round + ' ends: ' + (event.blocked ? 'blocked' : who(event.winner) + ' goes out')
          + '. Totals ' + event.totals.map((t, i) => who(i) + ' ' + t).join(', ') + '.';
    case 'sector-ended':
      return 'The sector is over: ' + event.winners.map(who).join(' and ') + ' won.';
    case 'all-stop.announced': return 'All Stop! ' + who(event.seat) + ' ends it' + (event.echo ? ' (echo).' : '.');
    case 'drop-to-impulse.announced': return who(event.seat) + ' drops to impulse!';
    case 'drop-to-impulse.catch-window-opened':
      return who(event.seat) + ' passed at impulse without announcing: the catch window is open.';
    case 'drop-to-impulse.catch-window-closed': return 'The catch window on ' + who(event.seat) + ' closes.';
    case 'drop-to-impulse.caught':
      return who(event.by) + ' catches ' + who(event.seat) + ', who draws ' + event.drawn + ' and returns to warp.';
    case 'drop-to-impulse.returned-to-warp': return who(event.seat) + ' returns to warp.';
    case 'module-beta.salamander-surge':
      return 'Salamander Surge! ' + who(event.surger) + ' charted ' + event.salamander
          + ': every opposing captain draws.';
    case 'module-alpha.flash-opened': return 'Continuum Flash! ' + who(event.seat) + ' chooses a directive.';
    case 'module-alpha.directive-chosen':
      return who(event.seat) + ' chooses the directive ' + sentenceCase(event.directive) + '.';
    case 'subspace-fracture.opened':
      return 'Subspace Fracture! ' + who(event.seat) + ' charted ' + event.doubleCharted + ' on '
          + routeName(event.route, names) + '.';
    case 'subspace-fracture.stabilized': return 'The fracture is stabilized by ' + who(event.seat) + '.';
    default: {
      const fields = fieldWords(event, names);
      return pluginWords(event.type) + (fields ? ' — ' + fields : '') + '.';
    }
  }
}
