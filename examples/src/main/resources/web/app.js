// The page of `stratego serve`: one WebSocket to the server, a lobby and a game screen.
// It knows the server's protocol (docs/web.md) and how to draw the two families of games; what a
// seat may do always comes from the server's legal actions, never from rules written here.
import { drawBoard, squareLabel } from './board.js';
import { describeOutcome, describeProgress } from './events.js';
import { button, checkSpec, initLobby, refreshGames } from './lobby.js';
import { EventLog } from './log.js';
import { SetupStyles } from './setup.js';

const $ = (id) => document.getElementById(id);
const SEAT_KEY = 'stratego-seat';
const CLASSIC_KEYS = {
  FLAG: 'f', BOMB: 'b', SPY: 's', SCOUT: '2', MINER: '3', SERGEANT: '4', LIEUTENANT: '5',
  CAPTAIN: '6', MAJOR: '7', COLONEL: '8', GENERAL: '9', MARSHAL: '0',
};

const ui = {
  socket: null,
  game: null,        // the table id
  seat: null,        // our seat, or null for a spectator
  table: null,       // the table's public facts
  message: null,     // our last message (the referee's Update for us)
  diagram: '',
  selected: null,    // a square
  piece: null,       // classic setup: the piece type to place
  sequence: [],      // Lost Island: values chosen so far
  autoSetup: false,
  confirmResign: false,
  retry: 0,
  updates: 0,
  replies: 0,
  nextId: 1,
  pendingId: null,
  closedOnPurpose: false,
  clocks: null,      // every seat's milliseconds left, as of clocksAt (games with clocks)
  clocksRunning: [], // the seats whose clocks run, as of clocksAt
  clocksAt: 0,
};

initLobby(send);
const eventLog = new EventLog($('log'));
const setupStyles = new SetupStyles($('setup-styles'), () => renderPalette());

// Marks on <body> for anyone driving the page (the end-to-end tests): the game, the seat, the
// updates received and the action waiting for the server's answer.
function mark(name, value) {
  if (value === null || value === undefined) {
    delete document.body.dataset[name];
  } else {
    document.body.dataset[name] = String(value);
  }
}

// ---- connection ----

function connect() {
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
  const socket = new WebSocket(url);
  ui.socket = socket;
  socket.onopen = () => {
    ui.retry = 0;
    setConnection('connected', true);
    const saved = savedSeat();
    const hash = new URLSearchParams(location.hash.slice(1));
    if (saved) {
      send({ type: 'resume', game: saved.game, seat: saved.seat, token: saved.token });
    } else if (hash.get('watch')) {
      send({ type: 'watch', game: hash.get('watch') });
    }
  };
  socket.onmessage = (e) => receive(JSON.parse(e.data));
  socket.onclose = (e) => {
    const reason = e.reason || 'connection lost';
    setConnection('disconnected: ' + reason + ' (' + e.code + ')', false);
    // Policy closes (1003, 1008, 1009) and a seat resumed elsewhere (4001) are not retried.
    if ([1003, 1008, 1009, 4001].includes(e.code)) {
      ui.closedOnPurpose = true;
      return;
    }
    if (e.code === 1001 && reason.startsWith('the game was')) {
      forgetSeat();
    }
    const wait = Math.min(10000, 500 * 2 ** ui.retry++);
    setTimeout(connect, wait);
  };
}

function send(msg) {
  if (ui.socket && ui.socket.readyState === WebSocket.OPEN) {
    ui.socket.send(JSON.stringify(msg));
  }
}

function setConnection(text, ok) {
  const c = $('connection');
  c.textContent = text;
  c.classList.toggle('ok', ok);
}

function savedSeat() {
  try {
    return JSON.parse(sessionStorage.getItem(SEAT_KEY) || 'null');
  } catch {
    return null;
  }
}

function forgetSeat() {
  sessionStorage.removeItem(SEAT_KEY);
}

setInterval(() => send({ type: 'ping' }), 30000);

// ---- frames from the server ----

// After the first whole view, an update carries only what changed in it (docs/web.md): fields
// set anew, arrays that grew (their new items), fields gone.
function applyViewDelta(view, delta) {
  const next = Object.assign({}, view, delta.set);
  for (const [name, items] of Object.entries(delta.append)) {
    next[name] = view[name].concat(items);
  }
  for (const name of delta.remove) {
    delete next[name];
  }
  for (const [name, changed] of Object.entries(delta.items || {})) {
    next[name] = view[name].slice();
    for (const [i, item] of Object.entries(changed)) {
      next[name][Number(i)] = item;
    }
  }
  for (const [name, runs] of Object.entries(delta.splice || {})) {
    next[name] = view[name].slice();
    for (const [at, count, items] of runs) {
      next[name].splice(at, count, ...items);
    }
  }
  for (const [name, inner] of Object.entries(delta.within || {})) {
    next[name] = applyViewDelta(view[name], inner);
  }
  return next;
}

function receive(f) {
  switch (f.type) {
    case 'joined':
      ui.game = f.game;
      ui.seat = f.seat;
      ui.selected = null;
      ui.piece = null;
      ui.sequence = [];
      ui.autoSetup = false;
      eventLog.reset();
      mark('game', f.game);
      mark('seat', f.seat || 'spectator');
      if (f.token) {
        sessionStorage.setItem(SEAT_KEY, JSON.stringify({ game: f.game, seat: f.seat, token: f.token }));
      } else {
        forgetSeat();
      }
      showGame();
      break;
    case 'update':
      if (f.view_delta) {
        f.message.view = applyViewDelta(ui.message.view, f.view_delta);
      }
      ui.message = f.message;
      ui.diagram = f.diagram;
      ui.steps = f.message.steps;
      keepClocks(f.message.clocks, f.clocks_running);
      mark('steps', f.message.steps);
      mark('updates', ++ui.updates);
      answered(f.reply_to);
      eventLog.add(f.message.events, ui.message.game.family);
      setupStyles.ask(ui.message.game.spec);
      $('problem').textContent = '';
      keepChoices();
      render();
      renderSeats();
      continueAutoSetup();
      break;
    case 'table':
      ui.table = f.table;
      keepClocks(f.table.clocks, f.table.clocks_running);
      renderSeats();
      break;
    case 'refused':
      $('problem').textContent = 'Refused: ' + f.message + ' (' + f.reason + ')';
      ui.autoSetup = false;
      mark('refused', f.reason);
      answered(f.reply_to);
      break;
    case 'error':
      if (ui.pendingId !== null) { // a setup the server could not place: nothing more will answer it
        ui.pendingId = null;
        mark('pending', null);
      }
      if (f.code === 'BAD_TOKEN' || f.code === 'NO_SUCH_GAME' || f.code === 'NO_SUCH_SEAT') {
        forgetSeat();
      }
      ($('game').hidden ? $('spec-problem') : $('problem')).textContent = f.message + ' (' + f.code + ')';
      if (!ui.game) {
        showLobby();
      }
      break;
    default:
      break;
  }
}

// The server answers our own act message with reply_to set to its id.
function answered(id) {
  if (id !== null && id !== undefined && id === ui.pendingId) {
    ui.pendingId = null;
    mark('pending', null);
    mark('replies', ++ui.replies);
  }
}

// ---- lobby ----

function showLobby() {
  $('lobby').hidden = false;
  $('game').hidden = true;
  ui.game = null;
  refreshGames();
}

function showGame() {
  $('lobby').hidden = true;
  $('game').hidden = false;
  history.replaceState(null, '', '#' + (ui.seat ? 'game=' : 'watch=') + ui.game);
}

$('leave').addEventListener('click', () => {
  send({ type: 'leave' });
  forgetSeat();
  history.replaceState(null, '', '#');
  showLobby();
});

$('toggle-diagram').addEventListener('click', () => {
  $('diagram').hidden = !$('diagram').hidden;
});

setInterval(refreshGames, 3000);

// ---- the game ----

function legal() {
  return ui.message ? ui.message.legal_actions : [];
}

function act(action) {
  ui.selected = null;
  ui.confirmResign = false;
  ui.pendingId = ui.nextId++;
  mark('pending', action.notation);
  mark('refused', null);
  send({ type: 'act', id: ui.pendingId, action: { notation: action.notation } });
}

// Choices survive an update only while they still lead to a legal action.
function keepChoices() {
  const actions = legal();
  if (ui.selected && !actions.some((a) => a.from === ui.selected || a.square === ui.selected)) {
    ui.selected = null;
  }
  if (ui.piece && !actions.some((a) => a.type === ui.piece)) {
    ui.piece = null;
  }
  if (!actions.some((a) => Array.isArray(a.values))) {
    ui.sequence = [];
  }
}

function continueAutoSetup() {
  if (!ui.autoSetup) {
    return;
  }
  const places = legal().filter((a) => a.action === 'place_piece');
  if (places.length === 0) {
    ui.autoSetup = false;
    return;
  }
  act(places[Math.floor(Math.random() * places.length)]);
}

function render() {
  const m = ui.message;
  if (!m) {
    return;
  }
  $('game-title').textContent = m.game.spec + ' · ' + ui.game + ' · ' + (ui.seat ? 'you play ' + ui.seat : 'spectator');
  $('diagram').textContent = ui.diagram;
  drawBoard($('board'), $('boats'), m, {
    seat: ui.seat,
    selected: ui.selected,
    piece: ui.piece,
    onSquare: clickSquare,
  });
  renderStatus();
  renderPalette();
  renderSequence();
  renderActions();
  renderOutcome();
}

function renderStatus() {
  const m = ui.message;
  const decisions = decisionList();
  let text;
  if (m.outcome) {
    text = 'Game over: ' + describeOutcome(m.outcome);
  } else if (decisions.length > 0) {
    text = m.view.phase === 'SETUP' || decisions.some((a) => a.action.startsWith('place'))
      ? 'Your setup' : 'Your turn';
  } else {
    const waiting = m.view.to_decide || (m.view.decision ? [m.view.decision.seat] : []);
    text = 'Waiting for ' + (waiting.length ? waiting.join(', ') : 'the other seats');
  }
  const progress = describeProgress(m, ui.steps);
  $('status').textContent = text === 'Your setup' && progress === 'setup' ? text : text + ' · ' + progress;
  $('status').dataset.mine = decisions.length > 0 ? 'true' : 'false';
}

// The seat's decisions come first in its legal actions and the message says how many
// (decision_count, docs/json.md): the rest are its table actions (resign, offer or accept a draw),
// whatever the game calls them.
function decisionList() {
  return ui.message ? ui.message.legal_actions.slice(0, ui.message.decision_count) : [];
}

function tableList() {
  return ui.message ? ui.message.legal_actions.slice(ui.message.decision_count) : [];
}

function renderPalette() {
  const places = legal().filter((a) => a.action === 'place_piece');
  $('palette').hidden = places.length === 0;
  setupStyles.render(places.length > 0, setUp, () => {
    ui.autoSetup = true;
    continueAutoSetup();
  });
  const types = [...new Set(places.map((a) => a.type))];
  $('palette-pieces').replaceChildren(...types.map((t) => {
    const b = button(squareLabel(t) + ' ' + t.toLowerCase(), () => {
      ui.piece = ui.piece === t ? null : t;
      render();
    }, { piece: t });
    b.setAttribute('aria-pressed', String(ui.piece === t));
    b.title = 'key ' + (CLASSIC_KEYS[t] || '');
    return b;
  }));
}

// The rest of the setup placed by the server in the style chosen (setup.js).
function setUp(style) {
  ui.selected = null;
  ui.piece = null;
  ui.pendingId = ui.nextId++;
  mark('pending', 'setup ' + style);
  mark('refused', null);
  send({ type: 'setup', id: ui.pendingId, setup: style });
}

function sequenceActions() {
  return legal().filter((a) => Array.isArray(a.values)
    && ui.sequence.every((v, i) => a.values[i] === v));
}

function renderSequence() {
  const all = legal().filter((a) => Array.isArray(a.values));
  $('sequence').hidden = all.length === 0;
  if (all.length === 0) {
    return;
  }
  $('sequence-title').textContent = all[0].action === 'order_boat' ? 'Order your boat' : 'Place your explorers';
  $('sequence-so-far').textContent = ui.sequence.length ? ui.sequence.join(' ') : '(choose values in order)';
  const fitting = sequenceActions();
  const next = [...new Set(fitting.map((a) => a.values[ui.sequence.length]).filter((v) => v !== undefined))];
  next.sort((a, b) => a - b);
  $('sequence-values').replaceChildren(...next.map((v) => button(String(v), () => {
    ui.sequence.push(v);
    const done = sequenceActions().filter((a) => a.values.length === ui.sequence.length);
    if (done.length === 1) {
      const a = done[0];
      ui.sequence = [];
      act(a);
    } else {
      render();
    }
  }, { value: String(v) })));
}

$('sequence-undo').addEventListener('click', () => {
  ui.sequence.pop();
  render();
});

$('sequence-random').addEventListener('click', () => {
  const fitting = sequenceActions();
  if (fitting.length) {
    ui.sequence = [];
    act(fitting[Math.floor(Math.random() * fitting.length)]);
  }
});

function renderActions() {
  const actions = legal();
  const list = [];
  if (ui.selected) {
    for (const a of actions) {
      if (a.from === ui.selected || (a.square === ui.selected && !a.from)) {
        list.push(actionButton(a));
      }
    }
  }
  for (const a of decisionList()) {
    if (!a.square && !a.from && !Array.isArray(a.values)) {
      list.push(actionButton(a));
    }
  }
  if (list.length === 0) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = decisionList().length > 0
      ? 'Choose a highlighted square.' : 'Nothing to do now.';
    list.push(p);
  }
  $('action-list').replaceChildren(...list);

  const table = tableList().map((a) => {
    if (a.action !== 'resign') {
      return actionButton(a);
    }
    const b = button(ui.confirmResign ? 'Really resign?' : 'Resign', () => {
      if (ui.confirmResign) {
        act(a);
      } else {
        ui.confirmResign = true;
        render();
      }
    }, { notation: a.notation });
    b.className = 'danger';
    return b;
  });
  $('table-actions').replaceChildren(...table);
}

function actionButton(a) {
  return button(a.notation.replace(/^\S+ /, ''), () => act(a), { notation: a.notation });
}

function renderOutcome() {
  const m = ui.message;
  const box = $('outcome');
  box.hidden = !m.outcome;
  if (!m.outcome) {
    return;
  }
  const mine = ui.seat && m.outcome.winners.includes(ui.seat);
  const title = document.createElement('p');
  title.className = 'outcome-title';
  title.textContent = (ui.seat ? (m.outcome.winners.length === 0 ? 'Draw. ' : mine ? 'You win! ' : 'You lose. ') : '')
    + describeOutcome(m.outcome);
  const link = document.createElement('a');
  link.href = '/api/games/' + encodeURIComponent(ui.game) + '/record';
  link.id = 'record-link';
  link.textContent = 'Download the record (JSON)';
  link.setAttribute('download', 'stratego-' + ui.game + '.json');
  box.dataset.winners = m.outcome.winners.join(',');
  box.dataset.termination = m.outcome.termination;
  box.replaceChildren(title, link);
}

// Clocks (serve --time-control, docs/web.md "Clocks"): each frame gives every seat's milliseconds
// left and the seats whose clocks run; between frames the page counts those down.
function keepClocks(clocks, running) {
  if (clocks) {
    ui.clocks = clocks;
    ui.clocksRunning = running || [];
    ui.clocksAt = Date.now();
  }
}

function clockText(seat) {
  if (!ui.clocks || ui.clocks[seat] === undefined) {
    return '';
  }
  let ms = ui.clocks[seat];
  if (ui.clocksRunning.includes(seat)) {
    ms -= Date.now() - ui.clocksAt;
  }
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return ', ' + Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' left';
}

setInterval(() => {
  if (ui.clocks && ui.table && !ui.table.outcome) {
    renderSeats();
  }
}, 500);

function renderSeats() {
  const t = ui.table;
  if (!t) {
    return;
  }
  $('seats').replaceChildren(...t.seats.map((s) => {
    const li = document.createElement('li');
    li.className = 'seat-' + s.seat.toLowerCase();
    li.textContent = s.seat + ': ' + (s.player === 'bot' ? 'bot (' + s.bot + ')'
      : !s.taken ? 'free' : s.connected ? 'connected' : 'away') + (s.seat === ui.seat ? ' (you)' : '')
      + clockText(s.seat) + (t.timed_out === s.seat ? ' (out of time)' : '');
    return li;
  }), Object.assign(document.createElement('li'), { textContent: t.spectators + ' watching' }));
}

// ---- the board ----

function clickSquare(square) {
  const actions = legal();
  if (ui.selected) {
    const moves = actions.filter((a) => a.from === ui.selected && a.to === square);
    if (moves.length === 1) {
      act(moves[0]);
      return;
    }
    if (moves.length > 1) {
      // Several actions between the same squares (a classic rescue's choices): list them.
      $('action-list').replaceChildren(...moves.map(actionButton));
      return;
    }
  }
  if (ui.piece) {
    const place = actions.find((a) => a.square === square && a.type === ui.piece);
    if (place) {
      act(place);
      return;
    }
  }
  if (actions.some((a) => a.from === square)) {
    ui.selected = ui.selected === square ? null : square;
    render();
    return;
  }
  const here = actions.filter((a) => a.square === square && !a.from);
  if (here.length === 1) {
    act(here[0]);
    return;
  }
  ui.selected = here.length > 1 && ui.selected !== square ? square : null;
  render();
}

document.addEventListener('keydown', (e) => {
  if ($('game').hidden || e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') {
    return;
  }
  if (e.key === 'Escape') {
    ui.selected = null;
    ui.piece = null;
    ui.sequence = [];
    render();
    return;
  }
  const type = Object.keys(CLASSIC_KEYS).find((t) => CLASSIC_KEYS[t] === e.key.toLowerCase());
  if (type && legal().some((a) => a.action === 'place_piece' && a.type === type)) {
    ui.piece = type;
    render();
  }
});

connect();
checkSpec();
refreshGames();
