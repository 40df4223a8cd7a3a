// @ts-check
// The move log, drawn from the engine's history (who played each action, its notation as this device may read it, its
// events), never rebuilt by replaying.

import * as panels from '../ui/panels.js';
import { tilesOf } from '../table/state.js';
import { logLines } from '../ui/words.js';

/** @import { LogEntry } from '../engine/port.js' */

const ended = (/** @type {LogEntry} */ entry) => entry.events.some((e) => e.kind === 'RoundEnded');

export function createLog(/** @type {import('./session.js').Session} */ session) {
  let items = /** @type {HTMLElement[]} */ ([]);
  let drawn = 0;
  /** @type {{ round: number, tiles: import('../ui/words.js').Named[] }} */
  let table = { round: 0, tiles: [] };

  const engine = () => session.engine();
  /** Who reads the log here: by link its seat, with its own Mysterious Muse (D3); else anybody at the table. */
  const reader = () => /** @type {const} */ ([session.mine(), session.mine() !== null]);

  function startOf(/** @type {number} */ i) {
    const before = engine().prefix(i);
    try {
      return tilesOf(before.view(null));
    } finally {
      before.free();
    }
  }

  function write(/** @type {LogEntry[]} */ entries, /** @type {number} */ from) {
    const { lines, round, tiles } = logLines(entries, from, {
      names: session.names(),
      rounds: session.setup().rounds,
      ...table,
      startOf,
    });
    table = { round, tiles };
    for (const line of lines) {
      const li = panels.log.add(line.text, line.notation ?? '', !!line.heading);
      if (line.index !== undefined) items[line.index] = li;
    }
    panels.log.toEnd();
    drawn = from + entries.length;
    return lines;
  }

  function redraw() {
    panels.log.clear();
    items = [];
    drawn = 0;
    if (!engine()) return;
    const entries = engine().log(...reader());
    table = { round: 0, tiles: startOf(0) };
    write(entries, 0);
  }

  const wordsOf = (/** @type {number} */ k) => items[k - 1]?.firstChild?.textContent ?? '';

  const eventsOf = (/** @type {number} */ k) => (k > 0 ? (engine().log(null, false, k - 1)[0]?.events ?? []) : []);

  return {
    redraw,
    /** The actions played since the log was drawn, added: the last one's words, its round, its end's events. */
    append() {
      const entries = engine().log(...reader(), drawn);
      const lines = write(entries, drawn);
      if (entries.some(ended)) redraw();
      const last = lines.findLast((l) => l.index !== undefined);
      const k = drawn;
      return {
        text: last?.text ?? '',
        words: () => wordsOf(k),
        round: entries.at(-1)?.round,
        end: lines.findLast((l) => l.end)?.text ?? '',
      };
    },
    wordsOf,
    eventsOf,
    roundBegins() {
      const n = engine().actionCount();
      return n === 0 || eventsOf(n).some((e) => e.kind === 'NewRound');
    },
    items: () => items,
  };
}

/** @typedef {ReturnType<typeof createLog>} Log */
