// @ts-check
// The puzzles' record on this device (docs/puzzles.md): Glicko-2 ratings (the engine computes them: this only keeps
// them), the last attempts, the streaks. One that cannot be read starts afresh; one that cannot be written says so.

const KEY = 'dance-of-muses.puzzles';
const HISTORY = 100;

/** @typedef {{ rating: number, deviation: number, volatility: number }} Rating */
/** @typedef {import('./types.js').Attempt} Attempt */
/** @typedef {import('./types.js').PuzzleRecord} PuzzleRecord */

/** @param {any} r @returns {Rating | null} */
const rating = (r) =>
  r && [r.rating, r.deviation, r.volatility].every((x) => typeof x === 'number' && Number.isFinite(x))
    ? { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    : null;

/** @returns {PuzzleRecord} */
export const fresh = () => ({ player: null, puzzles: {}, seen: [], history: [], streak: 0, best: 0, daily: null });

/** A new one when none is, or it cannot be read. @returns {PuzzleRecord} */
export function read() {
  try {
    const r = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    if (!r || typeof r !== 'object') return fresh();
    const puzzles = /** @type {Record<string, Rating>} */ ({});
    for (const [id, p] of Object.entries(r.puzzles ?? {})) {
      const ok = rating(p);
      if (ok) puzzles[id] = ok;
    }
    const whole = (/** @type {any} */ n) => (Number.isInteger(n) && n >= 0 ? n : 0);
    return {
      player: rating(r.player),
      puzzles,
      seen: Array.isArray(r.seen) ? r.seen.filter((/** @type {any} */ s) => typeof s === 'string') : [],
      history: Array.isArray(r.history)
        ? r.history.filter(
            (/** @type {any} */ a) =>
              typeof a?.id === 'string' &&
              typeof a.solved === 'boolean' &&
              Number.isFinite(a.rating) &&
              Number.isFinite(a.change) &&
              Number.isFinite(a.at),
          )
        : [],
      streak: whole(r.streak),
      best: whole(r.best),
      daily: Number.isInteger(r.daily?.day) ? { day: r.daily.day, solved: !!r.daily.solved } : null,
    };
  } catch {
    return fresh();
  }
}

/** False when the browser refused (full, or storage off). @param {PuzzleRecord} record */
export function write(record) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** `rated`: the engine's new ratings, or null for an attempt not rated; `day`: the day's puzzle.
 * @param {PuzzleRecord} record @param {string} id @param {boolean} solved
 * @param {{ player: Rating, puzzle: Rating } | null} rated @param {number} at @param {number | null} [day]
 * @returns {PuzzleRecord} */
export function attempted(record, id, solved, rated, at, day = null) {
  // A new player's rating is set (puzzlePlayer) before the first attempt.
  const before = record.player?.rating ?? 0;
  const player = rated?.player ?? record.player;
  const streak = solved ? record.streak + 1 : 0;
  const change = rated ? rated.player.rating - before : 0;
  /** @type {Attempt} */
  const attempt = { id, solved, rating: player?.rating ?? 0, change, at };
  return {
    player,
    puzzles: rated ? { ...record.puzzles, [id]: rated.puzzle } : record.puzzles,
    seen: record.seen.includes(id) ? record.seen : [...record.seen, id],
    history: [attempt, ...record.history].slice(0, HISTORY),
    streak,
    best: Math.max(record.best, streak),
    daily: day === null ? record.daily : { day, solved: solved || (record.daily?.day === day && record.daily.solved) },
  };
}

/** A second attempt is not rated. @param {PuzzleRecord} record @param {string} id */
export const played = (record, id) => record.seen.includes(id);
