// The event log: each event of a seat's message in words. Events come redacted by the server
// (a value hidden from the seat is null, written here as "?"); unknown kinds are listed by fields.

const v = (x) => (x === null || x === undefined ? '?' : String(x).toLowerCase().replace(/_/g, ' '));

/** An outcome in words: who won and the rule that ended the game. */
export function describeOutcome(o) {
  const who = o.winners.length === 0 ? 'draw' : o.winners.join(' and ') + (o.winners.length > 1 ? ' win' : ' wins');
  return who + ' (' + v(o.termination) + ', ' + o.rule + ')';
}

const CLASSIC = {
  piece_placed: (e) => e.seat + ' placed ' + (e.type ? v(e.type) + ' at ' + e.square : 'a piece'),
  setup_placed: (e) => e.seat + ' finished the setup',
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
  explorer_placed: (e) => e.tag + ' lands at ' + e.square + (e.value !== null ? ' (' + e.value + ')' : ''),
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
