// @ts-check
// The games kept before the store (store.js), taken into it at every start: save.js's list
// (`dance-of-muses.games`, format 2: at most 8 games, the last played first, and this device's
// seat in each game by link) and format 1's single game (`dance-of-muses.game`); a registered
// kind takes in its own (record.js Kind migrate). Each goes through the store's merge, so a page
// of the older version still writing the old list never makes a duplicate. The old data goes
// once every game in it is in the store; unreadable old data is never touched, and reported.

import { identityOf, isGame, summarize } from './record.js';

/** @typedef {import('./record.js').Game} Game */
/** @typedef {import('./record.js').Summary} Summary */

const LIST = 'dance-of-muses.games';
const ONE = 'dance-of-muses.game';

/**
 * Takes the older stores into `store`: save.js's (its games summarised by `Engine`), then each
 * kind's; resolves once every kind's is in (or left for a later start).
 * @param {ReturnType<typeof import('./store.js').createStore>} store
 * @param {{ resume: (game: any) => import('../engine/port.js').Port }} Engine
 * @param {import('./record.js').Kind[]} kinds
 */
export function takeInOld(store, Engine, kinds) {
  const summarizeOld = (/** @type {any} */ game) => {
    const engine = Engine.resume(game);
    try {
      return summarize(engine, { names: game.names ?? [], kinds: game.kinds });
    } finally {
      engine.free();
    }
  };
  try {
    migrate(store, localStorage, summarizeOld);
  } catch {
    // Storage refused: nothing to take in.
  }
  return Promise.all(kinds.map((k) => k.migrate?.(store, localStorage).catch(() => null)));
}

/**
 * Moves the older stores' games and seats into `store`. `summarize(game)` makes a game's
 * summary (the page runs the engine); a game it fails on is kept without one.
 * @param {ReturnType<typeof import('./store.js').createStore>} store
 * @param {Storage} storage
 * @param {(game: Game) => Summary | null} summarize
 * @param {number} [now]
 * @returns {{ found: number, moved: boolean, reason?: string }} `found`: games in the old data;
 *   `moved`: all of them are in the store now (the old data is gone).
 */
export function migrate(store, storage, summarize, now = Date.now()) {
  const list = readOld(storage, LIST, (data) => data?.v === 2 && Array.isArray(data.games), store);
  const one = readOld(storage, ONE, (data) => data?.v === 1 && !!data.options && Array.isArray(data.actions), store);
  if (!list && !one) return { found: 0, moved: false };
  const seats = list?.seats && typeof list.seats === 'object' ? list.seats : {};
  /** @type {[string, any][]} */
  const games = [
    ...(list?.games ?? []).map((/** @type {any} */ g) => /** @type {[string, any]} */ ([LIST, g])),
    ...(one ? [/** @type {[string, any]} */ ([ONE, one])] : []),
  ];
  // Format 2 had no dates: the list's order is kept, a millisecond apart, the first the latest.
  const entries = games.map(([from, old], i) => {
    const { id, v, ...game } = typeof old === 'object' && old ? old : {};
    if (game.mode === undefined && typeof game.options === 'object') game.mode = seats[identityOf(game)];
    if (game.mode === undefined) delete game.mode;
    return {
      from,
      id: typeof id === 'string' ? id : undefined,
      created: now - i,
      played: now - i,
      game,
      summary: /** @type {Summary | null} */ (null),
    };
  });
  const readable = entries.filter((e) => isGame(e.game));
  for (const e of readable) e.summary = safely(summarize, e.game);
  const merged = store.merge(readable);
  const remembered = Object.keys(seats).length ? store.rememberSeats(seats) : null;
  const reason = merged.ok ? (remembered ?? undefined) : merged.reason;
  // A key whose every game is in the store (and the seats too) goes; one with a game that could
  // not be read stays as it is, reported with the unreadable data.
  let moved = !reason;
  for (const key of [LIST, ONE]) {
    const mine = entries.filter((e) => e.from === key);
    if (mine.some((e) => !isGame(e.game))) {
      store.setAside(key);
      moved = false;
    } else if ((key === LIST ? list : one) && !reason) {
      try {
        storage.removeItem(key);
      } catch {
        // Refused: merged again next time, without duplicates.
      }
    }
  }
  return { found: entries.length, moved, ...(reason ? { reason } : {}) };
}

/** The old data under `key`, if it is there and reads as `valid` says; set aside when not. */
export function readOld(
  /** @type {Storage} */ storage,
  /** @type {string} */ key,
  /** @type {(data: any) => boolean} */ valid,
  /** @type {{ setAside: (key: string) => void }} */ store,
) {
  let text;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    if (valid(data)) return data;
  } catch {
    // Reported below.
  }
  store.setAside(key);
  return null;
}

function safely(/** @type {(game: Game) => Summary | null} */ summarize, /** @type {any} */ game) {
  try {
    return summarize(game);
  } catch {
    return null;
  }
}
