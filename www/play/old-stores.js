// @ts-check
// The stores before the store (store.js), taken in at every start: save.js's list (`dance-of-muses.games`) and single
// game (`dance-of-muses.game`), and each kind's own (record.js Kind migrate). The store's merge makes no duplicate;
// old data goes once all of it is in, and unreadable old data is left, reported.

import { identityOf, isGame, summarize } from './record.js';

/** @import { Game, Summary } from './record.js' */

const LIST = 'dance-of-muses.games';
const ONE = 'dance-of-muses.game';

/** Takes in save.js's stores and each kind's; resolves once every kind's is in (or left for later).
 * @param {ReturnType<typeof import('./store.js').createStore>} store @param {import('./record.js').Kind[]} kinds
 * @param {{ resume: (game: any) => import('../engine/port.js').Port }} Engine */
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
  } catch {}
  return Promise.all(kinds.map((k) => k.migrate?.(store, localStorage).catch(() => null)));
}

/** Moves save.js's games and seats into `store` (`moved`: all, the old data gone).
 * @param {ReturnType<typeof import('./store.js').createStore>} store @param {Storage} storage
 * @param {(game: Game) => Summary | null} summarize @param {number} [now] @returns {import('./types.js').Migrated} */
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
  // Format 2 had no dates: the list's order is kept, a millisecond apart.
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
  let moved = !reason;
  for (const key of [LIST, ONE]) {
    const mine = entries.filter((e) => e.from === key);
    if (mine.some((e) => !isGame(e.game))) {
      store.setAside(key);
      moved = false;
    } else if ((key === LIST ? list : one) && !reason) {
      try {
        storage.removeItem(key);
      } catch {}
    }
  }
  return { found: entries.length, moved, ...(reason ? { reason } : {}) };
}

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
  } catch {}
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
