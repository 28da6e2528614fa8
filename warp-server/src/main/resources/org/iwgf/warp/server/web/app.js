// The Warp table client: a lobby (tables, a new table, joining a seat), a table page that sits at a seat or
// watches as a spectator over the server's WebSocket, and the replay of a finished table. Plain ES modules,
// nothing to build.
import {el, fill, toast} from './dom.js';
import {showLobby} from './lobby.js';
import {showReplay} from './replay.js';
import {showTurn} from './turn-clock.js';
import {renderWarp} from './warp-table.js';
import {renderGeneric} from './generic-table.js';
import {renderClassic} from './classic-table.js';
import {renderBlackHole} from './blackhole-table.js';
import {renderWormhole} from './wormhole-table.js';

// The server's messages, declared from its JSON Schema (docs/schema/server/message.schema.json); the build checks
// this page against them.
/** @typedef {import('./types/server/message').ServerMessage} ServerMessage */
/** @typedef {import('./types/server/message').Update | import('./types/server/message').Resync} TableUpdate */
/** @typedef {import('./types/server/message').Advice} Advice */
/** @typedef {import('./types/server/message').Comms} Comms */
/** @typedef {{type: 'move', move: object} | {type: 'advice'} | {type: 'view'} | {type: 'reclaim'}} Request */

/**
 * What the page holds for the table it shows: the last update drawn and what it built up from the updates.
 *
 * @typedef {object} Table
 * @property {string} id
 * @property {boolean} [plain] every game drawn as its plain view (`&plain` in the address)
 * @property {string} token the seat's token; empty for a spectator
 * @property {TableUpdate | null} last the last update drawn
 * @property {Advice | null} advice the advisor's answer to the update drawn
 * @property {Comms[]} comms
 * @property {number | null} seq the sequence number of the last update drawn
 * @property {(message: Request) => void} send
 * @property {() => void} rerender draws the last update again (only the advice or comms changed)
 * @property {boolean} [pending] a move was sent and the update it makes has not come yet
 * @property {string | null} [selected] the coordinate chosen, waiting for where it goes
 * @property {{text: string, round?: boolean, covered?: boolean}[]} [log] each entry that begins a round, hand or turn marked round
 * @property {number} [logPly] the move number the log was last written at
 * @property {number} [freshLog] how many of the log's last entries are new
 * @property {any} [summary] the round's or hand's end, kept up until closed (each game's own)
 * @property {string} [filter] the generic table's move filter
 * @property {string | null} [focus] where the keyboard goes after the next drawing
 */

const main = document.getElementById('main');
const where = document.getElementById('where');
const connection = document.getElementById('connection');
let socket = null;
let reconnectTimer = null;
// What to do when the page leaves the replay (its keys), if it shows one.
let leaveReplay = null;
// Reconnection waits this long at first, doubling at each failure up to the most, with a little jitter so
// that the clients of a restarted server do not all come back in the same instant.
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 15000;
// The server closes a socket with these when coming back cannot help: a bad token or an unknown table
// (4403), a 'since' that is not a sequence number (4400).
const FINAL_CLOSES = new Set([4400, 4403]);


/** The page's state lives in the fragment, so a seat token never reaches a server log. */
function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  closeSocket();
  if (leaveReplay) leaveReplay();
  leaveReplay = null;
  document.getElementById('toasts').replaceChildren();
  if (params.has('table')) {
    openTable(params.get('table'), params.get('token') || '', params.has('plain'));
  } else if (params.has('replay')) {
    const seat = Number.parseInt(params.get('seat') || '-1', 10);
    leaveReplay = showReplay(main, where, params.get('replay'), Number.isNaN(seat) ? -1 : seat, render, api);
  } else {
    showLobby(main, where, api);
  }
}

function closeSocket() {
  clearTimeout(reconnectTimer);
  reconnectTimer = null;
  if (socket) {
    socket.onclose = null;
    socket.close();
    socket = null;
  }
  connection.dataset.state = 'none';
}

async function api(method, path, body) {
  const response = await fetch(path, {method, headers: {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body)});
  const json = await response.json().catch(() => ({type: 'error', code: 'HTTP_' + response.status,
    message: 'The server answered ' + response.status + '.'}));
  if (json.type === 'error') throw new Error(json.code + ': ' + json.message);
  return json;
}

/**
 * Sits at (or watches) table id. With plain, every game is drawn as its plain view: the view and events as the
 * game writes them and its legal moves as buttons, which is how a game without a board of its own is played and
 * what a front-end team reads while building one.
 *
 * @param {string} id
 * @param {string} token
 * @param {boolean} plain
 */
function openTable(id, token, plain) {
  fill(where, (token ? 'Table ' : 'Watching table ') + id);
  const board = el('div', {id: 'board'}, el('p', {class: 'muted'}, 'Connecting…'));
  const turn = el('p', {id: 'turn-clock', class: 'panel turn', role: 'status', hidden: true});
  fill(main, turn, board);
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  /** @type {Table} */
  const table = {
    id, token, plain, last: null, advice: null, comms: [],
    // The sequence number of the last update drawn: a reconnection asks for what came after it.
    seq: null,
    send: message => {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      else toast('Not connected to the table.');
    },
    rerender: () => table.last && render(board, table, table.last, false),
  };
  let failures = 0;
  const connect = () => {
    reconnectTimer = null;
    const query = [];
    if (token) query.push('token=' + encodeURIComponent(token));
    if (table.seq !== null) query.push('since=' + table.seq);
    const ws = new WebSocket(scheme + '//' + location.host + '/tables/' + encodeURIComponent(id) + '/ws'
        + (query.length ? '?' + query.join('&') : ''));
    socket = ws;
    ws.onopen = () => {
      failures = 0;
      connection.dataset.state = 'open';
      connection.textContent = 'connected';
    };
    ws.onclose = event => {
      if (socket !== ws) return;
      socket = null;
      // A move sent just before the drop may never have arrived: let the player send it again (the updates
      // caught up on reconnection show whether it was played).
      table.pending = false;
      table.rerender();
      if (FINAL_CLOSES.has(event.code)) {
        connection.dataset.state = 'closed';
        connection.textContent = 'disconnected';
        return;
      }
      const wait = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** failures) * (0.75 + Math.random() / 2);
      failures++;
      connection.dataset.state = 'reconnecting';
      connection.textContent = 'reconnecting…';
      reconnectTimer = setTimeout(connect, wait);
    };
    ws.onmessage = message => receive(JSON.parse(message.data));
  };
  const receive = (/** @type {ServerMessage} */ data) => {
    switch (data.type) {
      case 'update':
        // The server sends each sequence number once; one seen already (an answer to 'view', say) is
        // dropped, and a number past the next would be a gap, so the update is drawn as a fresh view.
        if (table.seq !== null && data.seq <= table.seq) break;
        if (table.seq !== null && data.seq > table.seq + 1) forget(table);
        table.seq = data.seq;
        table.advice = null;
        table.last = data;
        render(board, table, data, true);
        showTurn(turn, data, table.send);
        break;
      case 'resync':
        // The missed updates are not kept (or the page is ahead of a restored server): start again from
        // this view, and the updates continue from its number.
        forget(table);
        table.seq = data.seq;
        table.last = data;
        render(board, table, data, true);
        showTurn(turn, data, table.send);
        break;
      case 'turn':
        // A seat covered or taken back, or a clock started again: no move, so the board stays as it is.
        if (table.last && data.seq === table.seq) {
          const timed = Object.assign({}, table.last, {toAct: data.toAct, covered: data.covered,
            turnLeftMs: data.turnLeftMs, deadline: data.deadline});
          showTurn(turn, timed, table.send);
        }
        break;
      case 'advice':
        table.advice = data;
        table.rerender();
        break;
      case 'comms':
        table.comms.push(data);
        table.rerender();
        break;
      case 'error':
        toast(data.code + ': ' + data.message);
        break;
      default:
        break;
    }
  };
  connect();
}

// What the page built up from past updates (the log, a selection, an advice), dropped before a fresh view.
/** @param {Table} table */
function forget(table) {
  table.advice = null;
  table.log = [];
  table.logPly = undefined;
  table.freshLog = 0;
  table.selected = null;
  table.pending = false;
}

/**
 * @param {HTMLElement} board
 * @param {Table} table
 * @param {TableUpdate} update
 * @param {boolean} fresh false when only the advice or comms changed
 */
function render(board, table, update, fresh) {
  // What the page shows, for tests and tools: the move number and who is at the helm.
  board.dataset.ply = String(update.ply);
  board.dataset.toAct = String(update.toAct);
  board.dataset.over = String(update.over);
  if (table.plain) renderGeneric(board, table, update, fresh);
  else if (update.game === 'warp') renderWarp(board, table, update, fresh);
  else if (update.game === 'classic') renderClassic(board, table, update, fresh);
  else if (update.game === 'blackhole') renderBlackHole(board, table, update, fresh);
  else if (update.game === 'wormhole') renderWormhole(board, table, update, fresh);
  else renderGeneric(board, table, update, fresh);
}

window.addEventListener('hashchange', route);
route();
