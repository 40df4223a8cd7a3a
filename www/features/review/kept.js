// @ts-check
// Reviews kept with their games, so one opens at once and one stopped goes on: the engine's
// short text by game id and depth. It carries a fingerprint of its game and budget, so the
// engine refuses one that no longer fits and the game is reviewed afresh.

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

export const lastKept = (/** @type {string} */ game) => read().find((k) => k.game === game) ?? null;

/** @param {string} game @param {Depth} depth */
export const keptText = (game, depth) => read().find((k) => k.game === game && k.depth === depth)?.text ?? null;

/** A full or refused storage only means it is made again next time. */
export function keep(/** @type {string} */ game, /** @type {Depth} */ depth, /** @type {string} */ text) {
  const list = [{ game, depth, text }, ...read().filter((k) => k.game !== game || k.depth !== depth)];
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
  } catch {
    // Not kept: reviewed again next time.
  }
}
