// The event log of the game screen: each event of a seat's messages in words (events.js), in time
// order, the newest at the bottom, each line numbered in a column of its own; a seat's setup is one
// line, rewritten as its placements come (setupLine), not a line a placement.
import { describeEvent, setupLine } from './events.js';

const MAX_LINES = 300;

/** The log drawn into a list element. */
export class EventLog {
  constructor(list) {
    this.list = list;
    this.reset();
  }

  /** Empties the log (a new game, or the same one joined again). */
  reset() {
    this.list.replaceChildren();
    this.logged = 0; // lines written so far: the next line's number
    this.lines = new Map(); // a seat's setup line by its key
    this.setups = new Map(); // the counts behind those lines
  }

  /** Adds the events of one message, in the words of its game's family. */
  add(events, family) {
    for (const e of events) {
      const setup = setupLine(e, family, this.setups);
      if (setup) {
        this.write(setup.text, e.event, setup.key);
      } else {
        this.write(describeEvent(e, family), e.event);
      }
    }
  }

  // A line, numbered from the first this page wrote (the numbers stay when the oldest lines are
  // dropped), scrolled to the newest; a line with a key is rewritten in place by the next event of
  // the same key.
  write(text, kind, key) {
    const kept = key ? this.lines.get(key) : undefined;
    if (kept && kept.isConnected) {
      kept.querySelector('.t').textContent = text;
      kept.dataset.event = kind;
      return;
    }
    const li = document.createElement('li');
    const number = document.createElement('span');
    number.className = 'n';
    number.textContent = String(++this.logged);
    const words = document.createElement('span');
    words.className = 't';
    words.textContent = text;
    li.append(number, words);
    li.dataset.event = kind;
    li.value = this.logged;
    if (key) {
      this.lines.set(key, li);
    }
    const list = this.list;
    const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    list.append(li);
    while (list.children.length > MAX_LINES) {
      list.firstChild.remove();
    }
    if (atBottom) {
      list.scrollTop = list.scrollHeight;
    }
  }
}
