// @ts-check
// "Learn from your mistakes" (docs/puzzles.md): after a review, each mistake of a seat played here whose better move is
// exact becomes a puzzle, kept with its game. Only the game's code and the move's index are kept, and the wasm makes
// the puzzle again (Game.betterMove): no position with its face-down Muses named is ever in storage.

const KEY = 'dance-of-muses.mistakes';
/** The newest stay. */
const KEEP = 200;

/** @typedef {import('./types.js').Mistake} Mistake */

/** Free it when done. @param {any} bindings @param {{ code: string, start?: string | null, actions?: any[] }} m */
export function gameOf(bindings, m) {
  if (!m.start) return bindings.Game.fromLink(m.code);
  const game = bindings.Game.fromLink(m.start);
  for (const action of m.actions ?? []) game.apply(action);
  return game;
}

/** Newest first. @returns {Mistake[]} */
export function mistakes() {
  try {
    const list = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (m) =>
            typeof m?.game === 'string' &&
            typeof m.code === 'string' &&
            Number.isInteger(m.index) &&
            typeof m.mark === 'string' &&
            Number.isFinite(m.at) &&
            typeof m.solved === 'boolean' &&
            (!m.start || (typeof m.start === 'string' && Array.isArray(m.actions))),
        )
      : [];
  } catch {
    return [];
  }
}

/** False when the browser refused. @param {Mistake[]} list */
function write(list) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
    return true;
  } catch {
    return false;
  }
}

/** @param {Mistake} a @param {{ game: string, index: number }} b */
export const same = (a, b) => a.game === b.game && a.index === b.index;

export const ofGame = (/** @type {string} */ game) => mistakes().filter((m) => m.game === game);

export function solved(/** @type {{ game: string, index: number }} */ which) {
  return write(mistakes().map((m) => (same(m, which) ? { ...m, solved: true } : m)));
}

/** Drops the puzzles of games deleted from My games. @param {(game: string) => boolean} exists */
export function forget(exists) {
  const list = mistakes();
  const kept = list.filter((m) => exists(m.game));
  if (kept.length !== list.length) write(kept);
}

/** Resolves with how many are new, how many the game has, and whether they were kept; a move
 * kept already is not kept twice (a review made again, deeper).
 * @param {import('./types.js').Reviewed} reviewed
 * @param {() => Promise<any>} load  the puzzles' wasm bindings */
export async function fromReview({ game, code, start = null, actions = [], seats, entries }, load) {
  const wanted = entries.filter((e) => seats.includes(e.seat) && (e.mark === 'Mistake' || e.mark === 'Blunder'));
  const list = mistakes();
  const fresh = wanted.filter((e) => !list.some((m) => same(m, { game, index: e.index })));
  if (!fresh.length) return { added: 0, count: ofGame(game).length, kept: true };
  const bindings = await load();
  const source = start ? { code, start, actions } : { code };
  let played;
  try {
    played = gameOf(bindings, source);
  } catch {
    // A code the engine no longer reads: nothing to make puzzles of.
    return { added: 0, count: ofGame(game).length, kept: true };
  }
  const found = /** @type {Mistake[]} */ ([]);
  const at = Date.now();
  try {
    for (const e of fresh) {
      const puzzle = played.betterMove(e.index);
      if (!puzzle) continue;
      puzzle.free();
      found.push({ game, ...source, index: e.index, mark: /** @type {string} */ (e.mark), at, solved: false });
    }
  } finally {
    played.free();
  }
  const kept = !found.length || write([...found, ...list]);
  return { added: found.length, count: ofGame(game).length, kept };
}
