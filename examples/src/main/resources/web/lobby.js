// The lobby of the page: the games on the server, and the form that creates one for a spec, with
// a row per seat (a person or one of the game's bots, as the server lists them for that spec).
import { describeOutcome } from './events.js';

const $ = (id) => document.getElementById(id);
let send = () => {};

/** Connects the lobby's form to the page's connection. */
export function initLobby(sender) {
  send = sender;
}

export async function refreshGames() {
  if (!$('game').hidden) {
    return;
  }
  try {
    const r = await fetch('/api/games');
    const body = await r.json();
    const rows = body.games.map(gameRow);
    $('games').tBodies[0].replaceChildren(...rows);
  } catch {
    // The server is away: the connection line says so.
  }
}

/** A button with a text, an action and data attributes (for the end-to-end tests). */
export function button(text, onClick, data = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  Object.assign(b.dataset, data);
  b.addEventListener('click', onClick);
  return b;
}

function gameRow(t) {
  const tr = document.createElement('tr');
  tr.dataset.game = t.game;
  const cell = (text) => {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
    return td;
  };
  cell(t.game).className = 'mono';
  cell(t.spec.spec).className = 'mono';
  cell(t.seats.map((s) => s.seat + ': ' + (s.player === 'bot' ? 'bot (' + s.bot + ')' : s.taken ? 'taken' : 'free'))
    .join(', '));
  cell(t.outcome ? describeOutcome(t.outcome) : t.phase.toLowerCase());
  const buttons = cell('');
  for (const s of t.seats) {
    if (s.player === 'human' && !s.taken && !t.outcome) {
      buttons.append(button('Join as ' + s.seat, () => send({ type: 'join', game: t.game, seat: s.seat }),
        { join: s.seat }));
    }
  }
  buttons.append(button('Watch', () => send({ type: 'watch', game: t.game }), { watch: t.game }));
  return tr;
}

let specTimer = null;
let specAsked = 0;
export async function checkSpec() {
  const spec = $('spec').value.trim();
  const rows = $('seat-rows');
  const asked = ++specAsked;
  if (rows.dataset.spec === spec && rows.children.length > 0) {
    return; // the same spec: keep the choices made
  }
  try {
    const r = await fetch('/api/spec?spec=' + encodeURIComponent(spec));
    const body = await r.json();
    if (asked !== specAsked) {
      return; // a later question is on its way
    }
    rows.dataset.spec = spec;
    if (!r.ok) {
      $('spec-problem').textContent = body.message;
      rows.replaceChildren();
      $('create-button').disabled = true;
      return;
    }
    $('spec-problem').textContent = '';
    $('create-button').disabled = false;
    rows.replaceChildren(...body.game.seats.map((seat, i) => seatRow(seat, i, body.bots, body.default_bot)),
      spectatorRow());
  } catch {
    $('spec-problem').textContent = 'the server does not answer';
  }
}

function seatRow(seat, i, bots, defaultBot) {
  const div = document.createElement('div');
  div.className = 'seat-row';
  const mine = document.createElement('input');
  mine.type = 'radio';
  mine.name = 'mine';
  mine.value = seat;
  mine.id = 'mine-' + seat;
  mine.checked = i === 0;
  const label = document.createElement('label');
  label.htmlFor = mine.id;
  label.textContent = 'I play ' + seat;
  label.className = 'seat-' + seat.toLowerCase();
  const who = document.createElement('select');
  who.id = 'player-' + seat;
  who.setAttribute('aria-label', 'who plays ' + seat);
  // The server lists the game's bots strongest first.
  for (const [value, text] of [['human', 'a person'], ...bots.map((b) => ['bot:' + b, 'bot: ' + b])]) {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    who.append(o);
  }
  who.value = i === 0 ? 'human' : 'bot:' + defaultBot;
  mine.addEventListener('change', () => { who.value = 'human'; });
  div.append(mine, label, who);
  return div;
}

function spectatorRow() {
  const div = document.createElement('div');
  div.className = 'seat-row';
  const mine = document.createElement('input');
  mine.type = 'radio';
  mine.name = 'mine';
  mine.value = 'spectator';
  mine.id = 'mine-spectator';
  const label = document.createElement('label');
  label.htmlFor = mine.id;
  label.textContent = 'I only watch';
  div.append(mine, label);
  return div;
}

$('spec').addEventListener('input', () => {
  clearTimeout(specTimer);
  specTimer = setTimeout(checkSpec, 250);
});

$('create').addEventListener('submit', (e) => {
  e.preventDefault();
  const selects = [...$('seat-rows').querySelectorAll('select')];
  const mine = $('seat-rows').querySelector('input[name=mine]:checked');
  send({
    type: 'create',
    spec: $('spec').value.trim(),
    players: selects.map((s) => s.value),
    seat: mine ? mine.value : null,
  });
});
