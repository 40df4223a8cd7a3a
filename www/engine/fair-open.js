// @ts-check
// engine/fair.js's twin without the page (no DOM, no store): fair mode's wasm, already loaded, opened from a link (the
// Web Workers, live play's comparison of two links). Only these two modules touch `FairGame`.

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

/** How fair link `heard` stands to `ours` (a transcript only grows): ours extends it ('older'), it is another game
 * ('other') or a fork ('conflict'), or it is further on or unreadable here ('newer': opening it says which).
 * @param {FairBindings} wasm @param {string} heard @param {string} ours @returns {'newer' | 'older' | 'other' | 'conflict'} */
export function fairRelation(wasm, heard, ours) {
  if (heard.length > ours.length) return 'newer';
  let game;
  try {
    game = wasm.FairGame.open(heard);
  } catch {
    return 'newer';
  }
  try {
    game.update(ours);
    return 'older';
  } catch (e) {
    return /** @type {{ kind?: string } | null} */ (e)?.kind === 'OtherGame' ? 'other' : 'conflict';
  } finally {
    game.free();
  }
}
