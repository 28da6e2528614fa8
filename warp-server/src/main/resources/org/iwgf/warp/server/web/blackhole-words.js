// The dice race's events and moves in the game's own words, for the log, the buttons, the labels and the
// game's end. Seats play the rulebook's colours: black and white with two players, and yellow as well with three.

const COLOURS = ['black', 'white', 'yellow'];

/** The colour of a seat's dice: "black", "white" or "yellow". */
export function colourOf(seat) {
  return COLOURS[seat] || 'seat ' + (seat + 1);
}

/** A ship as players say it: "the white d6 (ship 4)". */
export function shipName(ship) {
  return 'the ' + colourOf(ship.seat) + ' ' + ship.die + ' (ship ' + ship.id + ')';
}

/**
 * Where a space lies, as players say it: "ring 2, space 40", rings counted from the outermost as the ships come
 * in; the number past the last space is the black hole.
 */
export function spaceName(space, spiral) {
  const size = spiral.rings.reduce((a, b) => a + b, 0);
  if (space >= size) return 'the black hole';
  return 'ring ' + ringOf(space, spiral) + ', space ' + space;
}

/** The ring of a space, 1 being the outermost. */
export function ringOf(space, spiral) {
  let start = 0;
  for (let r = 0; r < spiral.rings.length; r++) {
    start += spiral.rings[r];
    if (space < start) return r + 1;
  }
  return spiral.rings.length + 1;
}

/** "Place the black d8 showing 5", "Advance … by 4", "Turn … from 3 to 4", "Choose faces 8, 1, …". */
export function describeMove(move, ships) {
  const ship = ships[move.ship];
  const name = ship ? shipName(ship) : 'ship ' + move.ship;
  switch (move.type) {
    case 'place': return 'Place ' + name + (ship && ship.face > 0 ? ' showing ' + ship.face : '');
    case 'advance': return 'Advance ' + name + (ship ? ' by ' + ship.face : '');
    case 'turn': return 'Turn ' + name + (ship ? ' from ' + ship.face : '') + ' to ' + move.face;
    case 'choose': return 'Choose the faces ' + (move.faces || []).join(', ');
    default: return JSON.stringify(move);
  }
}

/**
 * One event as a sentence, or null for events the log leaves out. names holds each seat's name, ships the
 * ships as the view has them now (their dice do not change), spiral the board.
 */
export function describeEvent(event, names, ships, spiral) {
  const text = eventWords(event, names, ships, spiral);
  return text && text.charAt(0).toUpperCase() + text.slice(1);
}

function eventWords(event, names, ships, spiral) {
  const who = seat => names[seat] || 'Seat ' + (seat + 1);
  const ship = id => ships[id] ? shipName(ships[id]) : 'ship ' + id;
  const where = space => spaceName(space, spiral);
  switch (event.type) {
    case 'chosen': return who(event.seat) + ' has chosen the faces of their dice in secret.';
    case 'revealed': {
      const bySeat = names.map((name, seat) => name + ' ' + ships.filter(s => s.seat === seat)
          .map(s => s.die + ' ' + event.faces[s.id]).join(', '));
      return 'Every player has chosen: the faces are revealed — ' + bySeat.join('; ') + '.';
    }
    case 'order-decided':
      return 'Turn order: ' + event.order.map(who).join(', then ')
          + (event.rollOffs > 0 ? ' (after ' + event.rollOffs + ' roll-off' + (event.rollOffs === 1 ? '' : 's')
              + ' between tied totals)' : '') + '.';
    case 'placed':
      return who(event.seat) + ' places ' + ship(event.ship) + ' showing ' + event.face + ' on ' + where(event.space)
          + '.';
    case 'advanced':
      return ship(event.ship) + ' moves ' + (event.to - event.from) + ' along the spiral from ' + where(event.from)
          + ' to ' + where(event.to) + '.';
    case 'hyperjumped':
      return 'Space ' + event.from + ' is taken: ' + ship(event.ship) + ' hyperjumps to ' + where(event.to) + '.';
    case 'rerolled': return ship(event.ship) + ' is rolled where its hyperjumps end: it shows ' + event.face + '.';
    case 'turned': return ship(event.ship) + ' is turned from ' + event.from + ' to ' + event.to + '.';
    case 'reached-centre':
      return ship(event.ship) + ' falls into the black hole: ' + who(event.seat) + ' has removed ' + event.removed
          + '.';
    case 'won': return who(event.seat) + ' has removed enough ships and wins the race!';
    default: return event.type + '.';
  }
}
