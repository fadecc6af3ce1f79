// Drawing the board of a seat's message from its view's grid (the board as data, the same for
// every game): classic (and its variants) and Lost Island with their own pieces and tiles, any
// other game from the grid alone. The squares that lead to a legal action are highlighted from the
// message's legal actions alone.

const CLASSIC_LABELS = {
  FLAG: 'F', BOMB: 'B', SPY: 'S', SCOUT: '2', MINER: '3', SERGEANT: '4', LIEUTENANT: '5',
  CAPTAIN: '6', MAJOR: '7', COLONEL: '8', GENERAL: '9', MARSHAL: '10',
};

let focusSquare = null;

/** The short label of a classic piece type, as the notation writes it (V-3 rank numbers). */
export function squareLabel(type) {
  return CLASSIC_LABELS[type] || '?';
}

/**
 * The geometry of the board from the view's grid (docs/json.md, the same for every game): its rows,
 * top first, its columns and its cells by square.
 */
export function gridGeometry(grid) {
  const columns = [...Array(grid.files).keys()].map((i) => String.fromCharCode(97 + i));
  const rows = [...Array(grid.ranks).keys()].map((i) => grid.ranks - i);
  return { rows, columns, cells: new Map(grid.cells.map((c) => [c.square, c])) };
}

/** Draws the board and, for Lost Island, the boats and supplies. */
export function drawBoard(boardEl, boatsEl, message, opts) {
  const hadFocus = boardEl.contains(document.activeElement);
  const family = message.game.family;
  const actions = message.legal_actions;
  const marks = highlights(actions, opts);
  const last = lastMove(message.events);
  const geometry = gridGeometry(message.view.grid);
  let content;
  if (family === 'lost-island') {
    content = islandContent(message.view);
    boatsEl.replaceChildren(...islandBoats(message.view, message.game.seats));
  } else if (family === 'classic') {
    content = classicContent(geometry);
    boatsEl.replaceChildren(...classicCaptured(message.view));
  } else {
    // A game this page has never heard of: drawn from the grid alone.
    content = gridContent(geometry);
    boatsEl.replaceChildren(legend([
      ...message.game.seats.map((seat) => ['owner-' + seat.toLowerCase(), seat + ' piece']), ...OUTLINES]));
  }
  let rows = geometry.rows;
  let columns = geometry.columns;
  const seats = message.game.seats;
  if (family !== 'lost-island' && seats.length === 2 && opts.seat === seats[1]) {
    // The second of two seats sees its own side at the bottom.
    rows = [...rows].reverse();
    columns = [...columns].reverse();
  }
  boardEl.className = 'board ' + family;
  boardEl.style.setProperty('--columns', columns.length);
  boardEl.dataset.family = family;
  const squares = [];
  for (const r of rows) {
    for (const c of columns) {
      squares.push(c + r);
    }
  }
  if (!focusSquare || !squares.includes(focusSquare)) {
    focusSquare = squares.find((s) => marks.has(s)) || squares[0];
  }
  const rowEls = [];
  rows.forEach((r, ri) => {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'board-row';
    columns.forEach((c, ci) => {
      const square = c + r;
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.setAttribute('role', 'gridcell');
      cell.className = 'square';
      cell.dataset.square = square;
      cell.tabIndex = square === focusSquare ? 0 : -1;
      const info = content(square);
      cell.classList.add(...info.classes);
      info.nodes.forEach((n) => cell.append(n));
      for (const m of marks.get(square) || []) {
        cell.classList.add(m);
      }
      if (last.has(square)) {
        cell.classList.add('last');
      }
      cell.setAttribute('aria-label', square + ': ' + info.label
        + (marks.has(square) ? ', ' + [...marks.get(square)].join(' ') : ''));
      if (ri === rows.length - 1) {
        cell.dataset.file = c;
      }
      if (ci === 0) {
        cell.dataset.rank = String(r);
      }
      cell.addEventListener('click', () => {
        focusSquare = square;
        opts.onSquare(square);
      });
      cell.addEventListener('keydown', (e) => moveFocus(e, boardEl, rows, columns, ri, ci));
      row.append(cell);
    });
    rowEls.push(row);
  });
  boardEl.replaceChildren(...rowEls);
  if (hadFocus) {
    const f = boardEl.querySelector('[data-square="' + focusSquare + '"]');
    if (f) {
      f.focus();
    }
  }
}

function moveFocus(e, boardEl, rows, columns, ri, ci) {
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (!step) {
    return;
  }
  e.preventDefault();
  const r = Math.max(0, Math.min(rows.length - 1, ri + step[0]));
  const c = Math.max(0, Math.min(columns.length - 1, ci + step[1]));
  const square = columns[c] + rows[r];
  const target = boardEl.querySelector('[data-square="' + square + '"]');
  if (target) {
    boardEl.querySelectorAll('.square').forEach((s) => { s.tabIndex = -1; });
    target.tabIndex = 0;
    focusSquare = square;
    target.focus();
  }
}

/** Which squares to highlight, and why: from the legal actions and the player's choices. */
function highlights(actions, opts) {
  const marks = new Map();
  const mark = (square, why) => {
    if (!marks.has(square)) {
      marks.set(square, new Set());
    }
    marks.get(square).add(why);
  };
  for (const a of actions) {
    if (a.from) {
      mark(a.from, 'movable');
      if (opts.selected === a.from) {
        mark(a.to, 'target');
      }
    } else if (a.square) {
      if (a.action === 'place_piece') {
        if (!opts.piece || a.type === opts.piece) {
          mark(a.square, 'placeable');
        }
      } else {
        mark(a.square, 'actionable');
      }
    }
  }
  if (opts.selected) {
    mark(opts.selected, 'selected');
  }
  return marks;
}

function lastMove(events) {
  const squares = new Set();
  for (const e of events || []) {
    for (const k of ['from', 'to', 'at', 'square']) {
      if (typeof e[k] === 'string' && /^[a-z]\d+$/.test(e[k])) {
        squares.add(e[k]);
      }
    }
  }
  return squares;
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

// ---- classic ----

function classicContent(geometry) {
  return (square) => {
    const cell = geometry.cells.get(square);
    if (cell && cell.terrain === 'lake') {
      return { classes: ['lake'], nodes: [], label: 'lake' };
    }
    const p = cell ? cell.piece : null;
    if (!p) {
      return { classes: ['empty'], nodes: [], label: 'empty' };
    }
    const classes = ['piece', 'owner-' + p.owner.toLowerCase()];
    if (p.type === null) {
      classes.push('unknown');
    }
    if (p.revealed) {
      classes.push('revealed');
    }
    const nodes = [span('rank', p.type === null ? '?' : squareLabel(p.type))];
    const label = p.owner + ' ' + (p.type === null ? 'piece, unknown' : p.type.toLowerCase())
      + (p.revealed ? ', revealed' : '') + (p.moved ? ', has moved' : '');
    return { classes, nodes, label };
  };
}

// Any other game: the terrain as a class, and each piece's owner and type (or '?') as the grid says.
function gridContent(geometry) {
  return (square) => {
    const cell = geometry.cells.get(square);
    if (!cell) {
      return { classes: ['void'], nodes: [], label: 'off the board' };
    }
    const classes = ['terrain-' + cell.terrain.replace(/_/g, '-')];
    let label = cell.terrain.replace(/_/g, ' ') + (cell.marks.length ? ', ' + cell.marks.join(', ') : '');
    const nodes = [];
    const p = cell.piece;
    if (p) {
      classes.push('piece', 'owner-' + p.owner.toLowerCase());
      if (p.type === null) {
        classes.push('unknown');
      }
      nodes.push(span('rank', p.type === null ? '?' : p.type));
      label += ', ' + p.owner + ' piece' + (p.id ? ' ' + p.id : '') + (p.type === null ? ', unknown' : ' ' + p.type);
    }
    return { classes, nodes, label };
  };
}

// The pieces taken off the board so far, grouped by the player who lost them (by rank label, '?'
// where this seat never saw the type), and a legend of the board's colours and outlines.
function classicCaptured(view) {
  const out = [];
  if (view.captured && view.captured.length > 0) {
    const byOwner = new Map();
    for (const c of view.captured) {
      const owner = c.owner || '?';
      if (!byOwner.has(owner)) {
        byOwner.set(owner, []);
      }
      byOwner.get(owner).push(c.type ? squareLabel(c.type) : '?');
    }
    const p = document.createElement('p');
    p.className = 'captured';
    p.textContent = 'Pieces captured (off the board), by the player who lost them: '
      + [...byOwner].map(([owner, labels]) => owner + ' lost ' + labels.length + ' (' + labels.join(' ') + ')')
        .join('; ');
    out.push(p);
  }
  out.push(legend([
    ['owner-red', 'RED piece'], ['owner-blue', 'BLUE piece'], ['lake', 'lake'],
    ['revealed', 'revealed in a battle'], ...OUTLINES]));
  return out;
}

/** The outlines the board draws round squares, for the legend. */
const OUTLINES = [
  ['movable', 'can move'], ['target', 'can go here'], ['selected', 'chosen'], ['placeable', 'can place here'],
  ['actionable', 'can act here'], ['last', 'last step'],
];

function legend(entries) {
  const list = document.createElement('ul');
  list.className = 'legend';
  list.setAttribute('aria-label', 'legend');
  for (const [cls, text] of entries) {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch square ' + cls;
    swatch.setAttribute('aria-hidden', 'true');
    li.dataset.legend = cls;
    li.append(swatch, document.createTextNode(' ' + text));
    list.append(li);
  }
  return list;
}

// ---- Lost Island ----

function seatOfTag(tag) {
  return tag.split('-')[0].toLowerCase();
}

function islandContent(view) {
  const cells = new Map(view.cells.map((c) => [c.square, c]));
  const explorers = new Map(view.explorers.map((e) => [e.tag, e]));
  return (square) => {
    const c = cells.get(square);
    if (!c) {
      return { classes: ['void'], nodes: [], label: 'off the island' };
    }
    const classes = ['tile', 'kind-' + c.kind.toLowerCase().replace(/_/g, '-')];
    const nodes = [];
    let label = c.kind.toLowerCase().replace(/_/g, ' ');
    if (c.tile && c.kind === 'FACE_UP') {
      const name = tileName(c.tile);
      nodes.push(span('tile-name', name.short));
      label += ': ' + name.full;
    }
    if (c.coins > 0) {
      nodes.push(span('coins', '$' + c.coins));
      label += ', ' + c.coins + ' coins';
    }
    if (c.flag) {
      nodes.push(span('flag', '⚑'));
      label += ', the flag';
    }
    if (c.explorer) {
      const e = explorers.get(c.explorer) || {};
      const value = e.value === null || e.value === undefined ? '?' : String(e.value);
      const ex = span('explorer seat-' + seatOfTag(c.explorer), c.explorer.replace(/^(\w)\w*-/, '$1') + ' ' + value
        + (e.ring ? '+' : '') + (e.carries_flag ? '⚑' : ''));
      nodes.push(ex);
      label += ', explorer ' + c.explorer + ' value ' + value + (e.ring ? ' with a ring' : '')
        + (e.carries_flag ? ' carrying the flag' : '');
    }
    return { classes, nodes, label };
  };
}

const PATTERNS = { plus: 'plus', diagonal: 'diagonal', line: 'line' };

/**
 * A face-up tile as docs/rules/lost-island.md names it (LI-2.4, LI-2.5, LI-7): plain, loot with its
 * coins, a bomb with its value and pattern (PLUS, DIAGONAL, LINE), storm; on stone, loot or the
 * flag. From the tile's written form (plain, loot2, bomb3-plus, storm, stone-loot1, stone-flag).
 */
export function tileName(tile) {
  const stone = tile.startsWith('stone-');
  const t = stone ? tile.slice(6) : tile;
  let full;
  let short;
  const loot = t.match(/^loot(\d+)$/);
  const bomb = t.match(/^bomb(\d+)-(\w+)$/);
  if (loot) {
    full = 'loot, ' + loot[1] + (loot[1] === '1' ? ' coin' : ' coins');
    short = 'loot ' + loot[1];
  } else if (bomb) {
    full = 'bomb ' + bomb[1] + ', ' + (PATTERNS[bomb[2]] || bomb[2]) + ' pattern';
    short = 'bomb ' + bomb[1] + ' ' + (PATTERNS[bomb[2]] || bomb[2]);
  } else if (t === 'flag') {
    full = 'the flag';
    short = 'flag';
  } else {
    full = t;
    short = t;
  }
  return stone ? { full: 'stone tile, ' + full, short: 'stone ' + short } : { full: full + ' tile', short };
}

function islandBoats(view, seats) {
  const out = [];
  seats.forEach((seat, i) => {
    const div = document.createElement('div');
    div.className = 'boat seat-' + seat.toLowerCase();
    div.dataset.seat = seat;
    const inBoat = view.explorers.filter((e) => e.tag.startsWith(seat + '-') && e.boat_slot >= 0)
      .sort((a, b) => a.boat_slot - b.boat_slot);
    div.append(span('boat-seat', seat), span('boat-coins', '$' + (view.coins_held[i] ?? 0)));
    div.append(span('boat-explorers', inBoat.length
      ? 'boat: ' + inBoat.map((e) => e.tag.split('-')[1] + ':' + (e.value ?? '?')).join(' ') : 'boat empty'));
    out.push(div);
  });
  const supply = document.createElement('p');
  supply.className = 'supply';
  const flag = view.flag ? view.flag.status.toLowerCase() + (view.flag.square ? ' at ' + view.flag.square : '') : '';
  supply.textContent = 'supply: $' + view.supply_coins + ', ' + view.supply_rings + ' rings · lost at sea: $'
    + view.lost_coins + (flag ? ' · flag ' + flag : '') + (view.decision ? ' · ' + view.decision.seat + ' decides '
      + view.decision.kind.toLowerCase().replace(/_/g, ' ') : '');
  out.push(supply);
  out.push(legend([
    ['kind-green-face-down', 'green tile, face down'], ['kind-stone-face-down', 'stone tile, face down'],
    ['kind-face-up', 'tile turned face up (named)'], ['kind-water', 'shallow water (tile removed)'],
    ...seats.map((seat) => ['explorer-' + seat.toLowerCase(), seat + ' explorer: letter and value']),
    ...OUTLINES]));
  return out;
}
