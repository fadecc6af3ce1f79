// The words of the game screen: each event of a seat's message (a seat's setup in one line,
// setupLine), an outcome, and how far the game is (describeProgress). Events come redacted by the server
// (a value hidden from the seat is null, written here as "?"); unknown kinds are listed by fields.

const v = (x) => (x === null || x === undefined ? '?' : String(x).toLowerCase().replace(/_/g, ' '));

/** An outcome in words: who won and the rule that ended the game. */
export function describeOutcome(o) {
  const who = o.winners.length === 0 ? 'draw' : o.winners.join(' and ') + (o.winners.length > 1 ? ' win' : ' wins');
  return who + ' (' + v(o.termination) + ', ' + o.rule + ')';
}

const CLASSIC = {
  play_started: (e) => 'Play starts: ' + e.first_seat + ' moves first',
  piece_moved: (e) => e.seat + ' ' + e.from + '-' + e.to,
  battle: (e) => e.attacker + ' ' + e.from + 'x' + e.to + ': ' + v(e.attacker_type) + ' attacks '
    + v(e.defender_type) + ', ' + v(e.result),
  piece_captured: (e) => 'captured at ' + e.square + ': ' + (e.piece ? e.piece.owner + ' ' + v(e.piece.type) : '?'),
  rescued: (e) => e.rescuer + ' rescued ' + (e.piece ? v(e.piece.type) : '?') + ' to ' + e.square,
  draw_offered: (e) => e.seat + ' offers a draw',
  resigned: (e) => e.seat + ' resigns',
  game_ended: (e) => 'Game over: ' + describeOutcome(e.outcome),
};

const ISLAND = {
  turn_started: (e) => 'Turn ' + e.turn + ': ' + e.seat,
  step_ended: (e) => e.seat + ' ends step ' + e.step,
  moved: (e) => e.tag + (e.swam ? ' swims ' : ' moves ') + e.from + (e.swam ? '~' : '-') + e.to,
  fight: (e) => e.attacker + ' (' + v(e.attacker_value) + ') attacks ' + e.defender + ' (' + v(e.defender_value)
    + ') at ' + e.at + ': ' + v(e.result),
  secret_fight: (e) => e.attacker + ' attacks ' + e.defender + ' at ' + e.at + ' in secret: ' + v(e.result),
  ring_used: (e) => e.tag + ' uses its ring',
  to_boat: (e) => e.tag + ' goes back to the boat' + (e.ring_lost ? ', losing its ring' : ''),
  flag_taken: (e) => e.tag + ' takes the flag at ' + e.square,
  flag_dropped: (e) => 'the flag drops at ' + e.square,
  flag_moved: (e) => 'the flag moves ' + e.from + '-' + e.to,
  tile_flipped: (e) => e.square + ' flipped: ' + v(e.tile),
  coins_placed: (e) => e.coins + ' coins on ' + e.square,
  coins_taken: (e) => e.tag + ' takes ' + e.coins + ' coins at ' + e.square,
  coins_lost: (e) => e.coins + ' coins lost at sea from ' + e.square,
  reinforced: (e) => e.tag + ' reinforced at ' + e.square + (e.bought ? ' (bought)' : ''),
  ring_bought: (e) => e.tag + ' buys a ring',
  spied: (e) => e.seat + ' spies on ' + e.target + ' at ' + e.square + ': ' + v(e.value),
  bomb_fired: (e) => 'bomb at ' + e.square + ' fires',
  bomb_hit: (e) => 'bomb hits ' + e.tag + ' at ' + e.square + (e.stays ? ', who stays' : ''),
  bomb_stopped: (e) => e.seat + ' stops the bomb',
  storm_pushed: (e) => 'storm pushes ' + v(e.direction) + ' from ' + e.square,
  shifted: (e) => e.tag + ' shifted ' + e.from + '-' + e.to,
  tile_removed: (e) => e.square + ' sinks (' + v(e.tile) + ')',
  storm_vanished: (e) => 'the storm at ' + e.square + ' vanishes',
  tile_sunk: (e) => e.square + ' sinks',
  loot_taken: (e) => e.seat + ' takes ' + e.coins + ' coins of loot at ' + e.square,
  resigned: (e) => e.seat + ' resigns',
  draw_offered: (e) => e.seat + ' offers a draw',
  draw_accepted: (e) => e.seat + ' accepts the draw',
  draw_declined: (e) => e.seat + ' declines the draw',
  game_ended: (e) => 'Game over: ' + describeOutcome(e.outcome),
};

const TABLES = { classic: CLASSIC, 'lost-island': ISLAND };

// A seat's setup is one line of the log, counted as its placements come (a classic army is 40
// placements, Lost Island's 6 explorers a seat), then said done: not a line per placement.
const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);
const SETUPS = {
  classic: {
    seat: (e) => e.seat,
    events: {
      piece_placed: (s) => ({ ...s, placed: s.placed + 1 }),
      setup_placed: (s) => ({ ...s, done: true }),
    },
    text: (s) => (s.done ? s.seat + ' finished the setup' : s.seat + ' is setting up')
      + (s.placed ? ': ' + plural(s.placed, 'piece', 'pieces') + ' placed' : ''),
  },
  'lost-island': {
    seat: (e) => e.tag.split('-')[0],
    events: {
      explorer_placed: (s, e) => ({ ...s, placed: s.placed + 1, boat: s.boat + (e.square ? 0 : 1) }),
    },
    text: (s) => s.seat + ' placed ' + plural(s.placed, 'explorer', 'explorers')
      + ' (' + (s.placed - s.boat) + ' on the island, ' + s.boat + ' in the boat)',
  },
};

/**
 * The line of a seat's setup that an event adds to, or null for an event with a line of its own:
 * the line's key and its words. {@code held} keeps each seat's count between events (a Map the
 * log owns).
 */
export function setupLine(e, family, held) {
  const f = Object.hasOwn(SETUPS, family) ? SETUPS[family] : null;
  if (!f || !Object.hasOwn(f.events, e.event)) {
    return null;
  }
  const seat = f.seat(e);
  const key = 'setup:' + seat;
  const state = f.events[e.event](held.get(key) || { seat, placed: 0, boat: 0, done: false }, e);
  held.set(key, state);
  return { key, text: f.text(state) };
}

/**
 * An event in words: a classic or Lost Island event by its family's table, any other game's
 * (or an unknown kind's) by its name and fields, so that a game this page has never heard of
 * shows its events and is never read with another family's field names.
 */
export function describeEvent(e, family) {
  const table = Object.hasOwn(TABLES, family) ? TABLES[family] : {};
  const f = Object.hasOwn(table, e.event) ? table[e.event] : undefined;
  if (f) {
    return f(e);
  }
  return e.event.replace(/_/g, ' ') + ' ' + Object.entries(e).filter(([k]) => k !== 'event')
    .map(([k, x]) => k + '=' + (typeof x === 'object' ? JSON.stringify(x) : v(x))).join(' ');
}

/**
 * How far the game is, as its players count: classic in moves (each seat's move counts one; the
 * setup's placements do not), Lost Island in turns (a turn is a seat's steps from its start to its
 * end, the game's own count, LI-4); any other game in the actions applied, setup included. A
 * message's view and the steps the server counted.
 */
export function describeProgress(m, steps) {
  const v = m.view;
  if (m.game.family === 'classic' && typeof v.ply === 'number') {
    if (v.phase === 'SETUP') {
      return 'setup';
    }
    return m.outcome ? 'after ' + v.ply + (v.ply === 1 ? ' move' : ' moves') : 'move ' + (v.ply + 1);
  }
  if (m.game.family === 'lost-island' && typeof v.turn === 'number') {
    return v.turn > 0 ? 'turn ' + v.turn : 'setup';
  }
  return steps + (steps === 1 ? ' action' : ' actions') + ' played';
}
