// @ts-check
// engine/fair.js's twin for the Web Workers: fair mode's wasm, already loaded there, opened
// from a link without the page (no DOM, no store). Only these two modules touch `FairGame`.

/** @typedef {typeof import('fair-wasm')} FairBindings */

/** The game as a device holding seat `key` sees it: a fair game's computer seat (ai-worker.js).
 * @param {FairBindings} wasm @param {{ link: string, key: string }} seat */
export function seatGame(wasm, { link, key }) {
  const game = wasm.FairGame.open(link);
  try {
    game.importKey(key);
  } catch (e) {
    game.free();
    throw e;
  }
  return game;
}

/** The game anybody sees once dealt, its verified rounds holding the true deal (the review's worker). */
export function publicGame(/** @type {FairBindings} */ wasm, /** @type {string} */ link) {
  const fair = wasm.FairGame.open(link);
  try {
    const game = fair.game(undefined);
    if (!game) throw new Error('the deal is not done');
    return game;
  } finally {
    fair.free();
  }
}
