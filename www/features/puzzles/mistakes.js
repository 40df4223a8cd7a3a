// @ts-check
// "Learn from your mistakes" (docs/puzzles.md): once a game's review is done, each mistake or
// blunder of a seat played on this device whose better move is exact becomes a puzzle, "find a
// better move", kept with its game (by its id among My games, like its review). Only which move
// of which game is kept, with the game's code: the puzzles' wasm makes the puzzle again from
// them (Game.betterMove), so no position with its face-down Muses named is ever in storage. A
// puzzle solved is marked; a game deleted from My games takes its puzzles with it
// (`forget`). Loaded by main.js's review hook and by the puzzles' panel; the puzzles' wasm is
// handed in (`load`), and asked for only when there is a new mistake to try.

const KEY = 'dance-of-muses.mistakes';
/** The most kept: the newest stay. */
const KEEP = 200;

/** One mistake made a puzzle: its game (its id among My games; its code, or for a game begun
 * from a position link that start and the moves played), the move's index in the game's
 * history, its mark, when it was found (ms), whether it was solved since.
 * @typedef {{ game: string, code: string, start?: string | null, actions?: any[], index: number, mark: string,
 *   at: number, solved: boolean }} Mistake */

/** The game a mistake was made in, in the puzzles' wasm (free it when done).
 * @param {any} bindings @param {{ code: string, start?: string | null, actions?: any[] }} m */
export function gameOf(bindings, m) {
  if (!m.start) return bindings.Game.fromLink(m.code);
  const game = bindings.Game.fromLink(m.start);
  for (const action of m.actions ?? []) game.apply(action);
  return game;
}

/** Every mistake kept, newest first. @returns {Mistake[]} */
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

/** Keeps `list`; false when the browser refused. @param {Mistake[]} list */
function write(list) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
    return true;
  } catch {
    return false;
  }
}

/** The same mistake: its game and move. @param {Mistake} a @param {{ game: string, index: number }} b */
export const same = (a, b) => a.game === b.game && a.index === b.index;

/** The puzzles kept from game `game`. @param {string} game */
export const ofGame = (game) => mistakes().filter((m) => m.game === game);

/** Marks a mistake solved. @param {{ game: string, index: number }} which */
export function solved(which) {
  return write(mistakes().map((m) => (same(m, which) ? { ...m, solved: true } : m)));
}

/** Drops the puzzles of the games that `exists` no longer knows (deleted from My games).
 * @param {(game: string) => boolean} exists */
export function forget(exists) {
  const list = mistakes();
  const kept = list.filter((m) => exists(m.game));
  if (kept.length !== list.length) write(kept);
}

/**
 * After a review of game `game` (`code`: its link's code), the mistakes and blunders of the
 * seats in `seats` made puzzles where their better move is exact; resolves with how many are
 * new, how many the game has, and whether they could be kept. A move already kept is not kept
 * twice (a review made again, deeper).
 * @param {{ game: string, code: string, start?: string | null, actions?: any[], seats: number[],
 *   entries: { index: number, seat: number, mark: string | null }[] }} reviewed
 * @param {() => Promise<any>} load  the puzzles' wasm bindings (bundles.js loadPuzzles)
 */
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
  /** @type {Mistake[]} */
  const found = [];
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
