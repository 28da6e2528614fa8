// Warp 6 Classic's events and moves in the game's own words, for the log, the buttons and the summaries.

const END_WORDS = {left: 'the left end', right: 'the right end', up: 'the spinner\u2019s upper arm',
  down: 'the spinner\u2019s lower arm'};

/** "the left end", "the spinner's upper arm". */
export function endName(end) {
  return END_WORDS[end] || 'the ' + end + ' end';
}

/** "Block", "Draw", "All Fives". */
export function variantName(variant) {
  return {block: 'Block', draw: 'Draw', 'all-fives': 'All Fives'}[variant] || String(variant);
}

/** What a move does, as a button or a label says it. */
export function describeMove(move) {
  switch (move.type) {
    case 'lead': return 'Lead ' + move.tile;
    case 'play': return 'Play ' + move.tile + ' on ' + endName(move.end);
    case 'draw': return 'Draw from the boneyard';
    case 'pass': return 'Pass';
    default: return JSON.stringify(move);
  }
}

/**
 * One event as a sentence, or null for events the log leaves out. names holds each seat's name and
 * sideNames each scoring side's.
 */
export function describeEvent(event, names, sideNames) {
  const who = seat => names[seat] || 'Seat ' + (seat + 1);
  const side = s => sideNames[s] || 'Side ' + (s + 1);
  switch (event.type) {
    case 'dealt':
      return 'Hand ' + event.hand + ' is dealt: ' + event.handSizes[0] + ' tiles each'
          + (event.redeals > 0 ? ' (redealt ' + event.redeals + '\u00d7: nobody held a double)' : '') + '; '
          + who(event.leader) + ' leads' + (event.requiredLead ? ' with ' + event.requiredLead : '') + '.';
    case 'led': return who(event.seat) + ' leads ' + event.tile + '.';
    case 'played': return who(event.seat) + ' plays ' + event.tile + ' on ' + endName(event.end) + '.';
    case 'drew':
      return who(event.seat) + ' draws from the boneyard' + (event.tile ? ': ' + event.tile + '.' : '.');
    case 'passed': return who(event.seat) + ' passes.';
    case 'fives-scored':
      return 'The ends count ' + event.count + ': ' + side(event.side) + ' scores ' + event.points + '.';
    case 'hands-shown': return null;
    case 'hand-ended':
      return 'Hand ' + event.hand + ' ends ' + (event.ending === 'blocked' ? 'blocked' : 'with a domino') + ': '
          + (event.winnerSide === null ? 'a tie, nobody scores.'
              : side(event.winnerSide) + ' scores ' + event.points + '.');
    case 'game-over':
      return 'The game is over: ' + event.winnerSides.map(side).join(' and ') + ' won, '
          + event.scores.map((s, i) => side(i) + ' ' + s).join(', ') + '.';
    default:
      return event.type + '.';
  }
}
