// @ts-check
// Reviews kept with their games on this device, so that a review opens at once the next time
// and one stopped half-way goes on where it stopped: the engine's short text (Reviewer.kept,
// about 27 characters an action), by the game's id among the saved games and the depth of
// the search. The text carries a fingerprint of its game and budget: one that no longer fits
// (another game under the same id, a game undone and played on) is refused by the engine and
// the game reviewed afresh. The last reviews only: a few KB.

const KEY = 'dance-of-muses.reviews';
const KEEP = 40;

/** @typedef {'default' | 'deeper'} Depth */
/** @typedef {{ game: string, depth: Depth, text: string }} Kept */

/** @returns {Kept[]} */
function read() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (k) =>
            typeof k?.game === 'string' &&
            typeof k.text === 'string' &&
            (k.depth === 'default' || k.depth === 'deeper'),
        )
      : [];
  } catch {
    // Unreadable or refused: no review kept (the next one is written afresh).
    return [];
  }
}

/** The review of `game` last worked on: its depth and text, or null.
 * @param {string} game */
export const lastKept = (game) => read().find((k) => k.game === game) ?? null;

/** The text kept for `game` at `depth`, or null. @param {string} game @param {Depth} depth */
export const keptText = (game, depth) => read().find((k) => k.game === game && k.depth === depth)?.text ?? null;

/** Keeps `text` for `game` at `depth`, the last worked on; a full or refused storage only
 * means it is made again next time. @param {string} game @param {Depth} depth @param {string} text */
export function keep(game, depth, text) {
  const list = [{ game, depth, text }, ...read().filter((k) => k.game !== game || k.depth !== depth)];
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
  } catch {
    // Not kept: reviewed again next time.
  }
}
