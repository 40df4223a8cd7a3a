// @ts-check
// How a game's link heard over live play's channel stands to the game this device holds
// (docs/live-play.md): further on (it is opened, exactly as an opened link), the same, or
// behind (a device that reconnects after moves it missed: it is sent this device's link
// instead, since opening an older link would take the game back), or another game (a
// rematch). The engines read the links; this module only compares what they read.
//
//   const { relation, key, fresh } = await relate(heard, ours, { readGame, loadFair });

/** @typedef {import('../../engine/bundles.js').FairBindings} FairBindings */
/** A game link read: its identity and its actions. @typedef {{ key: string, actions: unknown[] }} GameRead */
/** @typedef {{ relation: 'same' | 'older' | 'newer' | 'conflict' | 'other', key: string | null, fresh: boolean }} Relation */

/** The kinds of link a game's message may be (an invitation or a reply never is one). @param {unknown} code */
export const isGameLink = (code) => typeof code === 'string' && /^[gfp]/.test(code);

const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `heard` against `ours` (this device's game's link, or null): { relation, key, fresh }.
 * relation: 'same', 'older' (ours goes further), 'newer' (heard goes further, or cannot be
 * read here: the link's own path says why), 'conflict' (the same game, each with moves the
 * other lacks: opened as a link is, which says so), 'other' (another game). `key`: the heard
 * game's identity (the store's, record.js identityOf), when known; `fresh`: both are other games with no move
 * yet (two rematches dealt at once).
 * `readGame(code)`: { key, actions } of a game link, or null if it opens no game (engine.js);
 * `loadFair()`: fair mode's bindings (engine/bundles.js), for two fair links.
 * @param {string} heard @param {string | null} ours @param {{ readGame: (code: string) => GameRead | null, loadFair: () => Promise<FairBindings> }} engines
 * @returns {Promise<Relation>}
 */
export async function relate(heard, ours, { readGame, loadFair }) {
  if (!ours || heard[0] !== ours[0]) {
    const game = heard[0] === 'f' ? null : readGame(heard);
    return { relation: 'other', key: game?.key ?? null, fresh: false };
  }
  if (heard === ours) return { relation: 'same', key: null, fresh: false };
  if (heard[0] === 'f') return relateFair(heard, ours, await loadFair());
  const a = readGame(heard);
  const b = readGame(ours);
  if (!a) return { relation: 'newer', key: null, fresh: false };
  if (!b || a.key !== b.key)
    return { relation: 'other', key: a.key, fresh: !!b && !a.actions.length && !b.actions.length };
  const n = Math.min(a.actions.length, b.actions.length);
  for (let i = 0; i < n; i++)
    if (!same(a.actions[i], b.actions[i])) return { relation: 'conflict', key: a.key, fresh: false };
  const relation =
    a.actions.length < b.actions.length ? 'older' : a.actions.length > b.actions.length ? 'newer' : 'same';
  return { relation, key: a.key, fresh: false };
}

/** Two fair links: a link's transcript only grows (src/fair/link.rs: messages appended), so
 * a longer one is never behind; a shorter one is behind if ours takes it further (the fair
 * engine's own check, FairGame.update).
 * @param {string} heard @param {string} ours @param {FairBindings} fair @returns {Relation} */
function relateFair(heard, ours, { FairGame }) {
  const none = { key: null, fresh: false };
  if (heard.length > ours.length) return { relation: 'newer', ...none };
  let game;
  try {
    game = FairGame.open(heard);
  } catch {
    return { relation: 'newer', ...none };
  }
  try {
    game.update(ours);
    return { relation: 'older', ...none };
  } catch (e) {
    const kind = /** @type {{ kind?: string } | null} */ (e)?.kind;
    return { relation: kind === 'OtherGame' ? 'other' : 'conflict', ...none };
  } finally {
    game.free();
  }
}
