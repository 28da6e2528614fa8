// The lobby: every table by game, with its open seats and, at a rated Warp table, each captain's TEI band
// (GET /lobby); filters by game, band and open seats; a new table from any game's example; a finished table's
// replay.
import {el, fill, toast} from './dom.js';

// The Federation commissions (Section VIII's band table), lowest first: the bands GET /lobby filters by.
const BANDS = [['CADET', 'Cadet'], ['ENSIGN', 'Ensign'], ['LIEUTENANT_JUNIOR_GRADE', 'Lieutenant Junior Grade'],
  ['LIEUTENANT', 'Lieutenant'], ['LIEUTENANT_COMMANDER', 'Lieutenant Commander'], ['COMMANDER', 'Commander'],
  ['COMMODORE', 'Commodore'], ['REAR_ADMIRAL', 'Rear Admiral'], ['VICE_ADMIRAL', 'Vice Admiral'],
  ['ADMIRAL', 'Admiral'], ['FLEET_ADMIRAL', 'Fleet Admiral']];

/** Draws the lobby into main; api(method, path, body) asks the server. */
export async function showLobby(main, where, api) {
  fill(where, 'Tables');
  const list = el('div', {id: 'lobby-tables'});
  const filterGame = el('select', {id: 'filter-game'}, el('option', {value: ''}, 'every game'));
  const filterBand = el('select', {id: 'filter-band'}, el('option', {value: ''}, 'any band'),
      BANDS.map(([name, title]) => el('option', {value: name}, title)));
  const filterOpen = el('input', {type: 'checkbox', id: 'filter-open'});
  const game = el('select', {id: 'new-game'});
  const config = el('textarea', {id: 'new-config', rows: 5});
  const seats = el('input', {id: 'new-seats', size: 60});
  const seed = el('input', {id: 'new-seed', size: 12, placeholder: 'random'});
  const turn = el('input', {id: 'new-turn', size: 6, placeholder: 'none', inputmode: 'numeric'});
  const officers = el('span', {class: 'muted'});
  let catalog = [];
  const titleOf = name => (catalog.find(g => g.name === name) || {title: name}).title;
  const preset = () => {
    const entry = catalog.find(g => g.name === game.value);
    if (!entry) return;
    config.value = JSON.stringify(entry.config);
    seats.value = entry.seats.join(', ');
    fill(officers, 'Officers: ' + entry.officers.map(r => 'officer:' + r).join(', '));
  };
  game.addEventListener('change', preset);
  const created = el('div', {id: 'created'});
  const create = async () => {
    try {
      const request = {game: game.value, config: JSON.parse(config.value),
        seats: seats.value.split(',').map(s => s.trim()).filter(s => s)};
      if (seed.value.trim()) request.seed = Number(seed.value.trim());
      if (turn.value.trim()) request.turnSeconds = Number(turn.value.trim());
      const answer = await api('POST', '/tables', request);
      const links = Object.entries(answer.tokens).map(([seat, token]) =>
        el('li', {}, el('a', {href: '#table=' + answer.table + '&token=' + encodeURIComponent(token)},
            'Sit at seat ' + seat)));
      fill(created, el('p', {}, 'Table ' + answer.table + ' is ready. Each link holds its seat\'s token: '
          + 'keep it, share it only with that seat\'s player.'), el('ul', {}, links));
      if (links.length === 1) location.hash = /** @type {Element} */ (links[0].firstChild).getAttribute('href');
    } catch (e) {
      toast(e.message);
    }
  };
  const take = async (id, seat) => {
    try {
      const answer = await api('POST', '/tables/' + encodeURIComponent(id) + '/seats/' + encodeURIComponent(seat));
      location.hash = 'table=' + answer.table + '&token=' + encodeURIComponent(answer.token);
    } catch (e) {
      toast(e.message);
    }
  };
  const joinId = el('input', {id: 'join-table', placeholder: 'table id', 'aria-label': 'table id'});
  const joinSeat = el('input', {id: 'join-seat', placeholder: 'seat', size: 4, 'aria-label': 'seat'});
  const refresh = async () => {
    const query = new URLSearchParams();
    if (filterGame.value) query.set('game', filterGame.value);
    if (filterBand.value) query.set('band', filterBand.value);
    if (filterOpen.checked) query.set('open', 'true');
    try {
      const {tables} = await api('GET', '/lobby' + (query.toString() ? '?' + query : ''));
      fill(list, tables.length === 0 ? el('p', {class: 'muted'}, 'No tables yet.')
          : groups(tables).map(([name, rows]) => el('section', {class: 'lobby-game', dataset: {game: name}},
              el('h3', {}, titleOf(name)),
              el('table', {class: 'lobby-table'}, el('tbody', {}, rows.map(t => row(t, take)))))));
    } catch (e) {
      toast(e.message);
    }
  };
  [filterGame, filterBand, filterOpen].forEach(f => f.addEventListener('change', refresh));
  fill(main,
      el('section', {class: 'panel'}, el('h2', {}, 'Tables'),
          el('div', {class: 'row', role: 'group', 'aria-label': 'filters'},
              el('label', {}, 'Game ', filterGame), el('label', {}, 'TEI band ', filterBand),
              el('label', {}, filterOpen, ' with an open seat')),
          list),
      el('section', {class: 'panel'}, el('h2', {}, 'New table'),
          el('div', {class: 'row'}, el('label', {}, 'Game ', game), el('label', {}, 'Seed ', seed),
              el('label', {}, 'Seconds a move ', turn)),
          el('p', {class: 'muted'}, 'Configuration, in the game\'s own JSON:'), config,
          el('p', {class: 'muted'}, 'Seats, one per captain: human, human:<name>, open or officer:<rank>. ',
              officers),
          seats, el('p', {}, el('button', {id: 'create', onclick: create}, 'Create table')), created),
      el('section', {class: 'panel'}, el('h2', {}, 'Take an open seat'),
          el('div', {class: 'row'}, joinId, joinSeat,
              el('button', {onclick: () => take(joinId.value.trim(), joinSeat.value.trim())}, 'Join'))));
  try {
    catalog = (await api('GET', '/games')).games;
    fill(game, catalog.map(g => el('option', {value: g.name}, g.title)));
    filterGame.append(...catalog.map(g => el('option', {value: g.name}, g.title)));
    preset();
  } catch (e) {
    toast(e.message);
  }
  await refresh();
}

// The tables grouped by game, in the order the server lists them (by game).
function groups(tables) {
  const byGame = new Map();
  for (const t of tables) {
    if (!byGame.has(t.game)) byGame.set(t.game, []);
    byGame.get(t.game).push(t);
  }
  return [...byGame.entries()];
}

function row(t, take) {
  const status = t.over ? 'over after ' + t.ply + ' moves' : 'move ' + t.ply;
  const bands = t.captains.map(c => c.player + ': ' + c.commission).join(', ');
  return el('tr', {dataset: {table: t.table}},
      el('td', {}, el('code', {}, t.table.slice(0, 8))),
      el('td', {}, t.seats.join(', ')),
      el('td', {}, t.rated ? 'rated' + (bands ? ' — ' + bands : '') : 'casual',
          t.turnSeconds ? ', ' + t.turnSeconds + ' s a move' : ''),
      el('td', {}, status),
      el('td', {}, t.open.map(seat => el('button', {class: 'take', onclick: () => take(t.table, seat),
        'aria-label': 'Take seat ' + seat + ' of table ' + t.table.slice(0, 8)}, 'Take seat ' + seat))),
      el('td', {}, t.over
        ? el('a', {href: '#replay=' + t.table, class: 'replay'}, 'Replay')
        : el('a', {href: '#table=' + t.table, class: 'watch'}, 'Watch')));
}
