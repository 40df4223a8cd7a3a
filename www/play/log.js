// @ts-check
// The move log, drawn from the engine's history (src/game.rs keeps it: who played each action,
// its notation as this device may read it, its events), never rebuilt by replaying: each
// action adds its line; a round's end, an undo or another game draws it anew, as a language
// switch may. Face-down placements stay unnamed until their round ends (D3).

import * as panels from '../ui/panels.js';
import { tilesOf } from '../table/state.js';
import { logLines } from '../ui/words.js';

/** @typedef {import('../engine/port.js').LogEntry} LogEntry */

const ended = (/** @type {LogEntry} */ entry) => entry.events.some((e) => e.kind === 'RoundEnded');

/** `session`: the game shown (session.js). @param {import('./session.js').Session} session */
export function createLog(session) {
  /** Each action's line in the log, by its number from 0 (the replay marks them).
   * @type {HTMLElement[]} */
  let items = [];
  /** How many actions the log tells, and where its words stand: the round of the last
   * line, and the tiles as named after the last action. */
  let drawn = 0;
  /** @type {{ round: number, tiles: import('../ui/words.js').Named[] }} */
  let table = { round: 0, tiles: [] };

  const engine = () => session.engine();
  /** Who reads the log on this device: by link its seat, knowing its own Mysterious Muse
   * (D3: a private device); otherwise anybody at the table. */
  const reader = () => /** @type {const} */ ([session.mine(), session.mine() !== null]);

  /** The tiles as anybody sees them when action `i` is played first in its round.
   * @param {number} i */
  function startOf(i) {
    const before = engine().prefix(i);
    try {
      return tilesOf(before.view(null));
    } finally {
      before.free();
    }
  }

  /** Adds the lines of `entries` (the history from action `from`); returns them.
   * @param {LogEntry[]} entries @param {number} from */
  function write(entries, from) {
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

  /** The whole log anew, from the engine's history as it stands (empty before any game: the
   * first screen, where the language may be chosen). */
  function redraw() {
    panels.log.clear();
    items = [];
    drawn = 0;
    if (!engine()) return;
    const entries = engine().log(...reader());
    table = { round: 0, tiles: startOf(0) };
    write(entries, 0);
  }

  /** The words of action `k` (from 1), as the log tells it ('' for none). */
  const wordsOf = (/** @type {number} */ k) => items[k - 1]?.firstChild?.textContent ?? '';

  /** The events of action `k` (from 1) of the game shown. */
  const eventsOf = (/** @type {number} */ k) => (k > 0 ? (engine().log(null, false, k - 1)[0]?.events ?? []) : []);

  return {
    /** The whole log anew (another game: flow.js opened; an undo; another language). */
    redraw,
    /** The actions played since the log was drawn, added to it: returns the last one's words
     * (`text`, and `words()`, which gives them in the language spoken then), its round, and
     * what the end of its round did ('' if it did not end one). */
    append() {
      const entries = engine().log(...reader(), drawn);
      const lines = write(entries, drawn);
      // The round's end reveals its face-down placements: their notation is read again.
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
    /** Whether no action of the round being played has been played yet. */
    roundBegins() {
      const n = engine().actionCount();
      return n === 0 || eventsOf(n).some((e) => e.kind === 'NewRound');
    },
    /** Each action's line, by its number from 0. */
    items: () => items,
  };
}

/** @typedef {ReturnType<typeof createLog>} Log */
